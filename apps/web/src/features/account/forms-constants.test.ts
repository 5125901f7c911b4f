import { PASSWORD_MIN_LENGTH as CONTRACT_MIN } from '@sportsbook/contract/platform';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './form-kit';

describe('form constants', () => {
  it('checks the password length the server checks', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(CONTRACT_MIN);
  });
});
