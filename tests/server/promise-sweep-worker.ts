/**
 * Another process for the response-time test: opens the database named on
 * the command line and runs the desk's promise sweep once as of `now`,
 * printing what it did as JSON.
 *   node --import tsx tests/server/promise-sweep-worker.ts '<database config JSON>' 2026-01-01T10:00:00.000Z
 */
import { openDatabase } from "../../src/server/db/index.server.ts";
import { Mailer } from "../../src/server/mail/mailer.server.ts";
import { sweepPromises } from "../../src/server/leads/sla/sweep.ts";

const [config, now] = process.argv.slice(2);
const database = openDatabase(JSON.parse(config!));
const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet } as never;
const mailer = new Mailer({ db: database.db, log: quiet, smtpUrl: undefined, from: "desk@example.in", retryBaseMs: 1000 });
const result = await sweepPromises({ database, mailer, adminUrl: "http://localhost/admin/leads" }, new Date(now!));
await database.close();
process.stdout.write(JSON.stringify(result));
