import type { Localized } from "./i18n.ts";
import type { HeroContent, PageMeta, CallToAction } from "./types.ts";
import { localized } from "./packs.ts";

/** Copy of /contact. */
export interface ContactContent {
  meta: PageMeta;
  hero: HeroContent;
  form: {
    heading: string;
    intro: string;
    name: string;
    email: string;
    userType: string;
    userTypePlaceholder: string;
    phone: string;
    phoneHint: string;
    message: string;
    submit: string;
    busy: string;
  };
  thanks: { title: string; body: string; again: string };
  info: {
    heading: string;
    offices: string;
    phones: string;
    email: string;
    hours: string;
    /** The WhatsApp number, as a chat link. */
    whatsapp: string;
  };
  cards: readonly (CallToAction & { title: string; body: string; icon: "sprout" | "handshake" | "press" })[];
  /** The offices' map; its loading and error titles are the clinic finder's. */
  /** `mapLabel` names the map itself, apart from its section's title (a screen reader lists both). */
  map: { title: string; subtitle: string; mapLabel: string; errorDetail: string; tilesFailed: string; stillNote: string };
}

export const contact: Localized<ContactContent> = localized((p) => p.contact);
