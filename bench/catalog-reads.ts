// Catalog read throughput: autocannon, 50 connections, 10 s per URL, against the server in its own process.
// Targets (issue 2): >= 5,000 requests/s at p99 <= 25 ms.
// Requests carry the Accept-Encoding Chromium sends, as every real client of these reads (browsers, the web
// app's server-side fetch) asks for compressed bodies; the server sends the pre-compressed cached bytes.
import autocannon from 'autocannon';
import { writeResult } from './lib/results';
import { startServer } from './lib/server-process';

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const server = await startServer(4301, { SIM_SEED: '7' });
try {
  const list = (await (await fetch(`${server.url}/api/sportsbook/matches?match_status=1&limit=1`)).json()) as {
    data: { id: number }[];
  };
  const match = list.data[0];
  if (!match) throw new Error('no live match to read markets of');
  const urls = {
    liveMatches: '/api/sportsbook/matches?match_status=1&limit=50',
    matchMarkets: `/api/sportsbook/matches/${match.id}/markets`,
  };
  const runs: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(urls)) {
    const result = await autocannon({
      url: `${server.url}${path}`,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    });
    runs[name] = {
      path,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      non2xx: result.non2xx,
      /** Bytes on the wire (compressed body and headers). */
      bytesPerRequest: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    };
  }
  const pass = Object.values(runs).every(
    (r) =>
      (r as { requestsPerSecond: number }).requestsPerSecond >= 5000 &&
      (r as { latencyMs: { p99: number } }).latencyMs.p99 <= 25,
  );
  writeResult('catalog-reads', {
    connections: 50,
    durationS: 10,
    acceptEncoding: BROWSER_ACCEPT_ENCODING,
    target: { requestsPerSecond: 5000, p99Ms: 25 },
    runs,
    pass,
  });
} finally {
  await server.stop();
}
