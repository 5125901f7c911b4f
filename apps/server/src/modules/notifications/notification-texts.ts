import { formatMinor } from '@sportsbook/domain/money';
import { accountCurrency } from '../wallet/currencies';
import type { NotificationInput } from './notifications-service';

/** The fields of a bet (`@sportsbook/contract/bets` Bet) these texts read. */
export type BetFacts = {
  id: string;
  reference: string;
  status: string;
  result: string;
  stake: { currency: string; subunits: number };
  totalStake: number;
  winAmount: number | null;
};

const money = (minor: number, subunits: number, currency: string) => `${formatMinor(minor, subunits)} ${currency}`;

const SETTLED_TITLES: Readonly<Record<string, string>> = {
  win_entire: 'Bet won',
  lose_entire: 'Bet lost',
  refund_entire: 'Bet refunded',
  canceled: 'Bet cancelled',
  refund_half_win_other: 'Bet settled',
  refund_half_lose_other: 'Bet settled',
};

/**
 * The notification a changed bet deserves: one when it settles (`done`), one when it is cashed out; none for other
 * changes (placed, a leg settled on an open bet). Once-only through the dedupe key.
 */
export function betNotification(bet: BetFacts): NotificationInput | null {
  const { currency, subunits } = bet.stake;
  const caption = `Stake ${money(bet.totalStake, subunits, currency)}`;
  const returned = bet.winAmount ?? 0;
  if (bet.status === 'cashed_out') {
    return {
      type: 'cashout',
      title: 'Cash-out completed',
      caption,
      body: `Your bet ${bet.reference} was cashed out for ${money(returned, subunits, currency)}.`,
      objectType: 'bet',
      objectId: bet.id,
      dedupeKey: `bet:${bet.id}:cashed_out`,
    };
  }
  if (bet.status !== 'done') return null;
  const body =
    bet.result === 'lose_entire'
      ? `Your bet ${bet.reference} lost.`
      : bet.result === 'win_entire'
        ? `Your bet ${bet.reference} won ${money(returned, subunits, currency)}.`
        : `Your bet ${bet.reference} was settled: ${money(returned, subunits, currency)} returned.`;
  return {
    type: 'bet_settled',
    title: SETTLED_TITLES[bet.result] ?? 'Bet settled',
    caption,
    body,
    objectType: 'bet',
    objectId: bet.id,
    dedupeKey: `bet:${bet.id}:settled`,
  };
}

/**
 * The notification of a credited deposit (a `deposit` ledger entry). `objectId` is the deposit's id when the
 * entry's reference names it (`deposit:{id}`, the payments module), else the ledger entry's.
 */
export function depositNotification(deposit: {
  entryId: number;
  amount: number;
  currency: string;
  balance: number;
  reference?: string | null | undefined;
}): NotificationInput {
  const subunits = accountCurrency(deposit.currency)?.subunits ?? 2;
  const depositId = deposit.reference?.startsWith('deposit:') ? deposit.reference.slice('deposit:'.length) : null;
  return {
    type: 'deposit',
    title: 'Deposit received',
    caption: `Balance ${money(deposit.balance, subunits, deposit.currency)}`,
    body: `${money(deposit.amount, subunits, deposit.currency)} was credited to your account.`,
    objectType: 'deposit',
    objectId: depositId ?? String(deposit.entryId),
    dedupeKey: `ledger:${deposit.entryId}`,
  };
}
