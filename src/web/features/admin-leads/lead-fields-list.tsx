import { adminDeskCopy } from "@content/admin-desk.ts";
import { adminCopy } from "@content/admin.ts";
import type { LeadRow } from "@shared/api-types";
import { PhoneVerifiedMark } from "./PhoneVerifiedMark.tsx";
import { LEAD_DETAIL_FIELDS, leadDetails, showLeadDetail, showLeadField } from "@shared/lead-fields";

const label = (key: string) => adminDeskCopy.fields[key] ?? key.replace(/_/g, " ");

/**
 * A lead's details as the desk shows them, the same on the leads list's
 * details and on the lead's own page: the lead's fields declared for the
 * admin (shared/lead-fields.ts) with their labels, an empty one as the desk's
 * dash, then what its form asked beyond them (times in IST).
 */
export function LeadFieldsList({ lead }: { lead: LeadRow & { phone_verified_at?: string | null } }) {
  const extra = leadDetails(lead.metadata);
  return (
    <div data-testid="lead-fields">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {LEAD_DETAIL_FIELDS.map(({ name, label: key }) => (
          <div key={name} className="contents">
            <dt className="font-medium text-stone-600">{label(key)}</dt>
            <dd className="break-words text-stone-900" data-field={name}>
              {showLeadField(name, lead) || adminDeskCopy.empty}
              {name === "phone" && lead.phone ? <PhoneVerifiedMark at={lead.phone_verified_at} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      {extra.length ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-stone-900">{adminCopy.leads.metadata}</h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
            {extra.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-medium text-stone-600">{label(k)}</dt>
                <dd className="break-words text-stone-800">{showLeadDetail(v)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </div>
  );
}
