import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/index.server.ts";
import { nowIso, readJson } from "../db/dialect.ts";
import { CloudApiError, type WhatsAppApi } from "./cloud-api.ts";

/**
 * Where the files farmers send are kept. One interface: the file system by
 * default (DATA_DIR/whatsapp-media); an object store is a second module with
 * these two methods. Keys are ours (the message's id), never a name a farmer chose.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
}

export class FileMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  private pathOf(key: string) {
    if (!/^[\w-]{1,100}$/.test(key)) throw new Error("not a media key");
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Buffer) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written whole, then moved into place: a reader never sees half a file.
    const temp = `${file}.${process.pid}.part`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  async get(key: string) {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as { code?: string }).code === "ENOENT") return null;
      throw err;
    }
  }
}

/** Largest file kept (WhatsApp allows documents of 100 MB; a farmer's photo or voice note is far smaller). */
export const MAX_MEDIA_BYTES = 25 * 1024 * 1024;
/** A fetch that a stopped process left half-done is taken again after this long. */
const FETCH_LEASE_MS = 5 * 60_000;
/** A file that could not be fetched yet is tried again after this long (WhatsApp keeps media for 30 days). */
const RETRY_MS = 30_000;
const MAX_TRIES = 20;

export interface MediaFetcherDeps {
  database: DatabaseHandle;
  api: WhatsAppApi | undefined;
  store: MediaStore;
  log: FastifyBaseLogger;
  /** Told once a message's file is kept (or will not be). */
  onStored: (messageId: string) => Promise<void>;
}

/**
 * Fetches each received photo, voice note, video or document from the Graph
 * API once and keeps it, so staff can open it long after WhatsApp's own link
 * has expired. A message's media is claimed by one conditional UPDATE; a
 * failure leaves it pending for the next sweep (its metadata is already kept).
 */
export class MediaFetcher {
  constructor(private readonly deps: MediaFetcherDeps) {}

  async fetch(messageId: string): Promise<void> {
    const { db } = this.deps.database;
    const now = new Date();
    const claimed = await db
      .updateTable("whatsapp_messages")
      .set((eb) => ({ media_status: "fetching", attempts: eb("attempts", "+", 1), updated_at: now.toISOString() }))
      .where("id", "=", messageId)
      .where((eb) =>
        eb.or([
          eb.and([eb("media_status", "=", "pending"), eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now.toISOString())])]),
          eb.and([eb("media_status", "=", "fetching"), eb("updated_at", "<", new Date(now.getTime() - FETCH_LEASE_MS).toISOString())]),
        ]),
      )
      .returning(["id", "payload", "attempts"])
      .executeTakeFirst();
    if (!claimed) return;
    const payload = readJson<{ media?: { id?: string; mime?: string | null } }>(claimed.payload ?? "{}");
    const mediaId = payload.media?.id;
    const finish = async (set: { media_status: string; media_key?: string | null; error?: string | null; next_attempt_at?: string | null }) => {
      await db.updateTable("whatsapp_messages").set({ ...set, updated_at: nowIso() }).where("id", "=", messageId).where("media_status", "=", "fetching").execute();
    };
    try {
      if (!mediaId || !this.deps.api) {
        await finish({ media_status: "failed", error: "no media to fetch" });
      } else {
        const file = await this.deps.api.media(mediaId);
        if (file.bytes.length > MAX_MEDIA_BYTES) {
          await finish({ media_status: "failed", error: `file larger than ${MAX_MEDIA_BYTES} bytes` });
        } else {
          await this.deps.store.put(messageId, file.bytes);
          const withMime = { ...payload, media: { ...payload.media, mime: payload.media?.mime ?? file.mime, size: file.bytes.length } };
          await db.updateTable("whatsapp_messages").set({ payload: JSON.stringify(withMime) }).where("id", "=", messageId).execute();
          await finish({ media_status: "stored", media_key: messageId, error: null, next_attempt_at: null });
        }
      }
    } catch (err) {
      const refused = err instanceof CloudApiError && err.outcome === "refused";
      this.deps.log.warn({ err, whatsappMessage: messageId }, "a WhatsApp file could not be fetched");
      if (refused || claimed.attempts >= MAX_TRIES) await finish({ media_status: "failed", error: String((err as Error).message ?? err).slice(0, 300) });
      else await finish({ media_status: "pending", next_attempt_at: new Date(Date.now() + RETRY_MS).toISOString() });
    }
    await this.deps.onStored(messageId).catch((err) => this.deps.log.error({ err }, "could not announce a WhatsApp file"));
  }

  /** Files still to fetch (a failed try, a stopped process). */
  async sweep(limit = 10): Promise<void> {
    const now = nowIso();
    const rows = await this.deps.database.db
      .selectFrom("whatsapp_messages")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("media_status", "=", "pending"), eb.or([eb("next_attempt_at", "is", null), eb("next_attempt_at", "<=", now)])]),
          eb.and([eb("media_status", "=", "fetching"), eb("updated_at", "<", new Date(Date.now() - FETCH_LEASE_MS).toISOString())]),
        ]),
      )
      .limit(limit)
      .execute();
    for (const r of rows) await this.fetch(r.id);
  }
}
