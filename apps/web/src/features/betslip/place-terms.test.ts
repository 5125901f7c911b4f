import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/realtime/realtime');
vi.mock('../../shared/api/bets-api', () => ({ placeBets: vi.fn() }));
// The payload's rules are the domain's (tested there); here only the reply matters.
vi.mock('@sportsbook/domain/betslip/payload', () => ({ buildPlacementPayload: () => ({}) }));

import { ApiError } from '../../shared/api/api-error';
import { placeBets } from '../../shared/api/bets-api';
import { resetAuthStore } from '../account/auth-store';
import { currentPrompt, setTermsRefusedText, usePromptStore } from '../account/prompts';
import { mockServer } from '../account/test-fixtures';
import { placementFailureOf, sendPlacement } from './place';

afterEach(() => {
  vi.unstubAllGlobals();
  resetAuthStore();
  usePromptStore.setState({ due: [], termsDeferred: false });
});

describe('a placement refused for the terms (403 terms_not_accepted)', () => {
  it("says why in the player's language and opens the terms prompt again", async () => {
    setTermsRefusedText('Bitte AGB akzeptieren.');
    usePromptStore.setState({ due: [], termsDeferred: true });
    const refused = { error: { code: 'terms_not_accepted', message: 'Accept…', details: { termsVersion: 'v2' } } };
    vi.mocked(placeBets).mockRejectedValueOnce(
      new ApiError(403, refused.error.code, refused.error.message, null, refused.error.details),
    );
    // The prompt re-reads the player (the version may have moved on).
    mockServer({});
    const error = await sendPlacement([], { quick: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(currentPrompt(usePromptStore.getState().due)).toBe('terms');
    const failure = placementFailureOf(error);
    expect(failure).toMatchObject({ status: 403, code: 'terms_not_accepted', betMessages: ['Bitte AGB akzeptieren.'] });
  });

  it('leaves other refusals as the server worded them', () => {
    const failure = placementFailureOf(new ApiError(403, 114, 'no', 'Nein', { bets: [] }));
    expect(failure).toMatchObject({ code: 114, localizedMessage: 'Nein', betMessages: [] });
  });
});
