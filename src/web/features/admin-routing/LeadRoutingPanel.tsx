import { useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Panel } from "~/components/admin/ui.tsx";
import { adminRoutingCopy } from "@content/admin-routing.ts";
import type { StaffMember } from "@shared/desk-types";
import type { LeadPromise, LeadRouting } from "@shared/routing";
import { fetchLeadRouting } from "./api.ts";

const c = adminRoutingCopy.lead;
/** While a clock runs, the time left is asked again this often. */
const REFRESH_MS = 30_000;

/** On a lead's page: the place its text was matched to, the rule that chose its owner, and its first-response clock. */
export function LeadRoutingPanel({ leadId, staff, version }: { leadId: string; staff: StaffMember[]; version?: number }) {
  const { client } = useSession();
  const [data, setData] = useState<{ routing: LeadRouting | null; promise: LeadPromise | null } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      fetchLeadRouting(client, leadId).then(
        (d) => {
          if (cancelled) return;
          setData(d);
          if (d.promise && !d.promise.firstResponseAt) timer = setTimeout(load, REFRESH_MS);
        },
        () => undefined,
      );
    void load();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, leadId, version]);

  if (!data || (!data.routing && !data.promise)) return null;
  const { routing, promise } = data;
  const name = (id: string | null) => staff.find((s) => s.id === id)?.name ?? "";
  const place = routing?.place;
  return (
    <Panel title={c.title}>
      <dl className="space-y-3 px-5 py-4 text-sm" data-testid="lead-routing">
        {routing ? (
          <>
            <div>
              <dt className="font-medium text-stone-600">{c.place}</dt>
              <dd className="text-stone-900">
                {place ? (
                  <>
                    {[place.district, place.state].filter(Boolean).join(", ")}
                    {place.pincode ? ` · PIN ${place.pincode}` : ""} <span className="text-stone-500">({c.placeBy[place.by] ?? place.by})</span>
                  </>
                ) : (
                  <span className="text-stone-600">{c.noPlace}</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-stone-600">{c.rule}</dt>
              <dd className="text-stone-900">{routing.rule ? `"${routing.rule}" → ${name(routing.assignedTo)}` : routing.assignedTo ? `${c.ruleDefault} → ${name(routing.assignedTo)}` : c.ruleNone}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt className="font-medium text-stone-600">{c.promise}</dt>
          <dd className="text-stone-900">{promise ? <PromiseLine p={promise} who={name(promise.firstResponseBy)} /> : <span className="text-stone-600">{c.noPromise}</span>}</dd>
        </div>
      </dl>
    </Panel>
  );
}

const tones = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  amber: "bg-amber-50 text-amber-900 ring-amber-600/20",
  red: "bg-red-50 text-red-800 ring-red-600/20",
} as const;

/** A badge that may wrap on a narrow phone. */
function Pill({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return <span className={`inline-block rounded-lg px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</span>;
}

function PromiseLine({ p, who }: { p: LeadPromise; who: string }) {
  const how = [c.kinds[p.firstResponseKind ?? ""] ?? p.firstResponseKind, who].filter(Boolean).join(", ");
  if (p.state === "met") return <Pill tone="green">{c.met(p.tookMinutes ?? 0, how)}</Pill>;
  if (p.state === "late_reply") return <Pill tone="amber">{c.lateReply(p.tookMinutes ?? 0, how)}</Pill>;
  const left = p.minutesLeft ?? 0;
  return (
    <span className="flex flex-col gap-1">
      <span>{p.state === "breached" || left < 0 ? <Pill tone="red">{c.late(Math.min(left, 0))}</Pill> : <Pill tone="amber">{c.left(left)}</Pill>}</span>
      <span className="text-xs text-stone-600">{c.target(p.targetMinutes)}</span>
      {p.clockRunning ? null : <span className="text-xs text-stone-600">{c.paused}</span>}
    </span>
  );
}
