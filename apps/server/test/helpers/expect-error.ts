import { errorBodySchema } from '@sportsbook/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts an HTTP error in the contract's shape and returns its body. */
export function expectError(response: LightMyRequestResponse, status: number, code?: string | number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  if (code !== undefined) expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}
