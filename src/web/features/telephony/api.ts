import type { CallFigures, MyPhone } from "@shared/telephony-types";
import { staffDownload, staffFunction, type Staff } from "~/features/admin-api/staff.ts";

const post = <T>(staff: Staff, name: string, body: Record<string, unknown>) => staffFunction<T>(staff, name, { method: "POST", body });

export const fetchMyPhone = (staff: Staff) => staffFunction<MyPhone>(staff, "my-phone");
export const saveMyPhone = (staff: Staff, phone: string) => post<MyPhone>(staff, "my-phone", { phone });

/** Rings the caller's phone, then the lead's (or the call-back's) number. */
export const startCall = (staff: Staff, leadId: string, callbackId?: string) =>
  post<{ callId: string; status: "requested" }>(staff, "call-start", callbackId ? { leadId, callbackId } : { leadId });

/** A note on the lead's timeline (`lead-update`), written right after a call. */
export const addCallNote = (staff: Staff, leadId: string, text: string) => post<unknown>(staff, "lead-update", { id: leadId, action: "note", text, call: true });

export const sendSms = (staff: Staff, leadId: string, template: string, variables: Record<string, string>) =>
  post<{ id: string; status: string }>(staff, "sms-send", { leadId, template, variables });

export const fetchCallFigures = (staff: Staff, since?: string) => staffFunction<CallFigures>(staff, "call-figures", { query: { since } });

/** A call's recording as a local object URL: fetched with the staff session, never the provider's address. */
export async function recordingUrl(staff: Staff, callId: string): Promise<string> {
  const res = await staffDownload(staff, "call-recording", { query: { id: callId } });
  return URL.createObjectURL(await res.blob());
}
