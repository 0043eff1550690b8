import type { Generated } from "kysely";

/** Every e-mail the site sends, written before delivery so none is lost (see mailer.server.ts). */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  /** pending | sending | sent | logged */
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
  /** The lead this message is about (its staff notification), when there is one; migration 0006. */
  lead_id: Generated<string | null>;
}
