import type { Bet } from '@sportsbook/contract/bets';
import { eventTimestamp } from '@sportsbook/contract/realtime-events';
import type { FastifyBaseLogger } from 'fastify';
import { localizeSelections } from '../../feed/names/localize';
import { userChannel } from '../../realtime/channels';
import type { BalanceChange } from '../wallet/wallet-service';
import type { BetIds } from './bet-ids';

/** What the bets module needs of the real-time hub (`app.realtime.publisher` satisfies it). */
export interface EventPublisher {
  publish(channel: string, data: unknown): Promise<void>;
}

/**
 * The player's private events of this module on `$user:{id}`: `bet_changed` (placed, settled, cashed out),
 * `cashout_changed` (the offer moved) and `balance_changed` (every committed ledger entry, through the wallet's
 * listener, so deposits publish it too). Publishing never fails the caller: the money moved already; a failure is
 * logged and the client catches up on its next read.
 */
export class BetEvents {
  constructor(
    private readonly publisher: EventPublisher | null,
    private readonly log: FastifyBaseLogger,
    /** Public bet ids: events name bets as players see them. */
    private readonly ids: BetIds,
  ) {}

  #send(playerId: number, type: string, payload: Record<string, unknown>): void {
    if (!this.publisher) return;
    this.publisher
      .publish(userChannel(playerId), { type, payload: { ts: eventTimestamp(), ...payload } })
      .catch((err: unknown) => {
        this.log.warn({ err, type, playerId }, 'real-time publish failed');
      });
  }

  readonly #betListeners = new Set<(playerId: number, bet: Bet) => void>();
  /** The language each player last read their bets in (bounded: starts over past 100,000 players). */
  readonly #locales = new Map<number, string>();

  /** Remembers the language a player reads their bets in: their `bet_changed` events name selections in it. */
  rememberLocale(playerId: number, locale: string): void {
    if (this.#locales.get(playerId) === locale) return;
    if (this.#locales.size >= 100_000) this.#locales.clear();
    this.#locales.set(playerId, locale);
  }

  /**
   * Calls `listener` with every `bet_changed` (placed, settled, cashed out), whether or not a hub publishes it; the
   * notifications module listens. Answers the unsubscribe function. Listener errors are not the caller's.
   */
  onBetChanged(listener: (playerId: number, bet: Bet) => void): () => void {
    this.#betListeners.add(listener);
    return () => this.#betListeners.delete(listener);
  }

  /** Publishes the bet in the player's language (listeners get it as stored, with English names). */
  betChanged(playerId: number, bet: Bet): void {
    const locale = this.#locales.get(playerId);
    this.#send(playerId, 'bet_changed', { bet: locale ? localizeSelections(bet, locale) : bet });
    for (const listener of this.#betListeners) {
      try {
        listener(playerId, bet);
      } catch (err) {
        this.log.warn({ err, playerId }, 'bet_changed listener failed');
      }
    }
  }

  cashoutChanged(
    playerId: number,
    betId: number,
    cashout: { amount: number | null; currency: string; subunits: number; available: boolean },
  ): void {
    this.#send(playerId, 'cashout_changed', { betId: String(this.ids.publicId(betId)), cashout });
  }

  balanceChanged(change: BalanceChange): void {
    this.#send(change.playerId, 'balance_changed', {
      currency: change.currency,
      balance: change.balance,
      entryId: change.entryId,
    });
  }
}
