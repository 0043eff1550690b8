import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { defineFunction } from "../router.server.ts";
import { HttpError } from "../../http/errors.server.ts";
import { uuidField } from "../../../shared/schemas.ts";
import { locales } from "../../../../content/i18n.ts";
import { chatMessageInput } from "../live-chat/live-chat.server.ts";
import type { ChatService } from "../../chat/service.ts";
import type { AssistantResult } from "../../../shared/api-types.ts";
import { assistantReplies } from "../../../../content/knowledge/replies.ts";
import { createAssistant, type ChatAssistant } from "./llm.server.ts";

const body = z.object({
  message: chatMessageInput,
  // Untrusted display hints; the assistant reads only strings from it.
  userInfo: z.record(z.string(), z.unknown()).nullish(),
  /** The language of the page the visitor asks from: romanised Hindi on a Hindi page is answered in Hindi. */
  language: z.enum(locales).nullish(),
  /** Optional: the widget's session, so the log links the conversation to the lead. */
  sessionId: uuidField.nullish(),
});

/**
 * `chat` (`{message, userInfo}` → `{response}`): the Soil Doctor Assistant.
 * Logs the visitor's question and the reply to chat_messages. In a
 * conversation (`sessionId`), the second question it cannot answer makes the
 * reply offer a call back, in the reply's language, and adds `offer: "callback"`
 * so the widget shows the call-back form's button.
 */
export function chatFunction(app: FastifyInstance, chat: ChatService, assistant?: ChatAssistant) {
  const store = chat.store;
  const brain =
    assistant ??
    createAssistant({
      llm: app.config.llm,
      onLlmError: (err) => app.log.warn({ err }, "LLM call failed; answered from retrieval"),
      clinics: (language) => app.clinics.list(language),
      onClinicsError: (err) => app.log.warn({ err }, "clinic list unreadable; answered without it"),
    });
  return defineFunction({
    name: "chat",
    methods: ["POST"],
    body,
    // Counted before the body is checked, so invalid requests count towards it too.
    limit: { bucket: "ask", max: (a) => a.config.publicWriteLimitPerMinute * 3, windowMs: 60_000 },
    async handler(ctx) {
      const input = ctx.body;
      const { message, userInfo } = input;
      let sessionId = input.sessionId ?? null;
      if (sessionId && !(await store.getSession(sessionId))) sessionId = null;
      const answer = await brain.respond(message, userInfo ?? null, { pageLanguage: input.language ?? null });
      if (typeof answer?.text !== "string") throw new HttpError(500, "internal_error", "The assistant failed");
      const offerCallback = !answer.answered && sessionId !== null && (await chat.assistantMissed(sessionId)).offerCallback;
      const response = offerCallback ? `${answer.text}\n\n${assistantReplies[answer.language].callbackOffer}` : answer.text;
      await store.logMessage(sessionId, "user", message);
      if (response.trim()) await store.logMessage(sessionId, "bot", response.slice(0, 4000));
      const result: AssistantResult = offerCallback ? { response, offer: "callback" } : { response };
      return result;
    },
  });
}
