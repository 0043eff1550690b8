import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, Badge, buttonStyles, Field, formatDateTime, PageHeader, Panel, TextAreaField } from "~/components/admin/ui.tsx";
import { approveAdvice, fetchSample, receiveSample, rejectSample, saveResults, shareReport } from "~/features/samples/api.ts";
import { printLabel } from "~/features/samples/label.ts";
import { statusTone } from "~/features/samples/status.ts";
import type { SampleDetail } from "@shared/samples";
import type { Advice } from "@shared/soil/advice";
import { PARAMETER_SPECS, rangeText, SOIL_PARAMETERS } from "@shared/soil/parameters";
import { soilAdminCopy } from "@content/soil-admin.ts";
import { soilReportEn } from "@content/en/soil-report.ts";

const copy = soilAdminCopy.detail;

export function meta() {
  return [{ title: `Sample | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** One sample: its details and label, its steps, the lab's results and the advice the agronomist reviews before sharing. */
export default function SamplePage() {
  const { id = "" } = useParams();
  const { client } = useSession();
  const [s, setS] = useState<SampleDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    fetchSample(client, id).then(
      (d) => !cancelled && setS(d),
      (err: unknown) => !cancelled && setFailed(err instanceof Error && /no such sample/i.test(err.message) ? copy.notFound : soilAdminCopy.loadFailed),
    );
    return () => {
      cancelled = true;
    };
  }, [client, id, version]);

  /** Runs one step; the server's refusal (a range, a wrong step) is shown as it said it. */
  const run = useCallback(async (fn: () => Promise<unknown>, done = copy.saved) => {
    setError(null);
    setNotice(null);
    try {
      await fn();
      setNotice(done);
      setVersion((v) => v + 1);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }, []);

  if (failed) return <Alert large>{failed}</Alert>;
  if (!s) return <p className="text-stone-600">{soilAdminCopy.loading}</p>;
  const crop = soilReportEn.crops[s.crop as keyof typeof soilReportEn.crops] ?? s.crop;
  const rows: [string, string][] = [
    [copy.farmer, s.farmerName],
    [copy.phone, s.phone],
    [copy.email, s.email ?? "–"],
    [copy.language, copy.languages[s.language]],
    [copy.plot, [s.village, s.district, s.state, s.surveyNo].filter(Boolean).join(", ")],
    [copy.area, s.areaAcres == null ? "–" : `${s.areaAcres} acres`],
    [copy.crop, crop],
    [copy.clinic, s.clinicName ?? "–"],
    [copy.collector, s.collector ?? "–"],
    [copy.collectedOn, s.collectedOn],
    [copy.views, String(s.views)],
  ];
  const canReject = s.status === "collected" || s.status === "received" || s.status === "tested";
  const canResults = s.status !== "shared" && s.status !== "rejected";

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/samples" className={buttonStyles.link}>
          ← {copy.back}
        </Link>
      </p>
      <PageHeader title={s.code} actions={<Badge tone={statusTone[s.status]}>{soilAdminCopy.status[s.status]}</Badge>} />
      <p role="status" aria-live="polite" className="mb-2 text-sm text-emerald-800" data-testid="sample-notice">
        {notice ?? ""}
      </p>
      {error ? (
<Alert className="mb-4">{error}</Alert>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="space-y-4">
          <Panel title={copy.details}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 px-5 py-4 text-sm">
              {rows.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-stone-600">{k}</dt>
                  <dd className="break-words text-stone-900">{v}</dd>
                </div>
              ))}
            </dl>
            <p className="px-5 pb-4">
              <Link to={`/admin/leads/${s.leadId}`} className={buttonStyles.link}>
                {copy.lead}
              </Link>
            </p>
          </Panel>
          <Panel title={copy.label}>
            <div className="flex flex-wrap items-center gap-4 p-5">
              <div className="h-32 w-32" data-testid="sample-qr" dangerouslySetInnerHTML={{ __html: s.qrSvg }} />
              <div className="text-sm">
                <p className="font-mono text-lg font-semibold">{s.code}</p>
                <p className="mt-1 text-stone-600">{copy.labelIntro}</p>
                <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => printLabel(s)}>
                  {copy.printLabel}
                </button>
              </div>
            </div>
          </Panel>
          <Panel title={copy.steps}>
            <div className="space-y-3 p-5 text-sm">
              <ol className="space-y-1">
                <li>{soilAdminCopy.status.collected}: {formatDateTime(s.createdAt)}</li>
                <li>{soilAdminCopy.status.received}: {formatDateTime(s.receivedAt)}</li>
                <li>{soilAdminCopy.status.tested}: {formatDateTime(s.testedAt)}</li>
                <li>{soilAdminCopy.status.report_ready}: {formatDateTime(s.reportReadyAt)}</li>
                <li>{soilAdminCopy.status.shared}: {formatDateTime(s.sharedAt)}</li>
              </ol>
              {s.rejectReason ? <p className="font-medium text-red-800">{copy.rejected(s.rejectReason)}</p> : null}
              {s.status === "collected" ? (
                <button type="button" className={buttonStyles.secondary} onClick={() => run(() => receiveSample(client, s.id))}>
                  {copy.received}
                </button>
              ) : null}
              {canReject ? <RejectForm onReject={(reason) => run(() => rejectSample(client, s.id, reason))} /> : null}
            </div>
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel title={copy.results}>
            <ResultsForm sample={s} disabled={!canResults} onSave={(values) => run(() => saveResults(client, s.id, values))} />
          </Panel>
          {s.advice ? (
            <Panel title={copy.advice} actions={<Badge tone={s.adviceReviewed ? "green" : "amber"}>{s.adviceReviewed ? copy.reviewed : copy.notReviewed}</Badge>}>
              <AdviceForm key={`${version}-${s.status}`} advice={s.advice} disabled={s.status !== "tested" && s.status !== "report_ready"} onApprove={(a) => run(() => approveAdvice(client, s.id, a))} />
            </Panel>
          ) : null}
          {s.status === "report_ready" || s.status === "shared" ? (
            <Panel title={copy.share}>
              <div className="space-y-3 p-5 text-sm">
                <button
                  type="button"
                  className={buttonStyles.primary}
                  onClick={() =>
                    run(async () => {
                      const out = await shareReport(client, s.id);
                      setLink(out.link);
                      return out;
                    }, copy.saved).then(() => undefined)
                  }
                >
                  {s.status === "shared" ? copy.shareAgain : copy.share}
                </button>
                {link ? (
                  <p data-testid="report-link">
                    {copy.link}:{" "}
                    <a href={link} className="break-all text-emerald-800 underline" target="_blank" rel="noreferrer">
                      {link}
                    </a>
                  </p>
                ) : null}
              </div>
            </Panel>
          ) : null}
        </div>
      </div>
    </>
  );
}

function RejectForm({ onReject }: { onReject: (reason: string) => void }) {
  const [reason, setReason] = useState("");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onReject(reason);
      }}
    >
      <div className="min-w-56 flex-1">
        <Field label={copy.rejectReason} id="reject-reason" value={reason} onChange={(e) => setReason(e.target.value)} hint={copy.rejectHint} maxLength={500} required />
      </div>
      <button type="submit" className={buttonStyles.danger}>
        {copy.reject}
      </button>
    </form>
  );
}

function ResultsForm({ sample, disabled, onSave }: { sample: SampleDetail; disabled: boolean; onSave: (v: Record<string, string>) => void }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    onSave(Object.fromEntries(SOIL_PARAMETERS.map((p) => [p, String(f.get(p) ?? "")])));
  };
  return (
    <form onSubmit={submit} className="p-5" aria-label={copy.results}>
      <p className="mb-4 text-sm text-stone-600">{copy.resultsIntro}</p>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {SOIL_PARAMETERS.map((p) => (
          <Field
            key={p}
            id={`r-${p}`}
            name={p}
            label={`${soilAdminCopy.parameters[p]}${PARAMETER_SPECS[p].unit ? ` (${PARAMETER_SPECS[p].unit})` : ""}`}
            hint={copy.range(rangeText(p))}
            inputMode="decimal"
            defaultValue={sample.results ? String(sample.results[p]) : ""}
            required
            disabled={disabled}
          />
        ))}
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-4`} disabled={disabled}>
        {copy.saveResults}
      </button>
    </form>
  );
}

function AdviceForm({ advice, disabled, onApprove }: { advice: Advice; disabled: boolean; onApprove: (a: Advice) => void }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const num = (k: string, fallback: number) => {
      const v = Number(String(f.get(k) ?? "").trim());
      return Number.isFinite(v) && String(f.get(k) ?? "").trim() !== "" ? v : fallback;
    };
    onApprove({
      ...advice,
      fertilisers: advice.fertilisers.map((x) => ({ ...x, kgPerAcre: num(`f-${x.product}`, x.kgPerAcre) })),
      amendments: advice.amendments.map((a) =>
        a.kgPerAcre !== undefined ? { ...a, kgPerAcre: num(`a-${a.kind}`, a.kgPerAcre) } : a.tonnesPerAcre !== undefined ? { ...a, tonnesPerAcre: num(`a-${a.kind}`, a.tonnesPerAcre) } : a,
      ),
      note: String(f.get("note") ?? ""),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-4 p-5" aria-label={copy.advice}>
      <p className="text-sm text-stone-600">{copy.adviceIntro}</p>
      <p className="text-sm font-medium">{copy.dose(advice.dose.n, advice.dose.p2o5, advice.dose.k2o)}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {advice.fertilisers.map((x) => (
          <Field key={x.product} id={`f-${x.product}`} name={`f-${x.product}`} label={`${soilAdminCopy.fertilisers[x.product]} (${copy.kgPerAcre})`} type="number" min={0} max={2000} defaultValue={x.kgPerAcre} disabled={disabled} />
        ))}
      </div>
      {advice.amendments.length ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {advice.amendments.map((a) =>
            a.kgPerAcre !== undefined || a.tonnesPerAcre !== undefined ? (
              <Field key={a.kind} id={`a-${a.kind}`} name={`a-${a.kind}`} label={`${soilAdminCopy.amendments[a.kind]}${a.kgPerAcre !== undefined ? ` (${copy.kgPerAcre})` : ""}`} type="number" min={0} step="any" defaultValue={a.kgPerAcre ?? a.tonnesPerAcre} disabled={disabled} />
            ) : (
              <p key={a.kind} className="text-sm">
                {soilAdminCopy.amendments[a.kind]}
                {a.sprayPercent ? ` (${a.sprayPercent}%)` : ""}
              </p>
            ),
          )}
        </div>
      ) : null}
      <TextAreaField id="advice-note" name="note" label={copy.note} defaultValue={advice.note} maxLength={1000} rows={3} disabled={disabled} />
      <button type="submit" className={buttonStyles.primary} disabled={disabled}>
        {copy.approve}
      </button>
    </form>
  );
}
