import type { Notification } from '@sportsbook/contract/notifications';
import { formatMinor } from '@sportsbook/domain/money';
import { contentLocale, parse, render } from '../../feed/names/localize';
import { accountCurrency } from '../wallet/currencies';
import { NOTIFICATION_LOCALES } from './notification-locales';
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

/**
 * The server's notification texts in English, with `{reference}` (a bet's) and `{amount}` (money as "25.00 EUR")
 * placeholders. Notifications are stored as rendered English text; `localizeNotification` recognises these
 * templates in a stored text and renders it in the reader's language (`notification-locales.ts`).
 */
export const NOTIFICATION_TEXTS_EN = {
  titleWon: 'Bet won',
  titleLost: 'Bet lost',
  titleRefunded: 'Bet refunded',
  titleCancelled: 'Bet cancelled',
  titleSettled: 'Bet settled',
  titleCashout: 'Cash-out completed',
  titleDeposit: 'Deposit received',
  captionStake: 'Stake {amount}',
  captionBalance: 'Balance {amount}',
  bodyWon: 'Your bet {reference} won {amount}.',
  bodyLost: 'Your bet {reference} lost.',
  bodySettled: 'Your bet {reference} was settled: {amount} returned.',
  bodyCashout: 'Your bet {reference} was cashed out for {amount}.',
  bodyDeposit: '{amount} was credited to your account.',
} as const;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXTS_EN;
/** One language's notification texts: every key of the English ones. */
export type NotificationTexts = Readonly<Record<NotificationTextKey, string>>;

const text = (key: NotificationTextKey, values: Readonly<Record<string, string>> = {}) =>
  render(NOTIFICATION_TEXTS_EN[key], values);

const SETTLED_TITLES: Readonly<Record<string, NotificationTextKey>> = {
  win_entire: 'titleWon',
  lose_entire: 'titleLost',
  refund_entire: 'titleRefunded',
  canceled: 'titleCancelled',
  refund_half_win_other: 'titleSettled',
  refund_half_lose_other: 'titleSettled',
};

/**
 * The notification a changed bet deserves: one when it settles (`done`), one when it is cashed out; none for other
 * changes (placed, a leg settled on an open bet). Once-only through the dedupe key.
 */
export function betNotification(bet: BetFacts): NotificationInput | null {
  const { currency, subunits } = bet.stake;
  const caption = text('captionStake', { amount: money(bet.totalStake, subunits, currency) });
  const returned = money(bet.winAmount ?? 0, subunits, currency);
  const reference = bet.reference;
  if (bet.status === 'cashed_out') {
    return {
      type: 'cashout',
      title: text('titleCashout'),
      caption,
      body: text('bodyCashout', { reference, amount: returned }),
      objectType: 'bet',
      objectId: bet.id,
      dedupeKey: `bet:${bet.id}:cashed_out`,
    };
  }
  if (bet.status !== 'done') return null;
  const body =
    bet.result === 'lose_entire'
      ? text('bodyLost', { reference })
      : bet.result === 'win_entire'
        ? text('bodyWon', { reference, amount: returned })
        : text('bodySettled', { reference, amount: returned });
  return {
    type: 'bet_settled',
    title: text(SETTLED_TITLES[bet.result] ?? 'titleSettled'),
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
    title: text('titleDeposit'),
    caption: text('captionBalance', { amount: money(deposit.balance, subunits, deposit.currency) }),
    body: text('bodyDeposit', { amount: money(deposit.amount, subunits, deposit.currency) }),
    objectType: 'deposit',
    objectId: depositId ?? String(deposit.entryId),
    dedupeKey: `ledger:${deposit.entryId}`,
  };
}

/** Text keys by field, tried in order against a stored text. */
const FIELD_KEYS: Readonly<Record<'title' | 'caption' | 'body', readonly NotificationTextKey[]>> = {
  title: ['titleWon', 'titleLost', 'titleRefunded', 'titleCancelled', 'titleSettled', 'titleCashout', 'titleDeposit'],
  caption: ['captionStake', 'captionBalance'],
  body: ['bodyWon', 'bodyLost', 'bodySettled', 'bodyCashout', 'bodyDeposit'],
};

function translate(field: keyof typeof FIELD_KEYS, stored: string, texts: NotificationTexts): string {
  for (const key of FIELD_KEYS[field]) {
    const values = parse(NOTIFICATION_TEXTS_EN[key], stored);
    if (values) return render(texts[key], values);
  }
  return stored;
}

/**
 * A stored notification in `locale`: the server's own texts (bets, cash-outs, deposits) translated, amounts and
 * references kept; announcements (an operator's own words) and texts it does not recognise stay as stored.
 */
export function localizeNotification<N extends Pick<Notification, 'type' | 'title' | 'caption' | 'body'>>(
  notification: N,
  locale: string,
): N {
  const texts = NOTIFICATION_LOCALES[contentLocale(locale)];
  if (!texts || notification.type === 'announcement') return notification;
  return {
    ...notification,
    title: translate('title', notification.title, texts),
    caption: notification.caption === null ? null : translate('caption', notification.caption, texts),
    body: translate('body', notification.body, texts),
  };
}
