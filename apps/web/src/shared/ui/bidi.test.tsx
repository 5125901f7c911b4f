import { formatOdds } from '@sportsbook/domain/odds';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Isolate, Ltr } from './bidi';

describe('bidi isolation', () => {
  it('keeps American odds as written ("+250") and isolates them left to right', () => {
    const { container } = render(
      <p dir="rtl">
        <Ltr>{formatOdds(3.5, 'american')}</Ltr>
      </p>,
    );
    const bdi = container.querySelector('bdi');
    expect(bdi?.getAttribute('dir')).toBe('ltr');
    expect(bdi?.textContent).toBe('+250');
  });

  it('isolates text of its own direction without forcing one', () => {
    const { container } = render(<Isolate>‏10.00 €</Isolate>);
    const bdi = container.querySelector('bdi');
    expect(bdi?.hasAttribute('dir')).toBe(false);
  });
});
