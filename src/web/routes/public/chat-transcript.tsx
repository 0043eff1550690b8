import type { Route } from "./+types/chat-transcript";
import { transcriptCopy } from "@content/live-chat";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf, localizePath } from "~/lib/locale";
import { EmailLinkPage } from "~/components/EmailLinkPage";
import { tokenFrom } from "~/features/newsletter/token";

/** The page a chat transcript's e-mail link opens. The copy travels as loader data, the token from the link too. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  return { t: contentFor(transcriptCopy, locale).page, token: tokenFrom(request), home: localizePath("/", locale) };
}

/** The button's post: the only thing that proves the address and sends the conversation. */
export async function action({ request, context }: Route.ActionArgs) {
  return context.chatTranscript.confirm(request);
}

/** A one-person page: never in search results. */
export function meta({ data, location }: Route.MetaArgs) {
  return data ? [...pageMeta(data.t.meta, { locale: localeOf(location) }), { name: "robots", content: "noindex" }] : [{ name: "robots", content: "noindex" }];
}

export default function ChatTranscriptPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailLinkPage t={loaderData.t} token={loaderData.token} back={loaderData.home} outcome={actionData?.outcome} />;
}
