import { describe, expect, it } from 'vitest';
import { headerFigures } from './header-figures';
import { eur, player } from './test-fixtures';

describe("the header's figures (the account button and the server's skeleton show the same)", () => {
  it("shows the active account's balance in the page's locale and the player's name", () => {
    expect(headerFigures(player, { ...eur, balance: 123_456 }, 'en')).toEqual({ balance: '€1,234.56', name: 'Ann' });
    expect(headerFigures(player, { ...eur, balance: 123_456 }, 'de').balance).toBe('1.234,56\u00a0€');
  });

  it('shows no balance without an account', () => {
    expect(headerFigures(player, null, 'en').balance).toBe('');
  });
});
