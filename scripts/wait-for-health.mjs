// Waits until a server answers GET {url}/health with a 2xx, polling every `everyMs`; resolves false at the timeout
// or as soon as `stop()` says so. `npm start` starts the web app only after the API answers (issue 14).
export async function waitForHealth(url, { timeoutMs = 120_000, everyMs = 250, stop = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stop()) {
    try {
      if ((await fetch(`${url}/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}
