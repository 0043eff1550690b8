import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.server.ts";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  const stop = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  // The first visitor of each page after a release gets it as small as later ones do.
  app.warmPages?.().then(
    (pages) => app.log.info({ pages }, "pages prepared"),
    (err: unknown) => app.log.warn({ err }, "preparing pages stopped"),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
