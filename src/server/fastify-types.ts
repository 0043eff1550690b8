import type { AppConfig } from "./config.server.ts";
import type { DatabaseHandle } from "./db/index.server.ts";
import type { TokenService } from "./auth/tokens.server.ts";
import type { Mailer } from "./mail/mailer.server.ts";
import type { EventBus } from "./realtime/bus.server.ts";
import type { FunctionRegistry } from "./functions/router.server.ts";
import type { StreamRegistry } from "./functions/live-chat/stream.server.ts";
import type { LeadsService } from "./leads/service.ts";
import type { ChatService } from "./chat/service.ts";
import type { BlogService } from "./blog/queries.ts";
import type { ClinicsService } from "./clinics/queries.ts";
import type { NewsletterService } from "./newsletter/service.ts";
import type { TelephonyService } from "./telephony/service.ts";
import type { SamplesService } from "./samples/service.ts";
import type { WhatsAppService } from "./whatsapp/service.ts";
import type { Limits } from "./plugins/rate-limit.ts";

/**
 * Everything the server decorates its Fastify instance with, declared in one
 * place. Each is added by the plugin named beside it (src/server/plugins/),
 * which declares what it depends on.
 */
declare module "fastify" {
  interface FastifyInstance {
    /** app.ts */
    config: AppConfig;
    /** plugins/database.ts: Kysely and the dialect's few differences. */
    database: DatabaseHandle;
    /** plugins/tokens.ts: signs and verifies access tokens and the anonymous key. */
    tokens: TokenService;
    /** plugins/mailer.ts: outbox first, then SMTP with retries. */
    mailer: Mailer;
    /** plugins/realtime.ts: events between requests and open streams; across processes on PostgreSQL. */
    realtime: EventBus;
    /** plugins/rate-limit.ts: request limits (shared by every process on PostgreSQL). */
    limits: Limits;
    /** plugins/services.ts: the topics' services. */
    leads: LeadsService;
    chat: ChatService;
    blog: BlogService;
    clinics: ClinicsService;
    newsletter: NewsletterService;
    /** Calls and SMS (off without the provider's settings). */
    telephony: TelephonyService;
    /** Soil samples, their results and the farmer's report. */
    samples: SamplesService;
    /** The WhatsApp channel of the chat desk (off without its settings). */
    whatsapp: WhatsAppService;
    /** api.server.ts: `app.functions.register({name, handler, ...})` adds a /functions/v1/{name} endpoint. */
    functions: FunctionRegistry;
    /** functions/chat-functions.server.ts: open chat event streams of this process. */
    chatStreams: StreamRegistry;
    /**
     * web/ssr.server.ts (only with the site): renders and compresses the sitemap's
     * pages once, in the background after a start (web/warm-pages.server.ts).
     */
    warmPages?: () => Promise<number>;
  }
}

export {};
