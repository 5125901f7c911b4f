// The sportsbook's service worker: Web Push only (issue 21). It shows the notifications the server pushes
// (apps/server/src/modules/push: { title, body, url, tag }, encrypted for this browser) and opens or focuses the
// page a notification is about when it is clicked. No fetch handler: pages, API and assets never go through it.

/** A same-origin address to open, or the home page (a pushed URL never leads off the site). */
function sameOriginUrl(path) {
  try {
    const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

function readMessage(data) {
  try {
    const message = data ? data.json() : null;
    if (message && typeof message.title === 'string') return message;
  } catch {
    // not JSON: shown as plain text below
  }
  return { title: data ? data.text() : '', body: '', url: '/' };
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  // Browsers require a visible notification for every push (userVisibleOnly).
  event.waitUntil(
    self.registration.showNotification(message.title || 'Sportsbook', {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icon.svg',
      data: { url: sameOriginUrl(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A tab on the page already: bring it to the front; else a tab of the site: take it there; else a new window.
      const exact = windows.find((client) => client.url === target);
      if (exact) return exact.focus();
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!ours) return self.clients.openWindow(target);
      // navigate() works on tabs this worker controls; any other tab: a new window instead.
      return ours
        .focus()
        .then((client) => client.navigate(target))
        .catch(() => self.clients.openWindow(target));
    }),
  );
});
