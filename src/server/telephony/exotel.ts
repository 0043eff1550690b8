import type { TelephonyConfig } from "../config.server.ts";
import { ProviderError, type CallStatusEvent, type ConnectCallRequest, type MissedCallEvent, type SendSmsRequest, type SmsStatusEvent, type TelephonyProvider } from "./provider.ts";

/**
 * Exotel's v1 API, as its public documentation (developer.exotel.com) writes it:
 * - connect two numbers: `POST {api}/v1/Accounts/{sid}/Calls/connect.json`,
 *   basic auth (API key, token), form fields From (called first), To, CallerId
 *   (the ExoPhone), StatusCallback, StatusCallbackEvents[0]=terminal,
 *   StatusCallbackContentType, Record, CustomField; it answers
 *   `{"Call": {"Sid": ..., "Status": ...}}` or `{"RestException": {"Message": ...}}`.
 * - the status callback (form or JSON): CallSid, Status (completed, failed,
 *   busy, no-answer), RecordingUrl, DateUpdated, ConversationDuration (talk
 *   time in seconds; older accounts send only DialCallDuration or Legs[n][OnCallDuration]).
 * - the passthru applet of a call flow: GET with CallSid, CallFrom, CallTo,
 *   Direction, Created, StartTime, CurrentTime, DialCallStatus, ...
 * - send SMS: `POST {api}/v1/Accounts/{sid}/Sms/send.json` with From (the
 *   sender id), To, Body, EncodingType, DltEntityId, DltTemplateId,
 *   StatusCallback; it answers `{"SMSMessage": {"Sid", "Status", ...}}`; the
 *   SMS status callback carries SmsSid, Status, DetailedStatus, DateSent.
 */
export class ExotelProvider implements TelephonyProvider {
  readonly name = "exotel";

  constructor(private readonly config: TelephonyConfig) {}

  private get auth() {
    return `Basic ${Buffer.from(`${this.config.apiKey}:${this.config.apiToken}`).toString("base64")}`;
  }

  private async post(path: string, form: Record<string, string>): Promise<Record<string, unknown>> {
    const url = `${this.config.apiUrl}/v1/Accounts/${encodeURIComponent(this.config.sid)}/${path}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { authorization: this.auth, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new ProviderError("The phone service could not be reached. Please try again in a minute.", String(err));
    }
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      /* an error page, not JSON */
    }
    if (!res.ok) {
      const exception = json.RestException as { Message?: unknown } | undefined;
      const said = typeof exception?.Message === "string" ? exception.Message : text.slice(0, 200);
      throw new ProviderError(plainWords(res.status, said), `${res.status} ${said}`);
    }
    return json;
  }

  async connectCall(req: ConnectCallRequest) {
    const json = await this.post("Calls/connect.json", {
      From: req.agent,
      To: req.farmer,
      CallerId: this.config.callerId,
      CallType: "trans",
      Record: "true",
      StatusCallback: req.statusCallbackUrl,
      "StatusCallbackEvents[0]": "terminal",
      StatusCallbackContentType: "application/json",
      CustomField: req.reference,
    });
    const sid = (json.Call as { Sid?: unknown } | undefined)?.Sid;
    if (typeof sid !== "string" || !sid) throw new ProviderError("The phone service did not accept the call. Please try again.", JSON.stringify(json).slice(0, 200));
    return { providerSid: sid };
  }

  async sendSms(req: SendSmsRequest) {
    if (!this.config.sms) throw new ProviderError("SMS is not set up.");
    const json = await this.post("Sms/send.json", {
      From: this.config.sms.senderId,
      To: req.to,
      Body: req.body,
      EncodingType: req.unicode ? "unicode" : "plain",
      DltEntityId: this.config.sms.dltEntityId,
      DltTemplateId: req.dltTemplateId,
      SmsType: "transactional",
      StatusCallback: req.statusCallbackUrl,
    });
    const message = json.SMSMessage as { Sid?: unknown; Status?: unknown } | undefined;
    if (typeof message?.Sid !== "string" || !message.Sid) throw new ProviderError("The SMS service did not accept the message.", JSON.stringify(json).slice(0, 200));
    return { providerSid: message.Sid, status: typeof message.Status === "string" ? message.Status : "queued" };
  }

  async fetchRecording(url: string) {
    // Recordings live on the provider's own hosts; the account's key opens them.
    const res = await fetch(url, { headers: { authorization: this.auth }, signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new ProviderError("The recording could not be fetched from the phone service.", `${res.status}`);
    return res;
  }
}

/** What staff read when the provider says no. */
function plainWords(status: number, said: string): string {
  if (status === 401 || status === 403) return "The phone service refused our account details. Ask an admin to check the Exotel settings.";
  if (status === 429) return "The phone service is busy. Please try again in a minute.";
  if (status >= 500) return "The phone service is having trouble. Please try again in a few minutes.";
  return `The phone service could not place this call: ${said}`;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
const seconds = (v: unknown) => {
  const n = Number.parseInt(text(v), 10);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/** Exotel writes times as `YYYY-MM-DD HH:mm:ss` in IST. */
function exotelTime(v: unknown): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text(v));
  if (!m) return null;
  const t = Date.parse(`${m[1]}T${m[2]}+05:30`);
  return Number.isNaN(t) ? null : new Date(t);
}

/** The passthru applet's query; null when it is not a call we can act on. */
export function parseMissedCall(q: Record<string, unknown>): MissedCallEvent | null {
  const providerSid = text(q.CallSid);
  const from = text(q.CallFrom) || text(q.From);
  if (!providerSid || !from) return null;
  return { providerSid, from, to: text(q.CallTo) || text(q.To), at: exotelTime(q.StartTime) ?? exotelTime(q.CurrentTime) ?? new Date() };
}

const OUTCOMES = ["completed", "busy", "no-answer", "failed"] as const;

/** The status callback (form-encoded or JSON); null without a call id or a final status. */
export function parseCallStatus(body: Record<string, unknown>): CallStatusEvent | null {
  const providerSid = text(body.CallSid);
  const status = text(body.Status).toLowerCase();
  const outcome = OUTCOMES.find((o) => o === status);
  if (!providerSid || !outcome) return null;
  const legs = Array.isArray(body.Legs) ? (body.Legs as Array<Record<string, unknown>>) : [];
  const legTalk = legs.map((l) => seconds(l.OnCallDuration)).filter((n): n is number => n !== null);
  const talk = seconds(body.ConversationDuration) ?? seconds(body.DialCallDuration) ?? (legTalk.length ? Math.min(...legTalk) : null);
  return { providerSid, outcome, talkSeconds: outcome === "completed" ? talk : 0, recordingUrl: text(body.RecordingUrl) || null };
}

export function parseSmsStatus(body: Record<string, unknown>): SmsStatusEvent | null {
  const providerSid = text(body.SmsSid) || text(body.Sid);
  const status = text(body.Status).toLowerCase();
  if (!providerSid || !status) return null;
  return { providerSid, status, detail: text(body.DetailedStatus) || null };
}
