import { useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { buttonStyles } from "~/components/admin/ui.tsx";
import { adminCallsCopy } from "@content/admin-calls.ts";
import { smsTemplateLabels, type SmsTemplateName } from "@content/sms-templates.ts";
import { canonicalPhone, displayPhone } from "@shared/phone";
import type { CallEventData, SmsEventData } from "@shared/telephony-types";
import { recordingUrl } from "./api.ts";

const t = adminCallsCopy.timeline;
const readable = (phone: unknown) => {
  if (typeof phone !== "string" || !phone) return "–";
  const e164 = canonicalPhone(phone);
  return e164 ? displayPhone(e164) : phone;
};
const templateLabel = (name: string) => smsTemplateLabels[name as SmsTemplateName] ?? name;

/** The heading of a call or SMS entry of a lead's timeline; null for other kinds. */
export function callEntryHeading(kind: string, data: Record<string, unknown>, actor: string | null): string | null {
  if (kind === "call") {
    const d = data as unknown as CallEventData;
    if (d.direction === "missed") return t.missed(readable(d.from));
    return `${t.outbound(readable(d.to))}${actor ? ` ${t.by(actor)}` : ""}`;
  }
  if (kind === "sms") return `${t.sms(templateLabel(String((data as unknown as SmsEventData).template ?? "")))}${actor ? ` ${t.by(actor)}` : ""}`;
  return null;
}

/** The body of a call or SMS entry: outcome, talk time, the recording (staff only); the SMS text and its status. */
export function CallEntryBody({ kind, data }: { kind: string; data: Record<string, unknown> }) {
  if (kind === "sms") {
    const d = data as unknown as SmsEventData;
    return (
      <>
        <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{d.body}</p>
        <p className="mt-1 text-xs text-stone-600" data-testid="sms-status">
          {t.smsStatus}: {t.smsStatuses[d.status] ?? d.status}
        </p>
      </>
    );
  }
  if (kind !== "call") return null;
  const d = data as unknown as CallEventData;
  return (
    <>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
        <dt className="font-medium text-stone-600">{t.outcomeLabel}</dt>
        <dd className="text-stone-800" data-testid="call-outcome">
          {t.outcome[d.outcome] ?? d.outcome}
        </dd>
        {d.direction === "outbound" ? (
          <>
            <dt className="font-medium text-stone-600">{t.talkTime}</dt>
            <dd className="tabular-nums text-stone-800" data-testid="call-talk-time">
              {t.minutesSeconds(Number(d.talkSeconds ?? 0))}
            </dd>
          </>
        ) : null}
      </dl>
      {d.recording ? <RecordingPlayer callId={d.callId} /> : null}
    </>
  );
}

/** Fetches the recording through the server on demand and plays it; the object URL is dropped when the entry goes. */
function RecordingPlayer({ callId }: { callId: string }) {
  const { client } = useSession();
  const [src, setSrc] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  if (src) return <audio className="mt-2 w-full" controls autoPlay src={src} data-testid="call-recording" />;
  return (
    <div className="mt-2">
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={state === "loading"}
        onClick={() => {
          setState("loading");
          recordingUrl(client, callId).then(setSrc, () => setState("failed"));
        }}
      >
        {state === "loading" ? t.loadingRecording : t.playRecording}
      </button>
      {state === "failed" ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t.recordingFailed}
        </p>
      ) : null}
    </div>
  );
}

/** "Call now" on an open call-back; a refusal shows beside it in the server's plain words. */
export function CallbackCallButton({ run }: { run: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="mt-2">
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          run().then(
            () => setBusy(false),
            (err: unknown) => {
              setBusy(false);
              setError(adminCallsCopy.panel.failed(err instanceof Error ? err.message : String(err)));
            },
          );
        }}
      >
        {busy ? adminCallsCopy.panel.calling : adminCallsCopy.callbackCall}
      </button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
