import { useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { buttonStyles, Panel } from "~/components/admin/ui.tsx";
import { adminRoutingCopy } from "@content/admin-routing.ts";
import { DESK_LANGUAGES, type DeskLanguage, type RoutingOverview } from "@shared/routing";
import { fetchLanguages, fetchRouting, saveLanguages } from "./api.ts";
import { CheckGroup } from "./inputs.tsx";

const copy = adminRoutingCopy.languages;
const options = DESK_LANGUAGES.map((value) => ({ value, label: adminRoutingCopy.languageNames[value] }));

/** One person's languages with its save button; `userId` absent: the signed-in person's own. */
function LanguagesEditor({ legend, initial, userId }: { legend: string; initial: DeskLanguage[]; userId?: string }) {
  const { client } = useSession();
  const [values, setValues] = useState<DeskLanguage[]>(initial);
  const [saved, setSaved] = useState<DeskLanguage[]>(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const changed = values.length !== saved.length || values.some((v) => !saved.includes(v));
  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const r = await saveLanguages(client, values, userId);
      setValues(r.languages);
      setSaved(r.languages);
      setMessage({ ok: true, text: copy.saved });
    } catch (err) {
      setMessage({ ok: false, text: copy.failed(err instanceof Error ? err.message : String(err)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <CheckGroup legend={legend} options={options} values={values} onChange={setValues} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonStyles.secondary} disabled={busy || !changed} onClick={() => void save()}>
          {copy.save}
        </button>
        <span role="status" aria-live="polite" className={`text-sm ${message?.ok === false ? "text-red-700" : "text-emerald-800"}`}>
          {message?.text ?? ""}
        </span>
      </div>
    </div>
  );
}

/** The account page's panel: the languages the signed-in person speaks. */
export function MyLanguagesPanel() {
  const { client } = useSession();
  const [initial, setInitial] = useState<DeskLanguage[] | null>(null);
  useEffect(() => {
    fetchLanguages(client).then(
      (r) => setInitial(r.languages),
      (err: unknown) => console.error(err),
    );
  }, [client]);
  return (
    <Panel title={copy.title} className="mt-6">
      <div className="space-y-2 px-5 py-4">
        <p className="text-sm text-stone-600">{copy.intro}</p>
        {initial ? <LanguagesEditor legend={copy.title} initial={initial} /> : null}
      </div>
    </Panel>
  );
}

/** The team page's panel (admins): each person's languages. */
export function TeamLanguagesPanel() {
  const { client } = useSession();
  const [data, setData] = useState<RoutingOverview | null>(null);
  useEffect(() => {
    fetchRouting(client).then(setData, (err: unknown) => console.error(err));
  }, [client]);
  if (!data) return null;
  return (
    <Panel title={copy.teamColumn}>
      <div className="space-y-2 px-5 py-4">
        <p className="text-sm text-stone-600">{copy.intro}</p>
        <ul className="divide-y divide-stone-100">
          {data.staff
            .filter((s) => s.active)
            .map((s) => (
              <li key={s.id} className="py-3" data-testid="staff-languages">
                <LanguagesEditor legend={copy.editFor(s.name)} initial={s.languages} userId={s.id} />
              </li>
            ))}
        </ul>
      </div>
    </Panel>
  );
}
