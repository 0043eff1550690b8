import { useState } from "react";
import { buttonStyles, formatDateTime } from "~/components/admin/ui.tsx";
import { adminDeskCopy, deskWorkCopy, fieldLabel } from "@content/admin-desk.ts";
import type { TimelineItem } from "@shared/desk-types";
import { canonicalPhone, displayPhone } from "@shared/phone";
import { languageLabel, leadSourceLabel, userTypeLabel } from "@shared/constants";
import { SampleEntryBody, sampleEntryHeading } from "~/features/samples/timeline-entry.tsx";
import type { LeadStatus } from "@shared/pipeline";
import { CallbackCallButton, CallEntryBody, callEntryHeading } from "~/features/telephony/call-entry.tsx";
import { ownerReason, promiseEventHeading } from "~/features/admin-routing/timeline-text.ts";

/** A phone number as people read it (`+91 98110 22334`), or as stored when it is not one. */
export const readablePhone = (phone: string) => {
  const e164 = canonicalPhone(phone);
  return e164 ? displayPhone(e164) : phone;
};

const t = adminDeskCopy.timeline;
const w = deskWorkCopy;
const dash = adminDeskCopy.empty;
const statusName = (s: unknown) => (typeof s === "string" && s in adminDeskCopy.status ? adminDeskCopy.status[s as LeadStatus] : dash);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A stored value as text: lists joined, times in IST, nothing as "–". */
const text = (v: unknown): string =>
  v === null || v === undefined || v === ""
    ? dash
    : Array.isArray(v)
      ? v.join(", ")
      : typeof v === "object"
        ? JSON.stringify(v)
        : typeof v === "string" && ISO_TIME.test(v)
          ? formatDateTime(v)
          : String(v);

/** What staff can do from the timeline: mark a call-back done, undo a merge. Each resolves once the page reloaded. */
export interface TimelineActions {
  callbackDone?: (id: string) => Promise<void>;
  undoMerge?: (eventId: string, name: string) => Promise<void>;
  /** Rings the agent, then the call-back's number (when calling from the desk is set up). */
  call?: (callbackId: string) => Promise<void>;
}

/** A lead's history, newest first. Everything a visitor typed is rendered as text. */
export function Timeline({ items, actions = {} }: { items: TimelineItem[]; actions?: TimelineActions }) {
  if (items.length === 0) return <p className="px-5 py-6 text-sm text-stone-600">{adminDeskCopy.lead.timelineEmpty}</p>;
  return (
    <ol className="divide-y divide-stone-100" data-testid="timeline">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`} className="px-5 py-3 text-sm" data-kind={item.type === "event" ? item.kind : item.type} data-id={item.id}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-medium text-stone-900">{heading(item)}</p>
            <time dateTime={item.at} className="text-xs text-stone-500">
              {formatDateTime(item.at)}
            </time>
          </div>
          <Body item={item} actions={actions} />
        </li>
      ))}
    </ol>
  );
}

const mergedName = (d: Record<string, unknown>) => {
  const lead = d.lead as { name?: unknown } | undefined;
  return typeof lead?.name === "string" ? lead.name : dash;
};

function heading(item: TimelineItem): string {
  if (item.type === "chat") return t.chat(item.messages.length);
  if (item.type === "email") return t.email(item.to);
  if (item.type === "callback") return w.callbacks.requested(formatDateTime(item.slot));
  const d = item.data ?? {};
  const by = item.actor ? ` ${t.by(item.actor)}` : "";
  switch (item.kind) {
    case "capture":
      return t.capture(leadSourceLabel(String(d.source ?? "")));
    case "note":
      return `${t.note}${by}`;
    case "status":
      return `${t.status(statusName(d.from), statusName(d.to))}${by}`;
    case "owner":
      return `${t.owner(typeof d.fromName === "string" ? d.fromName : adminDeskCopy.lead.nobody, typeof d.toName === "string" ? d.toName : adminDeskCopy.lead.nobody)}${d.roundRobin ? ` (${w.roundRobin.inTurn})` : ""}${ownerReason(d)}${by}`;
    case "follow_up":
      return `${t.followUp(formatDateTime(typeof d.to === "string" ? d.to : null))}${by}`;
    case "merge":
      return `${w.merge.event(mergedName(d))}${by}`;
    case "unmerge":
      return `${w.merge.unmergeEvent(mergedName(d))}${by}`;
    case "sample":
      return `${sampleEntryHeading(d)}${by}`;
    case "callback_done":
      return `${w.callbacks.event(formatDateTime(typeof d.slot === "string" ? d.slot : null))}${by}`;
    case "edit":
      return `${t.edit}${by}`;
    case "phone_verified":
      return t.phoneVerified;
    case "booking":
      return t.booking(text(d.reference), text(d.clinicName), { mailed: d.clinicMailed === true, texted: d.clinicTexted === true });
    case "language":
      return t.language(languageLabel(typeof d.from === "string" ? d.from : null), languageLabel(typeof d.to === "string" ? d.to : null));
    case "call":
    case "sms":
      return callEntryHeading(item.kind, d, item.actor) ?? item.kind;
    case "promise_breached":
    case "promise_escalated":
      return promiseEventHeading(item.kind, d);
    default:
      return item.kind;
  }
}

/** A button that runs an action once, disabled while it runs; a failure shows next to it. */
function ActionButton({ label, run, confirmText, className }: { label: string; run: () => Promise<void>; confirmText?: string; className: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const click = async () => {
    if (confirmText && !window.confirm(confirmText)) return;
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2">
      <button type="button" className={className} disabled={busy} onClick={() => void click()}>
        {busy ? w.callbacks.marking : label}
      </button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Body({ item, actions }: { item: TimelineItem; actions: TimelineActions }) {
  if (item.type === "email") return <p className="mt-1 text-stone-700">{item.subject}</p>;
  if (item.type === "chat") {
    return (
      <>
        {item.rating !== null ? (
          <p className="mt-1 font-medium text-amber-800" data-testid="chat-rating">
            {w.rating.chat(item.rating)}
            {item.ratedAgent ? ` ${w.rating.forAgent(item.ratedAgent)}` : ""}
          </p>
        ) : null}
        <ul className="mt-2 space-y-1 rounded-md bg-stone-50 p-3">
          {item.messages.map((m, i) => (
            <li key={i} className="break-words text-stone-800">
              <span className="font-medium">{m.from}:</span> {m.text}
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (item.type === "callback") {
    const cb = w.callbacks;
    return (
      <>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
          <dt className="font-medium text-stone-600">{cb.phone}</dt>
          <dd className="break-words text-stone-800">
            <a href={`tel:${item.phone.replace(/[^\d+]/g, "")}`} className="underline">
              {readablePhone(item.phone)}
            </a>
          </dd>
          <dt className="font-medium text-stone-600">{cb.note}</dt>
          <dd className="whitespace-pre-wrap break-words text-stone-800">{text(item.note)}</dd>
        </dl>
        {item.status === "done" ? (
          <p className="mt-1 text-emerald-800" data-testid="callback-state">
            {item.doneBy || item.doneAt ? cb.doneBy(item.doneBy ?? dash, formatDateTime(item.doneAt)) : cb.doneLabel}
          </p>
        ) : (
          <>
            <p className="mt-1 text-amber-800" data-testid="callback-state">
              {cb.openLabel}
            </p>
            {actions.call ? <CallbackCallButton run={() => actions.call!(item.id)} /> : null}
            {actions.callbackDone ? <ActionButton label={cb.markDone} className={buttonStyles.secondary} run={() => actions.callbackDone!(item.id)} /> : null}
          </>
        )}
      </>
    );
  }
  const d = item.data ?? {};
  if (item.kind === "merge") {
    const moved = (d.moved ?? {}) as { events?: unknown[]; sessions?: unknown[] };
    const name = mergedName(d);
    return (
      <>
        <p className="mt-1 text-stone-700">{w.merge.moved(moved.events?.length ?? 0, moved.sessions?.length ?? 0)}</p>
        {d.undoneAt ? (
          <p className="mt-1 text-stone-600">{w.merge.undoneLabel}</p>
        ) : actions.undoMerge ? (
          <ActionButton label={w.merge.undo} confirmText={w.merge.confirmUndo(name)} className={buttonStyles.secondary} run={() => actions.undoMerge!(item.id, name)} />
        ) : null}
      </>
    );
  }
  if (item.kind === "call" || item.kind === "sms") return <CallEntryBody kind={item.kind} data={d} />;
  if (item.kind === "sample") return <SampleEntryBody data={d} />;
  if (item.kind === "note") return <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{text(d.text)}</p>;
  if (item.kind === "status" && typeof d.reason === "string") return <p className="mt-1 text-stone-700">{t.lostBecause(d.reason)}</p>;
  if (item.kind === "edit") return <EditedFields changes={(d.changes as Record<string, { from?: unknown; to?: unknown }> | null) ?? {}} />;
  if (item.kind !== "capture") return null;
  const fields: [string, unknown][] = [
    ["name", d.name],
    ["email", d.email],
    ["phone", d.phone],
    ["location", d.location],
    ["user_type", typeof d.user_type === "string" ? userTypeLabel(d.user_type) : null],
    ...Object.entries((d.fields as Record<string, unknown> | null) ?? {}),
  ];
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
      {fields.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-stone-600">{fieldLabel(k)}</dt>
          <dd className="break-words text-stone-800">{text(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a staff correction changed: each field's old value and new one. */
function EditedFields({ changes }: { changes: Record<string, { from?: unknown; to?: unknown }> }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
      {Object.entries(changes).map(([k, c]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-stone-600">{fieldLabel(k)}</dt>
          <dd className="break-words text-stone-800">
            {text(c.from)} → {text(c.to)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
