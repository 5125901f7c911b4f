import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import { readFloatingSide, resetFloatingSideForTests, toggleFloatingSide, useFloatingSide } from './floating-side';

describe('floating bet-slip side (floating_button)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetFloatingSideForTests();
  });

  it('defaults to the end and ignores invalid stored values', () => {
    expect(readFloatingSide()).toBe('end');
    localStorage.setItem(STORAGE_KEYS.floatingButton, 'left; evil');
    expect(readFloatingSide()).toBe('end');
  });

  it('moves to the other side and remembers it', () => {
    const { result } = renderHook(() => useFloatingSide());
    expect(result.current).toBe('end');
    act(() => toggleFloatingSide());
    expect(result.current).toBe('start');
    expect(localStorage.getItem(STORAGE_KEYS.floatingButton)).toBe('start');
    resetFloatingSideForTests();
    expect(readFloatingSide()).toBe('start');
    act(() => toggleFloatingSide());
    expect(localStorage.getItem(STORAGE_KEYS.floatingButton)).toBeNull();
  });
});
