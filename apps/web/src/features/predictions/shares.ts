import type { Prediction, PredictionOptionKey } from '@sportsbook/contract/votes';

/**
 * A prediction's results as the match page shows them (pure): each option with its whole-percent share (the
 * server's, which sum to 100 once anyone voted), formatted for the locale, the caller's own vote and the result.
 */
export type ShareRow = {
  key: PredictionOptionKey;
  name: string;
  share: number;
  votes: number;
  /** "45%" in the locale's format ("45 %" in de, "٤٥٪" in ar). */
  percent: string;
  mine: boolean;
  winner: boolean;
};

const formatters = new Map<string, Intl.NumberFormat>();

/** A whole-percent share in the locale's percent format (plain "45%" when the locale is unknown). */
export function formatShare(share: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    } catch {
      formatter = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
    }
    formatters.set(locale, formatter);
  }
  return formatter.format(Math.min(100, Math.max(0, share)) / 100);
}

export function shareRows(prediction: Prediction, locale: string): ShareRow[] {
  return prediction.options.map((option) => ({
    key: option.key,
    name: option.name,
    share: option.share,
    votes: option.votes,
    percent: formatShare(option.share, locale),
    mine: prediction.vote?.data === option.key,
    winner: prediction.result === option.key,
  }));
}

/**
 * What the caller can do: vote (open, signed in, not voted yet), be asked to sign in (a visitor on an open
 * prediction), or see the results (voted already, or voting closed when the match started).
 */
export function predictionMode(prediction: Prediction, signedIn: boolean): 'vote' | 'sign-in' | 'results' {
  if (prediction.vote !== null || !prediction.open) return 'results';
  return signedIn ? 'vote' : 'sign-in';
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The message key of "N votes": `votes-one` where the locale's plural category of N is "one", else `votes`. */
export function voteCountKey(count: number, locale: string): 'votes' | 'votes-one' {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? 'votes-one' : 'votes';
}
