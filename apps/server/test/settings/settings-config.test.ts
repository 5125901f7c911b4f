import { settingsSchema } from '@sportsbook/contract/settings';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { publicSettings } from '../../src/modules/settings/settings-service';

describe('public settings from the operator configuration', () => {
  it('turns page flags, indexing and phone verification on from the environment (off by default)', () => {
    const off = settingsSchema.parse(publicSettings(loadConfig({}), 'en'));
    expect(off.features).toMatchObject({
      isHorseRacingEnabled: false,
      isIndexingAllowed: false,
      isPhoneVerificationRequired: false,
    });
    const on = settingsSchema.parse(
      publicSettings(
        loadConfig({ FEATURE_HORSE_RACING: 'true', INDEXING_ALLOWED: 'true', PHONE_VERIFICATION_REQUIRED: 'true' }),
        'en',
      ),
    );
    expect(on.features).toMatchObject({
      isHorseRacingEnabled: true,
      isIndexingAllowed: true,
      isPhoneVerificationRequired: true,
    });
  });
});
