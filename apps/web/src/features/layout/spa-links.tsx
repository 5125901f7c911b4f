'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Client-side navigation for plain server-rendered links. Lists render hundreds of links; a `next/link`
 * component for each costs hydration time, so server components render `<a href data-spa>` and this one
 * listener routes their clicks through the App Router (`data-spa="keep-scroll"` keeps the scroll position;
 * `data-spa="replace"` also replaces the history entry, for tabs). Modified clicks, other targets and downloads
 * keep the browser's behaviour. Client components use these anchors too: `next/link` would add ~4 KB to every page.
 */
export function SpaLinks() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[data-spa]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const mode = anchor.dataset.spa;
      const href = `${url.pathname}${url.search}${url.hash}`;
      if (mode === 'replace') router.replace(href, { scroll: false });
      else router.push(href, { scroll: mode !== 'keep-scroll' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  useEmbedBridge(router);
  return null;
}

/**
 * In a host site's frame (the server rendered `data-host-origin`), loads and starts the host bridge with the router
 * for the page's life (docs/embedding.md). It rides on this listener so a page that is not embedded carries only
 * these lines of it.
 */
function useEmbedBridge(router: { push(href: string): void }): void {
  useEffect(() => {
    if (document.body.dataset.hostOrigin) void import('../embed/embed-bridge').then((b) => b.startEmbedBridge(router));
  }, [router]);
}

/**
 * Marks the navigation links of the current page `aria-current="page"`: `data-nav="exact"` links when the path
 * is theirs, `data-nav="section"` links also on the pages below them. One component instead of one per link.
 */
export function NavCurrent() {
  const pathname = usePathname();
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-nav]')) {
      const href = link.getAttribute('href') ?? '';
      const current =
        pathname === href || (link.dataset.nav === 'section' && href !== '/' && pathname.startsWith(`${href}/`));
      if (current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [pathname]);
  return null;
}
