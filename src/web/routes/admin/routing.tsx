import { useCallback, useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { useMe } from "~/features/admin-team/use-role.ts";
import { AdminsOnly, Alert, PageHeader } from "~/components/admin/ui.tsx";
import { changeRouting, fetchRouting } from "~/features/admin-routing/api.ts";
import { DefaultPanel, RulesPanel, TeamsPanel } from "~/features/admin-routing/RoutingRules.tsx";
import { PromiseSettingsForm } from "~/features/admin-routing/PromiseSettingsForm.tsx";
import { adminCopy } from "@content/admin.ts";
import { adminRoutingCopy } from "@content/admin-routing.ts";
import type { RoutingAction, RoutingOverview } from "@shared/routing";

const copy = adminRoutingCopy.rules;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Routing (admins only): the ordered rules, the default, the teams, and the response-time promises. */
export default function Routing() {
  const { client } = useSession();
  const me = useMe(client);
  const [data, setData] = useState<RoutingOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (me?.role !== "admin") return;
    fetchRouting(client).then(setData, () => setError(copy.loadFailed));
  }, [client, me?.role]);

  /** Sends one change; the answer is the page's data as it now is. True when it was saved. */
  const act = useCallback(
    async (action: RoutingAction) => {
      setBusy(true);
      setNotice(null);
      try {
        setData(await changeRouting(client, action));
        setNotice({ ok: true, text: copy.saved });
        return true;
      } catch (err) {
        setNotice({ ok: false, text: copy.failed(err instanceof Error ? err.message : String(err)) });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [client],
  );

  if (!me) return <p className="text-stone-600">{adminCopy.loading}</p>;
  if (me.role !== "admin") return <AdminsOnly title={copy.title} message={copy.onlyAdmins} />;
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" data-testid="routing-notice" className={`mb-3 text-sm ${notice?.ok === false ? "text-red-700" : "text-emerald-800"}`}>
        {notice?.text ?? ""}
      </p>
      {data ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <div className="space-y-6">
            <RulesPanel data={data} act={act} busy={busy} />
            <DefaultPanel key={JSON.stringify(data.defaultTarget)} data={data} act={act} busy={busy} />
          </div>
          <div className="space-y-6">
            <TeamsPanel data={data} act={act} busy={busy} />
            <PromiseSettingsForm />
          </div>
        </div>
      ) : error ? null : (
        <p className="text-stone-600">{adminCopy.loading}</p>
      )}
    </>
  );
}
