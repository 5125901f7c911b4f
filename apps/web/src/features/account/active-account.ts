import type { Account } from '@sportsbook/contract/platform';

/** The account whose currency is the player's currency (else the first). */
export function pickActive(accounts: readonly Account[], currency: string | undefined): Account | null {
  return accounts.find((a) => a.currency.code === currency) ?? accounts[0] ?? null;
}
