import { useEffect, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, Badge, buttonStyles, DataTable, Field, formatDate, PageHeader, Panel, SelectField } from "~/components/admin/ui.tsx";
import { fetchClinicNames, fetchSamples } from "~/features/samples/api.ts";
import { statusTone } from "~/features/samples/status.ts";
import { SampleImport } from "~/features/samples/import.tsx";
import { SAMPLE_STATUSES, type SamplesPage } from "@shared/samples";
import { soilAdminCopy as copy } from "@content/soil-admin.ts";
import { soilReportEn } from "@content/en/soil-report.ts";

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

const FILTER_KEYS = ["status", "clinicId", "district", "overdueDays"] as const;

/** Every sample with the desk's filters (in the address, so a filtered list can be shared), and the lab's CSV import. */
export default function Samples() {
  const { client } = useSession();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<SamplesPage | null>(null);
  const [clinics, setClinics] = useState<Array<{ id: string; name: string }>>([]);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const filter = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ""])) as Record<(typeof FILTER_KEYS)[number], string>;
  const pageNo = Math.max(1, Number(params.get("page") ?? 1) || 1);
  const key = params.toString();

  useEffect(() => {
    fetchClinicNames(client).then(setClinics, () => setClinics([]));
  }, [client]);
  useEffect(() => {
    let cancelled = false;
    fetchSamples(client, { ...filter, page: pageNo }).then(
      (p) => {
        if (cancelled) return;
        setPage(p);
        setError(null);
      },
      (err: unknown) => !cancelled && setError(err instanceof Error ? err.message : copy.loadFailed),
    );
    return () => {
      cancelled = true;
    };
    // The address holds the filter; `key` changes whenever it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, version]);

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of FILTER_KEYS) {
      const v = String(form.get(k) ?? "").trim();
      if (v) next.set(k, v);
    }
    setParams(next);
  };
  const go = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    setParams(next);
  };

  return (
    <>
      <PageHeader
        title={copy.title}
        intro={copy.intro}
        actions={
          <Link to="/admin/samples/new" className={buttonStyles.primary}>
            {copy.newSample}
          </Link>
        }
      />
      <div className="space-y-6">
        <Panel title={copy.filters.title}>
          <form key={key} onSubmit={apply} className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label={copy.filters.title}>
            <SelectField label={copy.filters.status} id="f-status" name="status" defaultValue={filter.status}>
              <option value="">{copy.filters.anyStatus}</option>
              {SAMPLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {copy.status[s]}
                </option>
              ))}
            </SelectField>
            <SelectField label={copy.filters.clinic} id="f-clinic" name="clinicId" defaultValue={filter.clinicId}>
              <option value="">{copy.filters.anyClinic}</option>
              {clinics.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <Field label={copy.filters.district} id="f-district" name="district" defaultValue={filter.district} maxLength={100} />
            <Field label={copy.filters.overdue} id="f-overdue" name="overdueDays" type="number" min={1} max={365} defaultValue={filter.overdueDays} hint={copy.filters.overdueHint} />
            <div className="flex gap-2">
              <button type="submit" className={buttonStyles.primary}>
                {copy.filters.apply}
              </button>
              <button type="button" className={buttonStyles.secondary} onClick={() => setParams(new URLSearchParams())}>
                {copy.filters.clear}
              </button>
            </div>
          </form>
        </Panel>
        {error ? <Alert>{error}</Alert> : null}
        {!page && !error ? <p className="text-stone-600">{copy.loading}</p> : null}
        {page ? (
          <Panel title={copy.total(page.total)}>
            {page.rows.length === 0 ? <p className="p-5 text-sm text-stone-600">{copy.empty}</p> : null}
            {page.rows.length > 0 ? (
              <DataTable
                columns={[
                  { label: copy.columns.code },
                  { label: copy.columns.farmer, from: "sm" },
                  { label: copy.columns.place, from: "md" },
                  { label: copy.columns.crop, from: "lg" },
                  { label: copy.columns.clinic, from: "lg" },
                  { label: copy.columns.collected, from: "md" },
                  { label: copy.columns.status },
                ]}
              >
                {page.rows.map((s) => (
                  <tr key={s.id} data-testid="sample-row">
                    <td className="px-4 py-3 whitespace-nowrap">
                      <Link to={`/admin/samples/${s.id}`} className="font-mono font-semibold text-emerald-800 hover:underline">
                        {s.code}
                      </Link>
                    </td>
                    <td className="hidden px-4 py-3 sm:table-cell">{s.farmerName}</td>
                    <td className="hidden px-4 py-3 md:table-cell">
                      {s.village}, {s.district}
                    </td>
                    <td className="hidden px-4 py-3 lg:table-cell">{soilReportEn.crops[s.crop as keyof typeof soilReportEn.crops] ?? s.crop}</td>
                    <td className="hidden px-4 py-3 lg:table-cell">{s.clinicName ?? "–"}</td>
                    <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">{formatDate(`${s.collectedOn}T06:30:00Z`)}</td>
                    <td className="px-4 py-3">
                      <Badge tone={statusTone[s.status]}>{copy.status[s.status]}</Badge>
                    </td>
                  </tr>
                ))}
              </DataTable>
            ) : null}
            {page.total > page.pageSize ? (
              <div className="flex justify-between gap-2 p-4">
                <button type="button" className={buttonStyles.secondary} disabled={pageNo <= 1} onClick={() => go(pageNo - 1)}>
                  {copy.previous}
                </button>
                <button type="button" className={buttonStyles.secondary} disabled={pageNo * page.pageSize >= page.total} onClick={() => go(pageNo + 1)}>
                  {copy.next}
                </button>
              </div>
            ) : null}
          </Panel>
        ) : null}
        <SampleImport onSaved={() => setVersion((v) => v + 1)} />
      </div>
    </>
  );
}
