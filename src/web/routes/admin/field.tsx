import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { fieldDeskCopy as copy } from "@content/field-desk.ts";
import { adminDeskCopy } from "@content/admin-desk.ts";
import { CALL_OUTCOMES, type CallOutcome, type FieldChangeDraft, type FieldChangeInput, type FieldChangeResult, type FieldLead } from "../../../shared/field-desk.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../../shared/pipeline.ts";
import { useAuth } from "~/features/auth/auth-context.tsx";
import { staffFunction } from "~/features/admin-api/staff.ts";
import { keepLeads, keptLeads, lastResults, queueChange, queued } from "~/features/field-desk/store.ts";
import { sendQueued } from "~/features/field-desk/sync.ts";
import { registerFieldDesk } from "~/features/field-desk/register.ts";

/**
 * The field desk: an agent's leads and due follow-ups, kept on the phone
 * (IndexedDB) and readable without a signal; status, notes, follow-ups and call
 * outcomes are queued on the phone and sent in order when the signal returns.
 * It sits outside the signed-in guard so it opens offline; it reaches the
 * server only with a session.
 */
export function links() {
  return [{ rel: "manifest", href: "/admin/manifest.webmanifest" }];
}

export function meta() {
  return [{ title: copy.title }, { name: "theme-color", content: "#166534" }];
}

const fmt = (iso: string) => new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export default function FieldDesk() {
  const auth = useAuth();
  const online = useSyncExternalStore(onConnectivityChange, () => navigator.onLine, () => true);
  const [leads, setLeads] = useState<FieldLead[] | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [results, setResults] = useState<Array<FieldChangeResult & { name: string }>>([]);
  const [syncing, setSyncing] = useState(false);

  const refresh = useCallback(async () => {
    const kept = await keptLeads();
    setLeads(kept.leads);
    setSavedAt(kept.at);
    setWaiting((await queued()).length);
    setResults(await lastResults());
  }, []);

  const client = auth.status === "signed-in" ? auth.client : null;

  const syncNow = useCallback(async () => {
    if (!client || !navigator.onLine) return;
    setSyncing(true);
    try {
      await sendQueued(client);
      const fresh = await staffFunction<{ leads: FieldLead[]; at: string }>(client, "field-leads");
      // Changes queued while the list was on its way stay laid over it.
      if ((await queued()).length === 0) await keepLeads(fresh.leads, fresh.at);
    } catch (err) {
      console.warn("field desk: could not reach the server", err);
    } finally {
      setSyncing(false);
      await refresh();
    }
  }, [client, refresh]);

  useEffect(() => {
    registerFieldDesk();
    // What the phone keeps shows first, read on the next task so the effect only subscribes.
    const kept = setTimeout(() => void refresh(), 0);
    const up = () => void syncNow();
    window.addEventListener("online", up);
    return () => {
      clearTimeout(kept);
      window.removeEventListener("online", up);
    };
  }, [refresh, syncNow]);

  // Once signed in (and again when the session changes), send what waits and fetch the list: on
  // the next task, so the effect itself only schedules the sync.
  useEffect(() => {
    if (!client) return;
    const soon = setTimeout(() => void syncNow(), 0);
    return () => clearTimeout(soon);
  }, [client, syncNow]);

  const change = async (c: FieldChangeDraft) => {
    await queueChange({ ...c, changeId: crypto.randomUUID(), madeAt: new Date().toISOString() } as FieldChangeInput);
    await refresh();
    if (navigator.onLine) void syncNow();
  };

  const [now] = useState(() => Date.now());
  const due = (leads ?? []).filter((l) => l.next_follow_up_at && Date.parse(l.next_follow_up_at) <= now + 24 * 3600_000);

  return (
    <main id="main" className="mx-auto max-w-xl px-3 py-4">
      <h1 className="text-xl font-semibold">{copy.title}</h1>
      <p className="text-sm text-stone-600">{copy.intro}</p>
      <p role="status" data-testid="field-banner" className={`mt-3 rounded px-3 py-2 text-sm font-medium ${online ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}>
        {online ? copy.online : copy.offline} · {syncing ? copy.syncing : waiting > 0 ? copy.queued(waiting) : copy.allSent}
      </p>
      {savedAt && <p className="mt-1 text-xs text-stone-500">{copy.savedAt(fmt(savedAt))}</p>}
      {auth.status === "signed-out" && (
        <p className="mt-2 text-sm">
          <Link className="underline" to="/admin/login" state={{ from: "/admin/field" }}>
            {copy.signIn}
          </Link>
        </p>
      )}
      {results.some((r) => r.outcome !== "applied") && (
        <section aria-labelledby="field-results" className="mt-3 rounded border border-amber-300 bg-amber-50 p-3">
          <h2 id="field-results" className="font-semibold">{copy.results}</h2>
          <ul className="mt-1 space-y-1 text-sm">
            {results
              .filter((r) => r.outcome !== "applied")
              .map((r) => (
                <li key={r.changeId}>
                  {r.outcome === "superseded" ? copy.superseded(r.name, r.later?.by ?? copy.someone, r.later?.to ?? adminDeskCopy.empty) : copy.refused(r.name)}
                </li>
              ))}
          </ul>
        </section>
      )}
      {leads === null ? null : leads.length === 0 ? (
        <p className="mt-4 text-sm">{savedAt ? copy.noLeads : copy.notSaved}</p>
      ) : (
        <>
          {due.length > 0 && (
            <section aria-labelledby="field-due" className="mt-4">
              <h2 id="field-due" className="font-semibold">{copy.dueFollowUps}</h2>
              <ul className="text-sm">
                {due.map((l) => (
                  <li key={l.id}>
                    {l.name} · {copy.followUpDue(fmt(l.next_follow_up_at!))}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <h2 className="mt-4 font-semibold">{copy.allLeads}</h2>
          <ul className="mt-2 space-y-3">
            {leads.map((l) => (
              // Keyed by status too: when a sync brings a new status, the card starts again from it.
              <LeadCard key={`${l.id}-${l.status}`} lead={l} onChange={change} />
            ))}
          </ul>
        </>
      )}
    </main>
  );
}

function LeadCard({ lead, onChange }: { lead: FieldLead; onChange: (c: FieldChangeDraft) => Promise<void> }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status as LeadStatus);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [followUp, setFollowUp] = useState("");
  const [outcome, setOutcome] = useState<CallOutcome>("answered");
  const id = `lead-${lead.id}`;
  return (
    <li>
      <section aria-labelledby={id} className="rounded border border-stone-200 bg-white p-3">
        <h3 id={id} className="font-medium">{lead.name}</h3>
        <p className="text-sm text-stone-600">
          {[lead.phone, lead.location].filter(Boolean).join(" · ")} · <span data-testid="field-status">{adminDeskCopy.status[lead.status as LeadStatus] ?? lead.status}</span>
          {lead.next_follow_up_at && <> · {copy.followUpDue(fmt(lead.next_follow_up_at))}</>}
        </p>
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void onChange({ leadId: lead.id, action: "status", status, ...(status === "lost" ? { reason } : {}) });
          }}
        >
          <label className="text-sm">
            {copy.status}{" "}
            <select className="rounded border p-1" value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>{adminDeskCopy.status[s]}</option>
              ))}
            </select>
          </label>
          {status === "lost" && (
            <label className="text-sm">
              {copy.lostReason} <input required className="rounded border p-1" value={reason} onChange={(e) => setReason(e.target.value)} />
            </label>
          )}
          <button className="rounded bg-green-800 px-3 py-1 text-sm text-white">{copy.saveStatus}</button>
        </form>
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!note.trim()) return;
            void onChange({ leadId: lead.id, action: "note", text: note }).then(() => setNote(""));
          }}
        >
          <label className="text-sm">
            {copy.note} <input className="rounded border p-1" value={note} onChange={(e) => setNote(e.target.value)} maxLength={4000} />
          </label>
          <button className="rounded bg-green-800 px-3 py-1 text-sm text-white">{copy.addNote}</button>
        </form>
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!followUp) return;
            void onChange({ leadId: lead.id, action: "follow_up", at: new Date(followUp).toISOString() });
          }}
        >
          <label className="text-sm">
            {copy.followUp} <input type="datetime-local" className="rounded border p-1" value={followUp} onChange={(e) => setFollowUp(e.target.value)} />
          </label>
          <button className="rounded bg-green-800 px-3 py-1 text-sm text-white">{copy.saveFollowUp}</button>
        </form>
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void onChange({ leadId: lead.id, action: "call", outcome });
          }}
        >
          <label className="text-sm">
            {copy.callOutcome}{" "}
            <select className="rounded border p-1" value={outcome} onChange={(e) => setOutcome(e.target.value as CallOutcome)}>
              {CALL_OUTCOMES.map((o) => (
                <option key={o} value={o}>{copy.outcomes[o]}</option>
              ))}
            </select>
          </label>
          <button className="rounded bg-green-800 px-3 py-1 text-sm text-white">{copy.saveCall}</button>
        </form>
      </section>
    </li>
  );
}

/** Tells React when the browser goes on- or offline (navigator.onLine is the value). */
function onConnectivityChange(notify: () => void): () => void {
  window.addEventListener("online", notify);
  window.addEventListener("offline", notify);
  return () => {
    window.removeEventListener("online", notify);
    window.removeEventListener("offline", notify);
  };
}
