/**
 * One interface for calls and SMS. Exotel (./exotel.ts) is the first module;
 * another provider (Knowlarity, MSG91, ...) is a second module with these
 * methods, and the webhooks parse its own request shapes into the events below.
 */

/** Connect the agent's phone first, then the farmer's, showing the virtual number. */
export interface ConnectCallRequest {
  /** E.164 of the agent, called first. */
  agent: string;
  /** E.164 of the farmer, called once the agent answers. */
  farmer: string;
  /** Where the provider reports the call's outcome. */
  statusCallbackUrl: string;
  /** Our id of the call, echoed back by the provider. */
  reference: string;
}

export interface SendSmsRequest {
  /** E.164. */
  to: string;
  body: string;
  dltTemplateId: string;
  statusCallbackUrl: string;
  /** Non-Latin text (Hindi) goes as Unicode. */
  unicode: boolean;
}

export interface TelephonyProvider {
  readonly name: string;
  connectCall(req: ConnectCallRequest): Promise<{ providerSid: string }>;
  sendSms(req: SendSmsRequest): Promise<{ providerSid: string; status: string }>;
  /** The recording's bytes, fetched with the account's credentials. */
  fetchRecording(url: string): Promise<Response>;
}

/** A missed call to the virtual number, as the webhook parsed it. */
export interface MissedCallEvent {
  providerSid: string;
  /** The caller's number as the provider wrote it (e.g. 09876511111). */
  from: string;
  to: string;
  at: Date;
}

/** The final word on a desk call. */
export interface CallStatusEvent {
  providerSid: string;
  outcome: "completed" | "busy" | "no-answer" | "failed";
  talkSeconds: number | null;
  recordingUrl: string | null;
}

export interface SmsStatusEvent {
  providerSid: string;
  status: string;
  detail: string | null;
}

/** The provider refused or could not be reached; `message` is for staff, in plain words. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
