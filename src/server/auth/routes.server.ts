import type { FastifyInstance, FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../../shared/constants.ts";
import { nowIso } from "../db/dialect.ts";
import type { Db } from "../db/index.server.ts";
import { HttpError } from "../http/errors.server.ts";
import { registerCors } from "../http/cors.server.ts";
import { registerLenientJson } from "../http/json-body.server.ts";
import { publicOrigin } from "../http/origin.server.ts";
import { API_VERSION, authErrorHandler } from "./errors.server.ts";
import { bearerOf } from "./identity.server.ts";
import { verifyPassword, hashPassword } from "./passwords.server.ts";
import { pruneDbLimits } from "./rate-limit.server.ts";
import { signInThrottle } from "./sign-in-throttle.server.ts";
import { adminDeskCopy } from "../../../content/admin-desk.ts";
import { openSession, refreshSession, tokenResponse, sessionExists } from "./sessions.server.ts";
import { hashToken, newOpaqueToken, TokenError, type TokenClaims } from "./tokens.server.ts";
import { countUsers, findUserByEmail, findUserById, userJson, userValues, withAccountsLock, normalizeEmail } from "./users.server.ts";

/** A confirmation link stays valid for a day. */
const CONFIRMATION_TTL_MS = 24 * 3600_000;

const emailSchema = z.string().trim().max(254).pipe(z.email());
const bodyObject = z.record(z.string(), z.unknown(), { error: "Request body must be a JSON object" });

const validation = (message: string) => new HttpError(400, "validation_failed", message);

function objectBody(req: FastifyRequest): Record<string, unknown> {
  const parsed = bodyObject.safeParse(req.body ?? {});
  if (!parsed.success) throw validation("Request body must be a JSON object");
  return parsed.data;
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/**
 * GoTrue-compatible subset under /auth/v1: sign-up of the
 * first account only, password and refresh grants, logout, user, and the
 * e-mail confirmation link.
 */
export interface AuthRouteOptions {
  /**
   * Whether an admin has not deactivated this account: staff (src/server/staff)
   * builds on accounts, so it is handed in rather than imported.
   */
  isActiveAccount(db: Db, userId: string): Promise<boolean>;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRouteOptions) {
  const { config, database } = app;
  const db = database.db;
  const tokens = app.tokens;
  const throttle = signInThrottle(db);
  const setupAllowlist = (config.setupAllowedEmails ?? []).map(normalizeEmail);

  await registerCors(app);
  registerLenientJson(app);
  app.setErrorHandler(authErrorHandler);
  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("X-Supabase-Api-Version", API_VERSION);
    // Tokens and user records must never sit in a shared or browser cache.
    reply.header("Cache-Control", "no-store");
    return payload;
  });

  const prune = setInterval(() => void pruneDbLimits(db).catch(() => {}), 3600_000);
  prune.unref();
  app.addHook("onClose", async () => clearInterval(prune));

  /** Like the hosted service, every auth call but the e-mail link must carry a key this server signed. */
  async function requireApiKey(req: FastifyRequest) {
    const key = str(req.headers.apikey) ?? bearerOf(req);
    if (!key) throw new HttpError(401, "no_api_key", "No API key found in request");
    try {
      await tokens.verify(key);
    } catch {
      throw new HttpError(401, "invalid_api_key", "Invalid API key");
    }
  }

  /** Only URLs on the site's own origin are followed, so the link cannot be used as an open redirect. */
  function safeRedirect(req: FastifyRequest, candidate: string | undefined): string | undefined {
    if (!candidate) return undefined;
    const origin = publicOrigin(req, config);
    try {
      const url = new URL(candidate, origin + "/");
      return url.origin === origin ? url.toString() : undefined;
    } catch {
      return undefined;
    }
  }

  async function userFromBearer(req: FastifyRequest): Promise<{ claims: TokenClaims; token: string }> {
    const token = bearerOf(req);
    if (!token) throw new HttpError(401, "no_authorization", "This endpoint requires a valid Bearer token");
    let claims: TokenClaims;
    try {
      claims = await tokens.verify(token);
    } catch (err) {
      const why = err instanceof TokenError && err.reason === "expired" ? "token is expired" : "unable to parse or verify signature";
      throw new HttpError(403, "bad_jwt", `invalid JWT: ${why}`);
    }
    if (typeof claims.sub !== "string" || typeof claims.session_id !== "string") {
      throw new HttpError(403, "bad_jwt", "invalid claim: missing sub claim");
    }
    return { claims, token };
  }

  app.get("/settings", async (req) => {
    await requireApiKey(req);
    const disabled = (await countUsers(db)) > 0;
    return {
      external: { email: true, phone: false },
      disable_signup: disabled,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: "",
    };
  });

  app.post("/signup", async (req, reply) => {
    await requireApiKey(req);
    const body = objectBody(req);
    const disabled = () => new HttpError(422, "signup_disabled", "Signups not allowed for this instance");
    // Sign-up exists only for the one-time setup of the first admin account.
    if ((await countUsers(db)) > 0) throw disabled();

    const email = emailSchema.safeParse(body.email);
    if (!email.success) throw validation("Unable to validate email address: invalid format");
    const password = str(body.password);
    if (!password) throw validation("Signup requires a valid password");
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new HttpError(422, "weak_password", `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        body: { weak_password: { reasons: ["length"] } },
      });
    }
    if (password.length > 1024) throw validation("Password must be at most 1024 characters");
    if (setupAllowlist.length > 0 && !setupAllowlist.includes(normalizeEmail(email.data))) throw disabled();
    const data = body.data && typeof body.data === "object" && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};

    const passwordHash = await hashPassword(password);
    const query = req.query as Record<string, unknown>;
    const redirectTo = safeRedirect(req, str(query.redirect_to)) ?? `${publicOrigin(req, config)}/`;
    const token = newOpaqueToken();
    const user = await withAccountsLock(database, async (trx) => {
      if ((await countUsers(trx)) > 0) throw disabled();
      const row = userValues({ email: email.data, password, confirmed: false, userMetadata: data }, passwordHash);
      row.confirmation_sent_at = nowIso();
      await trx.insertInto("auth_users").values(row).execute();
      await trx
        .insertInto("auth_one_time_tokens")
        .values({
          id: randomUUID(),
          user_id: row.id,
          token_type: "signup",
          token_hash: hashToken(token),
          redirect_to: redirectTo,
          created_at: nowIso(),
          expires_at: new Date(Date.now() + CONFIRMATION_TTL_MS).toISOString(),
        })
        .execute();
      return row;
    });

    const link = `${publicOrigin(req, config)}/auth/v1/verify?${new URLSearchParams({ token, type: "signup", redirect_to: redirectTo })}`;
    await app.mailer.sendMail({
      to: user.email,
      subject: "Confirm your sign-up",
      text: `Follow this link to confirm your admin account:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this message.`,
      html: `<p>Follow this link to confirm your admin account:</p><p><a href="${escapeHtml(link)}">Confirm your e-mail address</a></p><p>The link works once and expires in 24 hours. If you did not sign up, ignore this message.</p>`,
    });
    return reply.send(userJson(user));
  });

  app.get("/verify", async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const origin = publicOrigin(req, config);
    const requested = safeRedirect(req, str(q.redirect_to));
    const fail = (target: string) =>
      reply.redirect(
        `${target.split("#")[0]}#${new URLSearchParams({
          error: "access_denied",
          error_code: "otp_expired",
          error_description: "Email link is invalid or has expired",
          sb: "",
        })}`,
        303,
      );
    const type = str(q.type) ?? "signup";
    const token = str(q.token);
    if (!token || (type !== "signup" && type !== "email")) return fail(requested ?? `${origin}/`);

    const row = await db.selectFrom("auth_one_time_tokens").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
    const target = requested ?? row?.redirect_to ?? `${origin}/`;
    if (!row || row.token_type !== "signup" || Date.parse(row.expires_at) < Date.now()) return fail(target);
    // Deleting first makes the link single-use even if it is opened twice at once.
    const del = await db.deleteFrom("auth_one_time_tokens").where("id", "=", row.id).executeTakeFirst();
    if (Number(del.numDeletedRows) !== 1) return fail(target);
    const user = await findUserById(db, row.user_id);
    if (!user) return fail(target);
    if (!user.email_confirmed_at) {
      user.email_confirmed_at = nowIso();
      await db
        .updateTable("auth_users")
        .set({ email_confirmed_at: user.email_confirmed_at, updated_at: user.email_confirmed_at })
        .where("id", "=", user.id)
        .execute();
    }
    // Tokens are minted now, when the link is followed, so the client does not warn about a stale session.
    const session = await openSession(db, user, { ip: req.ip, userAgent: str(req.headers["user-agent"]) });
    const t = await tokenResponse(tokens, `${origin}/auth/v1`, user, session);
    const fragment = new URLSearchParams({
      access_token: t.access_token,
      expires_at: String(t.expires_at),
      expires_in: String(t.expires_in),
      refresh_token: t.refresh_token,
      sb: "",
      token_type: "bearer",
      type: "signup",
    });
    return reply.redirect(`${target.split("#")[0]}#${fragment}`, 303);
  });

  app.post("/token", async (req, reply) => {
    await requireApiKey(req);
    const grant = str((req.query as Record<string, unknown>).grant_type);
    const body = objectBody(req);
    const issuer = `${publicOrigin(req, config)}/auth/v1`;

    if (grant === "password") {
      const emailRaw = str(body.email);
      const password = str(body.password);
      if (!emailRaw || !emailRaw.trim()) throw validation("missing email or phone");
      if (!password) throw validation("missing password");
      const email = normalizeEmail(emailRaw).slice(0, 254);
      await throttle.before(email, req.ip);

      const user = await findUserByEmail(db, email);
      const ok = await verifyPassword(user?.encrypted_password, password.slice(0, 1024));
      if (!user || !ok) {
        await throttle.failed(email, req.ip);
        throw new HttpError(400, "invalid_credentials", "Invalid login credentials");
      }
      await throttle.succeeded(email, req.ip);
      if (!user.email_confirmed_at) throw new HttpError(400, "email_not_confirmed", "Email not confirmed");
      // GoTrue's code for an account that may not sign in.
      if (!(await opts.isActiveAccount(db, user.id))) throw new HttpError(400, "user_banned", adminDeskCopy.team.deactivated);
      const session = await openSession(db, user, { ip: req.ip, userAgent: str(req.headers["user-agent"]) });
      return reply.send(await tokenResponse(tokens, issuer, user, session));
    }

    if (grant === "refresh_token") {
      const presented = str(body.refresh_token);
      if (!presented) throw validation("refresh_token is required");
      if (presented.length > 512) throw new HttpError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
      const { user, session } = await refreshSession(db, tokens, presented);
      return reply.send(await tokenResponse(tokens, issuer, user, session));
    }

    throw validation("unsupported_grant_type: use grant_type=password or grant_type=refresh_token");
  });

  app.get("/user", async (req) => {
    const { claims } = await userFromBearer(req);
    if (!(await sessionExists(db, claims.session_id!))) {
      throw new HttpError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
    const user = await findUserById(db, claims.sub!);
    if (!user) throw new HttpError(403, "user_not_found", "User from sub claim in JWT does not exist");
    return userJson(user);
  });

  app.post("/logout", async (req, reply) => {
    const { claims, token } = await userFromBearer(req);
    const scope = str((req.query as Record<string, unknown>).scope) ?? "global";
    if (scope !== "global" && scope !== "local" && scope !== "others") {
      throw validation("scope must be one of global, local, others");
    }
    const sessionId = claims.session_id!;
    // A session that is already gone counts as signed out: 204, never an error.
    if (scope === "local") {
      await db.deleteFrom("auth_sessions").where("id", "=", sessionId).execute();
    } else if (scope === "others") {
      await db.deleteFrom("auth_sessions").where("user_id", "=", claims.sub!).where("id", "!=", sessionId).execute();
    } else {
      await db.deleteFrom("auth_sessions").where("user_id", "=", claims.sub!).execute();
    }
    if (scope !== "others") tokens.forget(token);
    return reply.code(204).send();
  });

  app.all("/*", async () => {
    throw new HttpError(404, "not_found", "Unknown auth endpoint");
  });
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
