import type { AppConfig } from "../config.server.ts";
import type { Db, DatabaseHandle } from "../db/index.server.ts";
import type { Mailer } from "../mail/mailer.server.ts";
import type { WebsiteLeads } from "../leads/website-form.server.ts";

/** What route loaders and actions receive as `context` on the server. */
export interface ServerContext {
  db: Db;
  dbKind: DatabaseHandle["kind"];
  config: AppConfig;
  /** The client's address as Fastify sees it (after trusted proxies). */
  ip: string;
  mailer: Mailer;
  /** Website forms (partner, CSR, contact, booking) submit through this. */
  websiteLeads: WebsiteLeads;
  /** The public origin of this request, e.g. for links in e-mails. */
  origin: string;
}

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}
