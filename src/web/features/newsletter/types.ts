/** What a confirm or unsubscribe button did (mirrors the server's LinkOutcome). */
export type LinkOutcome = "done" | "already" | "unknown";

/** What a link page's action answers; `missing` is a link without a usable token. */
export interface NewsletterLinkResult {
  outcome: LinkOutcome | "missing";
}
