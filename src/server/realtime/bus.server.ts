import { EventEmitter } from "node:events";
import { createHash } from "node:crypto";
import pg from "pg";
import type { FastifyBaseLogger } from "fastify";

/**
 * The real-time event bus. Publishers (the live-chat function) announce what
 * changed after it is committed; subscribers (event streams held open by
 * visitors and, later, the agent console) receive it.
 *
 * Topics:
 * - `session:<id>`  messages and status changes of one chat session
 * - `sessions`      the agents' view: a session was created (waiting), taken or ended
 * - `agents`        agent presence changed
 *
 * Events are hints that something changed, sent at most once and possibly lost
 * (a dropped database connection). Every subscriber therefore also gets a
 * `resync` event when delivery may have had a gap; it then reads the database
 * from the last thing it saw. The database stays the source of truth.
 */
export interface BusEvent {
  topic: string;
  type: string;
  data?: unknown;
}

export type BusHandler = (event: BusEvent) => void;

export interface EventBus {
  readonly kind: "memory" | "postgres";
  publish(event: BusEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Resolves once the bus can deliver (the PostgreSQL listener is connected). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export const sessionTopic = (sessionId: string) => `session:${sessionId}`;
export const SESSIONS_TOPIC = "sessions";
export const AGENTS_TOPIC = "agents";
export const RESYNC = "resync";

/** Delivery to this process's subscribers; shared by both bus kinds. */
class LocalFanout {
  private readonly emitter = new EventEmitter();
  constructor() {
    // One listener per open stream: hundreds are normal.
    this.emitter.setMaxListeners(0);
  }
  deliver(event: BusEvent, log?: FastifyBaseLogger) {
    for (const listener of this.emitter.listeners(event.topic) as BusHandler[]) {
      try {
        listener(event);
      } catch (err) {
        log?.error({ err, topic: event.topic }, "event subscriber failed");
      }
    }
  }
  /** Tells every subscriber of every topic to read the database again. */
  resyncAll(log?: FastifyBaseLogger) {
    for (const topic of this.emitter.eventNames()) {
      if (typeof topic === "string") this.deliver({ topic, type: RESYNC }, log);
    }
  }
  subscribe(topic: string, handler: BusHandler): () => void {
    this.emitter.on(topic, handler);
    return () => this.emitter.off(topic, handler);
  }
  clear() {
    this.emitter.removeAllListeners();
  }
}

/** One process (SQLite): an in-process EventEmitter. */
export class MemoryBus implements EventBus {
  readonly kind = "memory" as const;
  private readonly fanout = new LocalFanout();
  constructor(private readonly log?: FastifyBaseLogger) {}
  async publish(event: BusEvent) {
    // Delivered on the next tick so a publisher never runs subscriber code inside its own request.
    queueMicrotask(() => this.fanout.deliver(event, this.log));
  }
  subscribe(topic: string, handler: BusHandler) {
    return this.fanout.subscribe(topic, handler);
  }
  async ready() {}
  async close() {
    this.fanout.clear();
  }
}

/** NOTIFY payloads must stay under 8000 bytes; bigger events travel as a resync hint. */
export const MAX_NOTIFY_BYTES = 7900;

/** The channel is per database schema, so several sites (or test runs) can share one database. */
export function channelFor(schema: string): string {
  const digest = createHash("sha256").update(schema).digest("hex").slice(0, 16);
  return `live_chat_${digest}`;
}

export interface PgBusOptions {
  connectionString: string;
  /** Pool used to publish (NOTIFY runs on any connection). */
  pool: pg.Pool;
  log?: FastifyBaseLogger;
  /** First reconnect delay, doubling to 5 s. */
  reconnectBaseMs?: number;
}

/**
 * Several processes (PostgreSQL): publish = `pg_notify`, and each process
 * holds one dedicated connection that LISTENs and fans notifications out to
 * its own subscribers. Events published by this process come back the same
 * way, so every process sees one ordered sequence. When the listening
 * connection drops, it reconnects with back-off and sends every subscriber a
 * resync, because notifications sent in between are lost.
 */
export class PgBus implements EventBus {
  readonly kind = "postgres" as const;
  private readonly fanout = new LocalFanout();
  private client: pg.Client | undefined;
  private channel: string | undefined;
  private closed = false;
  private connecting: Promise<void> | undefined;
  private retryMs: number;
  private retryTimer: NodeJS.Timeout | undefined;
  private firstReady: Promise<void>;
  private resolveFirstReady!: () => void;

  constructor(private readonly options: PgBusOptions) {
    this.retryMs = options.reconnectBaseMs ?? 100;
    this.firstReady = new Promise((resolve) => (this.resolveFirstReady = resolve));
    this.connecting = this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client));
    client.on("notification", (msg) => {
      if (msg.channel !== this.channel || !msg.payload) return;
      try {
        this.fanout.deliver(JSON.parse(msg.payload) as BusEvent, this.options.log);
      } catch (err) {
        this.options.log?.error({ err }, "unreadable realtime notification");
      }
    });
    try {
      await client.connect();
      const schema = (await client.query<{ schema: string }>("select current_schema() as schema")).rows[0]?.schema ?? "public";
      this.channel ??= channelFor(schema);
      await client.query(`LISTEN ${this.channel}`);
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      const wasReconnect = this.everConnected;
      this.everConnected = true;
      this.client = client;
      this.retryMs = this.options.reconnectBaseMs ?? 100;
      this.resolveFirstReady();
      if (wasReconnect) this.fanout.resyncAll(this.options.log);
    } catch (err) {
      await client.end().catch(() => {});
      this.scheduleReconnect(err);
    }
  }

  private lost(client: pg.Client, err?: unknown) {
    // Only the current connection matters; a failed attempt reschedules itself.
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    client.removeAllListeners("notification");
    void client.end().catch(() => {});
    this.scheduleReconnect(err);
  }

  private everConnected = false;

  private scheduleReconnect(err?: unknown) {
    if (this.closed || this.retryTimer) return;
    this.options.log?.warn({ err, retryMs: this.retryMs }, "realtime listener disconnected; reconnecting");
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connecting = this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 5000);
  }

  async publish(event: BusEvent) {
    if (!this.channel) {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 5000).unref());
      await Promise.race([this.firstReady, timeout]);
      if (!this.channel) throw new Error("realtime listener is not connected");
    }
    let payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) payload = JSON.stringify({ topic: event.topic, type: RESYNC });
    await this.options.pool.query("select pg_notify($1, $2)", [this.channel, payload]);
  }

  subscribe(topic: string, handler: BusHandler) {
    return this.fanout.subscribe(topic, handler);
  }

  ready() {
    return this.firstReady;
  }

  /** For tests: drop the listening connection as a network failure would. */
  async simulateDisconnect() {
    const c = this.client;
    if (c) {
      // Ending the connection from our side looks like "end" to the handler above.
      await c.end().catch(() => {});
    }
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => {});
    const c = this.client;
    this.client = undefined;
    if (c) await c.end().catch(() => {});
    this.fanout.clear();
  }
}
