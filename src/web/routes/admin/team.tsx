import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { changeTeam, fetchTeam, type TeamAction, type TeamOverview } from "~/features/admin-team/api.ts";
import { useMe } from "~/features/admin-team/use-role.ts";
import { AdminsOnly, Alert, Badge, buttonStyles, DataTable, Field, PageHeader, Panel, SelectField } from "~/components/admin/ui.tsx";
import { formatDate, formatDateTime } from "~/components/admin/ui.tsx";
import { adminCopy } from "@content/admin.ts";
import { adminDeskCopy, deskWorkCopy } from "@content/admin-desk.ts";
import { fetchDeskSettings, saveDeskSettings } from "~/features/admin-leads/api.ts";
import { TeamLanguagesPanel } from "~/features/admin-routing/LanguagesForm.tsx";
import { STAFF_ROLES, type StaffRole } from "@shared/pipeline";

const copy = adminDeskCopy.team;
const roleLabel = adminDeskCopy.role;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The team (admins only): staff with their state, open invitations, and the invite form. */
export default function Team() {
  const { client } = useSession();
  const me = useMe(client);
  const [team, setTeam] = useState<TeamOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchTeam(client).then(setTeam, (err: unknown) => {
      console.error(err);
      setError(copy.loadFailed);
    });
  }, [client]);

  useEffect(() => {
    if (me?.role === "admin") load();
  }, [me?.role, load]);

  if (!me) return <p className="text-stone-600">{adminCopy.loading}</p>;
  if (me.role !== "admin") return <AdminsOnly title={copy.title} message={copy.onlyAdmins} />;

  const act = async (action: TeamAction, question: string) => {
    if (!window.confirm(question)) return;
    setNotice(null);
    setBusy(true);
    try {
      await changeTeam(client, action);
      load();
    } catch (err) {
      setNotice(copy.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  };

  const onInvite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const email = String(form.get("email") ?? "").trim();
    const role = String(form.get("role") ?? "agent") as StaffRole;
    setNotice(null);
    setBusy(true);
    try {
      await changeTeam(client, { action: "invite", email, role });
      setNotice(copy.invited(email));
      formEl.reset();
      load();
    } catch (err) {
      setNotice(copy.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      {error ? <Alert>{error}</Alert> : null}
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-800">
          {notice}
        </p>
      ) : null}
      <div className="space-y-6">
        <RoundRobinSetting />
        <Panel title={copy.inviteTitle}>
          <form onSubmit={onInvite} className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
            <Field label={copy.email} id="invite-email" name="email" type="email" required autoComplete="off" />
            <SelectField label={copy.role} id="invite-role" name="role" defaultValue="agent">
              {STAFF_ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel[r]}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              {copy.invite}
            </button>
          </form>
          <p className="mt-2 text-sm text-stone-600">{copy.roleHint}</p>
        </Panel>

        <Panel title={copy.invitations}>
          {team && team.invitations.length === 0 ? <p className="text-sm text-stone-600">{copy.noInvitations}</p> : null}
          {team && team.invitations.length > 0 ? (
            <DataTable columns={[{ label: copy.columns.email }, { label: copy.columns.role }, { label: copy.expires }, { label: copy.columns.actions }]}>
              {team.invitations.map((i) => (
                <tr key={i.id}>
                  <td className="px-4 py-3">{i.email}</td>
                  <td className="px-4 py-3">{roleLabel[i.role]}</td>
                  <td className="px-4 py-3">{formatDate(i.expiresAt)}</td>
                  <td className="px-4 py-3">
                    <button type="button" className={buttonStyles.link} disabled={busy} onClick={() => act({ action: "resend", id: i.id }, copy.confirmResend(i.email))}>
                      {copy.resend}
                    </button>
                    <button type="button" className={buttonStyles.danger} disabled={busy} onClick={() => act({ action: "revoke", id: i.id }, copy.confirmRevoke(i.email))}>
                      {copy.revoke}
                    </button>
                  </td>
                </tr>
              ))}
            </DataTable>
          ) : null}
        </Panel>

        <Panel title={copy.members}>
          {team ? (
            <DataTable
              columns={[
                { label: copy.columns.name },
                { label: copy.columns.email },
                { label: copy.columns.role },
                { label: copy.columns.state },
                { label: copy.columns.lastSignIn, from: "md" },
                { label: copy.columns.actions },
              ]}
            >
              {team.staff.map((s) => (
                <tr key={s.id}>
                  <td className="px-4 py-3">
                    {s.name} {s.id === me.userId ? <span className="text-stone-500">{copy.you}</span> : null}
                  </td>
                  <td className="px-4 py-3">{s.email}</td>
                  <td className="px-4 py-3">{roleLabel[s.role]}</td>
                  <td className="px-4 py-3">{s.active ? <Badge tone="green">{copy.active}</Badge> : <Badge>{copy.inactive}</Badge>}</td>
                  <td className="hidden px-4 py-3 md:table-cell">{formatDateTime(s.lastSignInAt)}</td>
                  <td className="px-4 py-3">
                    {s.id === me.userId ? null : s.active ? (
                      <button type="button" className={buttonStyles.danger} disabled={busy} onClick={() => act({ action: "deactivate", userId: s.id }, copy.confirmDeactivate(s.name))}>
                        {copy.deactivate}
                      </button>
                    ) : (
                      <button type="button" className={buttonStyles.link} disabled={busy} onClick={() => act({ action: "reactivate", userId: s.id }, copy.confirmReactivate(s.name))}>
                        {copy.reactivate}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          ) : null}
        </Panel>
        <TeamLanguagesPanel />
      </div>
    </>
  );
}

/** Round-robin assignment of new leads to the active agents (off by default; admins only). */
function RoundRobinSetting() {
  const { client } = useSession();
  const rr = deskWorkCopy.roundRobin;
  const [on, setOn] = useState<boolean | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    fetchDeskSettings(client).then(
      (s) => setOn(s.roundRobin),
      (err: unknown) => setMessage(rr.failed(err instanceof Error ? err.message : String(err))),
    );
  }, [client, rr]);
  const change = async (next: boolean) => {
    setMessage(null);
    const was = on;
    setOn(next);
    try {
      const saved = await saveDeskSettings(client, { roundRobin: next });
      setOn(saved.roundRobin);
      setMessage(rr.saved);
    } catch (err) {
      setOn(was);
      setMessage(rr.failed(err instanceof Error ? err.message : String(err)));
    }
  };
  return (
    <Panel title={rr.title}>
      <div className="space-y-2 px-5 py-4 text-sm">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4"
            checked={on ?? false}
            disabled={on === null}
            onChange={(e) => void change(e.target.checked)}
            aria-describedby="round-robin-hint"
          />
          <span className="font-medium text-stone-900">{rr.label}</span>
        </label>
        <p id="round-robin-hint" className="text-stone-600">
          {rr.hint}
        </p>
        <p aria-live="polite" className="text-stone-700" data-testid="round-robin-message">
          {message ?? ""}
        </p>
      </div>
    </Panel>
  );
}
