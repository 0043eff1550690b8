/**
 * A second process for the sample-code test: opens the database named on the
 * command line, takes `count` sample codes one transaction at a time, and
 * prints them as JSON.
 *   node --import tsx tests/server/sample-codes-worker.ts '<database config JSON>' 20
 */
import { openDatabase } from "../../src/server/db/index.server.ts";
import { nextSampleCode } from "../../src/server/samples/codes.ts";

const [config, count] = process.argv.slice(2);
const handle = openDatabase(JSON.parse(config!));
const codes: string[] = [];
for (let i = 0; i < Number(count); i++) codes.push(await handle.db.transaction().execute((trx) => nextSampleCode(trx)));
await handle.close();
process.stdout.write(JSON.stringify(codes));
