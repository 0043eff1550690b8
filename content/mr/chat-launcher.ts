import type { ChatLauncherCopy } from "../chat-launcher.ts";

export const chatLauncherMr: ChatLauncherCopy = { open: "चॅट उघडा", loading: "चॅट उघडत आहे…" };
