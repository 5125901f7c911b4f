import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { AuthService } from '../../src/modules/auth/auth-service';
import type { Mailer } from '../../src/modules/mail/mailer';
import { systemClock } from '../../src/shared/clock';

/** A database whose every query stays pending for ever: any reply that waits for one never comes. */
function stalledDb(): Db {
  const stalled: unknown = new Proxy(() => undefined, {
    get: (_target, property) => (property === 'then' ? () => undefined : stalled),
    apply: () => stalled,
  });
  return stalled as Db;
}

describe('forgot-password and the resends do the same work for a known and an unknown address (issue 14)', () => {
  it('reply without waiting for the lookup, the token or the mail: the work is queued after the reply', async () => {
    const auth = new AuthService({
      db: stalledDb(),
      clock: systemClock,
      mailer: { kick: async () => undefined } as unknown as Mailer,
      minPlayerAge: 18,
    } as unknown as ConstructorParameters<typeof AuthService>[0]);
    for (const email of ['known@example.test', 'unknown@example.test']) {
      expect(auth.forgotPassword(email)).toBeUndefined();
      expect(auth.resendConfirmation(email)).toBeUndefined();
      expect(auth.resendUnlock(email)).toBeUndefined();
    }
  });
});
