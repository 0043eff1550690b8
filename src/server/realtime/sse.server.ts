import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http/errors.server.ts";

/**
 * Server-Sent Events for every stream route: one writer with the limits that
 * keep open streams from becoming a way to exhaust the server.
 *
 * - A cap on open streams per client address (429 with Retry-After beyond it).
 *   Generous, because many mobile users in India share one carrier address.
 * - A maximum lifetime: the stream then says `reconnect` and ends cleanly; the
 *   client opens a new one from its last event (Last-Event-ID / since), so no
 *   message is lost, and a stream's per-connection state never grows forever.
 * - A heartbeat comment, so proxies and mobile networks keep an idle stream.
 * - Back-pressure: a client that does not read (its socket buffer full for too
 *   long, or too many bytes queued) is disconnected instead of letting the
 *   queue grow in memory; on reconnecting it resumes from its last event.
 */
export interface StreamLimits {
  perAddress: number;
  lifetimeMs: number;
  heartbeatMs: number;
  /** Bytes queued for one client beyond which it is dropped at once. */
  maxBufferedBytes: number;
  /** How long the socket buffer may stay full before the client is dropped. */
  stalledMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  perAddress: 30,
  lifetimeMs: 30 * 60_000,
  heartbeatMs: 15_000,
  maxBufferedBytes: 256 * 1024,
  stalledMs: 30_000,
};

/** Tells EventSource how long to wait before reconnecting. */
export const RETRY_MS = 2000;
/** Suggested wait when an address has too many streams open: one may close meanwhile. */
export const STREAM_CAP_RETRY_S = 30;

/** Open streams of this process: per address for the cap, and all of them so shutdown can end them. */
export class StreamRegistry {
  readonly limits: StreamLimits;
  private readonly open = new Set<() => void>();
  private readonly perAddress = new Map<string, number>();
  constructor(limits: Partial<StreamLimits> = {}) {
    this.limits = { ...DEFAULT_STREAM_LIMITS, ...limits };
  }
  /** Counts a stream for `address`, or throws the 429 when the address is at its cap. */
  admit(address: string): () => void {
    const n = this.perAddress.get(address) ?? 0;
    if (n >= this.limits.perAddress) {
      throw new HttpError(429, "too_many_streams", `Too many open streams from this address (at most ${this.limits.perAddress}); try again in ${STREAM_CAP_RETRY_S} s`, {
        headers: { "Retry-After": String(STREAM_CAP_RETRY_S) },
      });
    }
    this.perAddress.set(address, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
  add(end: () => void) {
    this.open.add(end);
    return () => this.open.delete(end);
  }
  get size() {
    return this.open.size;
  }
  openFrom(address: string): number {
    return this.perAddress.get(address) ?? 0;
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

/** Takes over the reply and writes text/event-stream; throws the 429 before anything is written when the address is at its cap. */
export function openSse(req: FastifyRequest, reply: FastifyReply, registry: StreamRegistry): SseWriter {
  const release = registry.admit(req.ip);
  const { limits } = registry;
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    // A stream carries one person's conversation: no cache (browser or proxy) may keep a copy.
    "cache-control": "no-store, no-transform",
    connection: "keep-alive",
    // nginx and similar proxies would otherwise buffer the stream.
    "x-accel-buffering": "no",
    "access-control-allow-origin": "*",
  });
  let closed = false;
  let stalled: NodeJS.Timeout | undefined;
  const closers: Array<() => void> = [];

  /** Drops a client that does not read; its socket is destroyed so the queued bytes are freed. */
  const drop = () => {
    finish();
    raw.destroy();
  };
  const write = (chunk: string) => {
    if (closed) return;
    const flushed = raw.write(chunk);
    if (raw.writableLength > limits.maxBufferedBytes) return drop();
    if (!flushed && !stalled) {
      stalled = setTimeout(drop, limits.stalledMs);
      stalled.unref();
      raw.once("drain", () => {
        clearTimeout(stalled);
        stalled = undefined;
      });
    }
  };

  const heartbeat = setInterval(() => write(": ping\n\n"), limits.heartbeatMs);
  heartbeat.unref();
  // Lifetimes are spread by up to 10 % so streams opened together do not all reconnect together.
  const lifetime = setTimeout(() => {
    write(`event: reconnect\ndata: {}\n\n`);
    finish();
    raw.end();
  }, limits.lifetimeMs * (1 - Math.random() * 0.1));
  lifetime.unref();

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    clearTimeout(stalled);
    unregister();
    release();
    for (const fn of closers) fn();
  };
  const unregister = registry.add(() => {
    finish();
    raw.end();
  });
  req.raw.on("close", finish);
  raw.on("close", finish);
  write(`retry: ${RETRY_MS}\n\n`);
  // HEAD asks for the headers a GET would get, and nothing more: the stream ends with them.
  if (req.method === "HEAD") {
    finish();
    raw.end();
  }
  return {
    send(event, data, id) {
      // JSON never contains a raw newline, so one data line is enough.
      write(`${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${text}\n\n`);
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      // A stream that has already ended (e.g. one asked for with HEAD) runs its clean-up at once.
      if (closed) fn();
      else closers.push(fn);
    },
    end() {
      finish();
      raw.end();
    },
  };
}
