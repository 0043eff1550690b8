import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { FieldChangeInput, FieldChangeResult, FieldLead } from "../../../shared/field-desk.ts";

/**
 * What the field desk keeps on the phone (IndexedDB, so it survives the
 * browser being closed): the agent's leads as last fetched, the changes made
 * since and not yet sent (in the order made, by an increasing key), and what
 * happened to the last changes sent, to show the agent.
 */
export type QueuedChange = FieldChangeInput & { seq?: number };

interface FieldDeskDb extends DBSchema {
  leads: { key: string; value: FieldLead };
  queue: { key: number; value: QueuedChange };
  results: { key: string; value: FieldChangeResult & { name: string } };
  meta: { key: string; value: string };
}

let dbPromise: Promise<IDBPDatabase<FieldDeskDb>> | null = null;

function db() {
  dbPromise ??= openDB<FieldDeskDb>("field-desk", 1, {
    upgrade(d) {
      d.createObjectStore("leads", { keyPath: "id" });
      d.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
      d.createObjectStore("results", { keyPath: "changeId" });
      d.createObjectStore("meta");
    },
  });
  return dbPromise;
}

export async function keptLeads(): Promise<{ leads: FieldLead[]; at: string | null }> {
  const d = await db();
  return { leads: await d.getAll("leads"), at: (await d.get("meta", "leadsAt")) ?? null };
}

/** Replaces the kept leads with the server's list, then lays the queued changes over it. */
export async function keepLeads(leads: FieldLead[], at: string) {
  const d = await db();
  const tx = d.transaction(["leads", "meta"], "readwrite");
  await tx.objectStore("leads").clear();
  for (const l of leads) await tx.objectStore("leads").put(l);
  await tx.objectStore("meta").put(at, "leadsAt");
  await tx.done;
}

/** Queues a change and shows it on the kept lead at once. */
export async function queueChange(change: FieldChangeInput) {
  const d = await db();
  const tx = d.transaction(["queue", "leads"], "readwrite");
  await tx.objectStore("queue").add(change);
  const lead = await tx.objectStore("leads").get(change.leadId);
  if (lead && change.action === "status") await tx.objectStore("leads").put({ ...lead, status: change.status });
  if (lead && change.action === "follow_up") await tx.objectStore("leads").put({ ...lead, next_follow_up_at: change.at ?? null });
  await tx.done;
}

export async function queued(): Promise<QueuedChange[]> {
  return (await db()).getAll("queue");
}

/** Drops the sent changes from the queue and keeps what happened to them; the server's lead replaces the kept one. */
export async function settle(sent: QueuedChange[], results: FieldChangeResult[]) {
  const d = await db();
  const tx = d.transaction(["queue", "results", "leads"], "readwrite");
  for (const r of results) {
    const change = sent.find((c) => c.changeId === r.changeId);
    if (change?.seq !== undefined) await tx.objectStore("queue").delete(change.seq);
    const lead = r.lead ?? (await tx.objectStore("leads").get(r.leadId));
    await tx.objectStore("results").put({ ...r, name: lead?.name ?? "" });
    if (r.lead) await tx.objectStore("leads").put(r.lead);
  }
  await tx.done;
}

export async function lastResults() {
  return (await db()).getAll("results");
}
