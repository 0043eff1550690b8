import type { ChatLauncherCopy } from "../chat-launcher.ts";

export const chatLauncherEn: ChatLauncherCopy = { open: "Open chat", loading: "Opening chat…" };
