import type { FastifyReply, FastifyRequest } from "fastify";
import type { BusEvent, EventBus } from "../../realtime/bus.server.ts";
import { RESYNC } from "../../realtime/bus.server.ts";
import type { ChatMessageOut } from "../../chat/store.server.ts";

/** A comment line every 15 s keeps proxies and mobile networks from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** Tells EventSource how long to wait before reconnecting. */
export const RETRY_MS = 2000;

/** Open streams of this process, so shutdown can end them (they never finish by themselves). */
export class StreamRegistry {
  private readonly open = new Set<() => void>();
  add(end: () => void) {
    this.open.add(end);
    return () => this.open.delete(end);
  }
  get size() {
    return this.open.size;
  }
  endAll() {
    for (const end of [...this.open]) end();
  }
}

export interface SseWriter {
  send(event: string, data: unknown, id?: string): void;
  comment(text: string): void;
  readonly closed: boolean;
  onClose(fn: () => void): void;
  end(): void;
}

/** Takes over the reply and writes text/event-stream. */
export function openSse(req: FastifyRequest, reply: FastifyReply, registry: StreamRegistry): SseWriter {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    // nginx and similar proxies would otherwise buffer the stream.
    "x-accel-buffering": "no",
    "access-control-allow-origin": "*",
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  const closers: Array<() => void> = [];
  const heartbeat = setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS);
  heartbeat.unref();
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unregister();
    for (const fn of closers) fn();
  };
  const unregister = registry.add(() => {
    finish();
    raw.end();
  });
  req.raw.on("close", finish);
  raw.on("close", finish);
  return {
    send(event, data, id) {
      if (closed) return;
      // JSON never contains a raw newline, so one data line is enough.
      raw.write(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      if (!closed) raw.write(`: ${text}\n\n`);
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      closers.push(fn);
    },
    end() {
      finish();
      raw.end();
    },
  };
}

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
