import { z } from "zod";
import { isIP } from "node:net";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CHAT } from "../shared/constants.ts";
import { whatsappConfigFrom, type WhatsAppConfig } from "./whatsapp/config.ts";

/**
 * Configuration comes from environment variables, validated once at boot.
 * A bad value stops the process with a message naming the variable, instead of
 * failing later in some request.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || /^(sqlite:|postgres(ql)?:\/\/)/.test(v), {
      message: "must start with sqlite: or postgres://",
    }),
  DATA_DIR: z.string().min(1).default("./data"),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, "")),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === "" || /^smtps?:\/\//.test(v), { message: "must start with smtp:// or smtps://" }),
  MAIL_FROM: z.string().optional(),
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false,
   * a hop count (1 behind one proxy), or the proxies' addresses and CIDR
   * ranges, comma-separated. Never "trust anything": a client could then pick
   * its own address and slip past every per-address limit.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? "").trim();
      if (value === "" || value === "false" || value === "0") return false;
      // "true" was accepted before; behind the one proxy it meant, one hop is the same and safe.
      if (value === "true") return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(",").map((e) => e.trim()).filter(Boolean);
      const bad = entries.filter((e) => {
        const [ip, bits, extra] = e.split("/");
        if (extra !== undefined || !isIP(ip ?? "")) return true;
        return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (isIP(ip!) === 4 ? 32 : 128));
      });
      if (bad.length) {
        ctx.addIssue({ code: "custom", message: `must be false, a hop count, or proxy addresses/CIDR ranges; not ${bad.join(", ")}` });
        return z.NEVER;
      }
      return entries;
    }),
  /** Anonymous writes (lead inserts, public function calls) per IP per minute. */
  PUBLIC_WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  CHAT_WAIT_FOR_AGENT_MS: z.coerce.number().int().min(1000).optional(),
  /** First retry delay of a failed e-mail delivery; doubles per attempt up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(10_000),
  /**
   * Optional comma-separated e-mails allowed to create the first admin account
   * through /admin/setup; without it the first sign-up of any address wins.
   */
  SETUP_ALLOWED_EMAILS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().optional(),
  /**
   * Without PUBLIC_URL, the host names (any port) a request may be addressed
   * to; a request for another host gets no page or link built from it.
   */
  ALLOWED_HOSTS: z.string().optional(),
  /** Another folder holding the site build (two builds side by side). */
  BUILD_DIR: z.string().optional(),
  /** An OpenAI-compatible endpoint for the assistant: all three, or none. */
  LLM_BASE_URL: z.string().url().optional().or(z.literal("")),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Phone calls and SMS through Exotel (src/server/telephony): all of the account's settings, or none. */
  EXOTEL_API_URL: z.string().url().optional().or(z.literal("")),
  EXOTEL_SID: z.string().optional(),
  EXOTEL_API_KEY: z.string().optional(),
  EXOTEL_API_TOKEN: z.string().optional(),
  EXOTEL_CALLER_ID: z.string().optional(),
  EXOTEL_WEBHOOK_SECRET: z.string().optional(),
  SMS_SENDER_ID: z.string().optional(),
  DLT_ENTITY_ID: z.string().optional(),
});

export type DatabaseConfig = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  /** Public origin without a trailing slash, when known; otherwise derived per request. */
  publicUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** false, a hop count, or the trusted proxies' addresses/CIDRs (Fastify's trustProxy). */
  trustProxy: boolean | number | string[];
  /** Anonymous writes per client IP per minute (lead inserts, public function calls). */
  publicWriteLimitPerMinute: number;
  /** How long a live chat waits for an agent before the visitor is offered other ways (default CHAT.waitForAgentMs). */
  chatWaitForAgentMs: number;
  /** First retry delay of a failed e-mail delivery, doubling per attempt up to an hour. */
  mailRetryBaseMs: number;
  /** When non-empty, only these addresses may take the one-time sign-up. */
  setupAllowedEmails: string[];
  logLevel: string;
  /** Directory holding the React Router build (client/ and server/). */
  buildDir: string;
  /**
   * The address links in e-mails point to: PUBLIC_URL, or this machine
   * (http://localhost:PORT) in development. Never taken from a request.
   */
  siteUrl: string;
  /** Host names requests may name when PUBLIC_URL is unset (lower-case, without port). */
  allowedHosts: string[];
  /** The assistant's optional model endpoint. */
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Calls and SMS through the provider; undefined (features off) without its settings. */
  telephony: TelephonyConfig | undefined;
  /** The WhatsApp channel (Cloud API); undefined (off) without its settings (whatsapp/config.ts). */
  whatsapp: WhatsAppConfig | undefined;
}

export interface TelephonyConfig {
  apiUrl: string;
  sid: string;
  apiKey: string;
  apiToken: string;
  /** The virtual number farmers see and give missed calls to. */
  callerId: string;
  /** Part of every webhook path: the provider does not sign its requests. */
  webhookSecret: string;
  /** SMS needs a DLT-registered sender and entity too; undefined means calls only. */
  sms: { senderId: string; dltEntityId: string } | undefined;
}

export class ConfigError extends Error {}

export function parseDatabaseUrl(value: string | undefined, dataDir: string): DatabaseConfig {
  if (!value) return { kind: "sqlite", file: path.join(dataDir, "site.db") };
  if (value.startsWith("sqlite:")) {
    const file = value.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
    if (!file) throw new ConfigError("DATABASE_URL: sqlite: needs a file path, e.g. sqlite:./data/site.db");
    return { kind: "sqlite", file };
  }
  return { kind: "postgres", url: value };
}

/** Reads the JWT secret kept in the data directory, creating it on first run so restarts keep sessions. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && !e.PUBLIC_URL && !overrides.publicUrl) {
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production, e.g. PUBLIC_URL=https://example.in (links in e-mails and /config.json use it)",
    );
  }
  const llmParts = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL].map((v) => v?.trim() || undefined);
  if (llmParts.some(Boolean) && !llmParts.every(Boolean)) {
    throw new ConfigError("Invalid configuration:\n  LLM_BASE_URL, LLM_API_KEY, LLM_MODEL: set all three, or none");
  }
  const telephony = telephonyConfig(e);
  let whatsapp: WhatsAppConfig | undefined;
  try {
    whatsapp = whatsappConfigFrom(env);
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const publicUrl = overrides.publicUrl ?? e.PUBLIC_URL;
  return {
    port: e.PORT,
    host: e.HOST,
    database: overrides.database ?? parseDatabaseUrl(e.DATABASE_URL || undefined, dataDir),
    dataDir,
    publicUrl: e.PUBLIC_URL,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? persistentSecret(dataDir),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY ?? false,
    publicWriteLimitPerMinute: e.PUBLIC_WRITE_LIMIT_PER_MINUTE,
    chatWaitForAgentMs: e.CHAT_WAIT_FOR_AGENT_MS ?? CHAT.waitForAgentMs,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    setupAllowedEmails: (e.SETUP_ALLOWED_EMAILS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    buildDir: path.resolve(e.BUILD_DIR || "build"),
    siteUrl: publicUrl ?? `http://localhost:${overrides.port ?? e.PORT}`,
    allowedHosts: (e.ALLOWED_HOSTS ?? "localhost,127.0.0.1,[::1]")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    llm: llmParts.every(Boolean) ? { baseUrl: llmParts[0]!.replace(/\/+$/, ""), apiKey: llmParts[1]!, model: llmParts[2]! } : undefined,
    telephony,
    whatsapp,
    ...overrides,
  };
}

/** The provider's settings, all or none; a half-set account names what is missing. */
function telephonyConfig(e: z.output<typeof envSchema>): TelephonyConfig | undefined {
  const account = { EXOTEL_SID: e.EXOTEL_SID, EXOTEL_API_KEY: e.EXOTEL_API_KEY, EXOTEL_API_TOKEN: e.EXOTEL_API_TOKEN, EXOTEL_CALLER_ID: e.EXOTEL_CALLER_ID, EXOTEL_WEBHOOK_SECRET: e.EXOTEL_WEBHOOK_SECRET };
  const sms = { SMS_SENDER_ID: e.SMS_SENDER_ID, DLT_ENTITY_ID: e.DLT_ENTITY_ID };
  const set = (o: Record<string, string | undefined>) => Object.entries(o).filter(([, v]) => v?.trim());
  const missing = (o: Record<string, string | undefined>) => Object.keys(o).filter((k) => !o[k]?.trim());
  const accountSet = set(account).length > 0;
  if (accountSet && missing(account).length) {
    throw new ConfigError(`Invalid configuration:\n  ${missing(account).join(", ")}: set it too (${Object.keys(account).join(", ")} go together), or none of them`);
  }
  if (set(sms).length && missing(sms).length) {
    throw new ConfigError(`Invalid configuration:\n  ${missing(sms).join(", ")}: set it too (SMS_SENDER_ID and DLT_ENTITY_ID go together), or neither`);
  }
  if (!accountSet) {
    if (set(sms).length) throw new ConfigError("Invalid configuration:\n  EXOTEL_SID: SMS_SENDER_ID and DLT_ENTITY_ID need the Exotel account settings too");
    return undefined;
  }
  const secret = e.EXOTEL_WEBHOOK_SECRET!.trim();
  // The secret is all that keeps a stranger from posting fake calls: it must not be guessable.
  if (!/^[A-Za-z0-9_-]{24,}$/.test(secret)) {
    throw new ConfigError("Invalid configuration:\n  EXOTEL_WEBHOOK_SECRET: at least 24 letters, digits, - or _ (e.g. openssl rand -hex 16)");
  }
  return {
    apiUrl: (e.EXOTEL_API_URL || "https://api.exotel.com").replace(/\/+$/, ""),
    sid: e.EXOTEL_SID!.trim(),
    apiKey: e.EXOTEL_API_KEY!.trim(),
    apiToken: e.EXOTEL_API_TOKEN!.trim(),
    callerId: e.EXOTEL_CALLER_ID!.trim(),
    webhookSecret: secret,
    sms: set(sms).length ? { senderId: e.SMS_SENDER_ID!.trim(), dltEntityId: e.DLT_ENTITY_ID!.trim() } : undefined,
  };
}
