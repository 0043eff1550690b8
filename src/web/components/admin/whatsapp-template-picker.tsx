import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { buttonStyles } from "~/components/admin/ui.tsx";
import { whatsappConsoleCopy as copy } from "@content/whatsapp-console.ts";
import { renderTemplateBody, type WhatsAppTemplateOut } from "@shared/whatsapp-types";

/** What a send came to: ok, or the reason to show (null: nothing to say). */
export interface TemplateSendResult {
  ok: boolean;
  error: string | null;
}

/**
 * An approved WhatsApp template, as staff send one (outside a conversation's
 * 24-hour window in the console, or from a lead's page): they pick one (name
 * and language), fill its values and see the message as the farmer will read
 * it before sending.
 */
export function TemplatePicker({
  sessionId,
  load,
  onSend,
}: {
  sessionId: string;
  load: (sync?: boolean) => Promise<WhatsAppTemplateOut[]>;
  onSend: (name: string, language: string, values: string[]) => Promise<TemplateSendResult>;
}) {
  const [templates, setTemplates] = useState<WhatsAppTemplateOut[] | null>(null);
  const [choice, setChoice] = useState("");
  const [values, setValues] = useState<string[]>([]);
  const [busy, setBusy] = useState<"sync" | "send" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    load()
      .then((t) => live && setTemplates(t))
      .catch(() => live && setTemplates([]));
    return () => {
      live = false;
    };
  }, [load]);

  const chosen = useMemo(() => templates?.find((t) => `${t.name}/${t.language}` === choice) ?? null, [templates, choice]);
  const filled = chosen ? Array.from({ length: chosen.variables }, (_, i) => values[i] ?? "") : [];
  const ready = chosen !== null && filled.every((v) => v.trim()) && busy === null;

  const sync = async () => {
    setBusy("sync");
    try {
      setTemplates(await load(true));
    } catch {
      setError(copy.sendFailed);
    } finally {
      setBusy(null);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || !chosen) return;
    setBusy("send");
    setError(null);
    const r = await onSend(chosen.name, chosen.language, filled.map((v) => v.trim()));
    setBusy(null);
    if (r.ok) {
      setChoice("");
      setValues([]);
    } else setError(r.error);
  };

  return (
    <form onSubmit={submit} data-testid="template-picker" data-session-id={sessionId} className="space-y-2 border-t border-stone-100 p-3 text-sm">
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-template`} className="sr-only">
          {copy.templateLabel}
        </label>
        <select
          id={`${id}-template`}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setValues([]);
          }}
          className="min-w-0 flex-1 rounded-md border border-stone-300 px-2 py-2 text-sm"
        >
          <option value="">{templates === null ? copy.syncing : templates.length ? copy.chooseTemplate : copy.noTemplates}</option>
          {templates?.map((t) => (
            <option key={`${t.name}/${t.language}`} value={`${t.name}/${t.language}`}>
              {t.name} · {t.language}
            </option>
          ))}
        </select>
        <button type="button" className={`${buttonStyles.link} px-2`} onClick={() => void sync()} disabled={busy !== null}>
          {busy === "sync" ? copy.syncing : copy.syncTemplates}
        </button>
      </div>
      {chosen
        ? filled.map((v, i) => (
            <div key={i} className="flex items-center gap-2">
              <label htmlFor={`${id}-v${i}`} className="w-20 flex-none text-xs text-stone-600">
                {copy.valueLabel(i + 1)}
              </label>
              <input
                id={`${id}-v${i}`}
                value={v}
                maxLength={1000}
                onChange={(e) => {
                  const next = [...filled];
                  next[i] = e.target.value;
                  setValues(next);
                }}
                className="min-w-0 flex-1 rounded-md border border-stone-300 px-2 py-1.5 text-sm"
              />
            </div>
          ))
        : null}
      {chosen ? (
        <div data-testid="template-preview" className="rounded-lg border border-stone-200 bg-[#e7f8ee] px-3 py-2 text-stone-900">
          <p className="mb-1 text-[11px] font-semibold uppercase tracking-wide text-stone-500">{copy.preview}</p>
          {chosen.header ? <p className="font-semibold">{chosen.header}</p> : null}
          <p className="whitespace-pre-wrap break-words">{renderTemplateBody(chosen.body, filled.map((v, i) => v.trim() || `{{${i + 1}}}`))}</p>
          {chosen.footer ? <p className="mt-1 text-xs text-stone-500">{chosen.footer}</p> : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={!ready}>
        {busy === "send" ? copy.sendingTemplate : copy.sendTemplate}
      </button>
    </form>
  );
}
