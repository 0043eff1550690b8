import type { SupabaseClient } from "@supabase/supabase-js";
import { invoke } from "~/features/admin-leads/api.ts";

export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

/** One subscriber as `newsletter-subscribers` lists it (mirrors src/server/newsletter/service.ts). */
export interface Subscriber {
  email: string;
  language: "en" | "hi";
  status: SubscriptionStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberList {
  subscribers: Subscriber[];
  counts: Record<SubscriptionStatus, number>;
}

/** Every subscriber and the counts per state (admins only; the server checks). */
export const fetchSubscribers = (client: SupabaseClient) => invoke<SubscriberList>(client, "newsletter-subscribers", { method: "GET" });
