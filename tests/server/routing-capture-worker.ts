/**
 * A second process for the routing test: opens the database named on the
 * command line and captures `count` leads in Telugu, one capture (one
 * transaction) at a time, printing the ids of their owners as JSON.
 *   node --import tsx tests/server/routing-capture-worker.ts '<database config JSON>' 10 tag
 */
import { openDatabase } from "../../src/server/db/index.server.ts";
import { captureLead } from "../../src/server/leads/commands.ts";
import { Mailer } from "../../src/server/mail/mailer.server.ts";

const [config, count, tag] = process.argv.slice(2);
const database = openDatabase(JSON.parse(config!));
const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet } as never;
// No SMTP: the notifications stay in the outbox, as in development.
const mailer = new Mailer({ db: database.db, log: quiet, smtpUrl: undefined, from: "desk@example.in", retryBaseMs: 1000 });
const owners: string[] = [];
for (let i = 0; i < Number(count); i++) {
  const lead = await captureLead(
    { database, mailer, adminUrl: "http://localhost/admin/leads" },
    { name: `Worker ${tag} ${i}`, email: `worker-${tag}-${i}@routing.example`, user_type: "farmer", source: "website", language: "te" as never, location: "Guntur", metadata: null },
  );
  const row = await database.db.selectFrom("leads").select("owner_id").where("id", "=", lead.id).executeTakeFirstOrThrow();
  owners.push(row.owner_id ?? "");
}
await database.close();
process.stdout.write(JSON.stringify(owners));
