import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './first-use';

describe('onFirstUse', () => {
  it('runs once, on the first scroll, pointer or key event, and not before', () => {
    const run = vi.fn();
    onFirstUse(run);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const run = vi.fn();
    const cancel = onFirstUse(run);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).not.toHaveBeenCalled();
  });
});
