import { randomUUID } from "node:crypto";
import type { Db } from "../db/index.server.ts";
import { readJson } from "../db/dialect.ts";
import { DomainError } from "../domain-error.ts";
import { ACCESS_TOKEN_TTL_SECONDS, hashToken, newOpaqueToken, type TokenService } from "./tokens.server.ts";
import { findUserById, userJson, type UserRow } from "./users.server.ts";

/** Two tabs may send the same refresh token; within this window both get the same new pair. */
export const REFRESH_REUSE_WINDOW_MS = 10_000;

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
  /** Seconds since the epoch; the access token's iat. */
  issuedAt: number;
}

/** Opens a session for a signed-in user and returns its first refresh token. */
export async function openSession(db: Db, user: UserRow, meta: { ip?: string; userAgent?: string }): Promise<IssuedSession> {
  const now = new Date();
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("auth_sessions")
      .values({
        id: sessionId,
        user_id: user.id,
        ip: meta.ip ?? null,
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
        created_at: now.toISOString(),
        refreshed_at: null,
      })
      .execute();
    await trx
      .insertInto("auth_refresh_tokens")
      .values({
        id: randomUUID(),
        token_hash: hashToken(refreshToken),
        session_id: sessionId,
        user_id: user.id,
        replaced_by: null,
        replaced_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    await trx.updateTable("auth_users").set({ last_sign_in_at: now.toISOString() }).where("id", "=", user.id).execute();
  });
  user.last_sign_in_at = now.toISOString();
  return { sessionId, refreshToken, issuedAt: Math.floor(now.getTime() / 1000) };
}

/** The token response, with an access token carrying GoTrue's claims. */
export async function tokenResponse(tokens: TokenService, issuer: string, user: UserRow, s: IssuedSession) {
  const exp = s.issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await tokens.sign({
    aud: "authenticated",
    exp,
    iat: s.issuedAt,
    iss: issuer,
    sub: user.id,
    email: user.email,
    phone: "",
    app_metadata: readJson(user.app_metadata),
    user_metadata: readJson(user.user_metadata),
    role: "authenticated",
    aal: "aal1",
    amr: [{ method: "password", timestamp: s.issuedAt }],
    session_id: s.sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: exp,
    refresh_token: s.refreshToken,
    user: userJson(user),
  };
}

const invalidRefresh = (code: string, detail: string) => new DomainError("invalid", code, `Invalid Refresh Token: ${detail}`);

/**
 * The refresh grant. A token is single-use: using it links it to its successor.
 * A second use within REFRESH_REUSE_WINDOW_MS (another tab) gets the same
 * successor; a later reuse means the token leaked, so the whole session is revoked.
 */
export async function refreshSession(
  db: Db,
  tokens: TokenService,
  presented: string,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const row = await db.selectFrom("auth_refresh_tokens").selectAll().where("token_hash", "=", hashToken(presented)).executeTakeFirst();
  if (!row) throw invalidRefresh("refresh_token_not_found", "Refresh Token Not Found");
  const user = await findUserById(db, row.user_id);
  if (!user) throw invalidRefresh("refresh_token_not_found", "Refresh Token Not Found");

  if (row.replaced_by === null) {
    const now = new Date();
    const successorId = randomUUID();
    const next = tokens.deriveRefreshToken(presented, successorId);
    const won = await db.transaction().execute(async (trx) => {
      // The conditional update makes rotation atomic: of two concurrent
      // requests only one links a successor; the other takes the reuse path.
      const res = await trx
        .updateTable("auth_refresh_tokens")
        .set({ replaced_by: successorId, replaced_at: now.toISOString() })
        .where("id", "=", row.id)
        .where("replaced_by", "is", null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto("auth_refresh_tokens")
        .values({
          id: successorId,
          token_hash: hashToken(next),
          session_id: row.session_id,
          user_id: row.user_id,
          replaced_by: null,
          replaced_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      await trx.updateTable("auth_sessions").set({ refreshed_at: now.toISOString() }).where("id", "=", row.session_id).execute();
      return true;
    });
    if (won) {
      return { user, session: { sessionId: row.session_id, refreshToken: next, issuedAt: Math.floor(now.getTime() / 1000) } };
    }
    return refreshSession(db, tokens, presented);
  }

  const usedAt = Date.parse(row.replaced_at ?? "");
  const successor = await db.selectFrom("auth_refresh_tokens").selectAll().where("id", "=", row.replaced_by).executeTakeFirst();
  if (successor && Date.now() - usedAt <= REFRESH_REUSE_WINDOW_MS) {
    // Same successor token and, signed with the same iat, the same access token.
    return {
      user,
      session: {
        sessionId: row.session_id,
        refreshToken: tokens.deriveRefreshToken(presented, successor.id),
        issuedAt: Math.floor(Date.parse(successor.created_at) / 1000),
      },
    };
  }
  await db.deleteFrom("auth_sessions").where("id", "=", row.session_id).execute();
  throw invalidRefresh("refresh_token_already_used", "Already Used");
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom("auth_sessions").select("id").where("id", "=", sessionId).executeTakeFirst();
  return row !== undefined;
}

