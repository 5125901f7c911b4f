import { buildApp } from './app';
import { type Config, loadConfig } from './config';

/** The settings, or exit 1 with the problem named (a bad or unsafe setting never starts a server). */
function settings(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** Starts the server and shuts it down gracefully on SIGINT/SIGTERM (in-flight requests finish first). */
const config = settings();
const app = await buildApp(config);

// A crash outside any request (a throw in a timer, a promise nobody awaited): reported, then the process exits
// as Node would, and the supervisor restarts it; the ledger and the placement journal are transactional.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (error: unknown) => {
    app.log.fatal({ err: error }, event);
    app.errorReporter?.failed(error, { job: event });
    void (app.errorReporter?.flush(2000) ?? Promise.resolve()).finally(() => process.exit(1));
  });
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`sportsbook server listening on http://${config.host}:${config.port} (database: ${app.database.kind})`);
