import type { SupabaseClient } from "@supabase/supabase-js";
import type { BroadcastAudience, BroadcastOut, WhatsAppFailedDelivery, WhatsAppTemplateOut, WhatsAppTemplateStatus } from "@shared/whatsapp-types";
import { invoke } from "~/features/admin-leads/api.ts";

/** The templates with Meta's last word and the failed deliveries (`whatsapp-admin`, admins only). */
export const fetchWhatsAppAdmin = (client: SupabaseClient) =>
  invoke<{ on: boolean; templates: WhatsAppTemplateStatus[]; failed: WhatsAppFailedDelivery[] }>(client, "whatsapp-admin", { method: "GET" });

/** Retries one failed delivery now; answers how it went and the list as it stands. */
export const retryDelivery = (client: SupabaseClient, id: string) =>
  invoke<{ retried: { status: "done" | "failed"; error: string | null }; failed: WhatsAppFailedDelivery[] }>(client, "whatsapp-admin", { method: "POST", body: { id } });

/** The approved templates a broadcast can use (`whatsapp-templates`). */
export const fetchApprovedTemplates = (client: SupabaseClient) => invoke<{ templates: WhatsAppTemplateOut[] }>(client, "whatsapp-templates", { method: "GET" });

export const fetchBroadcasts = (client: SupabaseClient) => invoke<{ broadcasts: BroadcastOut[]; on: boolean }>(client, "whatsapp-broadcasts", { method: "GET" });

export const fetchBroadcast = (client: SupabaseClient, id: string) =>
  invoke<{ broadcast: BroadcastOut; problems: Array<{ waId: string; leadId: string | null; name: string | null; reason: string }> }>(client, "whatsapp-broadcasts", { method: "GET", query: { id } });

export const startBroadcast = (client: SupabaseClient, input: { title: string; templateName: string; templateLanguage: string; values: string[]; audience: BroadcastAudience }) =>
  invoke<{ broadcast: BroadcastOut }>(client, "whatsapp-broadcasts", { method: "POST", body: input });

export const cancelBroadcast = (client: SupabaseClient, id: string) => invoke<{ broadcast: BroadcastOut }>(client, "whatsapp-broadcast-cancel", { method: "POST", body: { id } });
