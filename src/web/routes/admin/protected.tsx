import { useMemo } from "react";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { useAuth } from "~/features/auth/auth-context.tsx";
import { adminCopy } from "@content/admin.ts";
import { adminClinicsCopy } from "@content/admin-clinics.ts";
import { adminDeskCopy } from "@content/admin-desk.ts";
import { adminNewsletterCopy } from "@content/admin-newsletter.ts";
import { adminRoutingCopy } from "@content/admin-routing.ts";
import { adminImportsCopy } from "@content/admin-imports.ts";
import { adminWhatsAppCopy } from "@content/admin-whatsapp.ts";
import { adminPerformanceCopy } from "@content/admin-performance.ts";
import { soilAdminCopy } from "@content/soil-admin.ts";
import { fieldDeskCopy } from "@content/field-desk.ts";
import { useMe } from "~/features/admin-team/use-role.ts";
import type { LoginState } from "./login.tsx";

const links = [
  { to: "/admin/dashboard", label: adminCopy.nav.dashboard },
  { to: "/admin/leads", label: adminCopy.nav.leads },
  { to: "/admin/field", label: fieldDeskCopy.navLabel },
  { to: "/admin/samples", label: soilAdminCopy.navLabel },
  { to: "/admin/chat", label: adminCopy.nav.chat },
  { to: "/admin/blog", label: adminCopy.nav.blog },
  // Clinics, the newsletter and the team are admins' work; the server refuses everyone else anyway.
  { to: "/admin/clinics", label: adminClinicsCopy.navLabel, adminOnly: true },
  { to: "/admin/newsletter", label: adminNewsletterCopy.navLabel, adminOnly: true },
  { to: "/admin/whatsapp", label: adminWhatsAppCopy.navLabel, adminOnly: true },
  { to: "/admin/team", label: adminDeskCopy.team.nav, adminOnly: true },
  { to: "/admin/routing", label: adminRoutingCopy.nav, adminOnly: true },
  { to: "/admin/imports", label: adminImportsCopy.nav, adminOnly: true },
  // Everyone: an agent sees their own figures.
  { to: "/admin/performance", label: adminPerformanceCopy.nav },
  { to: "/admin/account", label: adminDeskCopy.account.nav },
] as const;

/** The guard: 'Loading...' while the session resolves, then the screen or a redirect to sign-in. */
export default function Protected() {
  const auth = useAuth();
  const location = useLocation();
  const from = location.pathname + location.search;
  const reason = auth.status === "signed-out" ? auth.reason : undefined;
  // One object per target: <Navigate> navigates again whenever its state prop changes identity,
  // and a new object each render would restart the navigation while the sign-in screen loads.
  const state = useMemo<LoginState>(() => ({ from, reason }), [from, reason]);
  if (auth.status === "loading") return <p className="p-8 text-stone-600">{adminCopy.loading}</p>;
  if (auth.status === "error") return <p role="alert" className="p-8 text-red-700">{auth.message}</p>;
  if (auth.status === "signed-out") {
    // The sign-in page brings the user back here, and says why when the server ended the session.
    return <Navigate to="/admin/login" replace state={state} />;
  }
  return (
    <>
      <AdminNav />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <Outlet />
      </main>
    </>
  );
}

function AdminNav() {
  const auth = useAuth();
  const navigate = useNavigate();
  const me = useMe(auth.status === "signed-in" ? auth.client : undefined);
  const shown = links.filter((l) => !("adminOnly" in l) || me?.role === "admin");
  const signOut = async () => {
    if (auth.status !== "signed-in") return;
    const { error } = await auth.client.auth.signOut();
    if (error) console.error(error);
    navigate("/admin/login", { replace: true });
  };
  return (
    <header className="border-b border-stone-200 bg-white">
      <nav aria-label="Admin" className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 sm:px-6">
        <span className="mr-4 font-semibold text-emerald-800">Admin</span>
        {shown.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            className={({ isActive }) =>
              `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-emerald-700 text-white" : "text-stone-700 hover:bg-stone-100"}`
            }
          >
            {l.label}
          </NavLink>
        ))}
        <span className="ml-auto flex items-center gap-1">
          <a href="/" className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100">
            {adminCopy.nav.viewSite}
          </a>
          <button
            type="button"
            onClick={signOut}
            className="rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
          >
            {adminCopy.nav.signOut}
          </button>
        </span>
      </nav>
    </header>
  );
}
