/** What the simulator knows about one market of one match, fixed when the match is created. */
export interface MarketDef {
  readonly id: number;
  readonly specifier: string;
  readonly name: string;
  /** Engine-specific market kind, so the engine knows how to price and settle it. */
  readonly kind: number;
  /** The line (total, handicap) or set/map number; NaN when the market has none. */
  readonly line: number;
  readonly outcomes: readonly { readonly outcomeId: string; readonly name: string }[];
  readonly groups: string[];
  readonly priority: number;
  readonly margin: number;
  /** How many outcomes win together in every result: 2 for double chance, else 1. */
  readonly coverage: number;
  readonly customBetGroups: string[];
  /** Part of a family of lines of one market type; the family flags its most balanced line. */
  readonly lineFamily: boolean;
}

export interface MarketSpec {
  id: number;
  name: string;
  kind: number;
  outcomes: readonly (readonly [outcomeId: string, name: string])[];
  groups: string[];
  priority: number;
  /** `total`, `hcp`, `setnr`, `mapnr`: builds the specifier `key=line`. */
  specifierKey?: string;
  line?: number;
  /** Added to the match's base margin (exotic markets carry more). */
  extraMargin?: number;
  coverage?: number;
  customBetGroups?: string[];
}

/** Formats a line for specifiers and outcome names: 2.5, -0.25, 0. */
export function formatLine(line: number): string {
  return String(line === 0 ? 0 : line);
}

/** A handicap as shown after a competitor's name: +1.5, -0.75, 0. */
export function signedLine(line: number): string {
  return line > 0 ? `+${formatLine(line)}` : formatLine(line);
}

/** Five lines of a family around an expected value: `centre` and two either side, `step` apart. */
export function linesAround(centre: number, step: number): number[] {
  return [-2, -1, 0, 1, 2].map((k) => centre + k * step);
}

/** Collects a match's markets; the margin of each is the match's base margin plus the market's extra. */
export class MarketDefs {
  readonly defs: MarketDef[] = [];

  constructor(private readonly baseMargin: number) {}

  add(spec: MarketSpec): void {
    const line = spec.line ?? Number.NaN;
    const specifier = spec.specifierKey ? `${spec.specifierKey}=${formatLine(line)}` : '';
    this.defs.push({
      id: spec.id,
      specifier,
      name: spec.name,
      kind: spec.kind,
      line,
      outcomes: spec.outcomes.map(([outcomeId, name]) => ({ outcomeId, name })),
      groups: spec.groups,
      priority: spec.priority,
      margin: Math.min(0.075, Math.max(0.045, this.baseMargin + (spec.extraMargin ?? 0))),
      coverage: spec.coverage ?? 1,
      customBetGroups: spec.customBetGroups ?? [],
      lineFamily: spec.specifierKey === 'total' || spec.specifierKey === 'hcp',
    });
  }

  /** Adds a three-way market on the result: home, draw, away (outcomes 1, 2, 3). */
  result(spec: Omit<MarketSpec, 'outcomes'>, home: string, away: string): void {
    this.add({
      ...spec,
      outcomes: [
        ['1', home],
        ['2', 'draw'],
        ['3', away],
      ],
    });
  }

  /** Adds a two-way market on who wins (the match, or the set/map named by `line`): home, away (outcomes 4, 5). */
  winner(spec: Omit<MarketSpec, 'outcomes'>, home: string, away: string): void {
    this.add({
      ...spec,
      outcomes: [
        ['4', home],
        ['5', away],
      ],
    });
  }

  /** Adds an over/under line family. */
  totals(spec: Omit<MarketSpec, 'outcomes' | 'specifierKey' | 'line'>, lines: readonly number[]): void {
    for (const line of lines) {
      const l = formatLine(line);
      this.add({
        ...spec,
        specifierKey: 'total',
        line,
        outcomes: [
          ['12', `over ${l}`],
          ['13', `under ${l}`],
        ],
      });
    }
  }

  /** Adds a handicap line family; lines are the home side's handicap. */
  handicaps(
    spec: Omit<MarketSpec, 'outcomes' | 'specifierKey' | 'line'>,
    lines: readonly number[],
    home: string,
    away: string,
  ): void {
    for (const line of lines) {
      this.add({
        ...spec,
        specifierKey: 'hcp',
        line,
        outcomes: [
          ['1714', `${home} (${signedLine(line)})`],
          ['1715', `${away} (${signedLine(-line)})`],
        ],
      });
    }
  }
}
