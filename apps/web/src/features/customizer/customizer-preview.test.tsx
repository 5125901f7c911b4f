import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/browser/storage-keys';
import CustomizerPreview from './customizer-preview';
import { encodeCustomizerParam } from './customizer-settings';

const labels = { message: 'You are previewing unpublished look settings', exit: 'Exit preview' };

describe('CustomizerPreview', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute('style');
  });

  it('stores a valid link, applies it, and exits', async () => {
    window.history.replaceState(null, '', `/?x=1&customizer=${encodeCustomizerParam({ accent: '#ff0066' })}`);
    let exited = false;
    await act(async () => {
      render(<CustomizerPreview labels={labels} onExit={() => (exited = true)} />);
    });
    expect(screen.getByRole('status').textContent).toContain(labels.message);
    expect(document.documentElement.style.getPropertyValue('--c-accent')).toBe('#ff0066');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customizerSettings) ?? 'null')).toEqual({ accent: '#ff0066' });
    expect(window.location.search).toBe('?x=1');

    fireEvent.click(screen.getByRole('button', { name: labels.exit }));
    expect(exited).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.customizerSettings)).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--c-accent')).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores an invalid link and removes invalid stored settings', async () => {
    localStorage.setItem(STORAGE_KEYS.customizerSettings, '{"accent":"expression(alert(1))"}');
    window.history.replaceState(null, '', '/?customizer=bad!');
    await act(async () => {
      render(<CustomizerPreview labels={labels} onExit={() => {}} />);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.customizerSettings)).toBeNull();
    expect(window.location.search).toBe('');
  });
});
