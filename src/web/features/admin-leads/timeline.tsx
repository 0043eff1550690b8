import { formatDateTime } from "~/components/admin/ui.tsx";
import { adminDeskCopy, fieldLabel } from "@content/admin-desk.ts";
import type { TimelineItem } from "@shared/desk-types";
import { leadSourceLabel, userTypeLabel } from "@shared/constants";
import type { LeadStatus } from "@shared/pipeline";

const t = adminDeskCopy.timeline;
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

/** A lead's history, newest first. Everything a visitor typed is rendered as text. */
export function Timeline({ items }: { items: TimelineItem[] }) {
  if (items.length === 0) return <p className="px-5 py-6 text-sm text-stone-600">{adminDeskCopy.lead.timelineEmpty}</p>;
  return (
    <ol className="divide-y divide-stone-100" data-testid="timeline">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`} className="px-5 py-3 text-sm" data-kind={item.type === "event" ? item.kind : item.type}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <p className="font-medium text-stone-900">{heading(item)}</p>
            <time dateTime={item.at} className="text-xs text-stone-500">
              {formatDateTime(item.at)}
            </time>
          </div>
          <Body item={item} />
        </li>
      ))}
    </ol>
  );
}

function heading(item: TimelineItem): string {
  if (item.type === "chat") return t.chat(item.messages.length);
  if (item.type === "email") return t.email(item.to);
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
      return `${t.owner(typeof d.fromName === "string" ? d.fromName : adminDeskCopy.lead.nobody, typeof d.toName === "string" ? d.toName : adminDeskCopy.lead.nobody)}${by}`;
    case "follow_up":
      return `${t.followUp(formatDateTime(typeof d.to === "string" ? d.to : null))}${by}`;
    case "merge":
      return `${t.merge}${by}`;
    case "unmerge":
      return `${t.unmerge}${by}`;
    default:
      return item.kind;
  }
}

function Body({ item }: { item: TimelineItem }) {
  if (item.type === "email") return <p className="mt-1 text-stone-700">{item.subject}</p>;
  if (item.type === "chat") {
    return (
      <ul className="mt-2 space-y-1 rounded-md bg-stone-50 p-3">
        {item.messages.map((m, i) => (
          <li key={i} className="break-words text-stone-800">
            <span className="font-medium">{m.from}:</span> {m.text}
          </li>
        ))}
      </ul>
    );
  }
  const d = item.data ?? {};
  if (item.kind === "note") return <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{text(d.text)}</p>;
  if (item.kind === "status" && typeof d.reason === "string") return <p className="mt-1 text-stone-700">{t.lostBecause(d.reason)}</p>;
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
