/** Empties jsdom's cookie jar between tests. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: test reset of the jsdom cookie jar.
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
