import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, Badge, buttonStyles, Field, PageHeader, Panel, SelectField, TextAreaField } from "~/components/admin/ui.tsx";
import { deleteLead, fetchLeadDetail, fetchLeadsPage, markCallbackDone, mergeLead, unmergeLead, updateLead, type LeadChangeInput } from "~/features/admin-leads/api.ts";
import { Timeline } from "~/features/admin-leads/timeline.tsx";
import { useDeskCalls } from "~/features/telephony/lead-calls.tsx";
import { LeadWhatsApp } from "~/features/whatsapp/lead-whatsapp.tsx";
import { LeadFieldsList } from "~/features/admin-leads/lead-fields-list.tsx";
import { PossibleDuplicates } from "~/features/admin-leads/PossibleDuplicates.tsx";
import { LeadRoutingPanel } from "~/features/admin-routing/LeadRoutingPanel.tsx";
import { adminRoutingCopy } from "@content/admin-routing.ts";
import { adminCopy } from "@content/admin.ts";
import { adminDeskCopy, deskWorkCopy } from "@content/admin-desk.ts";
import type { DeskLead, LeadDetail } from "@shared/desk-types";
import { fromIstInput, toIstInput } from "@shared/ist";
import { LEAD_STATUSES, type LeadStatus } from "@shared/pipeline";

const copy = adminDeskCopy.lead;
const dash = adminDeskCopy.empty;

export function meta() {
  return [{ title: `Lead | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** One lead: its details, its pipeline (status, owner, follow-up, notes) and everything that happened, newest first. */
export default function LeadPage() {
  const { id = "" } = useParams();
  const { client } = useSession();
  const [detail, setDetail] = useState<LeadDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const [version, setVersion] = useState(0);
  const load = useCallback(async () => setVersion((v) => v + 1), []);
  const [notice, setNotice] = useState<string | null>(null);
  const calls = useDeskCalls(id, detail?.timeline ?? null, load);

  useEffect(() => {
    let cancelled = false;
    fetchLeadDetail(client, id).then(
      (d) => {
        if (cancelled) return;
        setDetail(d);
        setFailed(null);
      },
      (err: unknown) => !cancelled && setFailed(err instanceof Error && /no such lead/i.test(err.message) ? copy.notFound : copy.loadFailed),
    );
    return () => {
      cancelled = true;
    };
  }, [client, id, version]);

  if (failed) return <Alert large>{failed}</Alert>;
  if (!detail) return <p className="text-stone-600">{adminCopy.loading}</p>;
  const { lead } = detail;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/leads" className={buttonStyles.link}>
          ← {copy.back}
        </Link>
      </p>
      <PageHeader title={lead.name} actions={<Badge tone="green">{adminDeskCopy.status[lead.status]}</Badge>} />
      {lead.merged_into ? (
        <Alert className="mb-4">
          {deskWorkCopy.merge.mergedAway}{" "}
          <Link to={`/admin/leads/${lead.merged_into}`} className={buttonStyles.link}>
            {deskWorkCopy.merge.openOther}
          </Link>
        </Alert>
      ) : null}
      <p role="status" aria-live="polite" className="mb-2 text-sm text-emerald-800" data-testid="lead-notice">
        {notice ?? ""}
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="space-y-4">
          <Panel title={copy.details}>
            <div className="px-5 py-4">
              <LeadFieldsList lead={lead} />
            </div>
          </Panel>
          <LeadRoutingPanel leadId={lead.id} staff={detail.staff} version={version} />
          {lead.merged_into ? null : <PossibleDuplicates id={lead.id} />}
          <PipelineControls detail={detail} onChanged={load} />
          {calls.panel(lead)}
          {lead.merged_into ? null : <LeadWhatsApp leadId={lead.id} onSent={load} />}
          {lead.merged_into ? null : (
            <MergeLead
              lead={lead}
              onMerged={async (name) => {
                setNotice(deskWorkCopy.merge.merged(name));
                await load();
              }}
            />
          )}
          {detail.role === "admin" ? <DeleteLead id={lead.id} name={lead.name} /> : null}
        </div>
        <Panel title={copy.timeline}>
          <Timeline
            items={detail.timeline}
            actions={{
              call: calls.call,
              callbackDone: async (callbackId) => {
                await markCallbackDone(client, callbackId);
                await load();
              },
              undoMerge: lead.merged_into
                ? undefined
                : async (eventId) => {
                    await unmergeLead(client, lead.id, eventId);
                    setNotice(deskWorkCopy.merge.undone);
                    await load();
                  },
            }}
          />
        </Panel>
      </div>
    </>
  );
}

function PipelineControls({ detail, onChanged }: { detail: LeadDetail; onChanged: () => Promise<void> }) {
  const { client } = useSession();
  const { lead, staff } = detail;
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [reason, setReason] = useState(lead.lost_reason ?? "");
  const [owner, setOwner] = useState(lead.owner_id ?? "");
  const [followUp, setFollowUp] = useState(toIstInput(lead.next_follow_up_at));
  const [note, setNote] = useState("");
  const [noteIsCall, setNoteIsCall] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (changes: LeadChangeInput[]) => {
    setBusy(true);
    setNotice(null);
    try {
      for (const c of changes) await updateLead(client, lead.id, c);
      setNotice({ ok: true, text: copy.saved });
      await onChanged();
      return true;
    } catch (err) {
      setNotice({ ok: false, text: copy.saveFailed(err instanceof Error ? err.message : String(err)) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const savePipeline = () => {
    const changes: LeadChangeInput[] = [];
    if (status !== lead.status || (status === "lost" && reason.trim() !== (lead.lost_reason ?? ""))) {
      changes.push({ action: "status", status, ...(status === "lost" ? { reason: reason.trim() } : {}) });
    }
    if (owner !== (lead.owner_id ?? "")) changes.push({ action: "owner", ownerId: owner || null });
    const at = followUp ? fromIstInput(followUp) : null;
    if (at !== lead.next_follow_up_at) changes.push({ action: "follow_up", at });
    void run(changes);
  };

  const addNote = async () => {
    if (!note.trim()) return;
    if (await run([{ action: "note", text: note.trim(), ...(noteIsCall ? { call: true } : {}) }])) {
      setNote("");
      setNoteIsCall(false);
    }
  };

  return (
    <Panel title={copy.pipeline}>
      <div className="space-y-3 px-5 py-4">
        <SelectField label={copy.statusLabel} id="lead-status" value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {adminDeskCopy.status[s]}
            </option>
          ))}
        </SelectField>
        {status === "lost" ? (
          <Field label={copy.lostReason} id="lead-lost-reason" value={reason} maxLength={500} required onChange={(e) => setReason(e.target.value)} />
        ) : null}
        <SelectField label={copy.ownerLabel} id="lead-owner" value={owner} onChange={(e) => setOwner(e.target.value)}>
          <option value="">{copy.nobody}</option>
          {staff
            .filter((s) => s.active || s.id === lead.owner_id)
            .map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </SelectField>
        <div className="flex items-end gap-2">
          <div className="grow">
            <Field label={copy.followUpLabel} id="lead-follow-up" type="datetime-local" value={followUp} onChange={(e) => setFollowUp(e.target.value)} />
          </div>
          <button type="button" className={buttonStyles.secondary} onClick={() => setFollowUp("")} disabled={!followUp}>
            {copy.followUpClear}
          </button>
        </div>
        <button type="button" className={buttonStyles.primary} onClick={savePipeline} disabled={busy || (status === "lost" && !reason.trim())}>
          {busy ? copy.saving : copy.save}
        </button>
        <hr className="border-stone-100" />
        <TextAreaField label={copy.noteLabel} id="lead-note" value={note} rows={3} maxLength={4000} placeholder={copy.notePlaceholder} onChange={(e) => setNote(e.target.value)} />
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="checkbox" className="h-4 w-4" checked={noteIsCall} onChange={(e) => setNoteIsCall(e.target.checked)} />
          {adminRoutingCopy.callNote}
        </label>
        <button type="button" className={buttonStyles.secondary} onClick={() => void addNote()} disabled={busy || !note.trim()}>
          {copy.addNote}
        </button>
        <p role="status" aria-live="polite" className={`text-sm ${notice?.ok === false ? "text-red-700" : "text-emerald-800"}`}>
          {notice?.text ?? ""}
        </p>
      </div>
    </Panel>
  );
}

/** Staff find another lead (by name, phone or e-mail) and merge it into this one. */
function MergeLead({ lead, onMerged }: { lead: DeskLead; onMerged: (name: string) => Promise<void> }) {
  const { client } = useSession();
  const m = deskWorkCopy.merge;
  const [term, setTerm] = useState("");
  // The matches and the search they answer, so a stale answer is never shown for a newer term.
  const [answer, setAnswer] = useState<{ q: string; rows: DeskLead[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const q = term.trim();
  const found = q.length >= 2 && answer?.q === q ? answer.rows : null;

  useEffect(() => {
    if (q.length < 2) return;
    let cancelled = false;
    // Waits for a pause in typing before asking the server.
    const timer = setTimeout(() => {
      fetchLeadsPage(client, { q }, 0).then(
        (page) => !cancelled && setAnswer({ q, rows: page.rows.filter((r) => r.id !== lead.id).slice(0, 8) }),
        (err: unknown) => !cancelled && setError(m.failed(err instanceof Error ? err.message : String(err))),
      );
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, lead.id, q, m]);

  const merge = async (other: DeskLead) => {
    if (!window.confirm(m.confirm(other.name))) return;
    setError(null);
    try {
      await mergeLead(client, lead.id, other.id);
      setTerm("");
      setAnswer(null);
      await onMerged(other.name);
    } catch (err) {
      setError(m.failed(err instanceof Error ? err.message : String(err)));
    }
  };

  return (
    <Panel title={m.title}>
      <div className="space-y-3 px-5 py-4">
        <Field label={m.searchLabel} id="lead-merge-search" type="search" value={term} autoComplete="off" onChange={(e) => setTerm(e.target.value)} />
        <p className="text-xs text-stone-600">{m.searchHint}</p>
        {found && found.length === 0 ? <p className="text-sm text-stone-600">{m.noMatches}</p> : null}
        {found && found.length > 0 ? (
          <ul className="divide-y divide-stone-100 rounded-md border border-stone-200" data-testid="merge-candidates">
            {found.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium text-stone-900">{r.name}</p>
                  <p className="truncate text-xs text-stone-600">{[r.email || null, r.phone].filter(Boolean).join(" · ") || dash}</p>
                </div>
                <button type="button" className={buttonStyles.secondary} onClick={() => void merge(r)}>
                  {m.mergeInto(r.name)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

function DeleteLead({ id, name }: { id: string; name: string }) {
  const { client } = useSession();
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    try {
      await deleteLead(client, id, typed);
      navigate("/admin/leads", { replace: true });
    } catch (err) {
      setError(copy.deleteFailed(err instanceof Error ? err.message : String(err)));
    }
  };
  return (
    <Panel title={copy.deleteTitle}>
      <div className="space-y-3 px-5 py-4">
        <p className="text-sm text-stone-700">{copy.deleteHint(name)}</p>
        <Field label={copy.deleteConfirm} id="lead-delete-name" value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
        <button type="button" className={buttonStyles.danger} disabled={typed.trim() !== name.trim()} onClick={() => void remove()}>
          {copy.deleteButton}
        </button>
        {error ? <p role="alert" className="text-sm text-red-700">{error}</p> : null}
      </div>
    </Panel>
  );
}
