/**
 * One server process for `npm run bench:chat`'s scale run: the API only (no
 * pages), configured from the environment like the real server, listening on
 * a free port that it prints as `LISTENING <port>`. With BENCH_CREATE_AGENTS=n
 * it first creates n confirmed staff accounts bench-agent-<i>@soil.example.
 * Run as its own process so its memory (RSS) is measured alone.
 */
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.server.ts";
import { upsertConfirmedUser } from "../src/server/auth/users.server.ts";

const config = loadConfig();
const app = await buildApp(config, { web: false, logger: false });
const agents = Number(process.env.BENCH_CREATE_AGENTS ?? 0);
for (let i = 0; i < agents; i++) {
  await upsertConfirmedUser(app.database, `bench-agent-${i}@soil.example`, "bench-password-1");
}
await app.listen({ port: 0, host: "127.0.0.1" });
await app.realtime.ready();
const address = app.server.address();
console.log(`LISTENING ${typeof address === "object" && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
