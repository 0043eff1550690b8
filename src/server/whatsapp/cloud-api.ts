import type { WhatsAppConfig } from "./config.ts";

/**
 * The WhatsApp Business Platform's Cloud API (Graph API), as Meta's
 * documentation writes it; every call carries the access token as a bearer:
 * - send: `POST {graph}/{phone-number-id}/messages` with
 *   `{messaging_product: "whatsapp", recipient_type: "individual", to, type,
 *   text: {body, preview_url} | template: {name, language: {code},
 *   components: [{type: "body", parameters: [{type: "text", text}]}]},
 *   biz_opaque_callback_data}`; it answers `{messaging_product, contacts:
 *   [{input, wa_id}], messages: [{id: "wamid.…"}]}`, or `{error: {message,
 *   type, code, error_subcode, error_data: {details}, fbtrace_id}}`.
 *   `biz_opaque_callback_data` comes back in that message's status webhooks.
 * - mark as read: the same path with `{messaging_product, status: "read", message_id}`.
 * - media: `GET {graph}/{media-id}` answers `{url, mime_type, sha256,
 *   file_size, id}`; the url (valid for minutes) is fetched with the same token.
 * - templates: `GET {graph}/{waba-id}/message_templates?fields=…` answers
 *   `{data: [{name, language, status, category, components}], paging: {next}}`.
 *
 * A second provider (a BSP with its own API) is a second module with this interface.
 */
export interface WhatsAppApi {
  send(message: OutboundMessage): Promise<{ wamid: string }>;
  markRead(wamid: string): Promise<void>;
  media(mediaId: string): Promise<{ bytes: Buffer; mime: string; sha256: string | null }>;
  templates(): Promise<RemoteTemplate[]>;
}

export type OutboundMessage =
  | { to: string; reference: string; type: "text"; text: string }
  | { to: string; reference: string; type: "template"; name: string; language: string; bodyValues: string[]; /** An authentication template's copy-code button: the code again. */ codeButton?: string };

export interface RemoteTemplate {
  name: string;
  language: string;
  status: string;
  category: string;
  components: unknown[];
}

/**
 * The Graph API said no, or could not be asked. `outcome` decides what the
 * outbox does: `retry` (it was not accepted: try again later), `refused` (it
 * never will be: the message fails with `message` for the agent), `unknown`
 * (the request may have reached WhatsApp: wait for its status before trying again).
 */
export class CloudApiError extends Error {
  constructor(
    readonly outcome: "retry" | "refused" | "unknown",
    message: string,
    readonly code: number | null = null,
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = "CloudApiError";
  }
}

/** Errors of the network that mean the request never left this machine: safe to send again. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ENETUNREACH", "EHOSTUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * Error codes Meta lists as temporary (throttling, its own trouble): the same request may succeed later.
 * 1, 2: API unknown/service; 4, 80007, 130429, 131056: rate limits; 131000: something went wrong; 131016: service unavailable.
 */
const TEMPORARY = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

/** What an agent reads for the errors they can act on. */
export function plainReason(code: number | null, fallback: string): string {
  switch (code) {
    case 131047:
      return "More than 24 hours have passed since the farmer's last message: only an approved template can be sent now.";
    case 131026:
      return "WhatsApp could not deliver this message to the number (it may not use WhatsApp, or has not accepted the latest terms).";
    case 131051:
      return "WhatsApp does not support this kind of message.";
    case 131050:
    case 131049:
      return "The farmer has chosen not to receive marketing messages from businesses, or WhatsApp limited them.";
    case 132000:
    case 132001:
    case 132005:
    case 132007:
    case 132012:
      return "The template does not match what Meta approved (name, language or values). Sync the templates and try again.";
    case 190:
      return "WhatsApp refused our access token. Ask an admin to check the WhatsApp settings.";
    case 131031:
      return "The WhatsApp business account is locked. Ask an admin to look at WhatsApp Manager.";
    default:
      return fallback;
  }
}

export class CloudApi implements WhatsAppApi {
  constructor(
    private readonly config: WhatsAppConfig,
    private readonly timeoutMs = 15_000,
  ) {}

  private get auth() {
    return `Bearer ${this.config.accessToken}`;
  }

  private async request(url: string, init: { method: "GET" | "POST"; body?: unknown }): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: init.method,
        headers: { authorization: this.auth, accept: "application/json", ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code ?? "";
      if (NOT_SENT.has(code)) throw new CloudApiError("retry", "WhatsApp could not be reached. The message will be sent when it can.", null, `${code}`);
      // A timeout or a connection cut after the request went out: WhatsApp may have it.
      throw new CloudApiError("unknown", "WhatsApp did not answer in time. The message waits for WhatsApp's confirmation.", null, String(err));
    }
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* an error page, not JSON */
    }
    if (!res.ok) {
      const e = (json.error ?? {}) as { message?: unknown; code?: unknown; error_data?: { details?: unknown } };
      const code = typeof e.code === "number" ? e.code : null;
      const said = [typeof e.message === "string" ? e.message : "", typeof e.error_data?.details === "string" ? e.error_data.details : ""].filter(Boolean).join(": ") || text.slice(0, 200);
      const temporary = res.status >= 500 || res.status === 429 || (code !== null && TEMPORARY.has(code));
      throw new CloudApiError(temporary ? "retry" : "refused", plainReason(code, temporary ? "WhatsApp is busy. The message will be sent again shortly." : `WhatsApp refused the message: ${said}`), code, `${res.status} ${said}`.slice(0, 500));
    }
    return json;
  }

  async send(message: OutboundMessage): Promise<{ wamid: string }> {
    const base = { messaging_product: "whatsapp", recipient_type: "individual", to: message.to, biz_opaque_callback_data: message.reference };
    const body =
      message.type === "text"
        ? { ...base, type: "text", text: { preview_url: false, body: message.text } }
        : {
            ...base,
            type: "template",
            template: {
              name: message.name,
              language: { code: message.language },
              ...(message.bodyValues.length || message.codeButton
                ? {
                    components: [
                      ...(message.bodyValues.length ? [{ type: "body", parameters: message.bodyValues.map((text) => ({ type: "text", text })) }] : []),
                      ...(message.codeButton ? [{ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: message.codeButton }] }] : []),
                    ],
                  }
                : {}),
            },
          };
    const json = await this.request(`${this.config.graphUrl}/${this.config.phoneNumberId}/messages`, { method: "POST", body });
    const id = (json.messages as Array<{ id?: unknown }> | undefined)?.[0]?.id;
    if (typeof id !== "string" || !id) throw new CloudApiError("unknown", "WhatsApp answered without a message id.", null, JSON.stringify(json).slice(0, 200));
    return { wamid: id };
  }

  async markRead(wamid: string): Promise<void> {
    await this.request(`${this.config.graphUrl}/${this.config.phoneNumberId}/messages`, { method: "POST", body: { messaging_product: "whatsapp", status: "read", message_id: wamid } });
  }

  async media(mediaId: string) {
    if (!/^[\w.-]{1,200}$/.test(mediaId)) throw new CloudApiError("refused", "Not a media id WhatsApp gives.");
    const info = await this.request(`${this.config.graphUrl}/${encodeURIComponent(mediaId)}?phone_number_id=${encodeURIComponent(this.config.phoneNumberId)}`, { method: "GET" });
    const url = typeof info.url === "string" ? info.url : "";
    if (!/^https?:\/\//.test(url)) throw new CloudApiError("retry", "WhatsApp gave no address for the file.", null, JSON.stringify(info).slice(0, 200));
    let res: Response;
    try {
      res = await fetch(url, { headers: { authorization: this.auth }, signal: AbortSignal.timeout(60_000) });
    } catch (err) {
      throw new CloudApiError("retry", "The file could not be fetched from WhatsApp.", null, String(err));
    }
    if (!res.ok) throw new CloudApiError(res.status === 404 ? "refused" : "retry", "The file could not be fetched from WhatsApp.", null, `${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const mime = typeof info.mime_type === "string" ? info.mime_type : (res.headers.get("content-type") ?? "application/octet-stream");
    return { bytes, mime, sha256: typeof info.sha256 === "string" ? info.sha256 : null };
  }

  async templates(): Promise<RemoteTemplate[]> {
    const fields = "name,language,status,category,components";
    let next: string | null = `${this.config.graphUrl}/${this.config.businessAccountId}/message_templates?fields=${fields}&limit=100`;
    const origin = new URL(this.config.graphUrl).origin;
    const out: RemoteTemplate[] = [];
    for (let page = 0; next && page < 50; page++) {
      const json = await this.request(next, { method: "GET" });
      for (const t of (json.data as Array<Record<string, unknown>> | undefined) ?? []) {
        if (typeof t.name !== "string" || typeof t.language !== "string") continue;
        out.push({
          name: t.name,
          language: t.language,
          status: typeof t.status === "string" ? t.status : "UNKNOWN",
          category: typeof t.category === "string" ? t.category : "UNKNOWN",
          components: Array.isArray(t.components) ? t.components : [],
        });
      }
      const candidate = (json.paging as { next?: unknown } | undefined)?.next;
      // The token goes only to the Graph API's own host, whatever a page says.
      next = typeof candidate === "string" && candidate.startsWith(`${origin}/`) ? candidate : null;
    }
    return out;
  }
}
