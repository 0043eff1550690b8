import { useEffect, useState, type FormEvent } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, buttonStyles, Field, Panel } from "~/components/admin/ui.tsx";
import { adminRoutingCopy } from "@content/admin-routing.ts";
import { LEAD_SOURCE_OPTIONS } from "@shared/constants";
import type { PromiseSettings } from "@shared/routing";
import { fetchPromiseSettings, savePromiseSettings } from "./api.ts";

const s = adminRoutingCopy.settings;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const minutesOf = (v: string) => {
  const [h, m] = v.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

interface DayRow {
  open: boolean;
  from: string;
  to: string;
}

/** The response-time settings (admins): a target per source, the working week, and when idle leads move on. */
export function PromiseSettingsForm() {
  const { client } = useSession();
  const [settings, setSettings] = useState<PromiseSettings | null>(null);
  const [targets, setTargets] = useState<Record<string, string>>({});
  const [days, setDays] = useState<DayRow[]>([]);
  const [idleDays, setIdleDays] = useState("");
  const [idleAction, setIdleAction] = useState<PromiseSettings["idleAction"]>("next");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (p: PromiseSettings) => {
    setSettings(p);
    const t: Record<string, string> = { other: p.otherMinutes === null ? "" : String(p.otherMinutes) };
    for (const o of LEAD_SOURCE_OPTIONS) {
      // A source the settings do not name (a channel added since) has the "other sources" target.
      const v = (p.targets as Record<string, number | null | undefined>)[o.value] ?? (o.value in p.targets ? null : p.otherMinutes);
      t[o.value] = v === null ? "" : String(v);
    }
    setTargets(t);
    setDays(
      [0, 1, 2, 3, 4, 5, 6].map((day) => {
        const h = p.hours.find((x) => x.day === day);
        return h ? { open: true, from: hhmm(h.open), to: hhmm(h.close) } : { open: false, from: "09:00", to: "18:00" };
      }),
    );
    setIdleDays(p.idleDays === null ? "" : String(p.idleDays));
    setIdleAction(p.idleAction);
  };

  useEffect(() => {
    fetchPromiseSettings(client).then(show, () => setMessage({ ok: false, text: s.loadFailed }));
  }, [client]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const num = (v: string | undefined) => (v && v.trim() ? Number(v) : null);
    const body: PromiseSettings = {
      targets: Object.fromEntries(LEAD_SOURCE_OPTIONS.map((o) => [o.value, num(targets[o.value])])),
      otherMinutes: num(targets.other),
      hours: days.flatMap((d, day) => (d.open ? [{ day, open: minutesOf(d.from), close: minutesOf(d.to) }] : [])),
      idleDays: num(idleDays),
      idleAction,
    };
    setBusy(true);
    setMessage(null);
    try {
      show(await savePromiseSettings(client, body));
      setMessage({ ok: true, text: s.saved });
    } catch (err) {
      setMessage({ ok: false, text: s.failed(err instanceof Error ? err.message : String(err)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={s.title}>
      <form className="space-y-5 px-4 py-4 sm:px-5" onSubmit={(e) => void submit(e)}>
        <p className="text-sm text-stone-600">{s.intro}</p>
        {settings === null && message && !message.ok ? <Alert>{message.text}</Alert> : null}
        {settings ? (
          <>
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-stone-900">{s.targets}</legend>
              <p className="text-xs text-stone-600">{s.noTarget}</p>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {[...LEAD_SOURCE_OPTIONS.map((o) => ({ key: o.value as string, label: o.label })), { key: "other", label: s.other }].map((o) => (
                  <Field
                    key={o.key}
                    label={o.label}
                    id={`target-${o.key}`}
                    type="number"
                    min={1}
                    max={10080}
                    inputMode="numeric"
                    value={targets[o.key] ?? ""}
                    onChange={(e) => setTargets((t) => ({ ...t, [o.key]: e.target.value }))}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold text-stone-900">{s.hours}</legend>
              <ul className="space-y-2">
                {days.map((d, day) => (
                  <li key={day} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <label className="inline-flex w-32 items-center gap-2">
                      <input type="checkbox" className="h-4 w-4" checked={d.open} onChange={(e) => setDays((all) => all.map((x, i) => (i === day ? { ...x, open: e.target.checked } : x)))} />
                      {s.day[day]}
                    </label>
                    {d.open ? (
                      <span className="inline-flex items-center gap-2">
                        <input
                          type="time"
                          aria-label={`${s.day[day]} ${s.open}`}
                          className="rounded-md border border-stone-300 px-2 py-1"
                          value={d.from}
                          onChange={(e) => setDays((all) => all.map((x, i) => (i === day ? { ...x, from: e.target.value } : x)))}
                        />
                        –
                        <input
                          type="time"
                          aria-label={`${s.day[day]} ${s.close}`}
                          className="rounded-md border border-stone-300 px-2 py-1"
                          value={d.to}
                          onChange={(e) => setDays((all) => all.map((x, i) => (i === day ? { ...x, to: e.target.value } : x)))}
                        />
                      </span>
                    ) : (
                      <span className="text-stone-500">{s.closed}</span>
                    )}
                  </li>
                ))}
              </ul>
            </fieldset>
            <Field label={s.idle} id="idle-days" hint={s.idleHint} type="number" min={1} max={365} inputMode="numeric" value={idleDays} onChange={(e) => setIdleDays(e.target.value)} />
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-stone-800">{s.idleAction}</legend>
              {(["next", "pool"] as const).map((a) => (
                <label key={a} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="idle-action" checked={idleAction === a} onChange={() => setIdleAction(a)} />
                  {a === "next" ? s.idleNext : s.idlePool}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              {s.save}
            </button>
          </>
        ) : null}
        <p role="status" aria-live="polite" className={`text-sm ${message?.ok === false ? "text-red-700" : "text-emerald-800"}`}>
          {settings && message ? message.text : ""}
        </p>
      </form>
    </Panel>
  );
}
