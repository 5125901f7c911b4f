/** Writes a first-party preference cookie for the whole site (one year unless told). */
export function setCookie(name: string, value: string, maxAgeSeconds = 31_536_000): void {
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies; the Cookie Store API is not in every browser.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}

/** Whether the page has a cookie of that name. */
export function hasCookie(name: string): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${name}=`));
}

/** The value of a cookie of the page (decoded), or null when there is none or it cannot be decoded. */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  if (found === undefined) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

/** Removes a cookie `setCookie` wrote. */
export function deleteCookie(name: string): void {
  setCookie(name, '', 0);
}

/** Seconds in `days` days: the spec gives cookie lifetimes in days (spec 001 §9). */
export const days = (count: number): number => count * 86_400;
