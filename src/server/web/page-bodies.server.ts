import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isStorableText } from "../../shared/storable.ts";
import { HttpError } from "../http/errors.server.ts";

/** What a page answers: reading (GET, HEAD) and its forms (POST). */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

/** 405 with `Allow` for any other method, before its body is read. */
export async function onlyPageMethods(req: FastifyRequest, reply: FastifyReply) {
  if ((PAGE_METHODS as readonly string[]).includes(req.method)) return;
  return reply
    .code(405)
    .header("Allow", PAGE_METHODS.join(", "))
    .type("text/plain; charset=utf-8")
    .send(`Method ${req.method} is not allowed here; pages answer ${PAGE_METHODS.join(", ")}`);
}

/**
 * Page addresses (path and query, such as a blog search or a slug) reach
 * loaders that query the database, so one holding NUL, a non-character or
 * broken percent-encoding is refused here with 400.
 */
export async function storablePageUrl(req: FastifyRequest, reply: FastifyReply) {
  let ok: boolean;
  try {
    const q = req.url.indexOf("?");
    const path = decodeURIComponent(q < 0 ? req.url : req.url.slice(0, q));
    ok = isStorableText(path) && [...new URLSearchParams(q < 0 ? "" : req.url.slice(q + 1))].every(([k, v]) => isStorableText(k) && isStorableText(v));
  } catch {
    ok = false;
  }
  if (ok) return;
  return reply.code(400).type("text/plain; charset=utf-8").send("This address contains characters no page can use (such as NUL)");
}

const FORMS_ONLY = "Pages accept forms only: application/x-www-form-urlencoded or multipart/form-data";
const UNSTORABLE_FORM = "This form contains characters no page can use (such as NUL)";

/** A form's fields, URL-encoded: each name and value must be text both databases store, or the post is a 400 here. */
const passStorableUrlencoded = (_req: FastifyRequest, body: Buffer, done: (err: Error | null, body?: unknown) => void) => {
  const fields = new URLSearchParams(body.toString("utf8"));
  for (const [name, value] of fields) {
    if (!isStorableText(name) || !isStorableText(value)) return done(new HttpError(400, "unstorable_text", UNSTORABLE_FORM));
  }
  done(null, body);
};

/**
 * A page form post carries a form. One with no body and no Content-Type
 * never reaches a content-type parser, so without this it got to the page
 * action, which cannot read it (a 500); it is a 415 here, like any other body.
 */
async function formPostsOnly(req: FastifyRequest, reply: FastifyReply) {
  if (req.method !== "POST" || req.headers["content-type"]) return;
  return reply.code(415).type("text/plain; charset=utf-8").send(FORMS_ONLY);
}

/**
 * Page forms post URL-encoded, or multipart before scripts arrive; the
 * renderer reads the raw body itself. Any other body (JSON, text, none of
 * these) is refused with 415 instead of reaching a page action, and multipart
 * without a boundary is refused with 400, since the action could not read it.
 * A field holding NUL or another non-character is refused with 400 here, so it
 * never reaches the database (PostgreSQL refuses it in text).
 */
export function acceptFormBodiesOnly(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addHook("preValidation", formPostsOnly);
  scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "buffer" }, passStorableUrlencoded);
  scope.addContentTypeParser("multipart/form-data", { parseAs: "buffer" }, async (req: FastifyRequest, body: Buffer) => {
    const type = String(req.headers["content-type"] ?? "");
    if (!/;\s*boundary=("?)[^";\s]{1,70}\1\s*(;|$)/i.test(type)) {
      throw new HttpError(400, "bad_multipart", "A multipart form needs a boundary in its Content-Type");
    }
    // Read once here as the page will read it, so a broken body is a 400 instead of failing inside a page action.
    let fields: FormData;
    try {
      fields = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    } catch {
      throw new HttpError(400, "bad_multipart", "The multipart form could not be read");
    }
    for (const [name, value] of fields) {
      if (!isStorableText(name) || (typeof value === "string" && !isStorableText(value))) throw new HttpError(400, "unstorable_text", UNSTORABLE_FORM);
    }
    return body;
  });
  scope.addContentTypeParser("*", (_req, _payload, done) => {
    done(new HttpError(415, "unsupported_media_type", FORMS_ONLY));
  });
}
