import type { Market, Match } from '@sportsbook/contract/catalog';
import type { Settings } from '@sportsbook/contract/settings';
import type { Prediction } from '@sportsbook/contract/votes';
import { getMessages, getTranslations } from 'next-intl/server';
import { localePath } from '../../i18n/paths';
import { Breadcrumb } from '../../shared/page/breadcrumb';
import { EmptyState } from '../../shared/ui/empty-state';
import { LinkTabs } from '../../shared/ui/link-tabs';
import page from '../../shared/ui/page.module.css';
import { flattenMessages } from '../account/i18n';
import { BuilderMode } from '../bet-builder/builder-mode';
import { listContext } from '../catalog/list-context';
import { MatchChannel } from '../live/channels';
import { MatchPrediction } from '../predictions/match-prediction';
import { groupLines, MarketList, visibleMarkets } from './market-list';
import { MatchHeader } from './match-header';

/** Market-group tabs present in these markets, in the operator's order, after "All". */
export function groupTabs(markets: readonly Market[], settings: Settings): { key: string; name: string }[] {
  const present = new Set(markets.flatMap((m) => m.groups));
  return settings.marketGroups
    .filter((g) => present.has(g.groupKey))
    .toSorted((a, b) => a.priority - b.priority)
    .map((g) => ({ key: g.groupKey, name: g.name }));
}

/**
 * The match page: breadcrumb, header (score, clock, periods, favourite star), market-group tabs,
 * collapsible markets and the "who wins" prediction.
 */
export async function MatchView({
  locale,
  match,
  markets,
  settings,
  group,
  builder = false,
  prediction,
  sessionCookie = false,
}: {
  locale: string;
  match: Match;
  markets: readonly Market[];
  settings: Settings;
  group: string | undefined;
  /** The bet builder is on and offers combinable markets for this match (issue 18): show its toggle. */
  builder?: boolean;
  /** The match's prediction as the server read it (null: none); undefined when that read failed. */
  prediction?: Prediction | null;
  /** The request had a session cookie (the prediction card shows a player's view until the session is known). */
  sessionCookie?: boolean;
}) {
  const [ctx, nav, messages] = await Promise.all([
    listContext(locale),
    getTranslations({ locale, namespace: 'nav' }),
    getMessages({ locale }),
  ]);
  const { tMatch } = ctx;
  const shown = visibleMarkets(markets);
  const groups = groupTabs(shown, settings);
  const active = groups.some((g) => g.key === group) ? (group as string) : 'all';
  const filtered = active === 'all' ? shown : shown.filter((m) => m.groups.includes(active));
  const base = localePath(locale, `/${match.sportKey}/${match.slug}`);
  const tabs = [
    { key: 'all', label: tMatch('all-markets'), href: base, count: groupLines(shown).length },
    ...groups.map((g) => ({
      key: g.key,
      label: g.name,
      href: `${base}?group=${encodeURIComponent(g.key)}`,
      count: groupLines(shown.filter((m) => m.groups.includes(g.key))).length,
    })),
  ];

  const marketsView =
    shown.length === 0 ? (
      <EmptyState title={match.bettable ? tMatch('no-markets') : tMatch('not-bettable')} />
    ) : (
      <section className={page.section} aria-label={tMatch('markets')}>
        {tabs.length > 2 && (
          <LinkTabs label={tMatch('market-groups')} tabs={tabs} active={active} idPrefix="markets" size="s" />
        )}
        {tabs.length > 2 ? (
          <div role="tabpanel" id="markets-panel" aria-labelledby={`markets-tab-${active}`}>
            <MarketList markets={filtered} match={match} ctx={ctx} />
          </div>
        ) : (
          <MarketList markets={filtered} match={match} ctx={ctx} />
        )}
      </section>
    );

  return (
    <div className={page.page}>
      <Breadcrumb
        label={nav('breadcrumb')}
        items={[
          { href: localePath(locale, `/${match.sportKey}`), name: match.sport.name },
          { href: localePath(locale, `/${match.sportKey}/${match.category.slug}`), name: match.category.name },
          { href: localePath(locale, `/${match.sportKey}/${match.tournament.slug}`), name: match.tournament.name },
        ]}
      />
      <MatchChannel matchId={match.id} />
      <MatchHeader match={match} ctx={ctx} />
      {builder ? (
        <BuilderMode
          match={{ id: match.id, name: match.name, status: match.status, provider: match.provider }}
          messages={flattenMessages(messages['bet-builder'])}
          locale={locale}
        >
          {marketsView}
        </BuilderMode>
      ) : (
        marketsView
      )}
      {/* Below the markets, rendered with the page: on a short page (a finished match) the footer is on the first
          screen, and a card that grew after hydration moved it. */}
      {match.type === 'match' && (
        <MatchPrediction
          matchId={match.id}
          initial={prediction}
          sessionCookie={sessionCookie}
          messages={flattenMessages(messages.predictions)}
          locale={locale}
        />
      )}
    </div>
  );
}
