/**
 * Partial cash-out (issue 20): the player takes `take` minor units of an offer `offer` for the whole open bet of
 * unit stake `stake`, and the bet stays open on what is left. The bet is sold in proportion: the stake left is
 * `floor(stake × (offer − take) / offer)`, rounded down so the house never pays more than its offer for the part it
 * bought (take + the offer on what is left ≤ the offer on the whole, the law the tests check). Taking the whole
 * offer is a full cash-out; more than the offer is refused (the offer moved); a take so close to the offer that no
 * minor unit of stake would be left is refused too (take the whole offer instead). Pure.
 */
export type PartialCashout =
  | { readonly kind: 'full' }
  | { readonly kind: 'partial'; readonly remainingStake: number }
  | { readonly kind: 'refused'; readonly reason: 'over_offer' | 'leaves_nothing' | 'not_positive' };

export function partialCashout(stake: number, offer: number, take: number): PartialCashout {
  for (const [name, value] of [
    ['stake', stake],
    ['offer', offer],
    ['take', take],
  ] as const) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
  }
  if (stake < 1 || offer < 1) throw new RangeError('a cash-out needs a positive stake and offer');
  if (take < 1) return { kind: 'refused', reason: 'not_positive' };
  if (take > offer) return { kind: 'refused', reason: 'over_offer' };
  if (take === offer) return { kind: 'full' };
  const remainingStake = Number((BigInt(stake) * BigInt(offer - take)) / BigInt(offer));
  return remainingStake < 1 ? { kind: 'refused', reason: 'leaves_nothing' } : { kind: 'partial', remainingStake };
}

/** The most a partial cash-out can take now and still leave one minor unit of stake open (0: none possible). */
export function maxPartialTake(stake: number, offer: number): number {
  if (stake < 2 || offer < 2) return 0;
  // Largest take with floor(stake × (offer − take) / offer) ≥ 1, i.e. (offer − take) ≥ offer / stake.
  return offer - Math.ceil(offer / stake);
}
