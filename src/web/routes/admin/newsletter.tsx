import { useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import type { SubscriberList, SubscriptionStatus } from "@shared/api-types";
import { fetchSubscribers } from "~/features/admin-newsletter/api.ts";
import { useMe } from "~/features/admin-team/use-role.ts";
import { AdminsOnly, Alert, Badge, DataTable, formatDateTime, PageHeader, Panel } from "~/components/admin/ui.tsx";
import { adminNewsletterCopy as copy } from "@content/admin-newsletter.ts";

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

const STATUSES: readonly SubscriptionStatus[] = ["confirmed", "pending", "unsubscribed"];
const tone = { confirmed: "green", pending: "amber", unsubscribed: "stone" } as const;

/** The newsletter's subscribers (admins only; the server refuses anyone else). */
export default function Newsletter() {
  const { client } = useSession();
  const me = useMe(client);
  const [list, setList] = useState<SubscriberList | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (me?.role !== "admin") return;
    fetchSubscribers(client).then(setList, (err: unknown) => {
      console.error(err);
      setError(copy.loadFailed);
    });
  }, [client, me?.role]);

  if (!me) return <p className="text-stone-600">{copy.loading}</p>;
  if (me.role !== "admin") return <AdminsOnly title={copy.title} message={copy.onlyAdmins} />;

  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      {error ? <Alert>{error}</Alert> : null}
      {!list && !error ? <p className="text-stone-600">{copy.loading}</p> : null}
      {list ? (
        <div className="space-y-6">
          <Panel title={copy.counts}>
            <dl className="grid gap-4 p-5 sm:grid-cols-3" data-testid="newsletter-counts">
              {STATUSES.map((s) => (
                <div key={s} className="rounded-lg bg-stone-50 px-4 py-3">
                  <dt className="text-sm text-stone-600">{copy.status[s]}</dt>
                  <dd className="mt-1 text-2xl font-semibold text-stone-900">{list.counts[s]}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          <Panel title={copy.list}>
            {list.subscribers.length === 0 ? <p className="p-5 text-sm text-stone-600">{copy.empty}</p> : null}
            {list.subscribers.length > 0 ? (
              <DataTable
                columns={[
                  { label: copy.columns.email },
                  // On a phone: the address and its state; the rest from wider screens up.
                  { label: copy.columns.language, from: "sm" },
                  { label: copy.columns.status },
                  { label: copy.columns.subscribed, from: "md" },
                  { label: copy.columns.confirmed, from: "lg" },
                ]}
              >
                {list.subscribers.map((s) => (
                  <tr key={s.email}>
                    {/* Addresses are rendered as text, whatever a visitor typed. */}
                    <td className="px-4 py-3 break-all">{s.email}</td>
                    <td className="hidden px-4 py-3 sm:table-cell">{copy.language[s.language]}</td>
                    <td className="px-4 py-3">
                      <Badge tone={tone[s.status]}>{copy.status[s.status]}</Badge>
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">{formatDateTime(s.createdAt)}</td>
                    <td className="hidden px-4 py-3 whitespace-nowrap lg:table-cell">{formatDateTime(s.confirmedAt)}</td>
                  </tr>
                ))}
              </DataTable>
            ) : null}
          </Panel>
        </div>
      ) : null}
    </>
  );
}
