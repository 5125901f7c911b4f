import { type BonusState, bonusState, type IssuedBonusType, playerProblem } from '@sportsbook/domain/bonus-rules';
import type { CampaignRow, PlayerBonusRow } from './bonuses-repository';

/** The type a player's bonus has: its own when it became another (a lost no-risk bet's free bet), else its campaign's. */
export function effectiveType(bonus: PlayerBonusRow | null, campaign: CampaignRow): IssuedBonusType {
  return (bonus?.type ?? campaign.type) as IssuedBonusType;
}

/** Whether the player meets the campaign's player rules (null facts: a visitor, judged by the rest). */
export function playerEligible(
  campaign: CampaignRow,
  facts: { countryCode: string | null; verified: boolean } | null,
): boolean {
  const rules = campaign.rules;
  return (
    facts === null ||
    playerProblem({ onlyVerified: rules.onlyVerified ?? false, countryCodes: rules.countryCodes ?? [] }, facts) === null
  );
}

/**
 * The state of a campaign for a player (`bonusState` over the rows): with `timesUsed`, as if that many uses were
 * taken (a placement counting the bets before it).
 */
export function issuedState(
  campaign: CampaignRow,
  bonus: PlayerBonusRow | null,
  facts: { countryCode: string | null; verified: boolean } | null,
  now: number,
  timesUsed = bonus?.timesUsed ?? 0,
): BonusState {
  return bonusState(
    {
      type: effectiveType(bonus, campaign),
      campaignPaused: campaign.status !== 'active',
      validFrom: campaign.validFrom.getTime(),
      validTo: campaign.validTo?.getTime() ?? null,
      playerEligible: playerEligible(campaign, facts),
      issued: bonus && {
        isActive: bonus.isActive,
        timesUsed,
        usesCount: bonus.usesCount,
        expiresAt: bonus.expiresAt?.getTime() ?? null,
        deactivatedAt: bonus.deactivatedAt?.getTime() ?? null,
        overriddenAt: bonus.overriddenAt?.getTime() ?? null,
      },
    },
    now,
  );
}
