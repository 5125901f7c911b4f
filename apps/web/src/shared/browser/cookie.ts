/**
 * Writes a first-party preference cookie for the whole site (one year unless told). In a host site's frame
 * (`data-host-origin`), a Lax cookie would never come back from a cross-site frame: it is written SameSite=None,
 * Secure and Partitioned instead, kept for that host site only (docs/embedding.md).
 */
export function setCookie(name: string, value: string, maxAgeSeconds = 31_536_000): void {
  const site = document.body?.dataset.hostOrigin ? 'samesite=none; secure; partitioned' : 'samesite=lax';
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies; the Cookie Store API is not in every browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; ${site}`;
}

/** Whether the page has a cookie of that name. */
export function hasCookie(name: string): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${name}=`));
}
