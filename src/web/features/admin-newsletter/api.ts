import type { SupabaseClient } from "@supabase/supabase-js";
import type { SubscriberList } from "@shared/api-types";
import { invoke } from "~/features/admin-leads/api.ts";

/** Every subscriber and the counts per state (admins only; the server checks). */
export const fetchSubscribers = (client: SupabaseClient) => invoke<SubscriberList>(client, "newsletter-subscribers", { method: "GET" });
