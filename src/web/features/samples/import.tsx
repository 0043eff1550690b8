import { useState, type ChangeEvent } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, buttonStyles, Panel } from "~/components/admin/ui.tsx";
import { importLabCsv } from "~/features/samples/api.ts";
import type { LabImportAnswer } from "@shared/samples";
import { soilAdminCopy } from "@content/soil-admin.ts";

const copy = soilAdminCopy.import;

/** The lab's results file: read in the browser, previewed by the server with each row's errors, then saved (good rows only). */
export function SampleImport({ onSaved }: { onSaved: () => void }) {
  const { client } = useSession();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<LabImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPreview(null);
    setError(null);
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setBusy(true);
    try {
      setPreview(await importLabCsv(client, text, false));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!csv) return;
    setBusy(true);
    try {
      setPreview(await importLabCsv(client, csv, true));
      onSaved();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={copy.title}>
      <div className="space-y-4 p-5 text-sm">
        <p className="text-stone-600">{copy.intro}</p>
        <label htmlFor="lab-csv" className="block font-medium">
          {copy.file}
        </label>
        <input id="lab-csv" type="file" accept=".csv,text/csv" onChange={(e) => void pick(e)} className="block" />
        {error ? <Alert>{error}</Alert> : null}
        {preview ? (
          <div data-testid="import-preview">
            <p role="status" className="font-medium">
              {preview.saved !== undefined ? copy.saved(preview.saved) : copy.summary(preview.good, preview.bad)}
            </p>
            <table className="mt-3 min-w-full text-left">
              <thead className="text-xs uppercase text-stone-600">
                <tr>
                  <th className="py-1 pr-3">{copy.line}</th>
                  <th className="py-1 pr-3">{copy.sample}</th>
                  <th className="py-1">{copy.problems}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} data-testid="import-row" data-ok={r.errors.length === 0 ? "yes" : "no"} className="border-t border-stone-100">
                    <td className="py-1 pr-3">{r.line}</td>
                    <td className="py-1 pr-3 font-mono">{r.code}</td>
                    <td className={`py-1 ${r.errors.length ? "text-red-800" : "text-emerald-800"}`}>{r.errors.length ? r.errors.join("; ") : copy.ok}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {preview.saved === undefined && preview.good > 0 ? (
              <button type="button" className={`${buttonStyles.primary} mt-4`} disabled={busy} onClick={() => void save()}>
                {copy.save(preview.good)}
              </button>
            ) : null}
          </div>
        ) : busy ? (
          <p>{copy.checking}</p>
        ) : null}
      </div>
    </Panel>
  );
}
