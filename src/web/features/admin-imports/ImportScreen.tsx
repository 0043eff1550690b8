import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Staff } from "~/features/admin-api/staff.ts";
import { Alert, Badge, buttonStyles, formatDateTime, Panel } from "~/components/admin/ui.tsx";
import { adminImportsCopy as copy } from "@content/admin-imports.ts";
import { IMPORT_FIELDS, type ImportField, type ImportMapping, type ImportPreview, type ImportProgress, type ImportReading, type ImportSample } from "@shared/lead-imports";
import { fetchImports, previewImport, startImport, undoImport } from "./api.ts";

const POLL_MS = 1000;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The import screen: choose a sheet, confirm what each column holds, read what
 * the import will do (nothing saved yet), start it, follow it, undo it. The
 * server reads and judges the file each time (the file stays in the browser
 * between steps); the rules are in src/server/leads/imports/.
 */
export function ImportScreen({ staff }: { staff: Staff }) {
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<ImportReading | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState<"reading" | "starting" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [imports, setImports] = useState<ImportProgress[] | null>(null);
  const [listError, setListError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const refresh = useCallback(() => fetchImports(staff).then(setImports, () => setListError(true)), [staff]);
  useEffect(() => void refresh(), [refresh]);
  // While an import or an undo runs, its progress is fetched every second.
  const moving = imports?.some((i) => i.status === "running" || i.status === "undoing");
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [moving, refresh]);

  const read = async (f: File, m?: ImportMapping) => {
    setBusy("reading");
    setError(null);
    setNotice(null);
    try {
      const r = await previewImport(staff, f, m);
      setReading(r);
      setMapping(r.mapping);
      setStale(false);
    } catch (err) {
      setError(copy.failed(messageOf(err)));
      if (!m) setReading(null);
    } finally {
      setBusy(null);
    }
  };

  const choose = (f: File | undefined) => {
    setFile(f ?? null);
    setReading(null);
    if (f) void read(f);
  };

  const start = async () => {
    if (!file) return;
    setBusy("starting");
    setError(null);
    try {
      await startImport(staff, file, mapping);
      setNotice(copy.started);
      setFile(null);
      setReading(null);
      if (inputRef.current) inputRef.current.value = "";
      await refresh();
    } catch (err) {
      setError(copy.failed(messageOf(err)));
    } finally {
      setBusy(null);
    }
  };

  const undo = async (p: ImportProgress) => {
    if (!window.confirm(copy.list.confirmUndo(p.fileName, p.created))) return;
    setError(null);
    try {
      await undoImport(staff, p.id);
      setNotice(copy.list.undoStarted);
      await refresh();
    } catch (err) {
      setError(copy.failed(messageOf(err)));
    }
  };

  const preview = reading && !stale ? reading.preview : null;
  return (
    <div className="space-y-6">
      {error ? <Alert>{error}</Alert> : null}
      <p role="status" aria-live="polite" data-testid="import-notice" className="text-sm text-emerald-800">
        {notice ?? ""}
      </p>

      <Panel title={copy.file.title}>
        <div className="space-y-2 p-5">
          <label htmlFor="import-file" className="block text-sm font-medium text-stone-800">
            {copy.file.label}
          </label>
          <input
            ref={inputRef}
            id="import-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="import-file-hint"
            onChange={(e) => choose(e.target.files?.[0])}
            className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:font-semibold file:text-emerald-800"
          />
          <p id="import-file-hint" className="text-xs text-stone-600">
            {copy.file.hint}
          </p>
          {busy === "reading" ? <p className="text-sm text-stone-600">{copy.file.reading}</p> : null}
        </div>
      </Panel>

      {reading && file ? (
        <Panel title={copy.mapping.title}>
          <div className="space-y-4 p-5">
            <p className="text-sm text-stone-600">{reading.remembered ? copy.mapping.remembered : copy.mapping.guessed}</p>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {reading.headers.map((h, i) => (
                <div key={h} className="space-y-1">
                  <label htmlFor={`map-${i}`} className="block text-sm font-medium text-stone-800">
                    {copy.mapping.column(h)}
                  </label>
                  <select
                    id={`map-${i}`}
                    value={mapping[h] ?? "ignore"}
                    onChange={(e) => {
                      setMapping({ ...mapping, [h]: e.target.value as ImportField });
                      setStale(true);
                    }}
                    className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 shadow-sm focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30"
                  >
                    {IMPORT_FIELDS.map((f) => (
                      <option key={f} value={f}>
                        {copy.fieldLabels[f]}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
            {stale ? <p className="text-sm text-amber-900">{copy.mapping.stale}</p> : null}
            {reading.problem && !stale ? <Alert>{reading.problem}</Alert> : null}
            <button type="button" className={buttonStyles.secondary} disabled={busy !== null} onClick={() => void read(file, mapping)}>
              {copy.mapping.check}
            </button>
          </div>
        </Panel>
      ) : null}

      {preview ? (
        <Panel title={copy.preview.title}>
          <PreviewCounts preview={preview} />
          <div className="flex flex-col gap-3 border-t border-stone-100 p-5 sm:flex-row sm:items-center">
            <button type="button" className={buttonStyles.primary} disabled={busy !== null || preview.new + preview.joined === 0} onClick={() => void start()}>
              {busy === "starting" ? copy.starting : copy.start(preview.total)}
            </button>
            <p className="text-sm text-stone-600">{copy.preview.nothingSaved}</p>
          </div>
        </Panel>
      ) : null}

      <Panel title={copy.list.title}>
        {listError ? <Alert className="m-5">{copy.loadFailed}</Alert> : null}
        {imports && imports.length === 0 ? <p className="p-5 text-sm text-stone-600">{copy.list.empty}</p> : null}
        <ul className="divide-y divide-stone-100">
          {imports?.map((p) => (
            <ImportItem key={p.id} p={p} onUndo={() => void undo(p)} />
          ))}
        </ul>
      </Panel>
    </div>
  );
}

function PreviewCounts({ preview }: { preview: ImportPreview }) {
  const kinds = [
    { key: "new", label: copy.preview.new, help: copy.preview.newHelp, tone: "text-emerald-800" },
    { key: "joined", label: copy.preview.joined, help: copy.preview.joinedHelp, tone: "text-sky-800" },
    { key: "refused", label: copy.preview.refused, help: copy.preview.refusedHelp, tone: "text-red-800" },
  ] as const;
  return (
    <div className="space-y-4 p-5">
      <p className="text-sm text-stone-700">{copy.preview.total(preview.total)}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {kinds.map((k) => (
          <section key={k.key} aria-label={k.label} data-testid={`preview-${k.key}`} className="rounded-lg border border-stone-200 p-4">
            <p className="text-sm font-medium text-stone-700">{k.label}</p>
            <p className={`text-3xl font-semibold ${k.tone}`} data-testid={`preview-${k.key}-count`}>
              {preview[k.key].toLocaleString("en-IN")}
            </p>
            <p className="mt-1 text-xs text-stone-600">{k.help}</p>
            {preview.samples[k.key].length ? <Samples rows={preview.samples[k.key]} /> : null}
          </section>
        ))}
      </div>
    </div>
  );
}

function Samples({ rows }: { rows: ImportSample[] }) {
  return (
    <details className="mt-3 text-sm" open>
      <summary className="cursor-pointer font-medium text-stone-800">{copy.preview.examples}</summary>
      <ul className="mt-2 space-y-2">
        {rows.map((s) => (
          <li key={s.row} className="break-words">
            <span className="font-medium text-stone-900">{copy.preview.row(s.row)}</span>: {s.name || "–"}
            {s.phone || s.email ? <span className="text-stone-600"> · {[s.phone, s.email].filter(Boolean).join(" · ")}</span> : null}
            {s.note ? <span className="block text-stone-700">{s.note}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ImportItem({ p, onUndo }: { p: ImportProgress; onUndo: () => void }) {
  const tone = p.status === "done" ? "green" : p.status === "undone" ? "stone" : "amber";
  const pct = p.total ? Math.round((p.done / p.total) * 100) : 100;
  return (
    <li className="space-y-2 p-5" data-testid="import-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium text-stone-900">{p.fileName}</span>
        <Badge tone={tone}>{copy.statusLabels[p.status]}</Badge>
      </div>
      <p className="text-xs text-stone-600">
        {copy.list.started(formatDateTime(p.createdAt))}
        {p.undoneAt ? ` · ${copy.list.undone(formatDateTime(p.undoneAt))}` : ""}
      </p>
      {p.status === "running" || p.status === "undoing" ? (
        <div>
          <progress className="h-2 w-full accent-emerald-700" max={p.total} value={p.done} aria-label={copy.list.progress(p.done, p.total)} />
          <p className="text-xs text-stone-700">
            {copy.list.progress(p.done, p.total)} ({pct} %)
          </p>
        </div>
      ) : null}
      <p className="text-sm text-stone-800" data-testid="import-counts">
        {copy.list.counts(p)}
      </p>
      {p.status === "done" ? (
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/leads" className={buttonStyles.link}>
            {copy.list.seeLeads}
          </Link>
          <button type="button" className={buttonStyles.danger} onClick={onUndo}>
            {copy.list.undo}
          </button>
        </div>
      ) : null}
    </li>
  );
}
