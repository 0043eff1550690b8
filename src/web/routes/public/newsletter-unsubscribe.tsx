import type { Route } from "./+types/newsletter-unsubscribe";
import { newsletterPages } from "@content/newsletter";
import { contentFor } from "~/lib/content";
import { pageMeta } from "~/lib/meta";
import { localeOf, localizePath } from "~/lib/locale";
import { EmailLinkPage } from "~/components/EmailLinkPage";
import { tokenFrom } from "~/features/newsletter/token";

/** The page the e-mail's unsubscribe link opens. The copy travels as loader data, the token from the link too. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  // Back to the resources page, where the newsletter is offered, in the reader's language.
  return { t: contentFor(newsletterPages, locale).unsubscribe, token: tokenFrom(request), back: localizePath("/resources", locale) };
}

/** The button's post: the only thing that changes the subscription. */
export async function action({ request, context }: Route.ActionArgs) {
  return context.newsletter.unsubscribe(request);
}

/** A one-person page: never in search results. */
export function meta({ data, location }: Route.MetaArgs) {
  return data ? [...pageMeta(data.t.meta, { locale: localeOf(location) }), { name: "robots", content: "noindex" }] : [{ name: "robots", content: "noindex" }];
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailLinkPage t={loaderData.t} token={loaderData.token} back={loaderData.back} outcome={actionData?.outcome} />;
}
