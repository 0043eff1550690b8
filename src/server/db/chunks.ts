/**
 * A list cut into parts that one statement's parameters can hold on either
 * database (SQLite allows 32,766 a statement, PostgreSQL 65,535), for
 * `where id in (...)` over many ids.
 */
export function chunks<T>(items: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
