import pg from "pg";

/**
 * PostgreSQL test schemas are dropped once, after the whole run, not by each
 * test file as it finishes. A schema dropped while another file's migration is
 * reading the catalogue (Kysely's migrator lists the tables of every schema)
 * makes that migration fail with "schema … does not exist"; with no drops
 * during the run there is nothing to race with.
 */
const STALE_AFTER_MS = 24 * 3600_000;

async function dropSchemas(url: string, keep: (name: string) => boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like 't\\_%'`);
    for (const { name } of rows) if (!keep(name)) await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
}

/** The run id leads each schema name (t_<run>_…); it is the start time in base 36, so stale runs can be told apart. */
const runStartOf = (schema: string) => Number.parseInt(schema.split("_")[1] ?? "", 36);

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  const run = Date.now().toString(36);
  process.env.TEST_SCHEMA_RUN = run;
  if (!url) return;
  // Schemas of runs that died long ago (a killed run never reaches its teardown).
  await dropSchemas(url, (name) => !(runStartOf(name) < Date.now() - STALE_AFTER_MS));
  return async () => dropSchemas(url, (name) => !name.startsWith(`t_${run}_`));
}
