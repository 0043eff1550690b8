import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** The account the stand-in serves. */
export interface PeerAccount {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  /** The business number farmers write to, as WhatsApp shows it in webhooks. */
  displayPhoneNumber: string;
}

export const PEER_ACCOUNT: PeerAccount = {
  phoneNumberId: "106540352242922",
  businessAccountId: "102290129340398",
  accessToken: "EAAG-stand-in-access-token",
  appSecret: "stand-in-app-secret-0123456789abcdef",
  verifyToken: "stand-in-verify-token-0123456789",
  displayPhoneNumber: "919811023456",
};

export const GRAPH_VERSION = "v23.0";

/** One request the stand-in received. */
export interface GraphRequest {
  method: string;
  path: string;
  auth: string | null;
  body: Record<string, unknown> | null;
  /** The wamid the stand-in gave a message it accepted. */
  wamid?: string;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** A media file the stand-in holds, as a farmer's phone uploaded it. */
export interface PeerMedia {
  id: string;
  mime: string;
  bytes: Buffer;
}

/** Templates as Meta's GET {waba}/message_templates lists them. */
export const PEER_TEMPLATES = [
  {
    name: "soil_test_followup",
    language: "en",
    status: "APPROVED",
    category: "UTILITY",
    id: "5101",
    components: [
      { type: "HEADER", format: "TEXT", text: "Your soil test" },
      { type: "BODY", text: "Hello {{1}}, your soil test report for sample {{2}} is ready. Reply to this message to talk to us.", example: { body_text: [["Suresh", "SD-1042"]] } },
      { type: "FOOTER", text: "Soil Doctor" },
    ],
  },
  {
    name: "soil_test_followup",
    language: "hi",
    status: "APPROVED",
    category: "UTILITY",
    id: "5102",
    components: [{ type: "BODY", text: "नमस्ते {{1}}, नमूना {{2}} की आपकी मिट्टी जाँच रिपोर्ट तैयार है। बात करने के लिए इस संदेश का जवाब दें।" }],
  },
  { name: "season_offer", language: "en", status: "PENDING", category: "MARKETING", id: "5103", components: [{ type: "BODY", text: "Kharif offer: {{1}}" }] },
  {
    name: "report_pdf",
    language: "en",
    status: "APPROVED",
    category: "UTILITY",
    id: "5104",
    components: [{ type: "HEADER", format: "DOCUMENT" }, { type: "BODY", text: "Your report is attached." }],
  },
];

const wamidFor = () => `wamid.HBgM${randomBytes(18).toString("base64url")}`;

/**
 * A local stand-in for the WhatsApp Cloud API (Graph API) on 127.0.0.1,
 * speaking its documented shapes:
 * - `POST /{version}/{phone-number-id}/messages` (bearer token) answers
 *   `{messaging_product, contacts: [{input, wa_id}], messages: [{id}]}`, or
 *   `{error: {message, type, code, error_data: {details}, fbtrace_id}}`;
 *   `{status: "read", message_id}` answers `{success: true}`;
 * - `GET /{version}/{media-id}` answers `{messaging_product, url, mime_type,
 *   sha256, file_size, id}` and the url serves the bytes behind the same token;
 * - `GET /{version}/{waba-id}/message_templates` answers `{data, paging}`.
 * And the other direction, as Meta's servers would: webhooks signed with
 * X-Hub-Signature-256 (messages of every kind, status reports sent,
 * delivered, read, failed) and the GET verification handshake.
 */
export async function startWhatsAppPeer(account: PeerAccount = PEER_ACCOUNT) {
  const requests: GraphRequest[] = [];
  const media = new Map<string, PeerMedia>();
  let failNext: Array<{ status: number; code: number; message: string; details?: string }> = [];
  let cutNext = 0;
  /** Status reports posted by themselves after each accepted message. */
  let autoStatuses: { statuses: Array<"sent" | "delivered" | "read">; target: string; delayMs: number } | null = null;
  const sockets = new Set<Socket>();

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString("utf8")));
      req.on("end", () => resolve(body));
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await read(req);
      const url = new URL(req.url ?? "/", "http://stand-in");
      const header = req.headers.authorization ?? "";
      const auth = header.startsWith("Bearer ") ? header.slice(7) : null;
      let body: Record<string, unknown> | null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const entry: GraphRequest = { method: req.method ?? "", path: url.pathname, auth, body, at: Date.now() };
      requests.push(entry);
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      const graphError = (status: number, code: number, message: string, details?: string) =>
        json(status, { error: { message, type: status === 401 ? "OAuthException" : "OAuthException", code, ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}), fbtrace_id: "AbCdEfStandIn" } });

      if (auth !== account.accessToken) return graphError(401, 190, "Error validating access token: The session is invalid.");
      if (url.pathname.startsWith("/media-files/")) {
        const file = media.get(decodeURIComponent(url.pathname.slice("/media-files/".length)));
        if (!file) return json(404, { error: { message: "not found", code: 100 } });
        res.writeHead(200, { "content-type": file.mime, "content-length": String(file.bytes.length) });
        return res.end(file.bytes);
      }
      const base = `/${GRAPH_VERSION}`;
      if (req.method === "POST" && url.pathname === `${base}/${account.phoneNumberId}/messages`) {
        if (cutNext > 0) {
          // The request arrived, the answer never does: as a connection cut after sending.
          cutNext -= 1;
          if (body?.type) {
            const wamid = wamidFor();
            entry.wamid = wamid;
            if (autoStatuses) schedule(entry);
          }
          req.socket.destroy();
          return;
        }
        const fail = failNext.shift();
        if (fail) return graphError(fail.status, fail.code, fail.message, fail.details);
        if (body?.status === "read") return json(200, { success: true });
        if (body?.messaging_product !== "whatsapp" || typeof body.to !== "string" || (body.type !== "text" && body.type !== "template")) {
          return graphError(400, 100, "(#100) Invalid parameter");
        }
        const wamid = wamidFor();
        entry.wamid = wamid;
        if (autoStatuses) schedule(entry);
        return json(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: wamid }] });
      }
      if (req.method === "GET" && url.pathname === `${base}/${account.businessAccountId}/message_templates`) {
        return json(200, { data: PEER_TEMPLATES, paging: { cursors: { before: "MAZDZD", after: "MjQZD" } } });
      }
      if (req.method === "GET" && url.pathname.startsWith(`${base}/`)) {
        const id = decodeURIComponent(url.pathname.slice(base.length + 1));
        const file = media.get(id);
        if (!file) return graphError(400, 100, "(#100) Unsupported get request. Object does not exist");
        return json(200, {
          messaging_product: "whatsapp",
          url: `${peer.url}/media-files/${encodeURIComponent(id)}`,
          mime_type: file.mime,
          sha256: createHash("sha256").update(file.bytes).digest("hex"),
          file_size: String(file.bytes.length),
          id,
        });
      }
      graphError(400, 100, "(#100) Unknown path");
    })();
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const schedule = (entry: GraphRequest) => {
    const auto = autoStatuses!;
    let delay = auto.delayMs;
    for (const status of auto.statuses) {
      setTimeout(() => void peer.deliver(auto.target, peer.statusPayload(entry, status)).catch(() => undefined), delay);
      delay += auto.delayMs;
    }
  };

  /** A webhook body for the account, with these values under one change. */
  const envelope = (value: Record<string, unknown>) => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: account.businessAccountId,
        changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: account.displayPhoneNumber, phone_number_id: account.phoneNumberId }, ...value } }],
      },
    ],
  });

  type Inbound =
    | { text: string }
    | { image: { bytes: Buffer; mime?: string; caption?: string } }
    | { audio: { bytes: Buffer; mime?: string; voice?: boolean } }
    | { document: { bytes: Buffer; mime?: string; filename: string; caption?: string } }
    | { location: { latitude: number; longitude: number; name?: string; address?: string } }
    | { button: { text: string; payload: string } }
    | { unsupported: true };

  const peer = {
    url,
    /** The Graph API base the app is pointed at (WHATSAPP_GRAPH_URL). */
    graphUrl: `${url}/${GRAPH_VERSION}`,
    account,
    requests,
    /** Messages the app asked WhatsApp to send (text and template), in order. */
    sent: () => requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages") && r.body?.type),
    /** Read receipts the app passed on. */
    reads: () => requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages") && r.body?.status === "read"),
    /** The next sends are refused with these errors, in order. */
    failNext(...errors: Array<{ status: number; code: number; message: string; details?: string }>) {
      failNext = [...failNext, ...errors];
    },
    /** The next `n` sends reach the stand-in but their answers never come back (the connection is cut). */
    cutNext(n = 1) {
      cutNext += n;
    },
    /** From now on, each accepted message gets these status reports posted to `target`'s webhook, `delayMs` apart. */
    autoStatuses(statuses: Array<"sent" | "delivered" | "read">, target: string, delayMs = 100) {
      autoStatuses = { statuses, target, delayMs };
    },
    stopAutoStatuses() {
      autoStatuses = null;
    },
    /** A file a farmer's phone uploaded; answers its media id. */
    addMedia(bytes: Buffer, mime: string): string {
      const id = String(1_000_000_000_000 + media.size + Math.floor(Math.random() * 1_000_000));
      media.set(id, { id, mime, bytes });
      return id;
    },

    /** A farmer's message as Meta's webhook carries it. */
    messagePayload(from: string, name: string | null, content: Inbound, opts: { wamid?: string; timestamp?: Date } = {}) {
      const wamid = opts.wamid ?? wamidFor();
      const ts = String(Math.floor((opts.timestamp ?? new Date()).getTime() / 1000));
      let message: Record<string, unknown> = { from, id: wamid, timestamp: ts };
      if ("text" in content) message = { ...message, type: "text", text: { body: content.text } };
      else if ("image" in content) {
        const mime = content.image.mime ?? "image/jpeg";
        const id = peer.addMedia(content.image.bytes, mime);
        message = { ...message, type: "image", image: { ...(content.image.caption ? { caption: content.image.caption } : {}), mime_type: mime, sha256: createHash("sha256").update(content.image.bytes).digest("base64"), id } };
      } else if ("audio" in content) {
        const mime = content.audio.mime ?? "audio/ogg; codecs=opus";
        const id = peer.addMedia(content.audio.bytes, mime);
        message = { ...message, type: "audio", audio: { mime_type: mime, sha256: createHash("sha256").update(content.audio.bytes).digest("base64"), id, voice: content.audio.voice ?? true } };
      } else if ("document" in content) {
        const mime = content.document.mime ?? "application/pdf";
        const id = peer.addMedia(content.document.bytes, mime);
        message = { ...message, type: "document", document: { filename: content.document.filename, mime_type: mime, sha256: "x", id, ...(content.document.caption ? { caption: content.document.caption } : {}) } };
      } else if ("location" in content) message = { ...message, type: "location", location: content.location };
      else if ("button" in content) message = { ...message, type: "button", button: content.button, context: { from: account.displayPhoneNumber, id: wamidFor() } };
      else message = { ...message, type: "unsupported", errors: [{ code: 131051, title: "Message type unknown", message: "Message type unknown", error_data: { details: "Message type is currently not supported." } }] };
      return { wamid, payload: envelope({ contacts: [{ profile: { name: name ?? "" }, wa_id: from }], messages: [message] }) };
    },

    /** A status report on a message the app sent through the stand-in (biz_opaque_callback_data echoed). */
    statusPayload(sent: GraphRequest, status: "sent" | "delivered" | "read" | "failed", error?: { code: number; title: string; details?: string }) {
      if (!sent.wamid) throw new Error("the stand-in did not accept this message");
      const s: Record<string, unknown> = {
        id: sent.wamid,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: sent.body?.to,
        ...(typeof sent.body?.biz_opaque_callback_data === "string" ? { biz_opaque_callback_data: sent.body.biz_opaque_callback_data } : {}),
      };
      if (status === "sent") s.conversation = { id: "CONVERSATION_ID", expiration_timestamp: String(Math.floor(Date.now() / 1000) + 86_400), origin: { type: "service" } };
      if (status !== "failed") s.pricing = { billable: true, pricing_model: "PMP", category: "service" };
      if (status === "failed" && error) s.errors = [{ code: error.code, title: error.title, message: error.title, error_data: { details: error.details ?? error.title }, href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/" }];
      return envelope({ statuses: [s] });
    },

    /** The signature Meta puts on a body: sha256=HMAC-SHA256(app secret, raw body). */
    sign(raw: string | Buffer, secret = account.appSecret) {
      return `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;
    },

    /** Posts a webhook body to the app as Meta does (signed with the app secret unless another secret or signature is given). */
    async deliver(appUrl: string, payload: unknown, opts: { secret?: string; signature?: string | null; raw?: string } = {}) {
      const raw = opts.raw ?? JSON.stringify(payload);
      const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "facebookexternalua" };
      const signature = opts.signature === undefined ? peer.sign(raw, opts.secret) : opts.signature;
      if (signature !== null) headers["x-hub-signature-256"] = signature;
      return fetch(`${appUrl}/webhooks/whatsapp`, { method: "POST", headers, body: raw });
    },

    /** Meta's GET verification handshake. */
    handshake(appUrl: string, token = account.verifyToken, challenge = "1158201444") {
      return fetch(`${appUrl}/webhooks/whatsapp?${new URLSearchParams({ "hub.mode": "subscribe", "hub.verify_token": token, "hub.challenge": challenge })}`);
    },

    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return peer;
}

export type WhatsAppPeer = Awaited<ReturnType<typeof startWhatsAppPeer>>;

/** The app's settings for this stand-in (AppConfig.whatsapp). */
export const whatsappSettingsFor = (peer: WhatsAppPeer) => ({
  phoneNumberId: peer.account.phoneNumberId,
  businessAccountId: peer.account.businessAccountId,
  accessToken: peer.account.accessToken,
  appSecret: peer.account.appSecret,
  verifyToken: peer.account.verifyToken,
  graphUrl: peer.graphUrl,
});
