/** One change sent by the field desk (migration 0029). */
export interface FieldChangesTable {
  change_id: string;
  lead_id: string;
  actor_id: string;
  action: string;
  outcome: string;
  made_at: string;
  applied_at: string;
}
