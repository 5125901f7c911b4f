/**
 * Replaces the address bar's URL without a navigation (a consumed query parameter, a deep link's token). No history
 * state is passed on purpose: the App Router then takes the change in (`usePathname`, `useSearchParams` and the URL
 * it writes back on its next update). Passing its own state (`history.state`) marks the call as the router's, so
 * its next update (a refresh, a sign-in) would put the old URL back.
 */
export function replaceUrl(url: string | URL): void {
  window.history.replaceState(null, '', url);
}
