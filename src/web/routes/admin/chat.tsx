import { useSession } from "~/features/auth/auth-context.tsx";
import { LiveChatConsole } from "~/features/live-chat-console/LiveChatConsole.tsx";
import { liveChatConsoleCopy } from "@content/live-chat-console.ts";

export function meta() {
  return [{ title: `${liveChatConsoleCopy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** /admin/chat: the agent's live chat console. */
export default function AdminChat() {
  const { client, session } = useSession();
  return <LiveChatConsole client={client} userId={session.user.id} />;
}
