import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { buttonStyles, DataTable, Field, PageHeader, Panel, type Column } from "~/components/admin/ui.tsx";
import { useSession } from "~/features/auth/auth-context.tsx";
import { adminClinicsCopy as copy, indianStates, indianStatesHi } from "@content/admin-clinics.ts";
import { CLINIC_SERVICE_OPTIONS } from "@shared/constants.ts";
import type { ClinicRecord as Clinic } from "@shared/clinics.ts";
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
  name_hi: "",
  address_hi: "",
  district_hi: "",
  state_hi: "",
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
        name_hi: c.name_hi ?? "",
        address_hi: c.address_hi ?? "",
        district_hi: c.district_hi ?? "",
        state_hi: c.state_hi ?? "",
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
                  {c.name_hi ? (
                    <span lang="hi" className="block text-sm text-stone-700">
                      {c.name_hi}
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
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      setFailure(copy.form.invalid);
      document.getElementById(`clinic-${Object.keys(next)[0]}`)?.focus();
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

  /** What every text field of the form takes from its key: id, value, change handler and error. */
  const field = (name: Exclude<keyof ClinicFormInput, "services">) => ({
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
        <fieldset className="rounded-lg border border-stone-200 p-4">
          <legend className="px-1 text-sm font-medium text-stone-800">{f.hindiLegend}</legend>
          <p className="mb-3 text-sm text-stone-600">{f.hindiIntro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field {...field("name_hi")} lang="hi" label={f.nameHi} />
            <Field {...field("address_hi")} lang="hi" label={f.addressHi} />
            <Field {...field("district_hi")} lang="hi" label={f.districtHi} />
            <Field {...field("state_hi")} lang="hi" label={f.stateHi} list="indian-states-hi" />
            <datalist id="indian-states-hi">
              {indianStatesHi.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
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
