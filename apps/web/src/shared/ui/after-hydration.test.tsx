import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { afterHydration } from './after-hydration';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('afterHydration', () => {
  it('renders nothing on the server and does not load the chunk there', () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Later = afterHydration(load);
    expect(renderToString(<Later name="Ann" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the chunk once mounted in the browser and renders it with its props', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Later = afterHydration(load);
    render(<Later name="Ann" />);
    expect((await screen.findByText('Hello Ann')).tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
