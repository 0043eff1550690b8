import type { BusEvent, EventBus } from "../../realtime/bus.server.ts";
import { RESYNC } from "../../realtime/bus.server.ts";
import type { ChatMessageOut } from "../../chat/store.server.ts";
import type { SseWriter } from "../../realtime/sse.server.ts";

// The stream writer and its limits (cap per address, lifetime, heartbeat, back-pressure) serve every stream route.
export { openSse, StreamRegistry, RETRY_MS, type SseWriter } from "../../realtime/sse.server.ts";

export interface SessionStreamOptions {
  sessionId: string;
  /** Send messages strictly newer than this (Last-Event-ID or `since`); all when absent. */
  since: string | undefined;
  topic: string;
  bus: EventBus;
  load(since: string | undefined): Promise<{ messages: ChatMessageOut[]; status: string }>;
  onError(err: unknown): void;
}

/**
 * One visitor's (or agent's) view of a session: first what the database holds
 * after the cursor, then each new message as the bus announces it. Events that
 * arrive while the database is being read are held and de-duplicated, and a
 * `resync` from the bus reads the database again from the cursor, so a
 * message is never skipped or sent twice. Each message event's id is its
 * created_at, which is what `Last-Event-ID` resumes from.
 */
export function streamSession(sse: SseWriter, options: SessionStreamOptions) {
  let cursor = options.since;
  let status: string | undefined;
  const sent = new Set<string>();
  let syncing = false;
  let again = false;
  let held: BusEvent[] = [];

  const sendMessage = (m: ChatMessageOut) => {
    if (sent.has(m.id)) return;
    sent.add(m.id);
    if (sent.size > 1000) sent.delete(sent.values().next().value as string);
    sse.send("message", m, m.created_at);
    if (!cursor || m.created_at > cursor) cursor = m.created_at;
  };
  const sendStatus = (next: string) => {
    if (next === status) return;
    status = next;
    sse.send("status", { status: next });
  };

  const apply = (event: BusEvent) => {
    if (event.type === "message") sendMessage(event.data as ChatMessageOut);
    else if (event.type === "status") sendStatus((event.data as { status: string }).status);
    else if (event.type === "typing" || event.type === "receipt") sse.send(event.type, event.data);
  };

  const sync = async () => {
    if (syncing) {
      again = true;
      return;
    }
    syncing = true;
    try {
      do {
        again = false;
        const { messages, status: current } = await options.load(cursor);
        if (sse.closed) return;
        for (const m of messages) sendMessage(m);
        sendStatus(current);
      } while (again && !sse.closed);
    } catch (err) {
      options.onError(err);
    } finally {
      syncing = false;
      const pending = held;
      held = [];
      for (const e of pending) apply(e);
    }
  };

  const unsubscribe = options.bus.subscribe(options.topic, (event) => {
    if (sse.closed) return;
    if (event.type === RESYNC) return void sync();
    if (syncing) held.push(event);
    else apply(event);
  });
  sse.onClose(unsubscribe);
  return sync();
}
