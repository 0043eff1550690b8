import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A short-lived pass to one sample's pages, given after the farmer typed the
 * sample's code and the phone on file (so the phone never travels in an
 * address), and to Chromium when it prints the PDF. It names the code it was
 * given for: a pass for one sample opens no other.
 */
export type AccessPurpose = "view" | "print";
const LIFETIME_MS: Record<AccessPurpose, number> = { view: 60 * 60_000, print: 2 * 60_000 };

export function signAccess(secret: string, code: string, purpose: AccessPurpose, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ c: code, p: purpose, e: now + LIFETIME_MS[purpose] })).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

export function checkAccess(secret: string, token: string, code: string, now = Date.now()): AccessPurpose | null {
  const [body, sig] = token.split(".");
  if (!body || !sig) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const v = JSON.parse(Buffer.from(body, "base64url").toString()) as { c?: unknown; p?: unknown; e?: unknown };
    if (v.c !== code || typeof v.e !== "number" || v.e < now) return null;
    return v.p === "print" ? "print" : v.p === "view" ? "view" : null;
  } catch {
    return null;
  }
}

const mac = (secret: string, body: string) => createHmac("sha256", `sample-access:${secret}`).update(body).digest("base64url");
