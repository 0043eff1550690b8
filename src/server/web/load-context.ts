import type { FastifyInstance, FastifyRequest } from "fastify";
import { data } from "react-router";
import { dbInputError } from "../http/errors.server.ts";
import type { BlogService } from "../blog/queries.ts";
import type { ClinicsService } from "../clinics/queries.ts";
import { ClinicBookings } from "../clinics/booking.ts";
import { pageFormLimiter } from "../leads/website-forms.ts";
import { submitPageForm, type PageForms } from "./form-action.server.ts";
import type { IslandScript } from "./islands.server.ts";
import { newsletterPageActions, type NewsletterPageActions } from "./newsletter-action.server.ts";
import { transcriptPageActions, type TranscriptPageActions } from "./transcript-action.server.ts";
import { transcriptsOf } from "../chat/transcript.ts";
import { reportPages, type ReportPages } from "./report-pages.server.ts";

/**
 * What page loaders and actions receive as `context` on the server: the
 * services they may use, never the database or other internals. Routes import
 * only the type of this (src/web never imports src/server at run time).
 */
export interface ServerContext {
  /** The client's address as Fastify sees it (after trusted proxies). */
  ip: string;
  /** What the page renderer needs for the page's scripts (read only). */
  pageScripts: PageScripts;
  blog: Pick<BlogService, "listPublished" | "getPublished" | "sitemapEntries">;
  clinics: Pick<ClinicsService, "list" | "findById" | "nearest" | "nearestToPosition">;
  /** A clinic finder booking once its lead is stored: its reference, the clinic mailed, the booking on the lead's timeline. */
  bookings: Pick<ClinicBookings, "booked">;
  /** A page's lead forms (partner, CSR, contact, booking): validated, stored with their notification, answered. */
  forms: { submit(request: Request, forms: PageForms): ReturnType<typeof submitPageForm> };
  /** The newsletter's subscribe form and the buttons its e-mail links open. */
  newsletter: NewsletterPageActions;
  /** The button on the page a chat transcript's e-mail link opens. */
  chatTranscript: TranscriptPageActions;
  /** The farmer's soil report: the lookup by sample id and phone, the status or report page, its PDF. */
  reports: ReportPages;
}

/**
 * What the page renderer needs for a page's scripts, made before it renders
 * and only read by it. A page that hydrates (the admin area) carries React
 * Router's inline scripts, each with this response's nonce. A document page
 * carries only the islands loader, allowed by its hash, so no nonce is written
 * into it and its bytes are the same on every response (decision 0024). Which
 * of the two a page is, its route handles say; the renderer answers it on the
 * response (shared/page-scripts.ts).
 */
export interface PageScripts {
  /** This response's Content-Security-Policy nonce, for a page that hydrates. */
  readonly nonce: string;
  /** The islands script and its loader (build/islands.json), when the build has one. */
  readonly islands?: IslandScript;
}

/** What the app supplies per request; the page renderer adds the page's scripts. */
export type PageContext = Omit<ServerContext, "pageScripts">;

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}

export function pageContext(app: FastifyInstance, req: FastifyRequest): PageContext {
  return {
    ip: req.ip,
    blog: inputErrorsAs400(app.blog, ["listPublished", "getPublished", "sitemapEntries"]),
    clinics: inputErrorsAs400(app.clinics, ["list", "findById", "nearest", "nearestToPosition"]),
    bookings: new ClinicBookings({ database: app.database, mailer: app.mailer, adminUrl: `${app.config.siteUrl}/admin/leads`, sms: app.telephony.sms }),
    forms: {
      submit: (request, forms) =>
        submitPageForm(app.leads, request, pageFormLimiter(app.limits, req.ip), forms),
    },
    newsletter: newsletterPageActions(app.newsletter, pageFormLimiter(app.limits, req.ip), (err) => req.log.error({ err }, "newsletter subscription failed")),
    chatTranscript: transcriptPageActions(transcriptsOf(app)),
    reports: reportPages(app, req),
  };
}

/**
 * The services as page loaders see them: a database error that means "this
 * input cannot be read or stored" is thrown as a 400 response, so the page
 * shows its error state with status 400 instead of a server error.
 */
export function inputErrorsAs400<T extends object, K extends keyof T & string>(service: T, methods: readonly K[]): Pick<T, K> {
  const guarded = {} as Pick<T, K>;
  for (const name of methods) {
    const method = service[name] as unknown as (...args: unknown[]) => unknown;
    guarded[name] = (async (...args: unknown[]) => {
      try {
        return await method.apply(service, args);
      } catch (err) {
        const input = dbInputError(err);
        if (input) throw data(input.message, { status: 400 });
        throw err;
      }
    }) as unknown as T[K];
  }
  return guarded;
}
