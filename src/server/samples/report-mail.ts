import { asLocale } from "../../../content/i18n.ts";
import { soilReportCopy } from "../../../content/soil-report.ts";
import type { MailMessage } from "../mail/mailer.server.ts";

/** The e-mail that brings a farmer their report's secret link, in their language. */
export function reportMail(language: string, v: { name: string; code: string; link: string }, to: string): MailMessage {
  const copy = soilReportCopy[asLocale(language)].mail;
  return { to, subject: copy.subject(v.code), text: copy.text(v) };
}
