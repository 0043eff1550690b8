import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, buttonStyles, Field, PageHeader, Panel, SelectField } from "~/components/admin/ui.tsx";
import { createSample, fetchClinicNames, findLeads } from "~/features/samples/api.ts";
import type { DeskLead } from "@shared/desk-types";
import { CROPS } from "@shared/soil/crops";
import { soilAdminCopy } from "@content/soil-admin.ts";
import { soilReportEn } from "@content/en/soil-report.ts";

const copy = soilAdminCopy.create;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** Today in India, for the collection date's default. */
const istToday = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** A new sample: pick the farmer's lead (by phone or name, or `?q=` from a link), then the plot. */
export default function NewSample() {
  const { client } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get("q") ?? "");
  const [leads, setLeads] = useState<DeskLead[] | null>(null);
  const [lead, setLead] = useState<DeskLead | null>(null);
  const [clinics, setClinics] = useState<Array<{ id: string; name: string }>>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchClinicNames(client).then(setClinics, () => setClinics([]));
  }, [client]);

  const search = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!q.trim()) return;
    try {
      setLeads((await findLeads(client, q.trim())).rows);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  const save = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!lead) return;
    const f = new FormData(e.currentTarget);
    const v = (k: string) => String(f.get(k) ?? "").trim();
    setBusy(true);
    setError(null);
    try {
      const made = await createSample(client, {
        leadId: lead.id,
        farmerName: v("farmerName") || null,
        phone: v("phone") || null,
        village: v("village"),
        district: v("district"),
        state: v("state"),
        surveyNo: v("surveyNo") || null,
        areaAcres: v("areaAcres") ? Number(v("areaAcres")) : null,
        crop: v("crop") as (typeof CROPS)[number],
        clinicId: v("clinicId") || null,
        collector: v("collector") || null,
        collectedOn: v("collectedOn"),
      });
      navigate(`/admin/samples/${made.id}`);
    } catch (err) {
      setError(`${copy.failed} ${err instanceof Error ? err.message : ""}`);
      setBusy(false);
    }
  };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/samples" className={buttonStyles.link}>
          ← {soilAdminCopy.detail.back}
        </Link>
      </p>
      <PageHeader title={copy.title} intro={copy.intro} />
      <div className="space-y-6">
        <Panel title={copy.picked}>
          {lead ? (
            <p className="p-5 text-sm" data-testid="picked-lead">
              <strong>{lead.name}</strong> · {lead.phone ?? "–"} · {lead.email}{" "}
              <button type="button" className={buttonStyles.link} onClick={() => setLead(null)}>
                ✕
              </button>
            </p>
          ) : (
            <form onSubmit={search} className="flex flex-wrap items-end gap-3 p-5">
              <div className="min-w-64 flex-1">
                <Field label={copy.search} id="lead-q" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
              </div>
              <button type="submit" className={buttonStyles.secondary}>
                {copy.searchButton}
              </button>
            </form>
          )}
          {!lead && leads ? (
            leads.length === 0 ? (
              <p className="px-5 pb-5 text-sm text-stone-600">{copy.noLeads}</p>
            ) : (
              <ul className="divide-y divide-stone-200 border-t border-stone-200">
                {leads.slice(0, 10).map((l) => (
                  <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
                    <span>
                      <strong>{l.name}</strong> · {l.phone ?? "–"} · {l.location ?? ""}
                    </span>
                    <button type="button" className={buttonStyles.secondary} onClick={() => setLead(l)}>
                      {copy.pick}
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </Panel>
        {lead ? (
          <Panel>
            <form onSubmit={save} className="grid gap-4 p-5 sm:grid-cols-2">
              <Field label={copy.farmerName} id="s-name" name="farmerName" maxLength={200} placeholder={lead.name} />
              <Field label={copy.phone} id="s-phone" name="phone" type="tel" maxLength={40} placeholder={lead.phone ?? ""} />
              <Field label={copy.village} id="s-village" name="village" required maxLength={200} />
              <Field label={copy.district} id="s-district" name="district" required maxLength={100} />
              <Field label={copy.state} id="s-state" name="state" required maxLength={100} />
              <Field label={copy.surveyNo} id="s-survey" name="surveyNo" maxLength={60} />
              <Field label={copy.area} id="s-area" name="areaAcres" type="number" min={0.01} step={0.01} max={10000} />
              <SelectField label={copy.crop} id="s-crop" name="crop" required defaultValue="">
                <option value="" disabled>
                  –
                </option>
                {CROPS.map((c) => (
                  <option key={c} value={c}>
                    {soilReportEn.crops[c]}
                  </option>
                ))}
              </SelectField>
              <SelectField label={copy.clinic} id="s-clinic" name="clinicId" defaultValue="">
                <option value="">{copy.noClinic}</option>
                {clinics.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <Field label={copy.collector} id="s-collector" name="collector" maxLength={200} />
              <Field label={copy.collectedOn} id="s-date" name="collectedOn" type="date" required defaultValue={istToday()} max={istToday()} />
              <div className="sm:col-span-2">
                {error ? <Alert className="mb-3">{error}</Alert> : null}
                <button type="submit" className={buttonStyles.primary} disabled={busy}>
                  {busy ? copy.saving : copy.save}
                </button>
              </div>
            </form>
          </Panel>
        ) : error ? (
          <Alert>{error}</Alert>
        ) : null}
      </div>
    </>
  );
}
