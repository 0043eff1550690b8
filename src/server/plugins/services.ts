import fp from "fastify-plugin";
import { BlogService } from "../blog/queries.ts";
import { ChatService } from "../chat/service.ts";
import { ClinicsService } from "../clinics/queries.ts";
import { LeadsService } from "../leads/service.ts";
import { NewsletterService } from "../newsletter/service.ts";
import { sendDailyDigest } from "../leads/digest.ts";
import { startPromiseSweep } from "../leads/sla/sweep.ts";
import { startImportResumer } from "../leads/imports/service.ts";
import { TelephonyService } from "../telephony/service.ts";
import { SamplesService } from "../samples/service.ts";
import { WhatsAppService } from "../whatsapp/service.ts";
import { createAssistant } from "../functions/chat/llm.server.ts";

const DIGEST_CHECK_MS = 5 * 60_000;

/** The topics' services, which the entry points (data API, functions, pages) call. */
export const servicesPlugin = fp(
  async (app) => {
    const { database, mailer, tokens, realtime, config, log } = app;
    const adminUrl = `${config.siteUrl}/admin/leads`;
    const leads = new LeadsService({ database, mailer, adminUrl }, log);
    app.decorate("leads", leads);
    // The owners' daily follow-up digest: checked every few minutes, sent once per IST day from 9:00 (see leads/digest.ts).
    const digest = setInterval(() => {
      sendDailyDigest({ database, mailer, adminUrl }).catch((err: unknown) => log.error({ err }, "daily digest failed"));
    }, DIGEST_CHECK_MS);
    digest.unref();
    app.addHook("onClose", async () => clearInterval(digest));
    // Response-time promises: a breach told once, idle leads moved on (leads/sla/sweep.ts).
    const stopPromises = startPromiseSweep({ database, mailer, adminUrl }, log);
    app.addHook("onClose", async () => stopPromises());
    // Imports a stopped process left half done continue here: at start, and once a dead runner's claim has expired.
    const imports = startImportResumer({ database, mailer, adminUrl }, log);
    app.addHook("onReady", async () => void imports.resumeNow());
    app.addHook("onClose", async () => imports.stop());
    const chat = new ChatService({ database, mailer, tokens, bus: realtime, leads, log, adminUrl, waitForAgentMs: config.chatWaitForAgentMs });
    app.decorate("chat", chat);
    // Every process sweeps; the database decides which one speaks to the visitor.
    const stopSweeping = chat.startSweeping();
    app.addHook("onClose", async () => stopSweeping());
    app.decorate("blog", new BlogService(database));
    app.decorate("clinics", new ClinicsService(database));
    app.decorate("newsletter", new NewsletterService({ database, mailer, siteUrl: config.siteUrl }));
    const telephony = new TelephonyService({ database, mailer, log, config, adminUrl });
    app.decorate("telephony", telephony);
    // SMS a stopped process left queued go out from whichever process sweeps first.
    const stopSms = telephony.startSweeping();
    app.addHook("onClose", async () => stopSms());
    app.decorate("samples", new SamplesService({ database, mailer, siteUrl: config.siteUrl, secret: config.jwtSecret, sms: telephony.sms }));
    // WhatsApp conversations join the chat desk; the assistant is the web widget's, with the same knowledge and model.
    const brain = createAssistant({ llm: config.llm, onLlmError: (err) => log.warn({ err }, "LLM call failed; answered from retrieval") });
    const whatsapp = new WhatsAppService({ database, mailer, chat, log, config, adminUrl, brain });
    app.decorate("whatsapp", whatsapp);
    // Phone codes go by WhatsApp's authentication template when the channel is set up.
    telephony.phoneCheck.useWhatsApp(whatsapp.phoneCodes);
    const stopWhatsApp = whatsapp.startSweeping();
    app.addHook("onClose", async () => stopWhatsApp());
  },
  { name: "services", fastify: "5.x", dependencies: ["database", "mailer", "tokens", "realtime"] },
);
