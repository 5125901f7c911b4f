import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadDeferredGroups = vi.fn();
vi.mock('./load-deferred-groups', () => ({ loadDeferredGroups: (...args: unknown[]) => loadDeferredGroups(...args) }));

import { DeferredGroups } from './deferred-groups';
import type { DeferredGroupsRequest } from './load-deferred-groups';

const request = (keys: string[]): DeferredGroupsRequest => ({
  locale: 'en',
  query: { type: 'match', match_status: [0], limit: 10 },
  keys,
  headingLevel: 3,
});
const group = (key: string) => ({ key, node: <section key={key} aria-label={key} /> });
const texts = { failedText: 'This list could not be loaded.', retryLabel: 'Try again' };
/** A list whose groups below the first screen are football-1 (two matches) and tennis-2 (one). */
const footballAndTennis = () => (
  <DeferredGroups request={request(['football-1', 'tennis-2'])} rows={[2, 1]} {...texts} />
);

/** The visitor scrolls; the answer and the frames of insertion run. */
async function scrollAndSettle() {
  fireEvent.scroll(window);
  await settle();
}

/** Lets the answer and the frames of insertion run. */
async function settle() {
  for (let i = 0; i < 8; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  loadDeferredGroups.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('deferred league groups (rows below the first screen load after the page)', () => {
  it('stands in with placeholders of each group until the visitor moves, then shows the groups the server rendered', async () => {
    loadDeferredGroups.mockResolvedValue({ lists: [[group('football-1'), group('tennis-2')]] });
    const { container } = render(footballAndTennis());
    const placeholders = container.querySelectorAll<HTMLElement>('.placeholder');
    expect([...placeholders].map((p) => p.style.getPropertyValue('--rows'))).toEqual(['2', '1']);
    expect(placeholders[0]?.getAttribute('aria-hidden')).toBe('true');
    await settle();
    expect(loadDeferredGroups, 'nothing loads while the visitor stays on the first screen').not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'End' });
    await settle();
    expect(screen.getByRole('region', { name: 'football-1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'tennis-2' })).toBeTruthy();
    expect(container.querySelectorAll('.placeholder')).toHaveLength(0);
  });

  it('loads every list of the page in one call, each getting its own groups', async () => {
    loadDeferredGroups.mockResolvedValue({ lists: [[group('a-1')], [group('b-2')]] });
    render(
      <>
        <DeferredGroups request={request(['a-1'])} rows={[1]} {...texts} />
        <DeferredGroups request={request(['b-2'])} rows={[1]} {...texts} />
      </>,
    );
    await scrollAndSettle();
    expect(loadDeferredGroups).toHaveBeenCalledTimes(1);
    expect(loadDeferredGroups.mock.calls[0]?.[0]).toEqual([request(['a-1']), request(['b-2'])]);
    expect(screen.getByRole('region', { name: 'a-1' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'b-2' })).toBeTruthy();
  });

  it('drops the placeholder of a league gone since the page was rendered', async () => {
    loadDeferredGroups.mockResolvedValue({ lists: [[group('tennis-2')]] });
    const { container } = render(footballAndTennis());
    await scrollAndSettle();
    expect(screen.getByRole('region', { name: 'tennis-2' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'football-1' })).toBeNull();
    expect(container.querySelectorAll('.placeholder')).toHaveLength(0);
  });

  it('says a failed load failed and loads again on retry', async () => {
    loadDeferredGroups
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ lists: [[group('football-1')]] });
    render(<DeferredGroups request={request(['football-1'])} rows={[1]} {...texts} />);
    await scrollAndSettle();
    expect(screen.getByRole('alert').textContent).toContain(texts.failedText);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(loadDeferredGroups).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'football-1' })).toBeTruthy();
  });
});
