import { createHmac } from 'node:crypto';

/** Public bet ids live in 48 bits: safe integers, 10 base-32 characters in a reference. */
const HALF_BITS = 24;
const HALF = 1 << HALF_BITS;
const MASK = HALF - 1;
const ROUNDS = 4;
/** Crockford's base 32 (no I, L, O, U): references read aloud and typed without confusion. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The ids and references players see of their bets (issue 14): a keyed pseudo-random permutation of the database's
 * sequence (a four-round Feistel network over 48 bits whose round function is HMAC-SHA256 under BET_ID_KEY), so a
 * reference (`SB4K9QZ2M7XW`) or a public id tells nothing of how many bets the book has taken and cannot be guessed
 * from another; the permutation is a bijection, so it never collides and the server maps a public id back.
 */
export class BetIds {
  readonly #key: string;

  constructor(key: string) {
    this.#key = key;
  }

  #round(round: number, half: number): number {
    const digest = createHmac('sha256', this.#key).update(`${round}:${half}`).digest();
    return digest.readUIntBE(0, 3) & MASK;
  }

  /** The public id of a bet (its database id below 2^48). */
  publicId(id: number): number {
    if (!Number.isSafeInteger(id) || id < 0 || id >= HALF * HALF) throw new RangeError(`bet id out of range: ${id}`);
    let left = Math.floor(id / HALF);
    let right = id % HALF;
    for (let round = 0; round < ROUNDS; round++) [left, right] = [right, left ^ this.#round(round, right)];
    return left * HALF + right;
  }

  /** The database id of a public id, or null for a number that is not one. */
  internalId(publicId: number): number | null {
    if (!Number.isSafeInteger(publicId) || publicId < 0 || publicId >= HALF * HALF) return null;
    let left = Math.floor(publicId / HALF);
    let right = publicId % HALF;
    for (let round = ROUNDS - 1; round >= 0; round--) [left, right] = [right ^ this.#round(round, left), left];
    return left * HALF + right;
  }

  /** `SB` + the public id in 10 base-32 characters: the ticket reference players quote. */
  reference(id: number): string {
    let value = this.publicId(id);
    let out = '';
    for (let i = 0; i < 10; i++) {
      out = (ALPHABET[value % 32] ?? '0') + out;
      value = Math.floor(value / 32);
    }
    return `SB${out}`;
  }
}
