/**
 * The WhatsApp Business Platform (Cloud API) settings, all or none: without
 * them the channel is off and the site behaves as before. Checked at start
 * with the other settings (config.server.ts), so a half-set account stops the
 * server with a message naming what is missing.
 */

export interface WhatsAppConfig {
  /** The business phone number's id (WhatsApp Manager → API setup), the sender of every message. */
  phoneNumberId: string;
  /** The WhatsApp Business Account's id: its approved message templates are read from it. */
  businessAccountId: string;
  /** A system user's permanent token with whatsapp_business_messaging and whatsapp_business_management. */
  accessToken: string;
  /** The Meta app's secret: every webhook POST is signed with it (X-Hub-Signature-256). */
  appSecret: string;
  /** Our own string, typed into the app's webhook settings; Meta echoes it in the GET handshake. */
  verifyToken: string;
  /** The Graph API's base with its version, without a trailing slash (tests point it at a stand-in). */
  graphUrl: string;
  /**
   * The approved authentication template phone codes go out with
   * (WHATSAPP_OTP_TEMPLATE, default `verification_code`): its body takes the
   * code, and its copy-code button the code again. Until it is approved, codes go by SMS.
   */
  otpTemplate?: string;
}

export const DEFAULT_OTP_TEMPLATE = "verification_code";

export const DEFAULT_GRAPH_URL = "https://graph.facebook.com/v23.0";

const REQUIRED = {
  WHATSAPP_PHONE_NUMBER_ID: "phoneNumberId",
  WHATSAPP_BUSINESS_ACCOUNT_ID: "businessAccountId",
  WHATSAPP_ACCESS_TOKEN: "accessToken",
  WHATSAPP_APP_SECRET: "appSecret",
  WHATSAPP_VERIFY_TOKEN: "verifyToken",
} as const;

/** Reads the channel's settings from the environment; undefined when none is set. Throws a message naming the problem. */
export function whatsappConfigFrom(env: Readonly<Record<string, string | undefined>>): WhatsAppConfig | undefined {
  const names = Object.keys(REQUIRED) as Array<keyof typeof REQUIRED>;
  const given = names.filter((n) => env[n]?.trim());
  const graphRaw = env.WHATSAPP_GRAPH_URL?.trim() ?? "";
  if (given.length === 0) {
    if (graphRaw) throw new Error(`WHATSAPP_GRAPH_URL: the other WhatsApp settings are needed too (${names.join(", ")})`);
    return undefined;
  }
  const missing = names.filter((n) => !env[n]?.trim());
  if (missing.length) throw new Error(`${missing.join(", ")}: set it too (${names.join(", ")} go together), or none of them`);
  const verifyToken = env.WHATSAPP_VERIFY_TOKEN!.trim();
  // Anyone who knows it can pass the handshake; it must not be guessable.
  if (verifyToken.length < 16) throw new Error("WHATSAPP_VERIFY_TOKEN: at least 16 characters (e.g. openssl rand -hex 16)");
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID!.trim();
  const businessAccountId = env.WHATSAPP_BUSINESS_ACCOUNT_ID!.trim();
  for (const [name, v] of [["WHATSAPP_PHONE_NUMBER_ID", phoneNumberId], ["WHATSAPP_BUSINESS_ACCOUNT_ID", businessAccountId]] as const) {
    if (!/^\d{5,30}$/.test(v)) throw new Error(`${name}: the id as Meta shows it, digits only`);
  }
  let graphUrl = DEFAULT_GRAPH_URL;
  if (graphRaw) {
    let url: URL;
    try {
      url = new URL(graphRaw);
    } catch {
      throw new Error("WHATSAPP_GRAPH_URL: must be a URL, e.g. https://graph.facebook.com/v23.0");
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("WHATSAPP_GRAPH_URL: must be an http(s) URL");
    graphUrl = graphRaw.replace(/\/+$/, "");
  }
  return {
    phoneNumberId,
    businessAccountId,
    accessToken: env.WHATSAPP_ACCESS_TOKEN!.trim(),
    appSecret: env.WHATSAPP_APP_SECRET!.trim(),
    verifyToken,
    graphUrl,
    otpTemplate: env.WHATSAPP_OTP_TEMPLATE?.trim() || DEFAULT_OTP_TEMPLATE,
  };
}
