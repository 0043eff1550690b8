/**
 * A process for the import test to kill mid-import: runs the import named on
 * the command line, printing a line after each committed chunk.
 *   node --import tsx tests/server/import-worker.ts '<database config JSON>' <import id>
 */
import { openDatabase } from "../../src/server/db/index.server.ts";
import { runImport } from "../../src/server/leads/imports/jobs.ts";
import { Mailer } from "../../src/server/mail/mailer.server.ts";

const [config, id] = process.argv.slice(2);
const database = openDatabase(JSON.parse(config!));
const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet } as never;
const mailer = new Mailer({ db: database.db, log: quiet, smtpUrl: undefined, from: "desk@example.in", retryBaseMs: 1000 });
await runImport({ database, mailer, adminUrl: "http://localhost/admin/leads" }, id!, { claimMs: 1500, onChunk: (c) => process.stdout.write(`${c}\n`) });
await database.close();
