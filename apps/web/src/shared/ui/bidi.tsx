import type { ReactNode } from 'react';

/**
 * Bidirectional isolation, the one home of the rule "numbers keep their own direction" (right-to-left pages: ar, he,
 * fa, ur). In an RTL sentence the neutral signs of "+250", "2:1", "-1.5" or "15-30" take the sentence's direction and
 * move ("250+"); isolated left to right they read as written, and they cannot reorder the text around them either.
 */

/** Odds, scores, handicap lines, clocks and codes: always read left to right, isolated (`<bdi dir="ltr">`). */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/**
 * Text of its own direction: money and dates as Intl writes them for the locale (with its own bidi marks), names
 * from the feed or players. Isolated, direction from its first strong letter (`<bdi>`).
 */
export function Isolate({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}
