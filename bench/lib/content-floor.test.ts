import { describe, expect, it } from 'vitest';
import { contentOf } from './content-floor';

const page = `<!DOCTYPE html><html lang="ar" dir="rtl" data-theme="dark"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><style>.a{color:red}</style><title>Live</title><script src="/_next/static/chunks/b.js" async=""></script></head><body class="x" data-page="in_play"><main><img src="/crests/1.png" alt=""/><a href="/live">Live</a></main><script>self.__next_f.push([1,"payload"])</script><script src="/_next/static/chunks/c.js" noModule=""></script></body></html>`;

describe('content floor snapshot', () => {
  const snapshot = contentOf(page, 'http://127.0.0.1:3220');

  it('keeps the markup and the CSS without any script, script preload, charset or viewport', () => {
    expect(snapshot.markup).toBe(
      '<style>.a{color:red}</style><title>Live</title><main><img src="http://127.0.0.1:3220/crests/1.png" alt=""/><a href="/live">Live</a></main>',
    );
  });

  it('keeps the html and body attributes as React props', () => {
    expect(snapshot.htmlAttributes).toEqual({ lang: 'ar', dir: 'rtl', 'data-theme': 'dark' });
    expect(snapshot.bodyAttributes).toEqual({ className: 'x', 'data-page': 'in_play' });
  });
});
