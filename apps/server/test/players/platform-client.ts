import { mailboxMessageSchema, playerSchema } from '@sportsbook/contract/platform';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { ManualClock } from '../../src/shared/clock';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CallOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send without the X-Application header (it is added to state-changing calls by default). */
  noApplication?: boolean;
  /** Override the cookie jar for this call ('' sends none). */
  cookie?: string;
};

/** Default password of test players. */
export const PASSWORD = 'correct horse battery';

let counter = 0;
/** A fresh address for each test player. */
export function uniqueEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.test`;
}

/**
 * A browser-like client of the platform API over `app.inject`: keeps the session cookie, sends the application
 * header on state-changing calls.
 */
export class PlatformClient {
  cookie = '';

  constructor(readonly app: FastifyInstance) {}

  async call(method: Method, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { accept: 'application/vnd.sportsbook.v1+json', ...options.headers };
    if (method !== 'GET' && !options.noApplication) headers['x-application'] ??= 'sportsbook-tests';
    const cookie = options.cookie ?? this.cookie;
    if (cookie) headers.cookie = `sb_session=${cookie}`;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    const session = response.cookies.find((c) => c.name === 'sb_session');
    if (session && options.cookie === undefined) this.cookie = session.value;
    return response;
  }

  get(url: string, options?: CallOptions) {
    return this.call('GET', url, options);
  }
  post(url: string, body?: unknown, options?: CallOptions) {
    return this.call('POST', url, { ...options, body });
  }
  put(url: string, body?: unknown, options?: CallOptions) {
    return this.call('PUT', url, { ...options, body });
  }
  patch(url: string, body?: unknown, options?: CallOptions) {
    return this.call('PATCH', url, { ...options, body });
  }
  delete(url: string, options?: CallOptions) {
    return this.call('DELETE', url, options);
  }

  /** Parses a 2xx JSON reply with a contract schema. */
  async json<T>(
    response: Promise<LightMyRequestResponse> | LightMyRequestResponse,
    schema: z.ZodType<T>,
    status = 200,
  ) {
    const r = await response;
    expect(r.statusCode, r.body).toBe(status);
    return schema.parse(r.json());
  }

  signUp(email: string, overrides: Record<string, unknown> = {}, options?: CallOptions) {
    return this.post(
      '/api/platform/users',
      {
        user: {
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          currency: 'EUR',
          country: 'DE',
          terms_acceptance: true,
          birth_date: '1990-05-17',
          ...overrides,
        },
      },
      options,
    );
  }

  signIn(email: string, password = PASSWORD, options?: CallOptions) {
    return this.post('/api/platform/users/sign_in', { user: { email, password } }, options);
  }

  /** Signs up, confirms through the mailed link, signs in; answers the profile. */
  async register(email = uniqueEmail(), overrides: Record<string, unknown> = {}) {
    const signUp = await this.signUp(email, overrides);
    expect(signUp.statusCode, signUp.body).toBe(201);
    const token = await mailedToken(this.app, email, 'confirmation_token');
    const confirmed = await this.get(`/api/platform/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return this.json(this.signIn(email), playerSchema);
  }
}

const mailboxSchema = z.array(mailboxMessageSchema);

/** The development mailbox for one recipient, newest first. */
export async function mailbox(app: FastifyInstance, to: string) {
  // Forgot-password and the resends mail after their reply: wait for that queued work first.
  await app.authMailSettled();
  const r = await app.inject({
    method: 'GET',
    url: `/dev/mailbox?to=${encodeURIComponent(to)}`,
    headers: { accept: 'application/json' },
  });
  expect(r.statusCode, r.body).toBe(200);
  return mailboxSchema.parse(r.json());
}

/** The token parameter of the newest mailed link carrying `param`. */
export async function mailedToken(app: FastifyInstance, to: string, param: string): Promise<string> {
  for (const message of await mailbox(app, to)) {
    for (const link of message.links) {
      const value = new URL(link).searchParams.get(param);
      if (value) return value;
    }
  }
  throw new Error(`no mail to ${to} with a ${param} link`);
}

/** The app's manual clock (tests run with SIM_CLOCK=manual). */
export function manualClock(app: FastifyInstance): ManualClock {
  if (!(app.clock instanceof ManualClock)) throw new Error('tests need SIM_CLOCK=manual');
  return app.clock;
}

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
