import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { defaultLocale, locales } from "../../content/i18n.ts";

/**
 * The public pages. English lives at the plain paths; every other language
 * registers the same modules again under its code (`/hi`, `/hi/about`, ...)
 * with its own route ids. The page's language comes from its address (see
 * lib/locale.ts); the modules themselves are shared.
 */
function publicPages(locale?: string) {
  const id = (file: string) => (locale ? { id: `${locale}/${file.replace(/\.tsx?$/, "")}` } : {});
  const page = (path: string, file: string) => route(path, file, id(file));
  const pages = [
    index("routes/public/home.tsx", id("routes/public/home.tsx")),
    page("about", "routes/public/about.tsx"),
    page("solutions", "routes/public/solutions.tsx"),
    page("for-farmers", "routes/public/for-farmers.tsx"),
    page("for-partners", "routes/public/for-partners.tsx"),
    page("csr", "routes/public/csr.tsx"),
    page("find-clinic", "routes/public/find-clinic.tsx"),
    page("resources", "routes/public/resources.tsx"),
    page("soil-intelligence", "routes/public/soil-intelligence.tsx"),
    page("start-clinic", "routes/public/start-clinic.tsx"),
    page("contact", "routes/public/contact.tsx"),
    page("privacy-policy", "routes/public/privacy-policy.tsx"),
    page("terms-of-service", "routes/public/terms-of-service.tsx"),
    page("sitemap", "routes/public/sitemap.tsx"),
    page("blog", "routes/public/blog.tsx"),
    page("blog/:slug", "routes/public/blog-post.tsx"),
    // The newsletter e-mail's links; not in the sitemap (each is one subscriber's page).
    page("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
    page("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    // A chat transcript e-mail's link (one visitor's page, not in the sitemap).
    page("chat/transcript", "routes/public/chat-transcript.tsx"),
    // The farmer's own soil report: the lookup, then one sample's status or report (never in the sitemap).
    page("report", "routes/public/report.tsx"),
    page("report/:code", "routes/public/report-view.tsx"),
    page("*", "routes/public/not-found.tsx"),
  ];
  const shell = layout("routes/public/layout.tsx", id("routes/public/layout.tsx"), pages);
  return locale ? prefix(locale, [shell]) : [shell];
}

/** The clinic finder's dialog, which its island fetches (not a page: outside the layout, not in the sitemap). */
function finderDialog(locale?: string) {
  const file = "routes/public/find-clinic-dialog.tsx";
  return locale ? route(`${locale}/find-clinic/dialog`, file, { id: `${locale}/routes/public/find-clinic-dialog` }) : route("find-clinic/dialog", file);
}

/** A report's PDF (Chromium's print of the report page): a file, outside the layout. */
function reportPdf(locale?: string) {
  const file = "routes/public/report-pdf.ts";
  return locale ? route(`${locale}/report/:code/pdf`, file, { id: `${locale}/routes/public/report-pdf` }) : route("report/:code/pdf", file);
}

export default [
  ...publicPages(),
  ...locales.filter((l) => l !== defaultLocale).flatMap((l) => publicPages(l)),
  finderDialog(),
  reportPdf(),
  ...locales.filter((l) => l !== defaultLocale).map((l) => reportPdf(l)),
  ...locales.filter((l) => l !== defaultLocale).map((l) => finderDialog(l)),
  // Resource routes for search engines: their modules export only a loader returning a Response.
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  // The admin area renders in the browser only (see routes/admin/layout.tsx).
  route("admin", "routes/admin/layout.tsx", [
    route("login", "routes/admin/login.tsx"),
    route("setup", "routes/admin/setup.tsx"),
    route("accept-invite", "routes/admin/accept-invite.tsx"),
    // Outside the guard: the field desk opens without a signal (routes/admin/field.tsx).
    route("field", "routes/admin/field.tsx"),
    layout("routes/admin/protected.tsx", [
      index("routes/admin/dashboard.tsx", { id: "admin-home" }),
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
      route("leads", "routes/admin/leads.tsx"),
      route("leads/:id", "routes/admin/lead.tsx"),
      route("chat", "routes/admin/chat.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("blog/new", "routes/admin/blog-editor.tsx", { id: "admin-blog-new" }),
      route("blog/edit/:id", "routes/admin/blog-editor.tsx", { id: "admin-blog-edit" }),
      route("clinics", "routes/admin/clinics.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("routing", "routes/admin/routing.tsx"),
      route("imports", "routes/admin/imports.tsx"),
      route("performance", "routes/admin/performance.tsx"),
      route("newsletter", "routes/admin/newsletter.tsx"),
      route("whatsapp", "routes/admin/whatsapp.tsx"),
      route("samples", "routes/admin/samples.tsx"),
      route("samples/new", "routes/admin/samples-new.tsx"),
      route("samples/:id", "routes/admin/samples-detail.tsx"),
      route("account", "routes/admin/account.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
