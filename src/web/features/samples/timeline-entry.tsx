import { Link } from "react-router";
import { buttonStyles } from "~/components/admin/ui.tsx";
import { SAMPLE_STATUSES, type SampleStatus } from "@shared/samples";
import { soilAdminCopy } from "@content/soil-admin.ts";

/** A sample's step on its lead's timeline (event kind "sample"): the heading, and a link to the sample with any reason. */
export function sampleEntryHeading(d: Record<string, unknown>): string {
  const to = (SAMPLE_STATUSES as readonly string[]).includes(String(d.to)) ? (d.to as SampleStatus) : "collected";
  return soilAdminCopy.timeline(String(d.code ?? ""), to);
}

export function SampleEntryBody({ data }: { data: Record<string, unknown> }) {
  return (
    <p className="mt-1 text-stone-700">
      {typeof data.reason === "string" ? <span className="mr-2">{soilAdminCopy.detail.rejected(data.reason)}</span> : null}
      {typeof data.sampleId === "string" ? (
        <Link to={`/admin/samples/${data.sampleId}`} className={buttonStyles.link}>
          {String(data.code ?? "")}
        </Link>
      ) : null}
    </p>
  );
}
