/**
 * The bet builder's URL fragment (spec 000: "A bet-builder hash fragment is used"): `#bet-builder` opens the builder
 * of the match page, `#bet-builder=<legs>` opens it with those legs picked. A leg is `marketId:specifier:outcomeId`
 * (each part URL-encoded, so `:` and `,` inside a specifier survive), legs joined by `,`. Pure.
 */

export const BUILDER_HASH = 'bet-builder';

/** One leg as the fragment names it: the market (`id` + `specifier`) and the outcome. */
export type LegRef = { marketId: number; specifier: string; outcomeId: string };

const enc = (part: string) => encodeURIComponent(part).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);

/** The fragment (with `#`) of a builder with these legs; `#bet-builder` for none. */
export function builderHash(legs: readonly LegRef[]): string {
  if (legs.length === 0) return `#${BUILDER_HASH}`;
  return `#${BUILDER_HASH}=${legs.map((l) => `${l.marketId}:${enc(l.specifier)}:${enc(l.outcomeId)}`).join(',')}`;
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * What a fragment asks of the builder: null when it is not the builder's; else the legs it names (malformed legs
 * are skipped, so a mangled link still opens the builder).
 */
export function parseBuilderHash(hash: string): { legs: LegRef[] } | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === BUILDER_HASH) return { legs: [] };
  if (!text.startsWith(`${BUILDER_HASH}=`)) return null;
  const legs: LegRef[] = [];
  for (const raw of text.slice(BUILDER_HASH.length + 1).split(',')) {
    const parts = raw.split(':');
    if (parts.length !== 3) continue;
    const [id, spec, outcome] = parts as [string, string, string];
    const marketId = Number(id);
    const specifier = decode(spec);
    const outcomeId = decode(outcome);
    if (!/^\d+$/.test(id) || !Number.isSafeInteger(marketId) || specifier === null || !outcomeId) continue;
    legs.push({ marketId, specifier, outcomeId });
  }
  return { legs };
}

/** Whether two legs name the same outcome. */
export const sameLeg = (a: LegRef, b: LegRef) =>
  a.marketId === b.marketId && a.specifier === b.specifier && a.outcomeId === b.outcomeId;

/** Whether two legs are of the same market (id and specifier): a builder takes one outcome per market. */
export const sameMarket = (a: LegRef, b: LegRef) => a.marketId === b.marketId && a.specifier === b.specifier;
