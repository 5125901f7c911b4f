import { AFFILIATE_TAG_NAMES } from '@sportsbook/contract/affiliate-tag-rules';

/** The dialogs of the auth area (spec 000 §2 "Auth dialog forms" and the modals opened by deep links). */
export const DIALOG_KINDS = [
  'sign-in',
  'sign-up',
  'password-new',
  'password-edit',
  'confirmation',
  'confirm',
  'unlock',
  'unlock-resend',
  'missed-fields',
  'phone',
  'deposit',
  'quick-deposit',
] as const;
export type DialogKind = (typeof DIALOG_KINDS)[number];

/** Tag parameters captured for affiliate attribution and the data layer (spec 000 §2; `features/tracking`). */
export const TRACKING_PARAMS = AFFILIATE_TAG_NAMES;
export type PaymentResult = 'success' | 'error' | 'pending';

const ALIASES: Record<string, DialogKind> = {
  'sign-in': 'sign-in',
  sign_in: 'sign-in',
  signin: 'sign-in',
  'sign-up': 'sign-up',
  sign_up: 'sign-up',
  signup: 'sign-up',
  confirmation: 'confirmation',
  'password-edit': 'password-edit',
  password_edit: 'password-edit',
  'password-new': 'password-new',
  password_new: 'password-new',
  unlock: 'unlock-resend',
  deposit: 'deposit',
  'quick-deposit': 'quick-deposit',
  quick_deposit: 'quick-deposit',
};
/** Deposit opens only from the `modal` query parameter, never from a hash. */
const HASH_KINDS = new Set<DialogKind>([
  'sign-in',
  'sign-up',
  'confirmation',
  'password-edit',
  'password-new',
  'unlock-resend',
]);

export type DeepLink = {
  dialog: DialogKind | null;
  tokens: { confirmation?: string; resetPassword?: string; unlock?: string };
  tracking: Record<string, string>;
  paymentResult: PaymentResult | null;
  /** The address without what was consumed (null when nothing changed). */
  cleanUrl: string | null;
};

/**
 * Reads what a URL asks of the auth area: a dialog from the hash (`#sign-in`…) or `?modal=`, a mailed token
 * (`confirmation_token`, `reset_password_token`, `unlock_token`), tracking tags and `payment-result`.
 * Everything read is removed from the returned `cleanUrl`; a token wins over a hash or modal.
 */
export function parseDeepLink(href: string): DeepLink {
  const url = new URL(href);
  let changed = false;
  let dialog: DialogKind | null = null;

  const hash = url.hash.slice(1).toLowerCase();
  const fromHash = ALIASES[hash];
  if (fromHash && HASH_KINDS.has(fromHash)) {
    dialog = fromHash;
    url.hash = '';
    changed = true;
  }
  const modal = url.searchParams.get('modal');
  if (modal !== null) {
    dialog ??= ALIASES[modal.toLowerCase().replace(/\s+/g, '-')] ?? null;
    url.searchParams.delete('modal');
    changed = true;
  }

  const tokens: DeepLink['tokens'] = {};
  const take = (name: string): string | undefined => {
    const value = url.searchParams.get(name);
    if (value === null) return undefined;
    url.searchParams.delete(name);
    changed = true;
    return value || undefined;
  };
  const confirmation = take('confirmation_token');
  const resetPassword = take('reset_password_token') ?? take('reset_token');
  const unlock = take('unlock_token');
  if (confirmation) {
    tokens.confirmation = confirmation;
    dialog = 'confirm';
  }
  if (resetPassword) {
    tokens.resetPassword = resetPassword;
    dialog = 'password-edit';
  }
  if (unlock) {
    tokens.unlock = unlock;
    dialog = 'unlock';
  }

  const tracking: Record<string, string> = {};
  for (const name of TRACKING_PARAMS) {
    const value = take(name);
    if (value) tracking[name] = value;
  }

  const result = take('payment-result');
  const paymentResult = result === 'success' || result === 'error' || result === 'pending' ? result : null;

  const clean = changed ? `${url.pathname}${url.search}${url.hash}` : null;
  return { dialog, tokens, tracking, paymentResult, cleanUrl: clean };
}
