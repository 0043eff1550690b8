/**
 * Creates a confirmed admin account directly in the database the server's
 * configuration names (DATABASE_URL, or the default SQLite file), or resets the
 * password of an existing one. For operators and tests:
 *
 *   npm run admin:create -- --email admin@example.org --password 'a long secret'
 */
import { parseArgs } from "node:util";
import { credentialsSchema } from "../src/shared/schemas.ts";
import { ConfigError, loadConfig } from "../src/server/config.server.ts";
import { openDatabase } from "../src/server/db/index.server.ts";
import { migrateToLatest } from "../src/server/db/migrate.server.ts";
import { upsertConfirmedUser } from "../src/server/auth/users.server.ts";

async function main() {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  const parsed = credentialsSchema.safeParse({ email: values.email ?? "", password: values.password ?? "" });
  if (!parsed.success) {
    console.error("Usage: npm run admin:create -- --email E --password P");
    for (const issue of parsed.error.issues) console.error(`  ${issue.path.join(".")}: ${issue.message}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const { user, created } = await upsertConfirmedUser(database, parsed.data.email, parsed.data.password);
    console.log(`${created ? "Created" : "Updated"} confirmed account ${user.email} (${user.id}) in ${database.kind} database.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
