import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppLoadContext } from "react-router";
import type { BlogService } from "../blog/queries.ts";
import type { ClinicsService } from "../clinics/queries.ts";
import { FORM_LIMIT } from "../leads/website-forms.ts";
import { submitPageForm, type PageForms } from "./form-action.server.ts";

/**
 * What page loaders and actions receive as `context` on the server: the
 * services they may use, never the database or other internals. Routes import
 * only the type of this (src/web never imports src/server at run time).
 */
export interface ServerContext {
  /** The client's address as Fastify sees it (after trusted proxies). */
  ip: string;
  blog: Pick<BlogService, "listPublished" | "getPublished" | "sitemapEntries">;
  clinics: Pick<ClinicsService, "list" | "findById">;
  /** A page's lead forms (partner, CSR, contact, booking): validated, stored with their notification, answered. */
  forms: { submit(request: Request, forms: PageForms): ReturnType<typeof submitPageForm> };
}

declare module "react-router" {
  interface AppLoadContext extends ServerContext {}
}

export function pageContext(app: FastifyInstance, req: FastifyRequest): AppLoadContext {
  return {
    ip: req.ip,
    blog: app.blog,
    clinics: app.clinics,
    forms: {
      submit: (request, forms) =>
        submitPageForm(app.leads, request, (form) => app.limits.hit(`form:${form}`, req.ip, FORM_LIMIT.max, FORM_LIMIT.windowMs), forms),
    },
  };
}
