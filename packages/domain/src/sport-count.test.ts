import { describe, expect, it } from 'vitest';
import { sportEventCount } from './sport-count';

describe('one count per sport', () => {
  it('counts matches and outrights, the same everywhere the sport is listed', () => {
    expect(sportEventCount({ matchCount: 128, outrightCount: 7 })).toBe(135);
    expect(sportEventCount(undefined)).toBe(0);
  });
});
