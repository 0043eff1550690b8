/**
 * The newsletter's subscribers. Never exposed through the data API: the
 * addresses are read only by admins, through their own function.
 */
import type { SubscriptionStatus } from "../../shared/api-types.ts";

export type { SubscriptionStatus };
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ["pending", "confirmed", "unsubscribed"];

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lower-cased; one row per address. */
  email: string;
  /** 'en' | 'hi': the language of the mail and of the links in it. */
  language: string;
  /** 'pending' until the link is opened and confirmed; 'unsubscribed' after the unsubscribe link. */
  status: string;
  /** SHA-256 of the newest link's token; a new subscription replaces it, so older links stop working. */
  token_hash: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}
