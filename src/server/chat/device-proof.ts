import { createHash, randomBytes } from "node:crypto";
import type { TokenService } from "../auth/tokens.server.ts";
import { leadingZeroBits, proofInput } from "../../shared/device-proof.ts";

/**
 * Zero bits a device's proof must reach: about 2^15 hashes on average, a
 * moment on a phone (done while the visitor types) and done once per phone.
 */
export const DEVICE_PROOF_BITS = 15;
/** A challenge must be answered within this long. */
const CHALLENGE_TTL_SECONDS = 600;
/** A proven phone keeps its token for a year (the widget stores it). */
export const DEVICE_TOKEN_TTL_SECONDS = 365 * 24 * 3600;
const CHALLENGE_PURPOSE = "chat_device_challenge";
const DEVICE_PURPOSE = "chat_device";

/**
 * Device proof for the chat's per-device limits (decision 0031). A device
 * header the client makes up is worth nothing: only a token this server
 * signed names a device, and a token is had only by answering a
 * server-signed challenge with a small proof of work. Both are stateless
 * (signed, with an expiry); the same solved challenge always gives the same
 * device, so replaying it buys no second allowance.
 */
export class DeviceProof {
  constructor(
    private readonly tokens: TokenService,
    readonly bits: number = DEVICE_PROOF_BITS,
  ) {}

  /** A fresh challenge, signed so the server needs to remember nothing. */
  async challenge(): Promise<{ challenge: string; bits: number }> {
    const now = Math.floor(Date.now() / 1000);
    const challenge = await this.tokens.sign({
      iss: "soil-site",
      purpose: CHALLENGE_PURPOSE,
      nonce: randomBytes(16).toString("base64url"),
      bits: this.bits,
      iat: now,
      exp: now + CHALLENGE_TTL_SECONDS,
    });
    return { challenge, bits: this.bits };
  }

  /** The device token for a solved challenge, or null for a challenge not ours, expired or not solved. */
  async redeem(challenge: string, solution: number): Promise<string | null> {
    const claims = await this.tokens.verify(challenge).catch(() => undefined);
    if (!claims || claims.purpose !== CHALLENGE_PURPOSE || typeof claims.bits !== "number") return null;
    const digest = createHash("sha256").update(proofInput(challenge, solution)).digest();
    if (leadingZeroBits(digest) < claims.bits) return null;
    const now = Math.floor(Date.now() / 1000);
    // The device's id comes from the challenge, so one solved challenge is one device however often it is redeemed.
    const device = createHash("sha256").update(challenge).digest("base64url").slice(0, 22);
    return this.tokens.sign({ iss: "soil-site", purpose: DEVICE_PURPOSE, sub: device, iat: now, exp: now + DEVICE_TOKEN_TTL_SECONDS });
  }

  /** The device a token names, or undefined for anything that is not a live device token of ours. */
  async deviceOf(token: string | undefined): Promise<string | undefined> {
    if (!token || token.length > 2000) return undefined;
    const claims = await this.tokens.verify(token).catch(() => undefined);
    return claims?.purpose === DEVICE_PURPOSE && typeof claims.sub === "string" ? claims.sub : undefined;
  }
}

/** Solves a challenge on the server (tests and the abuse measurement: what a scripted client pays). */
export function solveDeviceProof(challenge: string, bits: number): number {
  for (let counter = 0; ; counter++) {
    if (leadingZeroBits(createHash("sha256").update(proofInput(challenge, counter)).digest()) >= bits) return counter;
  }
}
