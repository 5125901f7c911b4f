/** Writes a first-party preference cookie for the whole site (one year unless told). */
export function setCookie(name: string, value: string, maxAgeSeconds = 31_536_000): void {
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies; the Cookie Store API is not in every browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/** Whether the page has a cookie of that name. */
export function hasCookie(name: string): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${name}=`));
}
