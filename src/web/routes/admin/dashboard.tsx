import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, Badge, PageHeader, Panel, formatDateTime } from "~/components/admin/ui.tsx";
import { adminCopy } from "@content/admin.ts";
import { DeskPanels } from "~/features/admin-leads/desk-dashboard.tsx";
import { CallFiguresPanel } from "~/features/telephony/call-figures.tsx";
import { SampleFiguresPanel } from "~/features/samples/figures.tsx";
import { ResponseFiguresPanel } from "~/features/admin-routing/ResponseFiguresPanel.tsx";
import { leadSourceLabel, userTypeLabel } from "@shared/constants";
import { fetchDashboardFigures, type DashboardFigures } from "~/features/admin-api/dashboard.ts";

const copy = adminCopy.dashboard;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * Every figure is a count the server computes, so the dashboard reads no more
 * rows than the five it lists (features/admin-api/dashboard.ts).
 */
export default function Dashboard() {
  const { client } = useSession();
  const [stats, setStats] = useState<DashboardFigures | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetchDashboardFigures(client).then(
      (figures) => {
        if (!cancelled) setStats(figures);
      },
      (err: unknown) => {
        // Data errors are logged, as the specification asks; the figures show a dash.
        console.error(err);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client]);

  const cards = [
    { key: "today", label: copy.leadsToday, value: stats?.today },
    { key: "week", label: copy.leadsWeek, value: stats?.week },
    { key: "month", label: copy.leadsMonth, value: stats?.month },
    { key: "total", label: copy.leadsTotal, value: stats?.total },
    { key: "chat", label: copy.chatMessages, value: stats?.chatMessages },
    { key: "blog", label: copy.blogPosts, value: stats?.blogPosts },
  ];

  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      {failed ? (
        <Alert className="mb-4">{copy.loadFailed}</Alert>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6" aria-busy={!stats && !failed}>
        {cards.map((c) => (
          <li key={c.key} data-stat={c.key} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
            <p className="text-sm font-medium text-stone-600">{c.label}</p>
            <p className="mt-2 text-3xl font-semibold tabular-nums text-stone-900" data-testid={`stat-${c.key}`}>
              {c.value === undefined ? (failed ? "–" : <span className="inline-block h-8 w-12 animate-pulse rounded bg-stone-100" aria-label={adminCopy.loading} />) : c.value.toLocaleString("en-IN")}
            </p>
          </li>
        ))}
      </ul>

      <DeskPanels />
      <CallFiguresPanel />
      <SampleFiguresPanel />
      <ResponseFiguresPanel />

      <Panel
        title={copy.recentLeads}
        className="mt-6"
        actions={
          <Link to="/admin/leads" className="text-sm font-medium text-emerald-800 hover:underline">
            {copy.viewAll}
          </Link>
        }
      >
        {stats && stats.recent.length === 0 ? (
          <p className="px-5 py-8 text-center text-stone-600">{copy.noLeads}</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={copy.recentLeads}>
            {(stats?.recent ?? []).map((l) => (
              <li key={l.id} className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium text-stone-900">{l.name}</p>
                  <p className="truncate text-sm text-stone-600">
                    {l.email}
                    {l.location ? ` · ${l.location}` : ""}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm text-stone-600">
                  <Badge tone="green">{userTypeLabel(l.user_type)}</Badge>
                  <Badge tone="blue">{leadSourceLabel(l.source)}</Badge>
                  <time dateTime={l.created_at}>{formatDateTime(l.created_at)}</time>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
