import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { COUNTRIES } from '../settings/countries';

const NAMES = new Map(COUNTRIES.map(([code, name]) => [code, name]));

/** The English name of a country code, or null when the code is not on the operator's list. */
export function countryName(code: string): string | null {
  return NAMES.get(code.toUpperCase()) ?? null;
}

/** Whether a country code is on the operator's list (sign-up offers only those). */
export function isKnownCountry(code: string): boolean {
  return NAMES.has(code.toUpperCase());
}

/**
 * Country rules of spec 000 §6: sign-in and sign-up each have a blocked list. The visitor's country comes only
 * from the configured trusted header (set by the CDN or proxy in front, e.g. `cf-ipcountry`); without one the
 * country is unknown and nothing is blocked by location.
 */
export class CountryRules {
  constructor(private readonly geo: Config['geo']) {}

  /** The visitor's ISO country code from the trusted header, or null. */
  requestCountry(request: FastifyRequest): string | null {
    const header = this.geo.countryHeader;
    if (!header) return null;
    const value = request.headers[header];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    return code && /^[A-Z]{2}$/.test(code) ? code : null;
  }

  isSignInBlocked(country: string | null): boolean {
    return country !== null && this.geo.signInBlocked.includes(country.toUpperCase());
  }

  isSignUpBlocked(country: string | null): boolean {
    return country !== null && this.geo.signUpBlocked.includes(country.toUpperCase());
  }
}
