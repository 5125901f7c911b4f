import type { StatusGroup } from '@sportsbook/contract/platform';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { StatusProgress } from './status-progress';

const group = (id: string, name: string, minPoints: number, active = false): StatusGroup => ({
  id,
  name,
  status: active ? 'active' : 'inactive',
  writeable: false,
  minPoints,
  maxPoints: null,
});
const ladder = [group('b', 'Bronze', 0), group('g', 'Gold', 1000, true), group('p', 'Platinum', 2000)];
const labels = {
  status: en.account.status,
  points: en.account.points,
  next: en.account['status-next'],
  progressLabel: en.account['status-progress-label'],
  top: en.account['status-top'],
};

function renderAt(points: number, groups = ladder) {
  return render(
    <dl>
      <StatusProgress points={points} groups={groups} locale="en" labels={labels} />
    </dl>,
  );
}

describe('comp points in the account menu', () => {
  it('shows the group held, the points and the bar to the next group', () => {
    renderAt(1250);
    expect(screen.getByText('Gold · 1,250 points')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Platinum' }) as HTMLProgressElement;
    expect(bar.value / bar.max).toBe(0.25);
    expect(screen.getByText('750 points to Platinum')).toBeTruthy();
  });

  it('says the top group is reached, without a bar', () => {
    renderAt(2400);
    expect(screen.getByText('Platinum · 2,400 points')).toBeTruthy();
    expect(screen.getByText('Platinum reached')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing without a ladder or points', () => {
    const { container } = renderAt(0, []);
    expect(container.textContent).toBe('');
  });
});
