import { describe, expect, it } from "vitest";
import { chatTime, initialsOf } from "./chat-format.ts";
import { chatEventText, chatMessageText, parseChatEvent, storedChatEvent } from "./chat-events.ts";
import { liveChatTexts } from "../../content/live-chat.ts";

describe("a chat's times, initials and system lines in the reader's language", () => {
  it("times are India time, without a padded hour, the day's part in words in Hindi", () => {
    // 02:05 UTC is 7:35 in the morning in India.
    expect(chatTime("2026-11-28T02:05:00Z", "en")).toMatch(/^7:35\s?am$/i);
    expect(chatTime("2026-11-28T02:05:00Z", "hi")).toBe("सुबह 7:35");
    expect(chatTime("2026-11-28T14:05:00Z", "en")).toMatch(/^7:35\s?pm$/i);
    expect(chatTime("2026-11-28T14:05:00Z", "hi")).not.toMatch(/pm|am|07/);
  });

  it("initials keep a letter's vowel signs (grapheme clusters)", () => {
    expect(initialsOf("सुनीता जाधव")).toBe("सुजा");
    expect(initialsOf("  asha   devi  kumari")).toBe("AD");
    expect(initialsOf("क्षितिज")).toBe("क्षि");
    expect(initialsOf("")).toBe("");
  });

  it("system lines are stored as events and read back in any language", () => {
    const stored = storedChatEvent({ key: "agent_joined" });
    expect(stored).not.toContain(liveChatTexts.en.agentJoined);
    const e = parseChatEvent(stored)!;
    expect(chatEventText(e, "hi")).toBe(liveChatTexts.hi.agentJoined);
    expect(chatEventText(e, "en")).toBe(liveChatTexts.en.agentJoined);
    const callback = parseChatEvent(storedChatEvent({ key: "callback_requested", slot: "2026-11-30T05:30:00.000Z" }))!;
    expect(chatEventText(callback, "hi")).toContain("11:00");
    expect(chatEventText(callback, "hi")).toContain("भारत का समय");
    expect(parseChatEvent('{"key":"nonsense"}')).toBeNull();
    expect(parseChatEvent("not json")).toBeNull();
    // Lines stored before events existed keep their text.
    expect(chatMessageText({ message: "An agent has joined the chat.", event: null }, "hi")).toBe("An agent has joined the chat.");
  });
});
