'use client';

import type { Hunting, Lootbox, Tournament } from '@sportsbook/contract/rewards';
import { useCallback, useEffect, useState } from 'react';
import type { RewardLists } from '../../shared/api/server-api';
import type { FlatMessages } from '../../shared/i18n/flat-messages';
import { tr } from '../../shared/i18n/flat-messages';
import { onRealtimeEvent } from '../../shared/realtime/realtime';
import { useAuthStore } from '../account/auth-store';
import { useLocaleChannel } from '../live/use-channels';
import { HuntingCard } from './hunting-card';
import { JackpotList } from './jackpot-list';
import { huntingsChanged } from './joined-huntings';
import { patchTournamentPool } from './live-patches';
import { LootboxCard } from './lootbox-card';
import { RewardSection } from './reward-section';
import styles from './rewards.module.css';
import { REWARDS_PAGE_SIZE, rewardsApi } from './rewards-api';
import { ServedSession, servedStatus } from './served-session';
import { TournamentCard } from './tournament-card';
import { usePagedList } from './use-paged-list';

/**
 * The promotions page's engagement sections (issue 19): hunting, tournaments, lootboxes and jackpots, for visitors
 * too (joined false). Read once the session is known (the joined flags and progress are the player's); joining a
 * hunting or a tournament reads both lists again (spec: they refresh each other), and the slip's hint learns it.
 * The page follows the locale channel for `tournament_pool_changed` and `jackpot_changed`. `served` is what the
 * server read with the page: shown from the first paint (the sections do not grow under what follows them) and
 * not read again when the session is the one the server assumed.
 */
export function RewardsSections({
  m,
  locale,
  served,
}: {
  m: FlatMessages;
  locale: string;
  served?: RewardLists | undefined;
}) {
  const status = useAuthStore((s) => s.authStatus);
  const known = status === 'LOGGED_IN' || status === 'NOT_LOGGED_IN';
  // Hunting and tournaments read again together after a join or a boost in either.
  const [version, setVersion] = useState(0);
  const sessionKey = (state: string) => `${locale} ${state}`;
  const session = known ? sessionKey(status) : null;
  const campaigns = session && `${session} ${version}`;
  const servedSession = served && sessionKey(servedStatus(served.player));
  const servedCampaigns = servedSession && `${servedSession} 0`;
  useLocaleChannel();

  const huntings = usePagedList<Hunting>(
    campaigns,
    REWARDS_PAGE_SIZE,
    (page, limit) => rewardsApi.list('huntings', { page, limit, locale }),
    servedCampaigns ? { key: servedCampaigns, page: served?.huntings ?? null } : undefined,
  );
  const tournaments = usePagedList<Tournament>(
    campaigns,
    REWARDS_PAGE_SIZE,
    (page, limit) => rewardsApi.list('tournaments', { page, limit, locale }),
    servedCampaigns ? { key: servedCampaigns, page: served?.tournaments ?? null } : undefined,
  );
  const lootboxes = usePagedList<Lootbox>(
    session,
    REWARDS_PAGE_SIZE,
    (page, limit) => rewardsApi.list('lootboxes', { page, limit, locale }),
    servedSession ? { key: servedSession, page: served?.lootboxes ?? null } : undefined,
  );

  const { update: updateTournaments } = tournaments;
  useEffect(
    () =>
      onRealtimeEvent('tournament_pool_changed', (payload) =>
        updateTournaments((tournament) => patchTournamentPool(tournament, payload)),
      ),
    [updateTournaments],
  );

  const joinedCampaign = useCallback(() => {
    setVersion((n) => n + 1);
    huntingsChanged();
  }, []);
  const { reload: reloadLootboxes } = lootboxes;

  return (
    <ServedSession value={served?.player ?? false}>
      <div className={styles.sections}>
        <RewardSection
          title={tr(m, 'rewards.hunting-title')}
          empty={tr(m, 'rewards.hunting-empty')}
          m={m}
          list={huntings}
          render={(hunting) => (
            <HuntingCard key={hunting.id} hunting={hunting} m={m} locale={locale} onJoined={joinedCampaign} />
          )}
        />
        <RewardSection
          title={tr(m, 'rewards.tournaments-title')}
          empty={tr(m, 'rewards.tournaments-empty')}
          m={m}
          list={tournaments}
          render={(tournament) => (
            <TournamentCard
              key={tournament.id}
              tournament={tournament}
              m={m}
              locale={locale}
              onChanged={joinedCampaign}
            />
          )}
        />
        <RewardSection
          title={tr(m, 'rewards.lootboxes-title')}
          empty={tr(m, 'rewards.lootboxes-empty')}
          m={m}
          list={lootboxes}
          render={(lootbox) => (
            <LootboxCard key={lootbox.id} lootbox={lootbox} m={m} locale={locale} onChanged={reloadLootboxes} />
          )}
        />
        <JackpotList m={m} locale={locale} served={served?.jackpots} />
      </div>
    </ServedSession>
  );
}
