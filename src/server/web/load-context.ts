import type { AppConfig } from "../config.server.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";

/** What route loaders and actions receive as `context` on the server. */
export interface ServerContext {
  db: Db;
  dbKind: DatabaseHandle["kind"];
  config: AppConfig;
  /** The client's address as Fastify sees it (after trusted proxies). */
  ip: string;
}

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
