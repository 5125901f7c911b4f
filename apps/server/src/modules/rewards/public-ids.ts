import { createHmac } from 'node:crypto';
import { currencyByCode } from '@sportsbook/domain/money';
import { limitConverter } from '../wallet/limit-rates';

/**
 * How a player is named on public lists (leaderboards, jackpot hits): the first 12 hex digits of an HMAC-SHA256 of
 * their id under a server secret, so the name is stable but reveals neither the id nor the count of players.
 */
export function playerHasher(secret: string): (playerId: number) => string {
  return (playerId) => createHmac('sha256', secret).update(`player:${playerId}`).digest('hex').slice(0, 12);
}

/** Minor units of a currency → euro cents at the reference rates (0 when a rate is missing). */
export function eurCents(): (amount: number, currency: string) => number {
  const convert = limitConverter();
  return (amount, currency) => {
    const subunits = currencyByCode(currency)?.subunits ?? 2;
    // The converter answers minor units of the target currency, floored.
    return convert(amount / 10 ** subunits, currency, 'EUR') ?? 0;
  };
}
