/**
 * A process for the broadcast test to kill mid-send: sends the broadcast
 * named on the command line through the Cloud API settings given, printing
 * each number once its message is in the outbox.
 *   node --import tsx tests/server/whatsapp-broadcast-worker.ts '<database config JSON>' '<WhatsApp settings JSON>' <broadcast id> <lease owner> <rate per second> <lease ms> <confirmation wait ms>
 */
import { openDatabase } from "../../src/server/db/index.server.ts";
import { Broadcasts } from "../../src/server/whatsapp/broadcasts.ts";
import { CloudApi } from "../../src/server/whatsapp/cloud-api.ts";
import { DEFAULT_SENDER_TIMING, WhatsAppSender } from "../../src/server/whatsapp/sender.ts";
import { Templates } from "../../src/server/whatsapp/templates.ts";

const [config, settings, id, owner, rate, leaseMs, unconfirmedMs] = process.argv.slice(2);
const database = openDatabase(JSON.parse(config!));
const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet } as never;
const api = new CloudApi(JSON.parse(settings!));
const sender = new WhatsAppSender({ database, api, log: quiet, timing: { ...DEFAULT_SENDER_TIMING, unconfirmedMs: Number(unconfirmedMs) }, onChange: async () => {} });
const broadcasts = new Broadcasts({ database, sender, templates: new Templates(database, api), log: quiet, timing: { ratePerSecond: Number(rate), leaseMs: Number(leaseMs) } });
const outcome = await broadcasts.run(id!, { owner: owner!, onQueued: (waId) => process.stdout.write(`${waId}\n`) });
process.stdout.write(`${outcome}\n`);
await database.close();
