import fp from "fastify-plugin";
import { defaultFrom, Mailer } from "../mail/mailer.server.ts";

/** The mail outbox and its delivery worker (SMTP when configured). */
export const mailerPlugin = fp(
  async (app) => {
    const { config } = app;
    const mailer = new Mailer({
      db: app.database.db,
      log: app.log,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? defaultFrom(config.publicUrl),
      retryBaseMs: config.mailRetryBaseMs,
    });
    app.decorate("mailer", mailer);
    app.addHook("onReady", async () => mailer.start());
    // preClose runs before the database closes (onClose), so a pass in flight can finish.
    app.addHook("preClose", async () => mailer.stop());
  },
  { name: "mailer", fastify: "5.x", dependencies: ["database"] },
);
