import type { BetStatsReply } from '@sportsbook/contract/bet-stats';
import { formatMinor } from '@sportsbook/domain/money';
import { csvText } from '../../shared/csv';

/** The header row of `GET /bets/stats.csv`. */
export const BET_STATS_COLUMNS = ['group', 'key', 'label', 'bets', 'staked', 'returned', 'profit', 'roi', 'currency'];

/**
 * Betting statistics as CSV (RFC 4180, CRLF, a header row, the totals last): money as decimal strings in major
 * units, ROI as a fraction ("-0.0520"), empty when nothing was staked.
 */
export function betStatsCsv(stats: BetStatsReply): string {
  const money = (minor: number) => formatMinor(minor, stats.subunits);
  const lines = [BET_STATS_COLUMNS.join(',')];
  for (const row of [...stats.rows, stats.totals]) {
    lines.push(
      [
        stats.group,
        csvText(row.key),
        csvText(row.label ?? ''),
        String(row.bets),
        money(row.staked),
        money(row.returned),
        money(row.profit),
        row.roi === null ? '' : row.roi.toFixed(4),
        csvText(stats.currency),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
