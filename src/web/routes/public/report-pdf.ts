import type { Route } from "./+types/report-pdf";

/** The report as a PDF (`/report/SD-26-004817/pdf?key=…`): Chromium's print of the report page, for the same key or pass. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  return context.reports.pdf(params.code, new URL(request.url));
}
