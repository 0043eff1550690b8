import { site } from "./site.ts";

/**
 * Lines the live-chat function itself writes into a conversation (shown to
 * the visitor as notes) and the name agents' replies carry.
 */
export const liveChatText = {
  /** The fixed agent name the specification gives. */
  agentName: `${site.brandName} Agent`,
  agentJoined: "An agent has joined the chat.",
  chatEnded: "The agent has ended this chat. Thank you for talking to us.",
} as const;
