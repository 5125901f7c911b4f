import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('competitor initials', () => {
  it('skips club prefixes and takes the first letters of the names', () => {
    expect(initials('FC Utrecht', 2)).toBe('U');
    expect(initials('Manchester United', 2)).toBe('MU');
    expect(initials('1. FC Heidenheim', 1)).toBe('H');
    expect(initials('Real Madrid CF', 2)).toBe('RM');
    expect(initials('Ñublense', 2)).toBe('Ñ');
    expect(initials('FC', 2)).toBe('F');
  });
});
