import type { ChatLauncherCopy } from "../chat-launcher.ts";

export const chatLauncherPa: ChatLauncherCopy = { open: "ਚੈਟ ਖੋਲ੍ਹੋ", loading: "ਚੈਟ ਖੁੱਲ੍ਹ ਰਹੀ ਹੈ…" };
