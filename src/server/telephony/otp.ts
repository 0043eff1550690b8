import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { canonicalPhone } from "../../shared/phone.ts";
import type { DatabaseHandle } from "../db/index.server.ts";
import { DomainError } from "../domain-error.ts";
import type { SmsOutbox } from "./sms.ts";

/** The phone check's rules. */
export const OTP_RULES = {
  digits: 6,
  validMinutes: 5,
  tries: 3,
  /** Codes one number may be sent in a day. */
  perPhonePerDay: 5,
  /** Codes one address may ask for in a day, whatever the numbers. */
  perAddressPerDay: 20,
} as const;

const DAY_MS = 86_400_000;
/** How long a verified phone's proof may be carried to a form (the chat's lead form) before it must be proved again. */
export const PHONE_PROOF_MINUTES = 30;

export interface OtpDeps {
  database: DatabaseHandle;
  sms: SmsOutbox;
  log: FastifyBaseLogger;
  /** Keys the code's hash, so a copy of the table does not give the codes away. */
  secret: string;
  /** A provider sends the code by SMS; without one it goes to the log and the outbox. */
  delivers: boolean;
}

/** WhatsApp's side of the phone check (whatsapp/service.ts phoneCodes), when the channel is set up. */
export interface PhoneCodesByWhatsApp {
  template(phoneE164: string, language: string | null): Promise<{ name: string; language: string } | null>;
  send(phoneE164: string, code: string, template: { name: string; language: string }): Promise<void>;
}

/**
 * Phone verification by a six-digit code: valid five minutes, three tries,
 * at most five codes per number and twenty per address a day. Only a keyed
 * hash of the code is stored, and no answer ever carries the code.
 */
export class PhoneCheck {
  private whatsapp: PhoneCodesByWhatsApp | undefined;

  constructor(private readonly deps: OtpDeps) {}

  /**
   * Codes go by WhatsApp's authentication template when that channel is set
   * up and the template approved; by SMS otherwise, and when WhatsApp does
   * not take the message (the number is not on WhatsApp, a refusal, no answer).
   */
  useWhatsApp(whatsapp: PhoneCodesByWhatsApp) {
    this.whatsapp = whatsapp;
  }

  private hash(phone: string, code: string) {
    return createHmac("sha256", this.deps.secret).update(`otp:${phone}:${code}`).digest("base64url");
  }

  async request(phoneInput: string, clientIp: string, language: string | null, now = new Date()) {
    const phone = canonicalPhone(phoneInput);
    if (!phone) throw new DomainError("invalid", "invalid_input", "Invalid input: phone: must be a valid mobile number");
    const { db } = this.deps.database;
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const count = async (column: "phone_e164" | "client_ip", value: string) =>
      Number((await db.selectFrom("phone_otps").select((eb) => eb.fn.countAll<number>().as("n")).where(column, "=", value).where("created_at", ">=", since).executeTakeFirstOrThrow()).n);
    if ((await count("phone_e164", phone)) >= OTP_RULES.perPhonePerDay) throw new DomainError("too_many", "too_many_codes", "Too many codes for this number today. Please try again tomorrow.");
    if ((await count("client_ip", clientIp)) >= OTP_RULES.perAddressPerDay) throw new DomainError("too_many", "too_many_codes", "Too many codes asked for from here today. Please try again tomorrow.");
    const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, "0");
    const expiresAt = new Date(now.getTime() + OTP_RULES.validMinutes * 60_000);
    const row = { id: randomUUID(), phone_e164: phone, client_ip: clientIp, code_hash: this.hash(phone, code), attempts: 0, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), verified_at: null };
    const template = await this.whatsapp?.template(phone, language).catch(() => null);
    if (template && this.whatsapp) {
      await db.insertInto("phone_otps").values(row).execute();
      try {
        // Sent at once and never stored: the code is only in the request to WhatsApp.
        await this.whatsapp.send(phone, code, template);
        return { sent: true as const, expiresAt: expiresAt.toISOString(), channel: "whatsapp" as const };
      } catch (err) {
        this.deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, "a phone code could not go by WhatsApp; it goes by SMS");
      }
    }
    const sms = await db.transaction().execute(async (trx) => {
      if (!template) await trx.insertInto("phone_otps").values(row).execute();
      // With a provider the outbox keeps the message without its code; in development the code stays readable there, like mail.
      return this.deps.sms.draftIn(trx, {
        leadId: null,
        template: "otp",
        language,
        to: phone,
        values: { code, minutes: String(OTP_RULES.validMinutes) },
        storedBody: this.deps.delivers ? (body) => body.replace(code, "•".repeat(OTP_RULES.digits)) : undefined,
      });
    });
    await this.deps.sms.dispatch(sms);
    return { sent: true as const, expiresAt: expiresAt.toISOString(), channel: "sms" as const };
  }

  async verify(phoneInput: string, codeInput: string, now = new Date()) {
    const phone = canonicalPhone(phoneInput);
    if (!phone) throw new DomainError("invalid", "invalid_input", "Invalid input: phone: must be a valid mobile number");
    const { db } = this.deps.database;
    const row = await db.selectFrom("phone_otps").selectAll().where("phone_e164", "=", phone).where("verified_at", "is", null).orderBy("created_at", "desc").executeTakeFirst();
    if (!row || Date.parse(row.expires_at) <= now.getTime()) throw new DomainError("invalid", "code_expired", "This code has expired. Please ask for a new one.");
    // A try is taken before the code is compared, so parallel guesses cannot pass the limit.
    const claimed = await db.updateTable("phone_otps").set((eb) => ({ attempts: eb("attempts", "+", 1) })).where("id", "=", row.id).where("attempts", "<", OTP_RULES.tries).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new DomainError("invalid", "too_many_tries", "Too many wrong tries. Please ask for a new code.");
    const given = Buffer.from(this.hash(phone, codeInput.trim()));
    const stored = Buffer.from(row.code_hash);
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      const left = OTP_RULES.tries - (Number(row.attempts) + 1);
      throw new DomainError("invalid", "wrong_code", left > 0 ? `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.` : "Too many wrong tries. Please ask for a new code.");
    }
    await db.updateTable("phone_otps").set({ verified_at: now.toISOString() }).where("id", "=", row.id).execute();
    const expires = now.getTime() + PHONE_PROOF_MINUTES * 60_000;
    return { verified: true as const, phone, proof: this.sign(phone, expires), proofExpiresAt: new Date(expires).toISOString() };
  }

  private proofMac(payload: string) {
    return createHmac("sha256", this.deps.secret).update(`phone-proof:${payload}`).digest("base64url");
  }

  /** A short-lived proof that this phone was verified: the phone and an expiry, signed with the server's secret (never the code). */
  private sign(phone: string, expiresMs: number) {
    const payload = Buffer.from(`${phone}|${expiresMs}`).toString("base64url");
    return `${payload}.${this.proofMac(payload)}`;
  }

  /**
   * The phone a proof from `verify` vouches for, and when it was verified;
   * null for a proof that is forged, altered, expired or for another number.
   */
  provedPhone(proof: string, phoneInput: string | null | undefined, now = new Date()): { phoneE164: string; at: string } | null {
    const phone = phoneInput ? canonicalPhone(phoneInput) : null;
    const [payload, mac] = proof.split(".");
    if (!phone || !payload || !mac) return null;
    const expected = Buffer.from(this.proofMac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [proved, exp] = Buffer.from(payload, "base64url").toString().split("|");
    const expiresMs = Number(exp);
    if (proved !== phone || !Number.isFinite(expiresMs) || expiresMs <= now.getTime()) return null;
    return { phoneE164: phone, at: new Date(Math.min(now.getTime(), expiresMs - PHONE_PROOF_MINUTES * 60_000)).toISOString() };
  }
}
