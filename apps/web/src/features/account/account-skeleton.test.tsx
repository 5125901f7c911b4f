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

  it("takes a player's deposit and account buttons' boxes with the balance and name, unseen and unread", () => {
    render(
      <AccountSkeleton label="Loading account" player={{ deposit: 'Deposit', balance: '€1,000.00', name: 'Ada' }} />,
    );
    const status = screen.getByRole('status', { name: 'Loading account' });
    expect(status.className).toBe(styles.player);
    const [deposit, account] = [...status.children];
    expect([deposit?.textContent, deposit?.getAttribute('aria-hidden')]).toEqual(['Deposit', 'true']);
    expect(deposit?.className).toBe(`${styles.deposit} ${styles.unseen}`);
    expect(account?.className).toBe(`${styles.menuButton} ${styles.unseen}`);
    expect(account?.getAttribute('aria-hidden')).toBe('true');
    expect([...(account?.children ?? [])].map((part) => [part.className, part.textContent])).toEqual([
      [styles.balance, '€1,000.00'],
      [styles.name, 'Ada'],
    ]);
  });

  it('is one block of fixed size when the server could not read the session', () => {
    render(<AccountSkeleton label="Loading account" />);
    const status = screen.getByRole('status', { name: 'Loading account' });
    expect(status.className).toBe(styles.skeleton);
    expect(status.children).toHaveLength(0);
  });
});
