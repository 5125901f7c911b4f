import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** The outcome of checking a token: its claims, or why it was refused. */
export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

/** What a connection token grants (Centrifugo `ConnectTokenClaims`, reference §6). */
export interface ConnectionClaims {
  /** Player id; `""` for an anonymous visitor. */
  user: string;
  /** When the connection must be refreshed (ms since epoch), or null when it never expires. */
  expiresAt: number | null;
  /** `info` claim, shown to others as `conn_info`. */
  info: unknown;
}

/** What a subscription token grants (Centrifugo `SubscribeTokenClaims`). */
export interface SubscriptionClaims {
  user: string;
  channel: string;
  /** When the subscription must be refreshed (ms since epoch), or null. */
  expiresAt: number | null;
  /** When set, the token is valid only for this connection id. */
  client: string | null;
  info: unknown;
  /** `data` claim, returned in the subscribe reply. */
  data: unknown;
}

const ALGORITHM = 'HS256';

function expiryOf(payload: JWTPayload): number | null {
  const expireAt = payload.expire_at;
  if (typeof expireAt === 'number') return expireAt > 0 ? expireAt * 1000 : null;
  return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
}

/**
 * Signs and checks the HS256 JWTs of the Centrifugo protocol: connection tokens (`sub`, `exp`, optional
 * `info`, `expire_at`) and subscription tokens (`sub`, `channel`, `exp`, optional `client`, `info`, `data`).
 * The secret is used as raw bytes, as Centrifugo's `client.token.hmac_secret_key`, so a real Centrifugo
 * accepts the same tokens.
 */
export class TokenService {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    if (secret.length === 0) throw new Error('realtime token secret must not be empty');
    this.#key = new TextEncoder().encode(secret);
  }

  /** A connection token for `user` (`""` = anonymous) that expires `ttlSeconds` from now (negative: already expired). */
  signConnectionToken(user: string, ttlSeconds: number, extra: Record<string, unknown> = {}): Promise<string> {
    return this.#sign({ ...extra, sub: user }, ttlSeconds);
  }

  /** A subscription token for `user` on `channel` that expires `ttlSeconds` from now. */
  signSubscriptionToken(
    user: string,
    channel: string,
    ttlSeconds: number,
    extra: Record<string, unknown> = {},
  ): Promise<string> {
    return this.#sign({ ...extra, sub: user, channel }, ttlSeconds);
  }

  /** Checks a connection token; one carrying a `channel` claim is invalid, as in Centrifugo. */
  async verifyConnectionToken(token: string): Promise<TokenCheck<ConnectionClaims>> {
    const checked = await this.#verify(token);
    if (!checked.ok) return checked;
    const payload = checked.claims;
    if (payload.channel !== undefined) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { user: payload.sub ?? '', expiresAt: expiryOf(payload), info: payload.info } };
  }

  /** Checks a subscription token's signature and expiry; the caller compares `user` and `channel`. */
  async verifySubscriptionToken(token: string): Promise<TokenCheck<SubscriptionClaims>> {
    const checked = await this.#verify(token);
    if (!checked.ok) return checked;
    const payload = checked.claims;
    if (typeof payload.channel !== 'string' || payload.channel === '') return { ok: false, reason: 'invalid' };
    const client = payload.client;
    return {
      ok: true,
      claims: {
        user: payload.sub ?? '',
        channel: payload.channel,
        expiresAt: expiryOf(payload),
        client: typeof client === 'string' && client !== '' ? client : null,
        info: payload.info,
        data: payload.data,
      },
    };
  }

  #sign(claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + Math.round(ttlSeconds))
      .sign(this.#key);
  }

  async #verify(token: string): Promise<TokenCheck<JWTPayload>> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: [ALGORITHM] });
      if (payload.sub !== undefined && typeof payload.sub !== 'string') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: payload };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }
}
