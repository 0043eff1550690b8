import { describe, expect, it } from "vitest";
import { chatReducer, chatView, initialChatState, mergeMessages, nextInOutbox, proofFor, savedOf, shownState, type ChatAction, type ChatState } from "./chat-state";
import type { ServerMessage } from "./chat-state";
import { teamAvailable } from "./availability";
import type { Conversation, WidgetMessage } from "./storage";

const lead = { name: "Asha Devi", email: "asha@example.in", phone: "", location: "", userType: "farmer" };
const conversation = (patch: Partial<Conversation> = {}): Conversation => ({ lead, sessionId: "s-1", leadId: "l-1", mode: "live", status: "waiting", messages: [], ...patch });
const server = (id: string, patch: Partial<ServerMessage> = {}): ServerMessage => ({ id, message: `text ${id}`, sender_type: "agent", sender_name: "Agent", created_at: `2026-11-28T04:00:0${id.length}Z`, ...patch });
const queued = (clientId: string, text: string): WidgetMessage => ({ id: clientId, clientId, state: "queued", text, sender: "user", at: "2026-11-28T04:00:00Z", pending: true });
const run = (s: ChatState, ...actions: ChatAction[]) => actions.reduce(chatReducer, s);
const withChat = (c = conversation()) => run(initialChatState(null, true), { type: "started", conversation: c });

describe("the chat panel's state", () => {
  it("starts from what a reload saved, and saves only what a reload needs", () => {
    const s = initialChatState({ v: 1, open: true, minimised: true, conversation: conversation(), pendingLead: null }, false);
    expect(s.minimised).toBe(true);
    expect(s.online).toBe(false);
    expect(s.conversation?.sessionId).toBe("s-1");
    const typed = run(s, { type: "draft", text: "half a sentence" });
    expect(savedOf(typed)).toEqual({ v: 1, open: true, minimised: true, conversation: s.conversation, pendingLead: null });
  });

  it("a lead form filled offline waits, and starting the chat clears it and the form", () => {
    let s = run(initialChatState(null, false), { type: "lead-field", patch: { name: "Asha" } }, { type: "lead-waits", lead });
    expect(s.pendingLead).toEqual(lead);
    s = chatReducer(s, { type: "started", conversation: conversation() });
    expect(s.pendingLead).toBeNull();
    expect(s.lead.name).toBe("");
  });

  it("the outbox: queued in order, sent one by one, the server's copy replaces the pending one", () => {
    let s = run(withChat(), { type: "draft", text: "one" }, { type: "queue", message: queued("c-one-1234", "one" ) }, { type: "queue", message: queued("c-two-1234", "two") });
    expect(s.draft).toBe("");
    expect(nextInOutbox(s.conversation)?.text).toBe("one");
    s = chatReducer(s, { type: "outbox", clientId: "c-one-1234", state: "sending" });
    s = chatReducer(s, { type: "confirmed", message: server("m1", { sender_type: "user", message: "one", client_id: "c-one-1234" }) });
    expect(s.conversation?.messages.map((m) => [m.id, m.state])).toEqual([
      ["m1", "sent"],
      ["c-two-1234", "queued"],
    ]);
    expect(s.conversation?.cursor).toBe(server("m1").created_at);
    expect(nextInOutbox(s.conversation)?.text).toBe("two");
  });

  it("a failed message keeps its reason until it is queued again", () => {
    let s = run(withChat(), { type: "queue", message: queued("c-one-1234", "one") }, { type: "outbox", clientId: "c-one-1234", state: "failed", error: "Too many" });
    expect(s.conversation?.messages[0]).toMatchObject({ state: "failed", error: "Too many" });
    expect(nextInOutbox(s.conversation)).toBeUndefined();
    s = chatReducer(s, { type: "outbox", clientId: "c-one-1234", state: "queued" });
    expect(s.conversation?.messages[0]?.error).toBeUndefined();
  });

  it("server messages are added once each, whichever way they arrive", () => {
    const m = server("m1");
    const s = run(withChat(), { type: "incoming", messages: [m] }, { type: "incoming", messages: [m] }, { type: "synced", messages: [m], status: "active" });
    expect(s.conversation?.messages).toHaveLength(1);
    expect(s.conversation?.status).toBe("active");
    expect(mergeMessages(s.conversation!.messages, [m])).toBe(s.conversation!.messages);
  });

  it("a failed resync is shown until the next one succeeds", () => {
    let s = chatReducer(withChat(), { type: "sync-failed" });
    expect(s.syncFailed).toBe(true);
    s = chatReducer(s, { type: "synced", messages: [], status: "waiting" });
    expect(s.syncFailed).toBe(false);
  });

  it("receipts turn a sent message into delivered, then read", () => {
    const m: WidgetMessage = { id: "m", text: "x", sender: "user", at: "2026-11-28T04:00:05Z", state: "sent" };
    expect(shownState(m, undefined)).toBe("sent");
    expect(shownState(m, { delivered: "2026-11-28T04:00:05Z", read: null })).toBe("delivered");
    expect(shownState(m, { delivered: "2026-11-28T04:00:05Z", read: "2026-11-28T04:00:06Z" })).toBe("read");
    expect(shownState({ ...m, state: "queued" }, { delivered: "2026-11-28T04:00:09Z", read: null })).toBe("queued");
  });

  it("the view follows the conversation: live, unanswered, ended", () => {
    expect(chatView(withChat()).liveSession).toBe("s-1");
    expect(chatView(withChat(conversation({ status: "unanswered" }))).unanswered).toBe(true);
    const ended = chatReducer(withChat(), { type: "ended" });
    expect(chatView(ended)).toMatchObject({ ended: true, liveSession: null });
    expect(chatView(withChat(conversation({ mode: "assistant" }))).liveSession).toBeNull();
  });

  it("a call back requested closes the form and the offer, and leaves a note", () => {
    const s = run(withChat(), { type: "callback-offered" }, { type: "callback-open", open: true }, { type: "callback-done", notice: "We will call" });
    expect(s).toMatchObject({ callbackOpen: false, callbackOffered: false, notice: "We will call" });
  });

  it("Reset leaves the conversation and everything that belonged to it", () => {
    const s = run(withChat(), { type: "awaiting", awaiting: true }, { type: "callback-open", open: true }, { type: "reset" });
    expect(s).toMatchObject({ conversation: null, awaiting: false, callbackOpen: false, notice: "", draft: "" });
  });

  it("the agent's message ends their typing line at once", () => {
    let s = run(withChat(conversation({ status: "active" })), { type: "agent-typing", typing: true });
    expect(run(s, { type: "incoming", messages: [server("u1", { sender_type: "user" })] }).agentTyping).toBe(true);
    s = chatReducer(s, { type: "incoming", messages: [server("a1")] });
    expect(s.agentTyping).toBe(false);
  });

  it("the header follows whether an agent is with the chat", () => {
    expect(chatView(withChat(conversation({ status: "waiting" }))).presence).toBe("waiting");
    expect(chatView(withChat(conversation({ status: "active" }))).presence).toBe("connected");
    // The agent left (or nobody came): no green "connected" any more.
    const left = run(withChat(conversation({ status: "active" })), { type: "status", status: "unanswered" });
    expect(chatView(left).presence).toBe("away");
    expect(chatView(chatReducer(left, { type: "ended" })).presence).toBeNull();
    expect(chatView(withChat(conversation({ mode: "assistant" }))).presence).toBeNull();
  });

  it("a question to the assistant waits in the outbox like a live message, and leaves no state once answered", () => {
    const ask: WidgetMessage = { ...queued("c-ask-1234", "is urea ok?"), to: "assistant" };
    let s = run(withChat(conversation({ mode: "assistant" })), { type: "queue", message: ask });
    expect(nextInOutbox(s.conversation)).toMatchObject({ text: "is urea ok?", to: "assistant" });
    expect(savedOf(s).conversation?.messages[0]?.state).toBe("queued");
    s = run(s, { type: "outbox", clientId: "c-ask-1234", state: "sending" }, { type: "answered", clientId: "c-ask-1234" });
    expect(s.conversation?.messages[0]).toMatchObject({ text: "is urea ok?", state: undefined, pending: false });
    expect(nextInOutbox(s.conversation)).toBeUndefined();
  });

  it("a system line keeps its event, to be shown in the page's language", () => {
    const s = chatReducer(withChat(), { type: "incoming", messages: [server("j1", { sender_type: "system", sender_name: null, event: { key: "agent_joined" } })] });
    expect(s.conversation?.messages[0]).toMatchObject({ sender: "system", event: { key: "agent_joined" } });
  });

  it("the lead form says the team can talk when an agent is online, whatever the hours", () => {
    expect(teamAvailable(true, false)).toBe(true);
    expect(teamAvailable(false, true)).toBe(false);
    expect(teamAvailable(null, true)).toBe(true);
    expect(teamAvailable(null, false)).toBe(false);
  });
});

describe("the lead form's optional phone check", () => {
  const typedPhone = (phone: string) => run(initialChatState(null, true), { type: "lead-field", patch: { ...lead, phone } });

  it("sends a code for the typed number, keeps only digits of the code, and carries the proof for that number only", () => {
    let s = run(typedPhone("98765 42424"), { type: "verify-sending" }, { type: "verify-sent" }, { type: "verify-code", code: "12a 34-56789" });
    expect(s.verify).toMatchObject({ step: "sent", phone: "98765 42424", code: "123456" });
    s = run(s, { type: "verify-checking" }, { type: "verified", proof: "p.q" });
    expect(proofFor(s.verify, s.lead)).toBe("p.q");
    // Another number: the proof does not go with it, and the check starts over.
    s = run(s, { type: "lead-field", patch: { phone: "98765 00000" } });
    expect(s.verify.step).toBe("idle");
    expect(proofFor(s.verify, s.lead)).toBeUndefined();
  });

  it("shows the server's reason and lets the farmer type again; a code that was never sent goes back to the offer", () => {
    let s = run(typedPhone("98765 42424"), { type: "verify-sending" }, { type: "verify-sent" }, { type: "verify-checking" }, { type: "verify-failed", problem: "wrong_code" });
    expect(s.verify).toMatchObject({ step: "sent", problem: "wrong_code" });
    expect(run(s, { type: "verify-code", code: "1" }).verify.problem).toBeNull();
    s = run(typedPhone("98765 42424"), { type: "verify-sending" }, { type: "verify-failed", problem: "too_many_codes" });
    expect(s.verify).toMatchObject({ step: "idle", problem: "too_many_codes" });
    // Starting the chat clears the check with the form.
    expect(run(s, { type: "started", conversation: conversation() }).verify.step).toBe("idle");
  });

  it("counts the wrong codes the server refused (for the tries left) and starts again with a new code, remembering where it went", () => {
    const wrong = { type: "verify-failed", problem: "wrong_code", wrongTry: true } as const;
    let s = run(typedPhone("98765 42424"), { type: "verify-sending" }, { type: "verify-sent", channel: "whatsapp" }, { type: "verify-checking" }, wrong, { type: "verify-checking" }, wrong);
    expect(s.verify).toMatchObject({ step: "sent", problem: "wrong_code", wrong: 2, channel: "whatsapp" });
    // A code too short to send is refused here and costs no try.
    s = run(s, { type: "verify-failed", problem: "wrong_code" });
    expect(s.verify.wrong).toBe(2);
    s = run(s, { type: "verify-sending" }, { type: "verify-sent", channel: "sms" });
    expect(s.verify).toMatchObject({ wrong: 0, channel: "sms", problem: null });
  });
});
