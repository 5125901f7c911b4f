import type { LogoKind } from '@sportsbook/domain/image-proxy';
import type { FeedMatch, FeedSource } from '../../feed/types';
import type { CatalogStore } from '../catalog/catalog-store';

/**
 * Who has a logo: every league of the reference data, and every team the catalog has carried since start (the feed
 * has no team list of its own; teams reach the server inside matches, outrights list a whole league's field). An id
 * not here answers 404, so the proxy renders only for real teams and leagues.
 */
export class LogoDirectory {
  private readonly competitors = new Map<number, string>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly catalog: CatalogStore,
    feed: FeedSource,
  ) {
    for (const match of feed.snapshot().matches.values()) this.add(match);
    this.unsubscribe = catalog.onChange((events) => {
      for (const event of events) if (event.kind === 'match_upserted') this.add(event.match);
    });
  }

  private add(match: FeedMatch): void {
    for (const c of match.competitors) if (!this.competitors.has(c.id)) this.competitors.set(c.id, c.name);
  }

  close(): void {
    this.unsubscribe();
  }

  /** The name a crest is drawn from (English for leagues, whose names are not localized), or undefined. */
  name(kind: LogoKind, id: number): string | undefined {
    return kind === 'leagues' ? this.catalog.refs.tournaments.get(id)?.name : this.competitors.get(id);
  }
}
