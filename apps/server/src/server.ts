import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the server and shuts it down gracefully on SIGINT/SIGTERM (in-flight requests finish first). */
const config = loadConfig();
const app = await buildApp(config);

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
