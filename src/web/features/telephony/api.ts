import type { SupabaseClient } from "@supabase/supabase-js";
import type { CallFigures, MyPhone } from "@shared/telephony-types";
import { apiFetch } from "~/lib/api-client.ts";

/** The server's plain words of a refused call (its `error` field), or the client's. */
async function failure(error: unknown): Promise<Error> {
  const ctx = (error as { context?: Response }).context;
  if (ctx && typeof ctx.json === "function") {
    try {
      const body = (await ctx.json()) as { error?: string };
      if (body.error) return new Error(body.error);
    } catch {
      /* not JSON */
    }
  }
  return error instanceof Error ? error : new Error(String(error));
}

async function call<T>(client: SupabaseClient, name: string, body?: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.functions.invoke<T>(name, body === undefined ? { method: "GET" } : { method: "POST", body });
  if (error) throw await failure(error);
  return data as T;
}

export const fetchMyPhone = (client: SupabaseClient) => call<MyPhone>(client, "my-phone");
export const saveMyPhone = (client: SupabaseClient, phone: string) => call<MyPhone>(client, "my-phone", { phone });

/** Rings the caller's phone, then the lead's (or the call-back's) number. */
export const startCall = (client: SupabaseClient, leadId: string, callbackId?: string) =>
  call<{ callId: string; status: "requested" }>(client, "call-start", callbackId ? { leadId, callbackId } : { leadId });

/** A note on the lead's timeline (`lead-update`), written right after a call. */
export const addCallNote = (client: SupabaseClient, leadId: string, text: string) => call<unknown>(client, "lead-update", { id: leadId, action: "note", text });

export const sendSms = (client: SupabaseClient, leadId: string, template: string, variables: Record<string, string>) =>
  call<{ id: string; status: string }>(client, "sms-send", { leadId, template, variables });

export const fetchCallFigures = (client: SupabaseClient, since?: string) =>
  call<CallFigures>(client, since ? `call-figures?${new URLSearchParams({ since })}` : "call-figures");

/** A call's recording as a local object URL: fetched with the staff session, never the provider's address. */
export async function recordingUrl(client: SupabaseClient, callId: string): Promise<string> {
  const token = (await client.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error("Not signed in");
  const res = await apiFetch("/functions/v1/call-recording", { token, query: { id: callId } });
  return URL.createObjectURL(await res.blob());
}
