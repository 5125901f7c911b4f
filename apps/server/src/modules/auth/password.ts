import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto). N = 2^15, r = 8, p = 1 uses 32 MiB and about 50–100 ms per hash on
 * a server core, above the OWASP minimum (N = 2^17 with r = 8 is the 2023 "high" setting at 128 MiB; this keeps
 * memory sane under concurrent sign-ins). Hashes carry their parameters, so they can be raised later and old
 * hashes re-hashed at the next sign-in (`needsRehash`).
 * Stored form: `scrypt$<N>$<r>$<p>$<salt base64>$<key base64>`.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function memoryFor(N: number, r: number): number {
  return 128 * N * r * 2;
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, keyLength, { N, r, p, maxmem: memoryFor(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  const parsed = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
  const sane =
    Number.isInteger(parsed.N) &&
    parsed.N >= 2 ** 10 &&
    parsed.N <= 2 ** 20 &&
    Number.isInteger(parsed.r) &&
    parsed.r >= 1 &&
    parsed.r <= 32 &&
    Number.isInteger(parsed.p) &&
    parsed.p >= 1 &&
    parsed.p <= 16 &&
    parsed.key.length >= 16;
  return sane ? parsed : null;
}

/** Whether `password` matches `stored`; compares in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: memoryFor(parsed.N, parsed.r),
  });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p;
}

let dummy: Promise<string> | null = null;

/**
 * Burns the same time as a real check, for sign-ins with an unknown email, so response times do not tell which
 * addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummy);
  return false;
}
