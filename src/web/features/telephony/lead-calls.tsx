import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { buttonStyles, Field, Panel, SelectField, TextAreaField } from "~/components/admin/ui.tsx";
import { adminCallsCopy } from "@content/admin-calls.ts";
import { smsTemplateLabels, smsTemplates, STAFF_SMS_TEMPLATES } from "@content/sms-templates.ts";
import type { DeskLead, TimelineItem } from "@shared/desk-types";
import { canonicalPhone, displayPhone } from "@shared/phone";
import type { MyPhone } from "@shared/telephony-types";
import { addCallNote, fetchMyPhone, sendSms, startCall } from "./api.ts";

const copy = adminCallsCopy.panel;
/** How often the page looks for a call's end, and for how long. */
const POLL_MS = 3000;
const POLL_FOR_MS = 15 * 60_000;

const hasCall = (timeline: TimelineItem[] | null, callId: string) =>
  Boolean(timeline?.some((i) => i.type === "event" && i.kind === "call" && i.data?.callId === callId));

/**
 * Calls on a lead's page: "Call" on the lead and on its open call-backs rings
 * the agent's own phone, then the farmer's; the page then reloads the lead
 * until the provider's report of the call's end is on the timeline.
 */
export function useDeskCalls(leadId: string, timeline: TimelineItem[] | null, reload: () => Promise<void>) {
  const { client } = useSession();
  const [me, setMe] = useState<MyPhone | null>(null);
  const [waitingFor, setWaitingFor] = useState<{ callId: string; since: number } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchMyPhone(client).then(
      (m) => !cancelled && setMe(m),
      () => !cancelled && setMe({ phone: null, calls: false, sms: false }),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);

  const ended = waitingFor ? hasCall(timeline, waitingFor.callId) : false;
  useEffect(() => {
    if (!waitingFor || ended) return;
    const timer = setInterval(() => {
      if (Date.now() - waitingFor.since > POLL_FOR_MS) return setWaitingFor(null);
      void reload();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waitingFor, ended, reload]);

  const call = useCallback(
    async (callbackId?: string) => {
      setMessage(null);
      try {
        const started = await startCall(client, leadId, callbackId);
        setMessage({ ok: true, text: copy.ringing });
        setWaitingFor({ callId: started.callId, since: Date.now() });
      } catch (err) {
        setMessage({ ok: false, text: copy.failed(err instanceof Error ? err.message : String(err)) });
        throw err;
      }
    },
    [client, leadId],
  );

  const canCall = Boolean(me?.calls && me.phone);
  // Once the call is on the timeline, "your phone will ring" has said its piece.
  const shown = ended && message?.ok ? null : message;
  // The call just ended: the agent can write down what was said in the same place.
  const noteFor = ended ? waitingFor : null;
  const saveNote = useCallback(
    async (text: string) => {
      await addCallNote(client, leadId, text);
      setWaitingFor(null);
      setMessage({ ok: true, text: copy.noteSaved });
      await reload();
    },
    [client, leadId, reload],
  );
  const panel = (lead: DeskLead): ReactNode =>
    me && (me.calls || me.sms) ? (
      <PhonePanel lead={lead} me={me} call={call} message={shown} busy={waitingFor !== null && !ended} onSent={reload} note={noteFor ? saveNote : null} />
    ) : null;
  return { panel, call: canCall ? (callbackId: string) => call(callbackId) : undefined };
}

function PhonePanel(props: {
  lead: DeskLead;
  me: MyPhone;
  call: (callbackId?: string) => Promise<void>;
  message: { ok: boolean; text: string } | null;
  busy: boolean;
  onSent: () => Promise<void>;
  note: ((text: string) => Promise<void>) | null;
}) {
  const { lead, me, message } = props;
  const e164 = lead.phone ? canonicalPhone(lead.phone) : null;
  const [starting, setStarting] = useState(false);
  return (
    <Panel title={copy.title}>
      <div className="space-y-3 px-5 py-4" data-testid="lead-phone">
        {!me.calls ? <p className="text-sm text-stone-600">{copy.off}</p> : null}
        {me.calls && !me.phone ? (
          <p className="text-sm text-stone-700">
            {copy.needOwnPhone}{" "}
            <Link to="/admin/account" className={buttonStyles.link}>
              {copy.accountLink}
            </Link>
          </p>
        ) : null}
        {me.calls && me.phone ? (
          e164 ? (
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={starting || props.busy}
              onClick={() => {
                setStarting(true);
                props.call().then(
                  () => setStarting(false),
                  () => setStarting(false),
                );
              }}
            >
              {starting || props.busy ? copy.calling : copy.callTo(displayPhone(e164))}
            </button>
          ) : (
            <p className="text-sm text-stone-600">{copy.noPhone}</p>
          )
        ) : null}
        <p role="status" aria-live="polite" className={`text-sm ${message?.ok === false ? "text-red-700" : "text-emerald-800"}`} data-testid="call-message">
          {message?.text ?? ""}
        </p>
        {props.note ? <CallNote save={props.note} /> : null}
        {me.sms && e164 ? <SmsForm leadId={lead.id} onSent={props.onSent} /> : null}
      </div>
    </Panel>
  );
}

/** What was said on the call, kept as a note on the lead's timeline. */
function CallNote({ save }: { save: (text: string) => Promise<void> }) {
  const [text, setText] = useState("");
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  return (
    <div className="space-y-2">
      <TextAreaField label={copy.noteLabel} id="call-note" rows={3} maxLength={4000} placeholder={copy.notePlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={state.busy || !text.trim()}
        onClick={() => {
          setState({ busy: true, error: null });
          save(text.trim()).then(
            () => setText(""),
            (err: unknown) => setState({ busy: false, error: err instanceof Error ? err.message : String(err) }),
          );
        }}
      >
        {copy.saveNote}
      </button>
      {state.error ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}

/** A registered template to the lead's phone, its variables typed in. */
function SmsForm({ leadId, onSent }: { leadId: string; onSent: () => Promise<void> }) {
  const { client } = useSession();
  const [template, setTemplate] = useState<(typeof STAFF_SMS_TEMPLATES)[number]>(STAFF_SMS_TEMPLATES[0]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [state, setState] = useState<{ busy: boolean; text: string; ok: boolean }>({ busy: false, text: "", ok: true });
  const variables = smsTemplates[template].variables as readonly string[];
  const send = async () => {
    setState({ busy: true, text: "", ok: true });
    try {
      await sendSms(client, leadId, template, Object.fromEntries(variables.map((v) => [v, (values[v] ?? "").trim()])));
      setState({ busy: false, text: copy.smsSent, ok: true });
      setValues({});
      await onSent();
    } catch (err) {
      setState({ busy: false, text: copy.smsFailed(err instanceof Error ? err.message : String(err)), ok: false });
    }
  };
  return (
    <div className="space-y-3 border-t border-stone-100 pt-3">
      <SelectField label={copy.smsTemplate} id="sms-template" value={template} onChange={(e) => setTemplate(e.target.value as typeof template)}>
        {STAFF_SMS_TEMPLATES.map((name) => (
          <option key={name} value={name}>
            {smsTemplateLabels[name]}
          </option>
        ))}
      </SelectField>
      {variables.map((v) => (
        <Field key={`${template}-${v}`} label={copy.smsVariables[v] ?? v} id={`sms-${v}`} maxLength={30} value={values[v] ?? ""} onChange={(e) => setValues({ ...values, [v]: e.target.value })} />
      ))}
      <button type="button" className={buttonStyles.secondary} disabled={state.busy || variables.some((v) => !(values[v] ?? "").trim())} onClick={() => void send()}>
        {state.busy ? copy.smsSending : copy.smsSend}
      </button>
      <p role="status" aria-live="polite" className={`text-sm ${state.ok ? "text-emerald-800" : "text-red-700"}`}>
        {state.text}
      </p>
    </div>
  );
}
