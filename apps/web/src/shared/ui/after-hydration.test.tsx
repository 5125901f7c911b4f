import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AfterHydration } from './after-hydration';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('AfterHydration', () => {
  it('renders nothing on the server and does not load a lazy child there', () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Later = lazy(load);
    expect(
      renderToString(
        <AfterHydration>
          <Later name="Ann" />
        </AfterHydration>,
      ),
    ).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the lazy child once mounted in the browser and renders it with its props', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Later = lazy(load);
    render(
      <AfterHydration>
        <Later name="Ann" />
      </AfterHydration>,
    );
    expect((await screen.findByText('Hello Ann')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
