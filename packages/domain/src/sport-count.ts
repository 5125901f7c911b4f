/** A sport's counter from `POST /counters`. */
export type SportCounter = { readonly matchCount: number; readonly outrightCount: number };

/**
 * The one number a sport shows wherever it is listed (the home page's chips, the sports menu): everything its page
 * lists, matches and outrights. Undefined counters count 0.
 */
export function sportEventCount(counter: SportCounter | undefined): number {
  return counter ? counter.matchCount + counter.outrightCount : 0;
}
