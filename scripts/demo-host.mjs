#!/usr/bin/env node
// `npm run demo:host`: a small casino site that embeds the sportsbook with the host SDK (/embed.js), on another
// site than the book (http://127.0.0.1:3001 next to http://localhost:3000), as an operator's own site would.
// Its backend signs players in through the operator API (POST /api/operator/host-sessions, OPERATOR_API_KEY); its
// page has its own header, sign-in and deposit, and logs every message the sportsbook sends. See docs/embedding.md.
//
// Settings: DEMO_HOST_PORT (3001), SPORTSBOOK_URL (http://localhost:3000, the web app), SERVER_URL
// (http://127.0.0.1:4000, the API, called by this backend only), OPERATOR_API_KEY (the server's development default).
import { createServer } from 'node:http';

const port = Number(process.env.DEMO_HOST_PORT ?? 3001);
const bookUrl = new URL(process.env.SPORTSBOOK_URL ?? 'http://localhost:3000').origin;
const apiUrl = (process.env.SERVER_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const operatorKey = process.env.OPERATOR_API_KEY ?? 'dev-only-operator-key-change-me';

/** The casino's own players (its accounts live here; the book knows them by `player_ref`). */
const PLAYERS = {
  alice: { player_ref: 'casino-alice', email: 'alice@casino.example', currency: 'EUR', country: 'DE' },
  bruno: { player_ref: 'casino-bruno', email: 'bruno@casino.example', currency: 'USD', country: 'IE' },
};

const page = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Casino Royale: sports</title>
<style>
  body { margin: 0; font: 15px/1.4 system-ui, sans-serif; background: #1b1030; color: #f4eefc; }
  header { position: sticky; top: 0; z-index: 10; height: 64px; display: flex; align-items: center; gap: 12px;
    padding: 0 16px; background: #3b1d6e; box-shadow: 0 2px 8px #0008; }
  header h1 { margin: 0 auto 0 0; font-size: 18px; }
  button, select { font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid #9a7bd1; background: #24124a; color: inherit; }
  main { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 16px; padding: 16px; }
  #log { position: sticky; top: 80px; align-self: start; max-height: calc(100vh - 96px); overflow: auto; margin: 0;
    padding: 8px; font-size: 12px; background: #0d0718; border-radius: 8px; list-style: none; }
  #log li { border-bottom: 1px solid #2a1a48; padding: 4px 0; word-break: break-all; }
  dialog { border: 0; border-radius: 10px; padding: 20px; background: #2b1656; color: inherit; }
  @media (max-width: 800px) { main { grid-template-columns: 1fr; } #log { position: static; max-height: 200px; } }
</style>
</head>
<body>
<header>
  <h1>Casino Royale</h1>
  <span id="who">Visitor</span>
  <label>Language <select id="locale"><option value="en">English</option><option value="de">Deutsch</option><option value="fr">Français</option></select></label>
  <label>Odds <select id="odds"><option value="european">Decimal</option><option value="british">Fractional</option><option value="american">American</option></select></label>
  <button type="button" id="sign-in">Sign in</button>
  <button type="button" id="deposit">Deposit</button>
</header>
<main>
  <section id="sportsbook" aria-label="Sports betting"></section>
  <ol id="log" aria-label="Messages from the sportsbook" aria-live="polite"></ol>
</main>
<dialog id="sign-in-dialog" aria-labelledby="sign-in-title">
  <h2 id="sign-in-title">Sign in to Casino Royale</h2>
  <p>Pick a casino player (this site's own accounts):</p>
  <form method="dialog">
    <button value="alice">Alice (EUR)</button>
    <button value="bruno">Bruno (USD)</button>
    <button value="">Cancel</button>
  </form>
</dialog>
<dialog id="deposit-dialog" aria-labelledby="deposit-title">
  <h2 id="deposit-title">Casino cashier</h2>
  <p>The casino takes deposits itself; the sportsbook asked for one in <span id="deposit-currency">the player's currency</span>.</p>
  <form method="dialog"><button>Close</button></form>
</dialog>
<script src="${bookUrl}/embed.js"></script>
<script>
  const log = (type, payload) => {
    const item = document.createElement('li');
    item.dataset.type = type;
    item.textContent = type + ' ' + JSON.stringify(payload);
    document.getElementById('log').prepend(item);
  };
  const signInDialog = document.getElementById('sign-in-dialog');
  const depositDialog = document.getElementById('deposit-dialog');
  const names = ['sign-in', 'sign-up', 'deposit', 'page-loaded', 'page-size-changed', 'balance-changed',
    'bet-slip-state-changed', 'top-event-clicked', 'notify-modal-triggered', 'initialized', 'notify-currency-changed'];
  const on = {};
  for (const name of names) on[name] = (payload) => log('sportsbook:' + name, payload);
  const shown = { ...on,
    'sign-in': (payload) => { on['sign-in'](payload); signInDialog.showModal(); },
    'sign-up': (payload) => { on['sign-up'](payload); signInDialog.showModal(); },
    deposit: (payload) => { on.deposit(payload); document.getElementById('deposit-currency').textContent = payload.currency || 'the player\\'s currency'; depositDialog.showModal(); },
    'balance-changed': (payload) => { on['balance-changed'](payload);
      document.getElementById('who').textContent = (window.player || 'Player') + ': ' + (payload.balance / 10 ** payload.subunits).toFixed(payload.subunits) + ' ' + payload.currency; },
  };
  const book = SportsbookEmbed.mount(document.getElementById('sportsbook'), {
    url: ${JSON.stringify(bookUrl)},
    path: '/',
    headerHeight: () => document.querySelector('header').offsetHeight,
    on: shown,
  });
  signInDialog.addEventListener('close', async () => {
    const player = signInDialog.returnValue;
    if (!player) return;
    const response = await fetch('/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ player }) });
    const reply = await response.json();
    if (!response.ok) { log('host: sign-in failed', reply); return; }
    window.player = player;
    document.getElementById('who').textContent = player;
    document.getElementById('sign-in').textContent = 'Sign out';
    book.setSession(reply.token);
  });
  document.getElementById('sign-in').addEventListener('click', (event) => {
    if (window.player) { window.player = null; event.target.textContent = 'Sign in'; document.getElementById('who').textContent = 'Visitor'; book.setSession(null); }
    else signInDialog.showModal();
  });
  document.getElementById('deposit').addEventListener('click', () => depositDialog.showModal());
  document.getElementById('locale').addEventListener('change', (event) => book.setLocale(event.target.value));
  document.getElementById('odds').addEventListener('change', (event) => book.setOddsFormat(event.target.value));
  window.book = book;
  const rogue = new URLSearchParams(location.search).get('rogue');
  if (rogue) {
    const frame = document.createElement('iframe');
    frame.src = rogue;
    frame.title = 'Another site';
    frame.hidden = true;
    document.body.append(frame);
  }
</script>
</body>
</html>`;

// A page of another origin that tries to drive the sportsbook frame of its parent (the browser tests' rogue).
const roguePage = `<!doctype html><title>rogue</title><script>
  // Keeps trying for 15 s: the frame's bridge loads after the page hydrates.
  let tries = 0;
  const timer = setInterval(() => {
    for (let i = 0; i < parent.frames.length; i++) {
      parent.frames[i].postMessage({ type: 'sportsbook:locale', version: 1, payload: { locale: 'de' } }, '*');
      parent.frames[i].postMessage({ type: 'sportsbook:odds-format', version: 1, payload: { oddsType: 'american' } }, '*');
    }
    if (++tries >= 50) clearInterval(timer);
  }, 300);
</script>`;

async function readJson(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) throw new Error('too large');
  }
  return JSON.parse(body || '{}');
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://host');
  const send = (status, type, body) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };
  try {
    if (request.method === 'GET' && url.pathname === '/') return send(200, 'text/html; charset=utf-8', page());
    if (request.method === 'GET' && url.pathname === '/rogue') return send(200, 'text/html; charset=utf-8', roguePage);
    if (request.method === 'POST' && url.pathname === '/session') {
      const { player } = await readJson(request);
      const details = PLAYERS[player];
      if (!details)
        return send(
          400,
          'application/json',
          JSON.stringify({ error: { code: 'unknown_player', message: 'No such casino player.' } }),
        );
      // The casino's backend asks the book for a one-time token; the key never reaches the browser.
      const reply = await fetch(`${apiUrl}/api/operator/host-sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorKey}` },
        body: JSON.stringify(details),
      });
      return send(reply.status, 'application/json', await reply.text());
    }
    return send(404, 'text/plain', 'Not found');
  } catch (error) {
    return send(
      400,
      'application/json',
      JSON.stringify({ error: { code: 'bad_request', message: String(error.message ?? error) } }),
    );
  }
});

server.listen(port, () => {
  console.log(`demo host: http://127.0.0.1:${port} (embeds ${bookUrl}; signs players in through ${apiUrl})`);
});
