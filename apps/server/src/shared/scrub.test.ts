import { describe, expect, it } from 'vitest';
import { REDACTED, scrubHeaders, scrubRequest, scrubUrl, scrubValue } from './scrub';

describe('scrubbing a request for error reports', () => {
  it('replaces the values of password, token, card and key fields at any depth', () => {
    expect(
      scrubValue({
        email: 'ann@example.com',
        password: 'hunter2!',
        password_confirmation: 'hunter2!',
        reset_password_token: 'abc',
        nested: { confirmation_token: 'def', list: [{ card_number: '4242424242424242', cvv: '123' }] },
        apiKey: 'k',
        amount: 1000,
      }),
    ).toEqual({
      email: 'ann@example.com',
      password: REDACTED,
      password_confirmation: REDACTED,
      reset_password_token: REDACTED,
      nested: { confirmation_token: REDACTED, list: [{ card_number: REDACTED, cvv: REDACTED }] },
      apiKey: REDACTED,
      amount: 1000,
    });
  });

  it('masks card numbers (Luhn-valid digit runs) in any string, and keeps other long numbers', () => {
    expect(scrubValue('paid with 4242 4242 4242 4242 today')).toBe(`paid with ${REDACTED} today`);
    expect(scrubValue({ note: '5555-5555-5555-4444' })).toEqual({ note: REDACTED });
    expect(scrubValue('reference 1234567890123')).toBe('reference 1234567890123');
  });

  it('drops credentials and cookies from the headers, keeps the rest', () => {
    expect(
      scrubHeaders({
        authorization: 'Bearer secret',
        cookie: 'sb_session=abc',
        'x-api-key': 'k',
        'idempotency-key': 'req-1',
        'content-type': 'application/json',
        accept: undefined,
      }),
    ).toEqual({
      authorization: REDACTED,
      cookie: REDACTED,
      'x-api-key': REDACTED,
      'idempotency-key': 'req-1',
      'content-type': 'application/json',
    });
  });

  it('replaces secret query parameters in the URL', () => {
    expect(scrubUrl('/api/platform/users/confirmation?confirmation_token=abc&locale=de')).toBe(
      `/api/platform/users/confirmation?confirmation_token=${encodeURIComponent(REDACTED)}&locale=de`,
    );
    expect(scrubUrl('/api/v3/bets')).toBe('/api/v3/bets');
  });

  it('keeps the method, the scrubbed URL, headers and body, and leaves out an absent body', () => {
    const scrubbed = scrubRequest({
      method: 'POST',
      url: '/api/platform/users/sign_in?token=t',
      headers: { cookie: 'a=b', 'user-agent': 'test' },
      body: { email: 'a@b.c', password: 'p' },
    });
    expect(scrubbed).toEqual({
      method: 'POST',
      url: `/api/platform/users/sign_in?token=${encodeURIComponent(REDACTED)}`,
      headers: { cookie: REDACTED, 'user-agent': 'test' },
      data: { email: 'a@b.c', password: REDACTED },
    });
    expect(scrubRequest({ method: 'GET', url: '/x', headers: {} })).not.toHaveProperty('data');
  });

  it('stops at a nesting depth (cycles and huge bodies end)', () => {
    type Node = { next?: Node };
    const cycle: Node = {};
    cycle.next = cycle;
    expect(JSON.stringify(scrubValue(cycle))).toContain(REDACTED);
  });
});
