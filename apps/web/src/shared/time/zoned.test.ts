import { describe, expect, it } from 'vitest';
import { dayInZone, isDayKey, zonedDayRange } from './zoned';

describe('days in a time zone', () => {
  it('gives the UTC bounds of a local day', () => {
    expect(zonedDayRange('2026-03-10', 'UTC')).toEqual({
      from: '2026-03-10T00:00:00.000Z',
      to: '2026-03-11T00:00:00.000Z',
    });
    expect(zonedDayRange('2026-07-01', 'Europe/Berlin')).toEqual({
      from: '2026-06-30T22:00:00.000Z',
      to: '2026-07-01T22:00:00.000Z',
    });
  });

  it('handles a daylight-saving day (23 hours)', () => {
    const { from, to } = zonedDayRange('2026-03-29', 'Europe/Berlin');
    expect((Date.parse(to) - Date.parse(from)) / 3_600_000).toBe(23);
  });

  it('knows today and other days in a zone', () => {
    const now = Date.parse('2026-01-01T23:30:00Z');
    expect(dayInZone('UTC', 0, now)).toBe('2026-01-01');
    expect(dayInZone('Europe/Berlin', 0, now)).toBe('2026-01-02');
    expect(dayInZone('UTC', -1, now)).toBe('2025-12-31');
    expect(isDayKey('2026-01-02')).toBe(true);
    expect(isDayKey('2026-1-2')).toBe(false);
  });
});
