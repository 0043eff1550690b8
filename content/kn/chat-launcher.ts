import type { ChatLauncherCopy } from "../chat-launcher.ts";

export const chatLauncherKn: ChatLauncherCopy = { open: "ಚಾಟ್ ತೆರೆಯಿರಿ", loading: "ಚಾಟ್ ತೆರೆಯುತ್ತಿದೆ…" };
