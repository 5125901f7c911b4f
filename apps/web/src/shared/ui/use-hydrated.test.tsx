import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated';

// Pass-through spy on React's startTransition: the switch must be made inside one.
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  return { ...actual, startTransition: vi.fn((scope: () => void) => actual.startTransition(scope)) };
});

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

afterEach(() => vi.mocked(React.startTransition).mockClear());

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });

  it('turns true after mounting in the browser, switched inside a transition (not in the effects flush)', async () => {
    render(<Probe />);
    expect(await screen.findByText('hydrated')).toBeTruthy();
    expect(React.startTransition).toHaveBeenCalledTimes(1);
  });
});
