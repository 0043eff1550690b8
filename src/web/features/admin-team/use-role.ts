import { useEffect, useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { StaffMember } from "@shared/desk-types";
import type { StaffRole } from "@shared/pipeline";
import { fetchStaff } from "~/features/admin-leads/api.ts";

/** The signed-in staff member's id, role and entry (null while loading); the server checks the role on every call anyway. */
export function useMe(client: SupabaseClient | undefined) {
  const [me, setMe] = useState<{ userId: string; role: StaffRole; member?: StaffMember } | null>(null);
  useEffect(() => {
    if (!client) return;
    let cancelled = false;
    fetchStaff(client).then(
      (r) => {
        if (!cancelled) setMe({ ...r.me, member: r.staff.find((s) => s.id === r.me.userId) });
      },
      (err: unknown) => console.error(err),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
  return me;
}
