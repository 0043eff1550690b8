import type { Route } from "./+types/find-clinic-dialog";
import { clinicFinder } from "@content/clinic-finder";
import { useContent } from "~/lib/content";
import { localeOf, localizePath } from "~/lib/locale";
import { FinderDialog } from "~/features/clinics/ClinicFinder";

/**
 * The clinic finder's details and booking dialog on its own (`/find-clinic/dialog`,
 * `/hi/find-clinic/dialog`), outside the site's layout. Only a visitor with
 * scripts can open the dialog, so it is not in the finder's first response
 * (which must fit the network's first window, decision 0025): the finder
 * island fetches this page once the finder is in and takes the dialog from it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  // The form names a clinic from the start; the island sets the one chosen.
  const [first] = await context.clinics.list(locale);
  return { first: first ?? null, finder: localizePath("/find-clinic", locale) };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function FinderDialogPage({ loaderData }: Route.ComponentProps) {
  const t = useContent(clinicFinder);
  const { first, finder } = loaderData;
  return first ? <FinderDialog t={t} bookingClinic={first} action={finder} fresh /> : null;
}
