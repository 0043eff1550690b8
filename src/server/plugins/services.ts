import fp from "fastify-plugin";
import { BlogService } from "../blog/queries.ts";
import { ChatService } from "../chat/service.ts";
import { ClinicsService } from "../clinics/queries.ts";
import { LeadsService } from "../leads/service.ts";

/** The topics' services, which the entry points (data API, functions, pages) call. */
export const servicesPlugin = fp(
  async (app) => {
    const { database, mailer, tokens, realtime, config, log } = app;
    const adminUrl = `${config.siteUrl}/admin/leads`;
    const leads = new LeadsService({ database, mailer, adminUrl }, log);
    app.decorate("leads", leads);
    app.decorate("chat", new ChatService({ database, mailer, tokens, bus: realtime, leads, log, adminUrl }));
    app.decorate("blog", new BlogService(database));
    app.decorate("clinics", new ClinicsService(database));
  },
  { name: "services", fastify: "5.x", dependencies: ["database", "mailer", "tokens", "realtime"] },
);
