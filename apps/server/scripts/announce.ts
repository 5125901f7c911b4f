/**
 * Operator announcement: creates a notification (type `announcement`) for every player or for one, in the database
 * the server is configured with (the same environment: DATABASE_URL, else the embedded database in DATA_DIR), and
 * pushes it live through the running server's publish API (or CENTRIFUGO_API_URL) when it answers.
 *
 *   cd apps/server
 *   node --import tsx scripts/announce.ts --all --title "Maintenance" --body "Back at 06:00 UTC."
 *   node --import tsx scripts/announce.ts --player 17 --title "Welcome" --body "…" [--caption "…"] [--key welcome-17]
 *   node --import tsx scripts/announce.ts --email ann@example.com --title … --body … [--no-push]
 *
 * `--key` makes the announcement once-only per player (re-running after a failure creates no duplicates).
 * The embedded database (PGlite) is single-process: with it, stop the server first; the script refuses while the
 * server answers on HOST:PORT unless `--force`.
 * Exit codes: 0 done, 1 failed, 2 bad arguments.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { players } from '../src/db/schema';
import { type EventPublisher, NotificationsService } from '../src/modules/notifications/notifications-service';
import { HttpPublisher } from '../src/realtime/publisher';
import { systemClock } from '../src/shared/clock';

const USAGE =
  'usage: announce (--all | --player <id> | --email <address>) --title <text> --body <text> [--caption <text>] ' +
  '[--key <once-only key>] [--no-push] [--force]';

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      all: { type: 'boolean', default: false },
      player: { type: 'string' },
      email: { type: 'string' },
      title: { type: 'string' },
      body: { type: 'string' },
      caption: { type: 'string' },
      key: { type: 'string' },
      'no-push': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const targets = [values.all, values.player !== undefined, values.email !== undefined].filter(Boolean).length;
  if (targets !== 1) throw new UsageError('give exactly one of --all, --player, --email');
  const title = values.title?.trim();
  const body = values.body?.trim();
  if (!title || !body) throw new UsageError('--title and --body are required');
  if (values.player !== undefined && !/^[1-9]\d{0,9}$/.test(values.player)) {
    throw new UsageError('--player must be a player id');
  }
  return { ...values, title, body };
}

/** Publishes until the first failure, then stops trying (the server is down): one warning, not one per player. */
class BestEffortPublisher implements EventPublisher {
  #down = false;
  constructor(
    private readonly inner: EventPublisher,
    private readonly warn: (message: string) => void,
  ) {}
  async publish(channel: string, data: unknown): Promise<void> {
    if (this.#down) return;
    try {
      await this.inner.publish(channel, data);
    } catch (error) {
      this.#down = true;
      this.warn(
        `live push skipped (${error instanceof Error ? error.message : String(error)}); players see it on their next read`,
      );
    }
  }
}

async function serverAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status > 0;
  } catch {
    return false;
  }
}

/** Runs the command; answers the exit code. */
export async function main(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(env);
  const serverUrl = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  if (!config.databaseUrl && !args.force && (await serverAnswers(`${serverUrl}/health`))) {
    console.error(
      `the server answers on ${serverUrl} and uses the embedded database (single-process): stop it first, or use --force`,
    );
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const log = pino({ level: 'warn' });
    const publisher = args['no-push']
      ? null
      : new BestEffortPublisher(
          new HttpPublisher({
            apiUrl: config.realtime.centrifugoApiUrl ?? `${serverUrl}/api`,
            apiKey: config.realtime.apiKey,
          }),
          (message) => console.warn(message),
        );
    const service = new NotificationsService({ db: database.db, clock: systemClock, publisher, log });
    let target: { playerId: number } | 'all' = 'all';
    if (args.player !== undefined) target = { playerId: Number(args.player) };
    if (args.email !== undefined) {
      const email = args.email.trim().toLowerCase();
      const [row] = await database.db.select({ id: players.id }).from(players).where(eq(players.email, email));
      if (!row) {
        console.error(`no player with the email ${email}`);
        return 1;
      }
      target = { playerId: row.id };
    }
    const { created } = await service.announce(target, {
      type: 'announcement',
      title: args.title,
      body: args.body,
      caption: args.caption ?? null,
      dedupeKey: args.key ? `announcement:${args.key}` : null,
    });
    console.log(`announcement created for ${created} player${created === 1 ? '' : 's'}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
