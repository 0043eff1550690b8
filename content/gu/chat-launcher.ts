import type { ChatLauncherCopy } from "../chat-launcher.ts";

export const chatLauncherGu: ChatLauncherCopy = { open: "ચેટ ખોલો", loading: "ચેટ ખૂલે છે…" };
