import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { buttonStyles, formatDateTime, Panel } from "~/components/admin/ui.tsx";
import { leadCaptureCopy } from "@content/admin-lead-capture.ts";
import { leadSourceLabel } from "@shared/constants";
import type { DuplicateLead } from "@shared/manual-lead";
import { fetchDuplicates } from "./capture-api.ts";

const copy = leadCaptureCopy.duplicates;

/** Leads that may be the same person as this one; nothing at all when there are none. */
export function PossibleDuplicates({ id }: { id: string }) {
  const { client } = useSession();
  // The answer for the lead it was asked for; a different lead's answer is not shown while the new one loads.
  const [answer, setAnswer] = useState<{ id: string; found: DuplicateLead[] | null }>({ id, found: null });

  useEffect(() => {
    let live = true;
    fetchDuplicates(client, id).then(
      (d) => live && setAnswer({ id, found: d }),
      () => live && setAnswer({ id, found: null }),
    );
    return () => {
      live = false;
    };
  }, [client, id]);

  const found = answer.id === id ? answer.found : null;
  if (!found || found.length === 0) return null;
  return (
    <Panel title={copy.title}>
      <div className="px-5 py-4" data-testid="possible-duplicates">
        <p className="mb-3 text-sm text-stone-600">{copy.intro}</p>
        <ul className="space-y-2">
          {found.map((d) => (
            <li key={d.id} className="break-words text-sm">
              <Link to={`/admin/leads/${d.id}`} className={buttonStyles.link}>
                {d.name}
              </Link>{" "}
              <span className="text-stone-600">
                · {d.shared.map((s) => copy.shared[s]).join(", ")} · {leadSourceLabel(d.source)} · {formatDateTime(d.created_at)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}
