import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the stand-in received. */
export interface PeerRequest {
  method: string;
  path: string;
  /** The decoded `user:password` of basic auth, or null. */
  auth: string | null;
  form: Record<string, string>;
  /** The id the stand-in gave the call or SMS it accepted. */
  sid?: string;
}

/** The bytes the stand-in serves as every call's recording. */
export const RECORDING_BYTES = Buffer.from("ID3-stand-in-recording-bytes");

/**
 * A local stand-in for Exotel's v1 API on 127.0.0.1, speaking its documented
 * shapes: `Calls/connect.json` answers {"Call": {...}}, `Sms/send.json`
 * {"SMSMessage": {...}}, errors {"RestException": {...}}; recordings are
 * served behind the account's basic auth. `fireCallStatus` posts the status
 * callback a real account would post when the call ends (JSON, as
 * StatusCallbackContentType=application/json asks).
 */
export async function startExotelPeer(account: { sid: string; apiKey: string; apiToken: string }) {
  const requests: PeerRequest[] = [];
  let failNext: { status: number; message: string } | null = null;
  let autoAnswer: { outcome: { Status: string; ConversationDuration?: number }; origin?: string; delayMs: number } | null = null;
  let seq = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString("utf8")));
      req.on("end", () => resolve(body));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await read(req);
      const header = req.headers.authorization ?? "";
      const auth = header.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8") : null;
      const path = (req.url ?? "").split("?")[0]!;
      const form = Object.fromEntries(new URLSearchParams(raw));
      const entry: PeerRequest = { method: req.method ?? "", path, auth, form };
      requests.push(entry);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (auth !== `${account.apiKey}:${account.apiToken}`) return json(401, { RestException: { Status: 401, Message: "Authentication is required to view this resource." } });
      if (path.startsWith("/recordings/")) {
        res.writeHead(200, { "content-type": "audio/mpeg", "content-length": String(RECORDING_BYTES.length) });
        return res.end(RECORDING_BYTES);
      }
      if (failNext && req.method === "POST") {
        const f = failNext;
        failNext = null;
        return json(f.status, { RestException: { Status: f.status, Message: f.message } });
      }
      const base = `/v1/Accounts/${account.sid}`;
      if (req.method === "POST" && path === `${base}/Calls/connect.json`) {
        seq += 1;
        const sid = `c0ffee${String(seq).padStart(26, "0")}`;
        entry.sid = sid;
        // Like a real call: the status callback comes once the call has ended, after the answer.
        if (autoAnswer) {
          const { outcome, origin, delayMs } = autoAnswer;
          setTimeout(() => void peer.fireCallStatus(entry, outcome, origin).catch(() => undefined), delayMs);
        }
        return json(200, { Call: { Sid: sid, ParentCallSid: null, AccountSid: account.sid, To: form.To, From: form.From, PhoneNumberSid: form.CallerId, Status: "in-progress", Direction: "outbound-api", Uri: `${base}/Calls/${sid}.json` } });
      }
      if (req.method === "POST" && path === `${base}/Sms/send.json`) {
        seq += 1;
        const sid = `5m5${String(seq).padStart(29, "0")}`;
        entry.sid = sid;
        return json(200, { SMSMessage: { Sid: sid, AccountSid: account.sid, From: `/${account.sid}`, To: form.To, Body: form.Body, Status: "queued", Direction: "outbound-api", Uri: `${base}/SMS/Messages/${sid}.json` } });
      }
      json(404, { RestException: { Status: 404, Message: "Not found" } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const peer = {
    url,
    requests,
    calls: () => requests.filter((r) => r.path.endsWith("/Calls/connect.json")),
    sms: () => requests.filter((r) => r.path.endsWith("/Sms/send.json")),
    /** Every call placed from now on ends by itself with this outcome, its status callback posted after `delayMs`. */
    autoAnswer(outcome: { Status: string; ConversationDuration?: number }, origin?: string, delayMs = 500) {
      autoAnswer = { outcome, origin, delayMs };
    },
    /** The next API request is refused with this status and message. */
    failNext(status: number, message: string) {
      failNext = { status, message };
    },
    /**
     * Posts the end-of-call status callback for a call the stand-in placed.
     * `origin` replaces the callback's origin when the app's public address is not where it listens.
     */
    async fireCallStatus(call: PeerRequest, outcome: { Status: string; ConversationDuration?: number; recorded?: boolean }, origin?: string) {
      const sid = call.sid;
      if (!sid) throw new Error("the stand-in did not accept this call");
      const target = new URL(call.form.StatusCallback!);
      const to = origin ? `${origin}${target.pathname}` : target.toString();
      const body = {
        CallSid: sid,
        EventType: "terminal",
        Status: outcome.Status,
        DateCreated: "2026-11-28 10:00:00",
        DateUpdated: "2026-11-28 10:03:00",
        To: call.form.To,
        From: call.form.From,
        PhoneNumberSid: call.form.CallerId,
        StartTime: "2026-11-28 10:00:05",
        EndTime: "2026-11-28 10:03:00",
        Direction: "outbound-api",
        ConversationDuration: outcome.ConversationDuration ?? 0,
        RecordingUrl: outcome.recorded === false || outcome.Status !== "completed" ? null : `${url}/recordings/${sid}.mp3`,
        CustomField: call.form.CustomField,
      };
      return fetch(to, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
}
