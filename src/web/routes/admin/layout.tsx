import { Outlet } from "react-router";
import { AuthProvider } from "~/features/auth/auth-context.tsx";
import { adminCopy } from "@content/admin.ts";
import { hydrates } from "~/lib/page-scripts";

/**
 * The admin area renders only in the browser: the server sends this route's
 * fallback ('Loading...'), then the client library resolves the session.
 */
export async function clientLoader() {
  return null;
}

/** The admin area runs in the browser: every screen hydrates. */
export const handle = hydrates;

export function meta() {
  return [{ title: "Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export function HydrateFallback() {
  return <p className="p-8 text-stone-600">{adminCopy.loading}</p>;
}

export default function AdminLayout() {
  return (
    <AuthProvider>
      <div className="min-h-screen bg-stone-50 text-stone-900">
        <Outlet />
      </div>
    </AuthProvider>
  );
}
