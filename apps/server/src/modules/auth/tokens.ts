import { hash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, base64url (43 characters): session cookies and mailed tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token: what the database stores, so a leaked table holds no usable token. */
export function hashToken(token: string): string {
  // One-shot hash: a third of createHash's cost, and every request with a session cookie pays it.
  return hash('sha256', token, 'hex');
}

/** A uniformly random 6-digit code (SMS verification). */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Whether a string looks like a token this server issued (cheap check before any database lookup). */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
