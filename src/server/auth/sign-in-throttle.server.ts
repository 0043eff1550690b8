import type { Db } from "../db/index.server.ts";
import { HttpError } from "../http/errors.server.ts";
import { hitDbWindow, peekDbLimit } from "./rate-limit.server.ts";

/**
 * Password-guessing limits. Counted in the database, so they hold across
 * processes sharing PostgreSQL.
 *
 * - Per address: at most 30 password grants per 5 minutes, whatever the account.
 * - Per account and address: 10 wrong passwords in 15 minutes lock that pair
 *   only. An attacker's address cannot lock the real owner out: the owner
 *   signs in from their own address as usual.
 * - Per account over all addresses: beyond 20 wrong passwords in 15 minutes
 *   (a guesser spread over many addresses) each attempt on the account is
 *   answered later, one more second per 10 failures, up to 8 s: a delay that
 *   slows guessing down, never a lock that keeps the owner out.
 *
 * Every refusal is a 429 with Retry-After.
 */
export const ADDRESS_LIMIT = { max: 30, windowMs: 5 * 60_000 };
export const PAIR_FAILURE_LIMIT = { max: 10, windowMs: 15 * 60_000 };
export const ACCOUNT_DELAY = { after: 20, perTenFailuresMs: 1000, maxMs: 8000, windowMs: 15 * 60_000 };

const rateLimited = (retryAfterMs: number) =>
  new HttpError(429, "over_request_rate_limit", "Request rate limit reached", { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } });

// An address never contains a space, so "address email" cannot collide (and PostgreSQL text refuses a NUL separator).
const pairKey = (email: string, ip: string) => `password-pair:${ip} ${email}`;
const accountKey = (email: string) => `password-fail:${email}`;

/** The pause before answering an attempt on an account with `failures` recent wrong passwords. */
export function accountDelayMs(failures: number): number {
  if (failures <= ACCOUNT_DELAY.after) return 0;
  return Math.min(ACCOUNT_DELAY.maxMs, Math.ceil((failures - ACCOUNT_DELAY.after) / 10) * ACCOUNT_DELAY.perTenFailuresMs);
}

export interface SignInThrottle {
  /** Before checking the password: counts the attempt for the address; throws the 429 or waits the account's delay. */
  before(email: string, ip: string): Promise<void>;
  /** A wrong password: counts it for the pair and the account. */
  failed(email: string, ip: string): Promise<void>;
  /** A right password: the pair starts afresh. */
  succeeded(email: string, ip: string): Promise<void>;
}

export function signInThrottle(db: Db, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))): SignInThrottle {
  return {
    async before(email, ip) {
      const now = Date.now();
      const perAddress = await hitDbWindow(db, `password-ip:${ip}`, ADDRESS_LIMIT.windowMs, now);
      if (perAddress.count > ADDRESS_LIMIT.max) throw rateLimited(Date.parse(perAddress.windowStart) + ADDRESS_LIMIT.windowMs - now);
      const pair = await db.selectFrom("auth_rate_limits").select(["count", "window_start"]).where("key", "=", pairKey(email, ip)).executeTakeFirst();
      if (pair && Number(pair.count) >= PAIR_FAILURE_LIMIT.max) {
        const ends = Date.parse(pair.window_start) + PAIR_FAILURE_LIMIT.windowMs;
        if (ends > now) throw rateLimited(ends - now);
      }
      const delay = accountDelayMs(await peekDbLimit(db, accountKey(email), ACCOUNT_DELAY.windowMs, now));
      if (delay > 0) await sleep(delay);
    },
    async failed(email, ip) {
      await hitDbWindow(db, pairKey(email, ip), PAIR_FAILURE_LIMIT.windowMs);
      await hitDbWindow(db, accountKey(email), ACCOUNT_DELAY.windowMs);
    },
    async succeeded(email, ip) {
      await db.deleteFrom("auth_rate_limits").where("key", "=", pairKey(email, ip)).execute();
    },
  };
}
