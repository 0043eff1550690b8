import type { ChatLauncherCopy } from "../chat-launcher.ts";

export const chatLauncherHi: ChatLauncherCopy = { open: "चैट खोलें", loading: "चैट खुल रही है…" };
