import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? [];

describe('content security policy', () => {
  const policy = contentSecurityPolicy({
    nonce: 'abc',
    host: 'bets.example',
    frameAncestors: ['https://casino.example'],
    development: false,
  });

  it('runs scripts by nonce only: no inline or eval scripts in production', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('connects to this origin only, WebSocket included', () => {
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'ws://bets.example', 'wss://bets.example']);
  });

  it('adds the error-tracking origin to the connections when one is set, and runs workers from this origin', () => {
    const reporting = contentSecurityPolicy({
      nonce: 'abc',
      host: 'bets.example',
      frameAncestors: [],
      development: false,
      reportOrigins: ['https://o1.ingest.sentry.example'],
    });
    expect(directive(reporting, 'connect-src')).toEqual([
      "'self'",
      'ws://bets.example',
      'wss://bets.example',
      'https://o1.ingest.sentry.example',
    ]);
    expect(directive(policy, 'worker-src')).toEqual(["'self'"]);
  });

  it("lets the operator's live-chat widget connect and load fonts from its origins, and nothing else of it", () => {
    const chat = contentSecurityPolicy({
      nonce: 'abc',
      host: 'bets.example',
      frameAncestors: [],
      development: false,
      chatOrigins: ['https://widget.chat.example', 'https://ws.chat.example'],
    });
    expect(directive(chat, 'connect-src')).toEqual([
      "'self'",
      'ws://bets.example',
      'wss://bets.example',
      'https://widget.chat.example',
      'https://ws.chat.example',
    ]);
    expect(directive(chat, 'font-src')).toEqual([
      "'self'",
      'data:',
      'https://widget.chat.example',
      'https://ws.chat.example',
    ]);
    expect(directive(chat, 'script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(directive(policy, 'font-src')).toEqual(["'self'", 'data:']);
  });

  it('is framed by this origin and the allowed hosts only', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://casino.example']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  });

  it('draws a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
