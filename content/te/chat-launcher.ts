import type { ChatLauncherCopy } from "../chat-launcher.ts";

export const chatLauncherTe: ChatLauncherCopy = { open: "చాట్ తెరవండి", loading: "చాట్ తెరుచుకుంటోంది…" };
