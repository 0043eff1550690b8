import type { DuplicateLead, ManualLeadInput } from "@shared/manual-lead";
import { staffFunction, type Staff } from "~/features/admin-api/staff.ts";

/** Adds a lead by hand (`lead-add`); answers the lead it was stored as (an earlier lead of the same person, or a new one). */
export const addLead = (staff: Staff, input: ManualLeadInput) => staffFunction<{ id: string }>(staff, "lead-add", { method: "POST", body: input });

/** Other leads that may be the same person (`lead-duplicates`). */
export const fetchDuplicates = async (staff: Staff, id: string): Promise<DuplicateLead[]> =>
  (await staffFunction<{ duplicates: DuplicateLead[] }>(staff, "lead-duplicates", { query: { id } })).duplicates;
