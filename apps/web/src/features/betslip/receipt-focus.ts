/**
 * Whether the slip's receipt takes keyboard focus when it shows: only after a placement made on this page (the
 * Place button that had focus is gone). A receipt restored from storage on another page must not pull focus from
 * wherever the player is (it did, in the middle of a cash-out on My Bets, once the slip's chunk arrived).
 */
let pending = false;

/** A placement succeeded here: the receipt about to show takes focus. */
export function requestReceiptFocus(): void {
  pending = true;
}

/** True once per placement: the receipt's heading takes focus. */
export function takeReceiptFocus(): boolean {
  const take = pending;
  pending = false;
  return take;
}
