import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("solutions", "routes/public/solutions.tsx"),
    route("for-farmers", "routes/public/for-farmers.tsx"),
    route("for-partners", "routes/public/for-partners.tsx"),
    route("csr", "routes/public/csr.tsx"),
    route("find-clinic", "routes/public/find-clinic.tsx"),
    route("resources", "routes/public/resources.tsx"),
    route("soil-intelligence", "routes/public/soil-intelligence.tsx"),
    route("start-clinic", "routes/public/start-clinic.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy-policy", "routes/public/privacy-policy.tsx"),
    route("terms-of-service", "routes/public/terms-of-service.tsx"),
    route("sitemap", "routes/public/sitemap.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  // Resource routes for search engines: their modules export only a loader returning a Response.
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  // The admin area renders in the browser only (see routes/admin/layout.tsx).
  route("admin", "routes/admin/layout.tsx", [
    route("login", "routes/admin/login.tsx"),
    route("setup", "routes/admin/setup.tsx"),
    layout("routes/admin/protected.tsx", [
      index("routes/admin/dashboard.tsx", { id: "admin-home" }),
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
      route("leads", "routes/admin/leads.tsx"),
      route("chat", "routes/admin/chat.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("blog/new", "routes/admin/blog-editor.tsx", { id: "admin-blog-new" }),
      route("blog/edit/:id", "routes/admin/blog-editor.tsx", { id: "admin-blog-edit" }),
      route("clinics", "routes/admin/clinics.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
