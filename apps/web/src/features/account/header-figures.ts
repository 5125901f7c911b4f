import type { Account, Player } from '@sportsbook/contract/platform';
import { displayName } from '@sportsbook/domain/player';
import { formatBalance } from './i18n';

/**
 * What the header's account button shows for a player: the active account's balance and the player's name. One
 * home for both the button and the skeleton the server renders in its place, so the two take the same room.
 */
export function headerFigures(
  player: Player,
  active: Account | null,
  locale: string,
): { balance: string; name: string } {
  return {
    balance: active ? formatBalance(active.balance, active.currency, locale) : '',
    name: displayName(player),
  };
}
