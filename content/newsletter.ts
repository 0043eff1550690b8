import type { Localized } from "./i18n.ts";
import type { PageMeta } from "./types.ts";
import { localized } from "./packs.ts";

/**
 * Everything the newsletter says, in every language: the form on
 * the Resources page, the confirmation e-mail, and the two pages its links
 * open. Each language must fill every text, so a missing translation fails
 * the build. Each language says it in the words a farmer uses.
 */
export interface NewsletterForm {
  heading: string;
  label: string;
  hint: string;
  submit: string;
  busy: string;
  thanksTitle: string;
  thanksBody: string;
  /** Field messages for the e-mail address. */
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
}

/** A page a mail link opens: a button that does the change, then its result. */
export interface NewsletterLinkPage {
  meta: PageMeta;
  title: string;
  intro: string;
  button: string;
  busy: string;
  doneTitle: string;
  doneBody: string;
  /** The change was made before (confirmed twice, unsubscribed twice). */
  already: string;
  /** No such token, or one replaced by a newer link. */
  unknown: string;
  /** The address has no token at all (a cut-off link). */
  missing: string;
  back: string;
}

export interface NewsletterPages {
  form: NewsletterForm;
  confirm: NewsletterLinkPage;
  unsubscribe: NewsletterLinkPage;
}

export interface NewsletterMail {
  subject: string;
  text(links: { confirm: string; unsubscribe: string }): string;
}

export const newsletterPages: Localized<NewsletterPages> = localized((p) => p.newsletterPages);

export const newsletterMail: Localized<NewsletterMail> = localized((p) => p.newsletterMail);
