import type { FastifyInstance } from "fastify";
import { chatFunction } from "./chat/chat-function.server.ts";
import { liveChatFunction } from "./live-chat/live-chat.server.ts";
import { StreamRegistry } from "./live-chat/stream.server.ts";
import { sendLeadEmailFunction } from "./send-lead-email/send-lead-email.server.ts";

/**
 * The visitor chat's functions: live-chat (with its event stream), chat (the
 * assistant) and send-lead-email. They adapt the wire format to the chat and
 * leads services.
 */
export function registerChatFunctions(app: FastifyInstance): void {
  const streams = new StreamRegistry();
  app.decorate("chatStreams", streams);
  // Open streams never finish by themselves; end them so the server can close.
  app.addHook("preClose", async () => streams.endAll());

  // EventSource cannot send headers, so the visitor's stream may carry the
  // public anonymous key as ?apikey=. Only this one read-only action accepts
  // it, and only as the apikey (which must be the anonymous key); a user's
  // token in a URL would end up in logs, so it is never taken from there.
  // navigator.sendBeacon cannot send headers either: a closing agent console
  // posts agent_offline with the anonymous key in the query and, in the body,
  // the offline token that can do nothing but set that agent offline.
  app.addHook("onRequest", async (req) => {
    if (!req.url.startsWith("/functions/v1/live-chat?")) return;
    if (req.headers.apikey !== undefined || req.headers.authorization !== undefined) return;
    const q = new URLSearchParams(req.url.slice(req.url.indexOf("?") + 1));
    const key = q.get("apikey");
    const action = q.get("action");
    const allowed = (req.method === "GET" && action === "stream") || (req.method === "POST" && action === "agent_offline");
    if (allowed && key) req.headers.apikey = key;
  });

  app.functions.register(liveChatFunction({ app, chat: app.chat, bus: app.realtime, streams }));
  app.functions.register(chatFunction(app, app.chat));
  app.functions.register(sendLeadEmailFunction(app));
}
