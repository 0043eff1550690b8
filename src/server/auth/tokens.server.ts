import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from "jose";
import { createHash, createHmac, randomBytes } from "node:crypto";

/** Access-token lifetime (GoTrue's default); the client refreshes when < 120 s remain. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/**
 * The anonymous key's issue time is fixed so every process and restart with the
 * same secret hands out the same key (Supabase keys are equally long-lived).
 */
const ANON_IAT = 1_735_689_600; // 2025-01-01T00:00:00Z
const ANON_EXP = ANON_IAT + 10 * 365 * 24 * 3600;

export interface TokenClaims extends JWTPayload {
  role?: string;
  session_id?: string;
  email?: string;
}

export type VerifyFailure = "expired" | "invalid";

export class TokenError extends Error {
  constructor(readonly reason: VerifyFailure) {
    super(reason === "expired" ? "JWT expired" : "invalid JWT: unable to parse or verify signature");
  }
}

/**
 * HS256 signing and verification with the server secret. Verified tokens are
 * cached (by their exact string, until they expire) because every API request
 * carries one and most carry the same few.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly cache = new Map<string, TokenClaims>();
  readonly anonKey: Promise<string>;

  constructor(private readonly secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.anonKey = this.sign({ iss: "soil-site", role: "anon", iat: ANON_IAT, exp: ANON_EXP });
  }

  /** Signs claims as given (iat/exp included), so the same claims always give the same token. */
  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(this.key);
  }

  async verify(token: string): Promise<TokenClaims> {
    const nowSec = Math.floor(Date.now() / 1000);
    const hit = this.cache.get(token);
    if (hit) {
      if (typeof hit.exp === "number" && hit.exp <= nowSec) {
        this.cache.delete(token);
        throw new TokenError("expired");
      }
      return hit;
    }
    if (token.length > 8192 || token.split(".").length !== 3) throw new TokenError("invalid");
    try {
      const { payload } = await jwtVerify<TokenClaims>(token, this.key, { algorithms: ["HS256"] });
      if (this.cache.size >= 5000) {
        const first = this.cache.keys().next().value;
        if (first !== undefined) this.cache.delete(first);
      }
      this.cache.set(token, payload);
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new TokenError("expired");
      throw new TokenError("invalid");
    }
  }

  /** Drops cached verifications, e.g. after a sign-out (sessions are checked per request anyway). */
  forget(token: string) {
    this.cache.delete(token);
  }

  /**
   * A rotated refresh token is derived from its predecessor and the successor's
   * random row id. Only hashes are stored, yet a reuse of the predecessor inside
   * the grace window can return the very same successor; a stolen old token
   * alone cannot predict it, because the row id is only in the database.
   */
  deriveRefreshToken(previousToken: string, successorId: string): string {
    return createHmac("sha256", this.key).update(`refresh:${previousToken}:${successorId}`).digest("base64url");
  }
}

export const newOpaqueToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
