import { useCallback, useEffect, useMemo, useState, type FormEvent } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { useMe } from "~/features/admin-team/use-role.ts";
import { AdminsOnly, Alert, Badge, buttonStyles, DataTable, Field, formatDateTime, PageHeader, Panel, SelectField } from "~/components/admin/ui.tsx";
import { cancelBroadcast, fetchApprovedTemplates, fetchBroadcast, fetchBroadcasts, fetchWhatsAppAdmin, retryDelivery, startBroadcast } from "~/features/whatsapp/admin-api.ts";
import { adminWhatsAppCopy as copy } from "@content/admin-whatsapp.ts";
import { adminDeskCopy } from "@content/admin-desk.ts";
import { locales } from "@content/i18n";
import { USER_TYPE_OPTIONS } from "@shared/constants";
import { LEAD_STATUSES } from "@shared/pipeline";
import { renderTemplateBody, type BroadcastOut, type WhatsAppFailedDelivery, type WhatsAppTemplateOut, type WhatsAppTemplateStatus } from "@shared/whatsapp-types";

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

const errorText = (err: unknown) => (err instanceof Error && err.message ? err.message : copy.loadFailed);
const statusTone = (s: string) => (s === "APPROVED" ? "green" : s === "PENDING" ? "blue" : s === "PAUSED" || s === "FLAGGED" ? "amber" : "stone");

/** The admins' WhatsApp screen: broadcasts, the templates' status and failed webhook deliveries. */
export default function WhatsAppAdmin() {
  const { client } = useSession();
  const me = useMe(client);
  const [data, setData] = useState<{ on: boolean; templates: WhatsAppTemplateStatus[]; failed: WhatsAppFailedDelivery[] } | null>(null);
  const [broadcasts, setBroadcasts] = useState<BroadcastOut[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    Promise.all([fetchWhatsAppAdmin(client), fetchBroadcasts(client)]).then(
      ([admin, list]) => {
        setData(admin);
        setBroadcasts(list.broadcasts);
      },
      (err: unknown) => {
        console.error(err);
        setError(copy.loadFailed);
      },
    );
  }, [client]);

  useEffect(() => {
    if (me?.role === "admin") load();
  }, [me?.role, load]);

  // While a broadcast is sending, its counts follow every few seconds.
  const sending = broadcasts?.some((b) => b.status === "sending") ?? false;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => fetchBroadcasts(client).then((l) => setBroadcasts(l.broadcasts), () => undefined), 4000);
    return () => clearInterval(timer);
  }, [sending, client]);

  if (!me) return <p className="text-stone-600">{copy.loading}</p>;
  if (me.role !== "admin") return <AdminsOnly title={copy.title} message={copy.onlyAdmins} />;

  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      {error ? <Alert>{error}</Alert> : null}
      {!data && !error ? <p className="text-stone-600">{copy.loading}</p> : null}
      {data ? (
        <div className="space-y-6">
          {!data.on ? <Alert>{copy.off}</Alert> : null}
          {data.on ? <BroadcastForm onStarted={load} /> : null}
          <BroadcastList broadcasts={broadcasts ?? []} onChanged={load} />
          <TemplateList templates={data.templates} />
          <FailedList failed={data.failed} onChanged={(failed) => setData({ ...data, failed })} />
        </div>
      ) : null}
    </>
  );
}

function BroadcastForm({ onStarted }: { onStarted: () => void }) {
  const { client } = useSession();
  const [templates, setTemplates] = useState<WhatsAppTemplateOut[] | null>(null);
  const [title, setTitle] = useState("");
  const [choice, setChoice] = useState("");
  const [values, setValues] = useState<string[]>([]);
  const [languages, setLanguages] = useState<string[]>([]);
  const [userTypes, setUserTypes] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    fetchApprovedTemplates(client).then(
      (r) => setTemplates(r.templates),
      (err: unknown) => setMessage({ ok: false, text: errorText(err) }),
    );
  }, [client]);

  const template = useMemo(() => templates?.find((t) => `${t.name}|${t.language}` === choice) ?? null, [templates, choice]);
  const toggle = (list: string[], set: (v: string[]) => void, value: string) => set(list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!template || busy) return;
    if (!window.confirm(copy.broadcasts.confirm(title.trim()))) return;
    setBusy(true);
    setMessage(null);
    try {
      const { broadcast } = await startBroadcast(client, {
        title: title.trim(),
        templateName: template.name,
        templateLanguage: template.language,
        values: Array.from({ length: template.variables }, (_, i) => values[i] ?? ""),
        audience: { languages, userTypes, statuses },
      });
      setMessage({ ok: true, text: copy.broadcasts.started(broadcast.total) });
      setTitle("");
      onStarted();
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const checks = (legend: string, options: ReadonlyArray<{ value: string; label: string }>, list: string[], set: (v: string[]) => void, name: string) => (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="inline-flex min-h-9 items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" name={name} value={o.value} checked={list.includes(o.value)} onChange={() => toggle(list, set, o.value)} className="size-4 accent-emerald-700" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <Panel title={copy.broadcasts.title}>
      <form onSubmit={submit} className="space-y-5 p-5" data-testid="broadcast-form">
        <p className="text-sm text-stone-600">{copy.broadcasts.intro}</p>
        <Field id="broadcast-title" label={copy.broadcasts.name} required maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
        {templates && templates.length === 0 ? <p className="text-sm text-stone-600">{copy.broadcasts.noTemplates}</p> : null}
        <SelectField id="broadcast-template" label={copy.broadcasts.template} required value={choice} onChange={(e) => (setChoice(e.target.value), setValues([]))}>
          <option value="">{copy.broadcasts.chooseTemplate}</option>
          {(templates ?? []).map((t) => (
            <option key={`${t.name}|${t.language}`} value={`${t.name}|${t.language}`}>
              {t.name} ({copy.language[t.language as keyof typeof copy.language] ?? t.language}, {t.category.toLowerCase()})
            </option>
          ))}
        </SelectField>
        {template ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: template.variables }, (_, i) => (
              <Field key={i} id={`broadcast-value-${i + 1}`} label={copy.broadcasts.value(i + 1)} required maxLength={1000} value={values[i] ?? ""} onChange={(e) => setValues(Object.assign([...values], { [i]: e.target.value }))} />
            ))}
          </div>
        ) : null}
        {template ? (
          <div>
            <p className="text-sm font-medium text-stone-800">{copy.broadcasts.preview}</p>
            <p className="mt-1 whitespace-pre-wrap rounded-lg bg-emerald-50 px-4 py-3 text-sm text-stone-900" data-testid="broadcast-preview">
              {[template.header, renderTemplateBody(template.body, values), template.footer].filter(Boolean).join("\n\n")}
            </p>
          </div>
        ) : null}
        <div className="space-y-4 rounded-lg border border-stone-200 p-4">
          <p className="text-sm font-semibold text-stone-900">{copy.broadcasts.audience}</p>
          {checks(copy.broadcasts.languages, locales.map((l) => ({ value: l, label: copy.language[l] })), languages, setLanguages, "languages")}
          {checks(copy.broadcasts.userTypes, USER_TYPE_OPTIONS, userTypes, setUserTypes, "userTypes")}
          {checks(copy.broadcasts.statuses, LEAD_STATUSES.map((s) => ({ value: s, label: adminDeskCopy.status[s] })), statuses, setStatuses, "statuses")}
        </div>
        {message ? message.ok ? <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{message.text}</p> : <Alert>{message.text}</Alert> : null}
        <button type="submit" className={buttonStyles.primary} disabled={busy || !template || !title.trim()}>
          {busy ? copy.broadcasts.starting : copy.broadcasts.start}
        </button>
      </form>
    </Panel>
  );
}

function BroadcastList({ broadcasts, onChanged }: { broadcasts: BroadcastOut[]; onChanged: () => void }) {
  const { client } = useSession();
  const [problems, setProblems] = useState<Record<string, Array<{ waId: string; name: string | null; reason: string }>>>({});
  const [error, setError] = useState<string | null>(null);
  const r = copy.broadcasts.report;
  const stop = async (id: string) => {
    if (!window.confirm(copy.broadcasts.stopConfirm)) return;
    try {
      await cancelBroadcast(client, id);
      onChanged();
    } catch (err) {
      setError(errorText(err));
    }
  };
  const show = async (id: string) => {
    try {
      const one = await fetchBroadcast(client, id);
      setProblems({ ...problems, [id]: one.problems });
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <Panel title={copy.broadcasts.list}>
      {error ? <Alert className="m-5">{error}</Alert> : null}
      {broadcasts.length === 0 ? <p className="p-5 text-sm text-stone-600">{copy.broadcasts.empty}</p> : null}
      {broadcasts.length > 0 ? (
        <DataTable
          columns={[
            { label: copy.broadcasts.columns.title },
            { label: copy.broadcasts.columns.template, from: "md" },
            { label: copy.broadcasts.columns.started, from: "lg" },
            { label: copy.broadcasts.columns.status },
            { label: copy.broadcasts.columns.progress, from: "sm" },
          ]}
        >
          {broadcasts.map((b) => {
            const p = b.report;
            const parts = [
              [p.pending, r.pending],
              [p.queued, r.queued],
              [p.sent, r.sent],
              [p.delivered, r.delivered],
              [p.read, r.read],
              [p.failed, r.failed],
              [p.skipped, r.skipped],
            ].filter(([n]) => Number(n) > 0);
            return (
              <tr key={b.id} data-testid="broadcast-row">
                <td className="px-4 py-3 align-top">
                  <span className="font-medium text-stone-900">{b.title}</span>
                  <span className="block text-xs text-stone-600 sm:hidden">{parts.map(([n, label]) => `${n} ${label}`).join(" · ")}</span>
                  {problems[b.id] ? (
                    <ul className="mt-2 space-y-1 text-xs text-stone-700">
                      {problems[b.id]!.map((x) => (
                        <li key={x.waId}>
                          {x.name ?? `+${x.waId}`}: {x.reason}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
                <td className="hidden px-4 py-3 align-top md:table-cell">
                  {b.templateName} ({b.templateLanguage})
                </td>
                <td className="hidden px-4 py-3 align-top whitespace-nowrap lg:table-cell">{formatDateTime(b.createdAt)}</td>
                <td className="px-4 py-3 align-top">
                  <Badge tone={b.status === "sending" ? "blue" : b.status === "done" ? "green" : "stone"}>{copy.broadcasts.status[b.status]}</Badge>
                  {b.status === "sending" ? (
                    <button type="button" className={`${buttonStyles.danger} mt-1 block`} onClick={() => void stop(b.id)}>
                      {copy.broadcasts.stop}
                    </button>
                  ) : null}
                </td>
                <td className="hidden px-4 py-3 align-top text-sm sm:table-cell">
                  {parts.map(([n, label]) => `${n} ${label}`).join(" · ")}
                  {(p.failed > 0 || p.skipped > 0) && !problems[b.id] ? (
                    <button type="button" className={`${buttonStyles.link} ml-1`} onClick={() => void show(b.id)}>
                      {copy.broadcasts.showProblems}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </DataTable>
      ) : null}
    </Panel>
  );
}

function TemplateList({ templates }: { templates: WhatsAppTemplateStatus[] }) {
  const c = copy.templates.columns;
  return (
    <Panel title={copy.templates.title}>
      <p className="px-5 pt-4 text-sm text-stone-600">{copy.templates.intro}</p>
      {templates.length === 0 ? <p className="p-5 text-sm text-stone-600">{copy.templates.empty}</p> : null}
      {templates.length > 0 ? (
        <DataTable columns={[{ label: c.name }, { label: c.language, from: "sm" }, { label: c.category, from: "lg" }, { label: c.status }, { label: c.reason, from: "md" }, { label: c.changed, from: "lg" }]}>
          {templates.map((t) => (
            <tr key={`${t.name}|${t.language}`} data-testid="template-row">
              <td className="px-4 py-3 break-all">{t.name}</td>
              <td className="hidden px-4 py-3 sm:table-cell">{copy.language[t.language as keyof typeof copy.language] ?? t.language}</td>
              <td className="hidden px-4 py-3 lg:table-cell">{t.category.toLowerCase()}</td>
              <td className="px-4 py-3">
                <Badge tone={statusTone(t.status)}>{t.status.toLowerCase()}</Badge>
              </td>
              <td className="hidden px-4 py-3 text-sm md:table-cell">{t.reason ?? adminDeskCopy.empty}</td>
              <td className="hidden px-4 py-3 whitespace-nowrap lg:table-cell">{t.changedAt ? formatDateTime(t.changedAt) : adminDeskCopy.empty}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </Panel>
  );
}

function FailedList({ failed, onChanged }: { failed: WhatsAppFailedDelivery[]; onChanged: (failed: WhatsAppFailedDelivery[]) => void }) {
  const { client } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const c = copy.failed;
  const retry = async (id: string) => {
    setBusy(id);
    setMessage(null);
    try {
      const r = await retryDelivery(client, id);
      setMessage(r.retried.status === "done" ? { ok: true, text: c.done } : { ok: false, text: c.stillFailing(r.retried.error ?? "") });
      onChanged(r.failed);
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Panel title={c.title}>
      <p className="px-5 pt-4 text-sm text-stone-600">{c.intro}</p>
      {message ? message.ok ? <p role="status" className="mx-5 mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">{message.text}</p> : <Alert className="mx-5 mt-3">{message.text}</Alert> : null}
      {failed.length === 0 ? <p className="p-5 text-sm text-stone-600">{c.empty}</p> : null}
      {failed.length > 0 ? (
        <DataTable columns={[{ label: c.columns.received, from: "sm" }, { label: c.columns.what }, { label: c.columns.error, from: "md" }, { label: c.columns.tries, from: "lg" }, { label: "" }]}>
          {failed.map((f) => (
            <tr key={f.id} data-testid="failed-delivery">
              <td className="hidden px-4 py-3 align-top whitespace-nowrap sm:table-cell">{formatDateTime(f.receivedAt)}</td>
              <td className="px-4 py-3 align-top text-sm">
                {c.held(f.summary.messages, f.summary.statuses, f.summary.templates)}
                {f.summary.from.length ? ` ${c.from(f.summary.from.join(", "))}` : ""}
                {f.summary.excerpt ? <span className="mt-1 block text-stone-600">“{f.summary.excerpt}”</span> : null}
                <span className="mt-1 block text-xs text-red-800 md:hidden">{f.error}</span>
              </td>
              <td className="hidden px-4 py-3 align-top text-sm text-red-800 md:table-cell">{f.error ?? adminDeskCopy.empty}</td>
              <td className="hidden px-4 py-3 align-top lg:table-cell">{f.attempts}</td>
              <td className="px-4 py-3 align-top text-right">
                <button type="button" className={buttonStyles.secondary} disabled={busy !== null} onClick={() => void retry(f.id)}>
                  {busy === f.id ? c.retrying : c.retry}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </Panel>
  );
}
