import type { FastifyInstance, FastifyReply } from "fastify";

/** Meta's deliveries are small, but may batch many status reports; Meta documents up to 3 MB. */
export const WHATSAPP_WEBHOOK_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Meta's webhook for the WhatsApp Business Account (`/webhooks/whatsapp`):
 * - GET: the verification handshake (`hub.mode=subscribe`, `hub.verify_token`,
 *   `hub.challenge`): the challenge back as text, or 403.
 * - POST: accepted only with a valid `X-Hub-Signature-256` over the raw body
 *   (anything else: 401, nothing stored); a body that is not Meta's envelope:
 *   400; otherwise stored in the inbox and answered 200 at once, the work done
 *   afterwards (src/server/whatsapp/service.ts), so Meta's 20-second timeout and
 *   retries never meet a slow database and a crash after the 200 loses nothing.
 * Only registered when the channel is set up.
 */
export async function whatsappWebhooks(app: FastifyInstance) {
  const { whatsapp } = app;
  if (!whatsapp.on) return;

  // The signature is over the bytes as sent: every body arrives here unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WHATSAPP_WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  const plain = (reply: FastifyReply, code: number, text: string) => reply.code(code).header("cache-control", "no-store").type("text/plain; charset=utf-8").send(text);

  app.get("/webhooks/whatsapp", async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const challenge = whatsapp.handshake(q["hub.mode"], q["hub.verify_token"], q["hub.challenge"]);
    return challenge === null ? plain(reply, 403, "Forbidden") : plain(reply, 200, challenge);
  });

  app.post("/webhooks/whatsapp", { bodyLimit: WHATSAPP_WEBHOOK_BODY_LIMIT }, async (req, reply) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers["x-hub-signature-256"];
    const outcome = await whatsapp.accept(raw, typeof signature === "string" ? signature : undefined);
    if (outcome === "bad_signature") return plain(reply, 401, "Invalid signature");
    if (outcome === "malformed") return plain(reply, 400, "Bad request: not a WhatsApp Business Account webhook");
    return plain(reply, 200, "EVENT_RECEIVED");
  });
}
