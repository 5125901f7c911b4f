import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../feed/names/localize';
import { NOTIFICATION_LOCALES } from './notification-locales';
import { betNotification, localizeNotification, NOTIFICATION_TEXTS_EN } from './notification-texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification texts', () => {
  it('exist in every content language with every key and the English placeholders', () => {
    expect(['en', ...Object.keys(NOTIFICATION_LOCALES)].sort()).toEqual([...CONTENT_LOCALES].sort());
    for (const [locale, texts] of Object.entries(NOTIFICATION_LOCALES)) {
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(NOTIFICATION_TEXTS_EN).sort());
      for (const [key, english] of Object.entries(NOTIFICATION_TEXTS_EN)) {
        const own = texts[key as keyof typeof NOTIFICATION_TEXTS_EN];
        expect(own.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(own), `${locale}.${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('translates a stored settled-bet notification, keeping its reference and amounts', () => {
    const input = betNotification({
      id: '7',
      reference: 'SB0000000017',
      status: 'done',
      result: 'win_entire',
      stake: { currency: 'EUR', subunits: 2 },
      totalStake: 1000,
      winAmount: 2500,
    });
    if (!input) throw new Error('no notification');
    const stored = { type: input.type, title: input.title, caption: input.caption ?? null, body: input.body };
    expect(stored).toEqual({
      type: 'bet_settled',
      title: 'Bet won',
      caption: 'Stake 10.00 EUR',
      body: 'Your bet SB0000000017 won 25.00 EUR.',
    });
    expect(localizeNotification(stored, 'fr')).toEqual({
      type: 'bet_settled',
      title: 'Pari gagné',
      caption: 'Mise 10.00 EUR',
      body: 'Votre pari SB0000000017 a gagné 25.00 EUR.',
    });
    expect(localizeNotification(stored, 'en')).toBe(stored);
    const unknown = { ...stored, title: 'Something else' };
    expect(localizeNotification(unknown, 'fr').title).toBe('Something else');
  });
});
