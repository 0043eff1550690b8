import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { buttonStyles, DataTable, Field, PageHeader, Panel, type Column } from "~/components/admin/ui.tsx";
import { useSession } from "~/features/auth/auth-context.tsx";
import { adminClinicsCopy as copy, indianStates } from "@content/admin-clinics.ts";
import { languageOf } from "@content/i18n.ts";
import { CLINIC_SERVICE_OPTIONS } from "@shared/constants.ts";
import { CLINIC_TEXT_FIELDS, clinicTextLocales, parseTranslations, type ClinicRecord as Clinic, type ClinicTextField, type ClinicTextLocale } from "@shared/clinics.ts";
import { clinicFormSchema, type ClinicFormInput } from "@shared/clinic-form.ts";
import { deleteClinic, listClinics, saveClinic } from "~/features/admin-api/clinics.ts";
import { useMe } from "~/features/admin-team/use-role.ts";

export function meta() {
  return [{ title: "Clinics | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

const EMPTY: ClinicFormInput = {
  name: "",
  address: "",
  district: "",
  state: "",
  translations: {},
  services: [],
  phone: "",
  email: "",
  lat: "",
  lng: "",
};

const clinicColumns: Column[] = [
  { label: copy.columns.name },
  { label: copy.columns.location },
  { label: copy.columns.services, from: "md" },
  { label: copy.columns.contact, from: "lg" },
  {
    label: <span className="sr-only sm:not-sr-only">{copy.columns.actions}</span>,
    className: "px-2 py-3 text-right sm:px-4",
  },
];

type Notice = { tone: "ok" | "error"; text: string } | null;

/** Row actions keep a 36 px touch height: they sit stacked on a phone. */
const rowAction = {
  edit: `${buttonStyles.link} min-h-9`,
  delete: `${buttonStyles.danger} min-h-9`,
};

/**
 * Staff list the clinics; an admin adds, edits and deletes them (the finder
 * reads the same table). An agent sees the list read-only, with no editor to
 * fill in and be refused on save: the server refuses their changes anyway.
 */
export default function AdminClinics() {
  const { client } = useSession();
  const me = useMe(client);
  // Until the role is known, nothing offers a change.
  const canEdit = me?.role === "admin";
  const [clinics, setClinics] = useState<Clinic[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [editing, setEditing] = useState<{
    id: string | null;
    values: ClinicFormInput;
  } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => {
    let cancelled = false;
    listClinics(client).then(
      (list) => {
        if (cancelled) return;
        setLoadError(false);
        setClinics(list);
      },
      (err: unknown) => {
        console.error(err);
        if (!cancelled) setLoadError(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, version]);

  const remove = async (c: Clinic) => {
    if (!window.confirm(copy.confirmDelete(c.name))) return;
    try {
      await deleteClinic(client, c.id);
    } catch (error) {
      setNotice({
        tone: "error",
        text: copy.deleteFailed(error instanceof Error ? error.message : String(error)),
      });
      return;
    }
    setNotice({ tone: "ok", text: copy.deleted(c.name) });
    if (editing?.id === c.id) setEditing(null);
    reload();
  };

  const startEdit = (c: Clinic) => {
    setNotice(null);
    setEditing({
      id: c.id,
      values: {
        name: c.name,
        address: c.address,
        district: c.district,
        state: c.state,
        translations: parseTranslations(c.translations),
        services: [...c.services],
        phone: c.phone ?? "",
        email: c.email ?? "",
        lat: String(c.lat),
        lng: String(c.lng),
      },
    });
  };

  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          canEdit && editing === null ? (
            <button
              type="button"
              className={`${buttonStyles.primary} w-full sm:w-auto`}
              onClick={() => {
                setNotice(null);
                setEditing({ id: null, values: EMPTY });
              }}
            >
              {copy.add}
            </button>
          ) : undefined
        }
      />

      {me && !canEdit ? (
        <p className="mb-4 rounded-md bg-stone-100 px-4 py-3 text-sm text-stone-800" data-clinics-read-only>
          {copy.readOnly}
        </p>
      ) : null}

      <div aria-live="polite">
        {notice ? (
          <p className={`mb-4 rounded-md px-4 py-3 text-sm font-medium ${notice.tone === "ok" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`} role={notice.tone === "error" ? "alert" : "status"}>
            {notice.text}
          </p>
        ) : null}
      </div>

      {canEdit && editing ? (
        <ClinicForm
          key={editing.id ?? "new"}
          id={editing.id}
          initial={editing.values}
          onCancel={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setNotice({ tone: "ok", text: copy.form.saved(name) });
            reload();
          }}
        />
      ) : null}

      <Panel title={clinics ? copy.count(clinics.length) : copy.title}>
        {loadError ? (
          <p role="alert" className="px-5 py-6 text-red-700">
            {copy.loadFailed}
          </p>
        ) : clinics === null ? (
          <p className="px-5 py-6 text-stone-600">{copy.loading}</p>
        ) : clinics.length === 0 ? (
          <p className="px-5 py-6 text-stone-600">{copy.empty}</p>
        ) : (
          <DataTable columns={canEdit ? clinicColumns : clinicColumns.slice(0, -1)}>
            {clinics.map((c) => (
              <tr key={c.id} data-clinic-id={c.id}>
                <td className="px-4 py-3 align-top">
                  <span className="font-medium text-stone-900">{c.name}</span>
                  {c.translations.hi?.name ? (
                    <span lang="hi" className="block text-sm text-stone-700">
                      {c.translations.hi.name}
                    </span>
                  ) : null}
                  <span className="hidden text-xs text-stone-600 sm:block">{c.address}</span>
                </td>
                <td className="px-4 py-3 align-top text-stone-700">
                  {c.district}, {c.state}
                  <span className="hidden text-xs text-stone-500 sm:block">
                    {c.lat.toFixed(4)}, {c.lng.toFixed(4)}
                  </span>
                </td>
                <td className="hidden px-4 py-3 align-top md:table-cell">
                  <ul className="flex flex-wrap gap-1">
                    {c.services.map((s) => (
                      <li key={s} className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-inset ring-emerald-600/20">
                        {s}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="hidden px-4 py-3 align-top text-stone-700 lg:table-cell">
                  {c.phone}
                  <span className="block text-xs text-stone-500">{c.email}</span>
                </td>
                {canEdit ? (
                  <td className="px-2 py-2 text-right align-top sm:whitespace-nowrap sm:px-4 sm:py-3">
                    <div className="flex flex-col items-end sm:block">
                      <button type="button" className={rowAction.edit} onClick={() => startEdit(c)} aria-label={`${copy.edit} ${c.name}`}>
                        {copy.edit}
                      </button>
                      <button type="button" className={rowAction.delete} onClick={() => void remove(c)} aria-label={`${copy.delete} ${c.name}`}>
                        {copy.delete}
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </DataTable>
        )}
      </Panel>
    </>
  );
}

function ClinicForm({ id, initial, onCancel, onSaved }: { id: string | null; initial: ClinicFormInput; onCancel: () => void; onSaved: (name: string) => void }) {
  const { client } = useSession();
  const [values, setValues] = useState<ClinicFormInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const set = <K extends keyof ClinicFormInput>(k: K, v: ClinicFormInput[K]) => setValues((prev) => ({ ...prev, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = clinicFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.map(String).join(".")] ??= issue.message;
      setErrors(next);
      setFailure(copy.form.invalid);
      // A language's field sits in its closed disclosure: open it before focusing the field.
      const first = document.getElementById(`clinic-${Object.keys(next)[0]!.replaceAll(".", "-")}`);
      first?.closest("details")?.setAttribute("open", "");
      first?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const row = parsed.data;
    try {
      await saveClinic(client, id, row);
    } catch (error) {
      setFailure(copy.form.saveFailed(error instanceof Error ? error.message : String(error)));
      return;
    } finally {
      setBusy(false);
    }
    onSaved(row.name);
  };

  /** A text of the clinic in another language: id, value, change handler and error, like `field`. */
  const translatedField = (locale: ClinicTextLocale, name: ClinicTextField) => ({
    id: `clinic-translations-${locale}-${name}`,
    name: `translations.${locale}.${name}`,
    lang: locale,
    value: values.translations?.[locale]?.[name] ?? "",
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setValues((prev) => ({ ...prev, translations: { ...prev.translations, [locale]: { ...prev.translations?.[locale], [name]: e.target.value } } })),
    error: errors[`translations.${locale}.${name}`],
  });

  /** What every text field of the form takes from its key: id, value, change handler and error. */
  const field = (name: Exclude<keyof ClinicFormInput, "services" | "translations">) => ({
    id: `clinic-${name}`,
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
    error: errors[name],
  });

  const f = copy.form;
  return (
    <section aria-labelledby="clinic-form-title" className="mb-6 rounded-xl border border-emerald-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="clinic-form-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900 focus:outline-none">
        {id ? f.editTitle(initial.name) : f.addTitle}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...field("name")} label={f.name} required requiredMark />
          <Field {...field("address")} label={f.address} required requiredMark />
          <Field {...field("district")} label={f.district} required requiredMark />
          <Field {...field("state")} label={f.state} required requiredMark list="indian-states" />
          <datalist id="indian-states">
            {indianStates.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>
        <fieldset className="rounded-lg border border-stone-200 p-3 sm:p-4" data-clinic-languages>
          <legend className="px-1 text-sm font-medium text-stone-800">{f.languagesLegend}</legend>
          <p className="mb-3 text-sm text-stone-600">{f.languagesIntro}</p>
          <div className="divide-y divide-stone-200 rounded-md border border-stone-200">
            {clinicTextLocales.map((locale) => {
              const filled = CLINIC_TEXT_FIELDS.filter((k) => values.translations?.[locale]?.[k]?.trim()).length;
              const hasError = CLINIC_TEXT_FIELDS.some((k) => errors[`translations.${locale}.${k}`]);
              return (
                <details key={locale} data-clinic-language={locale} open={hasError || undefined}>
                  <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span>
                      <span lang={locale} className="font-medium text-stone-900">
                        {languageOf(locale).name}
                      </span>{" "}
                      <span className="text-stone-600">({locale})</span>
                    </span>
                    <span className={`text-xs ${filled === 0 ? "text-stone-500" : "text-emerald-800"}`}>{f.languageFilled(filled, CLINIC_TEXT_FIELDS.length)}</span>
                  </summary>
                  <div className="grid gap-4 px-3 pb-4 pt-1 sm:grid-cols-2">
                    <Field {...translatedField(locale, "name")} label={`${f.name} · ${languageOf(locale).name}`} />
                    <Field {...translatedField(locale, "address")} label={`${f.address} · ${languageOf(locale).name}`} />
                    <Field {...translatedField(locale, "district")} label={`${f.district} · ${languageOf(locale).name}`} />
                    <Field {...translatedField(locale, "state")} label={`${f.state} · ${languageOf(locale).name}`} />
                  </div>
                </details>
              );
            })}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...field("phone")} label={f.phone} type="tel" />
          <Field {...field("email")} label={f.email} type="email" />
          <Field {...field("lat")} label={f.lat} required requiredMark inputMode="decimal" hint={f.coordsHint} />
          <Field {...field("lng")} label={f.lng} required requiredMark inputMode="decimal" />
        </div>
        <fieldset aria-describedby={errors.services ? "clinic-services-error" : undefined}>
          <legend className="text-sm font-medium text-stone-800">
            {f.services} <span aria-hidden="true" className="text-red-700">*</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CLINIC_SERVICE_OPTIONS.map((o, i) => (
              <label key={o.value} className="inline-flex min-h-10 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm">
                <input
                  id={i === 0 ? "clinic-services" : undefined}
                  type="checkbox"
                  checked={values.services.includes(o.value)}
                  onChange={(e) => set("services", e.target.checked ? [...values.services, o.value] : values.services.filter((s) => s !== o.value))}
                  className="size-4 accent-emerald-700"
                />
                {o.label}
              </label>
            ))}
          </div>
          {errors.services ? (
            <p id="clinic-services-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.services}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-2 pt-2">
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? f.saving : f.save}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {f.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
