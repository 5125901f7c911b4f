import { MARKET_STATUS } from '@sportsbook/contract/catalog';
import { describe, expect, it } from 'vitest';
import { cardStateOf, marketStateOf } from './market-state';

describe('market state (spec §4: selection state on market update)', () => {
  it('is open only when the market is allowed and the match bettable', () => {
    expect(marketStateOf(MARKET_STATUS.allowed, true)).toBe('open');
    expect(marketStateOf(MARKET_STATUS.allowed, false)).toBe('suspended');
  });

  it('is suspended for status -1 and not allowed for the other closed statuses', () => {
    expect(marketStateOf(MARKET_STATUS.suspended, true)).toBe('suspended');
    expect(marketStateOf(-2, true)).toBe('not-allowed');
    expect(marketStateOf(-4, true)).toBe('not-allowed');
  });

  it('gives a card its lines’ common state, or open when the lines differ', () => {
    expect(cardStateOf(['suspended', 'suspended'])).toBe('suspended');
    expect(cardStateOf(['suspended', 'open'])).toBe('open');
    expect(cardStateOf([])).toBe('open');
  });
});
