/** Wire types of the desk's phone functions, shared by the server and the admin pages. */

/** `my-phone`: the caller's own phone for desk calls, and what the site has set up. */
export interface MyPhone {
  /** As people read it (`+91 98110 22334`), or null. */
  phone: string | null;
  /** Calls from the desk are set up. */
  calls: boolean;
  /** SMS is set up. */
  sms: boolean;
}

/** `call-figures`: calls over a window. */
export interface CallFigures {
  /** Desk calls that ended, and how many of them were answered. */
  calls: number;
  answered: number;
  /** Percent, one decimal; null with no calls. */
  answeredRate: number | null;
  perAgent: Array<{ agentId: string | null; name: string; calls: number; answered: number }>;
  missedCalls: number;
  /** Missed calls the desk has called back, and the median wait in minutes. */
  calledBack: number;
  callBackMinutesMedian: number | null;
}

/** What a call or SMS entry of a lead's timeline holds (`data` of a `call` or `sms` event). */
export interface CallEventData {
  callId: string;
  direction: "missed" | "outbound";
  outcome: "missed" | "completed" | "busy" | "no-answer" | "failed";
  talkSeconds?: number | null;
  recording?: boolean;
  from?: string;
  to?: string;
  callbackId?: string | null;
}

export interface SmsEventData {
  smsId: string;
  template: string;
  language: string;
  to: string;
  body: string;
  status: string;
  providerId: string | null;
}
