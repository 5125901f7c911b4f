import { SANDBOX_TEST_CARDS } from '@sportsbook/contract/platform';
import { CURRENCIES, formatMinor } from '@sportsbook/domain/money';

/**
 * Where the cashier may send the browser back to: a same-site path (`/…`, not `//…`), or an absolute http(s)
 * URL on an allowed origin; anything else falls back to the web app's root (no open redirect).
 */
export function safeReturnUrl(raw: string | undefined, allowedOrigins: readonly string[], publicUrl: string): string {
  const fallback = new URL('/', publicUrl).toString();
  if (!raw) return fallback;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return raw;
  try {
    const url = new URL(raw);
    const allowed = new Set([...allowedOrigins, new URL(publicUrl).origin].map((o) => o.replace(/\/+$/, '')));
    if ((url.protocol === 'http:' || url.protocol === 'https:') && allowed.has(url.origin)) return url.toString();
  } catch {
    // Not a URL: fall back.
  }
  return fallback;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for a `<script>` block: `<` escaped so the data cannot close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export type CashierPageInput = {
  currency: string;
  /** Prefilled amount in minor units. */
  amount: number | undefined;
  returnUrl: string;
  depositPath: string;
  nonce: string;
};

/**
 * The sandbox cashier (what the payment iframe loads): amount, currency, test card number and outcome. Submitting
 * posts `{ amount (minor units), currency, outcome, card_number }` to the sandbox deposit endpoint with the
 * session cookie and the X-Application header, then sends the top window to `returnUrl` with
 * `payment-result=success|error|pending`. Errors (signed out, limit reached) show in the page.
 */
export function renderCashierPage(input: CashierPageInput): string {
  const currency = CURRENCIES.find((c) => c.code === input.currency) ?? CURRENCIES[0];
  const subunits = currency?.subunits ?? 2;
  const amount =
    input.amount !== undefined ? formatMinor(input.amount, subunits) : formatMinor(10 * 10 ** subunits, subunits);
  const options = CURRENCIES.map(
    (c) => `<option value="${c.code}"${c.code === currency?.code ? ' selected' : ''}>${c.code}</option>`,
  ).join('');
  const cards = SANDBOX_TEST_CARDS.map(
    (c) => `<li><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> → ${c.outcome}</li>`,
  ).join('');
  const config = {
    depositPath: input.depositPath,
    returnUrl: input.returnUrl,
    subunits: Object.fromEntries(CURRENCIES.map((c) => [c.code, c.subunits])),
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sandbox cashier</title>
<style nonce="${input.nonce}">
  *, *::before, *::after { box-sizing: border-box; }
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; padding: 1rem; color: #1a1a1a; background: #fff; }
  h1 { font-size: 1.2rem; margin: 0 0 .25rem; }
  p.note { color: #555; margin: 0 0 1rem; font-size: .9rem; }
  form { display: grid; gap: .75rem; max-width: 24rem; }
  label { display: grid; gap: .25rem; font-weight: 600; min-width: 0; }
  /* Inputs take their column's width, never their intrinsic size (which overflowed a 390 px phone). */
  input:not([type=radio]), select { font: inherit; width: 100%; min-width: 0; padding: .45rem .5rem; border: 1px solid #999; border-radius: 6px; }
  .row { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: .5rem; }
  fieldset { border: 1px solid #ccc; border-radius: 6px; min-width: 0; }
  fieldset label { display: inline-flex; gap: .3rem; font-weight: 400; margin-right: 1rem; }
  button { font: inherit; font-weight: 600; padding: .6rem; border: 0; border-radius: 6px; background: #0a6b3d; color: #fff; cursor: pointer; }
  button[disabled] { opacity: .6; cursor: progress; }
  [role=alert] { color: #a40000; min-height: 1.2em; }
  ul { padding-left: 1.2rem; font-size: .85rem; color: #555; }
</style>
</head>
<body>
<main>
<h1>Sandbox cashier</h1>
<p class="note">Test payments only: no real card is charged.</p>
<form id="cashier" novalidate>
  <div class="row">
    <label for="amount">Amount<input id="amount" name="amount" inputmode="decimal" autocomplete="off" required value="${escapeHtml(amount)}"></label>
    <label for="currency">Currency<select id="currency" name="currency">${options}</select></label>
  </div>
  <label for="card">Card number<input id="card" name="card_number" inputmode="numeric" autocomplete="off" required value="4242 4242 4242 4242"></label>
  <div class="row">
    <label for="expiry">Expiry<input id="expiry" name="expiry" autocomplete="off" value="12/34"></label>
    <label for="cvc">CVC<input id="cvc" name="cvc" inputmode="numeric" autocomplete="off" value="123"></label>
  </div>
  <fieldset>
    <legend>Outcome</legend>
    <label><input type="radio" name="outcome" value="success" checked> Success</label>
    <label><input type="radio" name="outcome" value="error"> Error</label>
    <label><input type="radio" name="outcome" value="pending"> Pending</label>
  </fieldset>
  <div role="alert" id="message"></div>
  <button type="submit" id="pay">Deposit</button>
</form>
<p class="note">Test cards:</p>
<ul>${cards}</ul>
</main>
<script nonce="${input.nonce}">
(() => {
  const config = ${scriptJson(config)};
  const form = document.getElementById('cashier');
  const message = document.getElementById('message');
  const button = document.getElementById('pay');
  function toMinor(text, subunits) {
    const m = /^(\\d+)(?:[.,](\\d+))?$/.exec(text.trim());
    if (!m) return null;
    const fraction = m[2] || '';
    if (fraction.length > subunits) return null;
    const minor = BigInt(m[1]) * 10n ** BigInt(subunits) + BigInt(fraction.padEnd(subunits, '0') || '0');
    return minor > 0n && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
  }
  function back(result) {
    const url = new URL(config.returnUrl, window.location.href);
    url.searchParams.set('payment-result', result);
    try { (window.top || window).location.assign(url.toString()); } catch { window.location.assign(url.toString()); }
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    message.textContent = '';
    const data = new FormData(form);
    const currency = String(data.get('currency'));
    const amount = toMinor(String(data.get('amount')), config.subunits[currency] ?? 2);
    if (amount === null) { message.textContent = 'Enter a positive amount with at most ' + (config.subunits[currency] ?? 2) + ' decimals.'; return; }
    const card = String(data.get('card_number')).replace(/[\\s-]/g, '');
    button.disabled = true;
    try {
      const response = await fetch(config.depositPath, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-application': 'sandbox-cashier' },
        body: JSON.stringify({ amount, currency, outcome: String(data.get('outcome')), card_number: card }),
      });
      const body = await response.json().catch(() => null);
      if (response.ok && body && body.deposit) { back(body.deposit.result); return; }
      message.textContent = (body && body.error && body.error.message) || 'The payment could not be made.';
    } catch {
      message.textContent = 'The payment service cannot be reached.';
    }
    button.disabled = false;
  });
})();
</script>
</body>
</html>`;
}
