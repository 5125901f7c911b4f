import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import styles from './account-area.module.css';
import { AccountSkeleton } from './account-skeleton';

describe("the account skeleton (CLS 0: a visitor's buttons replace it without moving the header)", () => {
  it("takes a visitor's buttons' boxes with their labels, hidden from assistive technology", () => {
    render(<AccountSkeleton label="Loading account" visitor={{ signIn: 'Anmelden', signUp: 'Registrieren' }} />);
    const status = screen.getByRole('status', { name: 'Loading account' });
    expect(status.className).toBe(styles.buttons);
    const boxes = [...status.children];
    expect(boxes.map((box) => [box.textContent, box.getAttribute('aria-hidden')])).toEqual([
      ['Anmelden', 'true'],
      ['Registrieren', 'true'],
    ]);
    expect(boxes[0]?.classList.contains(styles.signIn ?? '')).toBe(true);
    expect(boxes[1]?.classList.contains(styles.signUp ?? '')).toBe(true);
  });

  it('is one block of fixed size when the request had a session cookie', () => {
    render(<AccountSkeleton label="Loading account" />);
    const status = screen.getByRole('status', { name: 'Loading account' });
    expect(status.className).toBe(styles.skeleton);
    expect(status.children).toHaveLength(0);
  });
});
