import { describe, expect, it } from 'vitest';
import { mapFieldErrors } from './field-errors';

const FIELDS = ['email', 'password', 'password_confirmation', 'terms_acceptance'];

describe('mapFieldErrors', () => {
  it('puts each server problem at the field named by the last matching path segment', () => {
    const errors = mapFieldErrors(
      [
        { path: 'body.user.email', message: 'is not a valid email address' },
        { path: 'body.user.password_confirmation', message: "doesn't match password" },
      ],
      FIELDS,
      'Validation failed',
    );
    expect(errors).toEqual({
      fields: { email: 'is not a valid email address', password_confirmation: "doesn't match password" },
      form: null,
    });
  });

  it('keeps the first message of a field', () => {
    const errors = mapFieldErrors(
      [
        { path: 'body.user.password', message: 'is too short' },
        { path: 'body.user.password', message: 'is weak' },
      ],
      FIELDS,
      null,
    );
    expect(errors.fields.password).toBe('is too short');
  });

  it('shows problems at unknown paths and errors without details at the form', () => {
    expect(mapFieldErrors([{ path: 'body.user.currency', message: 'is not offered' }], FIELDS, null)).toEqual({
      fields: {},
      form: 'is not offered',
    });
    expect(mapFieldErrors([], FIELDS, 'Invalid email or password.')).toEqual({
      fields: {},
      form: 'Invalid email or password.',
    });
  });

  it('reads bracket and slash paths and lets the caller translate', () => {
    const errors = mapFieldErrors(
      [{ path: '/user/terms_acceptance', message: 'must be accepted' }],
      FIELDS,
      null,
      (field, message) => `${field}: ${message}`,
    );
    expect(errors.fields.terms_acceptance).toBe('terms_acceptance: must be accepted');
  });
});
