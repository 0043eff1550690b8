import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "../../../shared/constants.ts";
import { STAFF_ROLES } from "../../../shared/pipeline.ts";
import { acceptInvitation, invite, resend, revoke, setActive, teamOverview, updateOwnAccount, type TeamDeps } from "../../staff/team.ts";
import { staffCaller } from "../leads/desk-functions.server.ts";
import { defineFunction } from "../router.server.ts";

// Today's password rules, as the sign-up endpoint applies them.
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: `must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(1024, { error: "must be at most 1024 characters" });
const displayName = z.string().trim().min(1, { error: "is required" }).max(100, { error: "must be at most 100 characters" });
const id = z.uuid({ error: "must be an id" });

const teamAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("invite"), email: z.string().trim().max(254).pipe(z.email({ error: "must be an e-mail address" })), role: z.enum(STAFF_ROLES) }),
  z.object({ action: z.literal("resend"), id }),
  z.object({ action: z.literal("revoke"), id }),
  z.object({ action: z.literal("deactivate"), userId: id }),
  z.object({ action: z.literal("reactivate"), userId: id }),
]);

/**
 * The team: `staff-team` (admins only) lists staff and open invitations and
 * invites, resends, revokes, deactivates and reactivates; `staff-accept-invite`
 * is public (the one-time token is the credential); `staff-me` lets any staff
 * member change their own name and password.
 */
export function registerStaffFunctions(app: FastifyInstance): void {
  const deps: TeamDeps = { database: app.database, mailer: app.mailer, siteUrl: app.config.siteUrl };
  const db = app.database.db;

  app.functions.register(
    defineFunction({
      name: "staff-team",
      methods: ["GET", "POST"],
      staff: true,
      body: teamAction,
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "admin");
        // GET, and the HEAD that Fastify answers through the GET route, read the team; only a POST acts.
        if (ctx.method !== "POST") return teamOverview(db);
        const a = ctx.body;
        if (a.action === "invite") return { invitation: await invite(deps, userId, a.email, a.role) };
        if (a.action === "resend") await resend(deps, a.id);
        else if (a.action === "revoke") await revoke(db, a.id);
        else await setActive(app.database, userId, a.userId, a.action === "reactivate");
        return teamOverview(db);
      },
    }),
  );

  app.functions.register(
    defineFunction({
      name: "staff-accept-invite",
      methods: ["POST"],
      body: z.object({ token: z.string().min(1, { error: "is required" }).max(200), password, displayName }),
      limit: { bucket: "accept-invite", max: (a) => a.config.publicWriteLimitPerMinute, windowMs: 60_000 },
      handler: async (ctx) => acceptInvitation(app.database, ctx.body.token, ctx.body.password, ctx.body.displayName),
    }),
  );

  app.functions.register(
    defineFunction({
      name: "staff-me",
      methods: ["POST"],
      staff: true,
      body: z.object({ displayName: displayName.optional(), password: password.optional() }),
      handler: async (ctx) => {
        const { userId } = await staffCaller(ctx, "agent");
        await updateOwnAccount(app.database, userId, ctx.body);
        return { updated: true };
      },
    }),
  );
}
