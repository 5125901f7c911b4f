import type { StatusGroup } from '@sportsbook/contract/platform';

/** The loyalty ladder: comp points decide the group (spec 000 §3 comp points and status list). */
export const LOYALTY_LADDER = [
  { id: 'bronze', name: 'Bronze', minPoints: 0, maxPoints: 999 },
  { id: 'silver', name: 'Silver', minPoints: 1000, maxPoints: 4999 },
  { id: 'gold', name: 'Gold', minPoints: 5000, maxPoints: 19_999 },
  { id: 'platinum', name: 'Platinum', minPoints: 20_000, maxPoints: null },
] as const;

/** Operator groups with a meaning in the product (spec 000 §6); others are shown by id. */
const OPERATOR_GROUP_NAMES: Readonly<Record<string, string>> = {
  spi_test: 'Test player (quick deposit)',
  deposit_reminder: 'Deposit reminder',
  vip: 'VIP',
};

/** The ladder group for `points`. */
export function ladderGroup(points: number): (typeof LOYALTY_LADDER)[number] {
  const found = LOYALTY_LADDER.find((g) => points >= g.minPoints && (g.maxPoints === null || points <= g.maxPoints));
  return found ?? LOYALTY_LADDER[0];
}

/** Every group the player sees: the ladder (their rung active) and the operator groups they are in. */
export function statusGroupsFor(points: number, operatorGroups: readonly string[]): StatusGroup[] {
  const current = ladderGroup(points).id;
  return [
    ...LOYALTY_LADDER.map((g) => ({
      id: g.id,
      name: g.name,
      status: g.id === current ? ('active' as const) : ('inactive' as const),
      writeable: false,
      minPoints: g.minPoints,
      maxPoints: g.maxPoints,
    })),
    ...operatorGroups.map((id) => ({
      id,
      name: OPERATOR_GROUP_NAMES[id] ?? id,
      status: 'active' as const,
      writeable: false,
      minPoints: null,
      maxPoints: null,
    })),
  ];
}
