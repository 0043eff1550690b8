import { callFunction } from "~/lib/api-client";

/**
 * Whether an agent is online now (`check_agent_availability`): the lead form
 * says the team can talk when one is, whatever the clock says; null while
 * unknown (asking, or no answer), when the working hours decide.
 */
export async function agentOnlineNow(): Promise<boolean | null> {
  try {
    const r = await callFunction<{ hasAvailableAgent: boolean }>("live-chat", { action: "check_agent_availability" });
    return typeof r?.hasAvailableAgent === "boolean" ? r.hasAvailableAgent : null;
  } catch {
    return null;
  }
}

/** What the lead form says about the team: an agent online now settles it; without an answer, the working hours do. */
export const teamAvailable = (agentOnline: boolean | null, withinHours: boolean) => agentOnline ?? withinHours;
