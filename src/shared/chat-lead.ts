import type { ChatLeadDraft, ChatLeadInput } from "./lead-fields.ts";

/**
 * The chat panel's draft as `start_chat` takes it: every field trimmed, the
 * user type under its column's name. Without the validator (lead-fields.ts
 * holds it), so the panel's first bytes stay small; it walks the draft's own
 * fields, so a field added to the chat's form needs nothing here.
 */
export function chatLeadInput(draft: ChatLeadDraft): ChatLeadInput {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(draft)) if (typeof v === "string") out[k === "userType" ? "user_type" : k] = v.trim();
  return out as unknown as ChatLeadInput;
}

/** The draft with every field trimmed (kept for a send that waits for the connection). */
export function trimChatLead(draft: ChatLeadDraft): ChatLeadDraft {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(draft)) if (typeof v === "string") out[k] = v.trim();
  return out as ChatLeadDraft;
}
