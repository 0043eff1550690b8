import { adminDeskCopy } from "@content/admin-desk.ts";
import { formatDateTime } from "~/components/admin/ui.tsx";

/** "verified" next to a lead's phone when the farmer proved it with a code; nothing otherwise. */
export function PhoneVerifiedMark({ at }: { at: string | null | undefined }) {
  if (!at) return null;
  return (
    <span
      className="ml-2 inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-600/20"
      title={adminDeskCopy.phoneVerifiedTitle(formatDateTime(at))}
      data-testid="phone-verified"
    >
      ✓ {adminDeskCopy.phoneVerified}
    </span>
  );
}
