import type { ChatLead, ChatSessionOut } from "../../shared/api-types.ts";
import type { SessionRow } from "./store.server.ts";

/** A session as the agent console receives it, with the lead behind it. */
export const sessionOut = (s: SessionRow, lead?: ChatLead | null): ChatSessionOut => ({
  id: s.id,
  user_name: s.user_name,
  user_email: s.user_email,
  user_type: s.user_type,
  status: s.status,
  agent_id: s.agent_id,
  created_at: s.created_at,
  ended_at: s.ended_at,
  lead_id: s.lead_id,
  lead: lead ?? null,
  // Back on the list after nobody answered or the agent left: the console marks it.
  unanswered: s.status === "waiting" && Boolean(s.offered_at),
  channel: s.channel === "whatsapp" ? "whatsapp" : "web",
});
