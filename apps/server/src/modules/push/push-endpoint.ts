const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may post to a subscription's endpoint: its host is one of `hosts` or below one
 * (`fcm.googleapis.com`, `push.apple.com` → `web.push.apple.com`), over https. Plain http only to a listed loopback
 * host (a local push service in tests). The endpoint comes from a player, so anything else is refused: the server
 * must not become a way to reach internal addresses.
 */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((entry) => {
    const allowed = entry.toLowerCase();
    return host === allowed || host.endsWith(`.${allowed}`);
  });
  if (!listed) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
}
