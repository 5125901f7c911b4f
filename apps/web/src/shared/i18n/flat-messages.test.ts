import { describe, expect, it } from 'vitest';
import { tr, trPlural } from './flat-messages';

const m = {
  more: 'Add {more, plural, one {# more selection} other {# more selections}} for a ×{odds} boost',
  exact: '{n, plural, =0 {nothing} one {# thing} other {# things}}',
  ar: 'أضف {more, plural, one {اختيارًا واحدًا} two {اختيارين} few {# اختيارات} many {# اختيارًا} other {# اختيار}}',
  broken: 'Add {more, plural, one {# more',
};

describe('flat messages', () => {
  it('fills {name} placeholders and shows a missing key as itself', () => {
    expect(tr({ a: 'Stake {amount}' }, 'a', { amount: '€5.00' })).toBe('Stake €5.00');
    expect(tr({}, 'bet-slip.nope')).toBe('bet-slip.nope');
  });

  it('picks the plural branch by the locale’s rules, =N first, with # as the number', () => {
    expect(trPlural(m, 'more', { more: 1, odds: '1.10' }, 'en')).toBe('Add 1 more selection for a ×1.10 boost');
    expect(trPlural(m, 'more', { more: 2, odds: '1.10' }, 'en')).toBe('Add 2 more selections for a ×1.10 boost');
    expect(trPlural(m, 'exact', { n: 0 }, 'en')).toBe('nothing');
    expect(trPlural(m, 'ar', { more: 2 }, 'ar')).toBe('أضف اختيارين');
    expect(trPlural(m, 'ar', { more: 3 }, 'ar')).toBe(`أضف ${new Intl.NumberFormat('ar').format(3)} اختيارات`);
  });

  it('leaves a malformed text as it is and a missing key as the key', () => {
    expect(trPlural(m, 'broken', { more: 1 }, 'en')).toBe('Add {more, plural, one {# more');
    expect(trPlural(m, 'nope', { more: 1 }, 'en')).toBe('nope');
  });
});
