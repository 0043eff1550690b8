import { locales } from "@content/i18n";
import type { Locale } from "@content/i18n";
import { site } from "@content/site";
import { SITE_ICONS } from "~/lib/site-icons";

type Office = (typeof site.offices)[keyof typeof site.offices];

const postalAddress = (o: Office) => ({
  "@type": "PostalAddress",
  streetAddress: o.lines.join(", "),
  addressLocality: o.city.split(",")[0]?.trim(),
  addressRegion: o.city.split(",")[1]?.trim() ?? o.city,
  postalCode: o.postalCode,
  addressCountry: "IN",
});

/** The organization's identifier in structured data: its record is on the English home page. */
const organizationId = new URL("/#organization", site.siteUrl).toString();

/**
 * Organization structured data (schema.org JSON-LD), all from content/site.ts:
 * the registered (Delhi) address, both offices as places, a customer-service
 * contact point for each phone (with the languages it answers in), the
 * general e-mail once, and the social profiles. Each fact is said once: it
 * rides in the home page's first response (decision 0025).
 *
 * The whole record is on the English home page (the site's default, `x-default`);
 * the Hindi home page names the same organization by its `@id`, since the
 * record's facts (addresses, phones, profiles) are the same in both languages.
 */
export function organizationJsonLd(locale: Locale) {
  const reference = { "@context": "https://schema.org", "@type": "Organization", "@id": organizationId, name: site.brandName, url: site.siteUrl };
  if (locale !== "en") return reference;
  return {
    ...reference,
    legalName: site.legalName,
    logo: new URL(SITE_ICONS.logo.path, site.siteUrl).toString(),
    email: site.emails.info,
    address: postalAddress(site.offices.delhi),
    location: [site.offices.bangalore, site.offices.delhi].map((o) => ({ "@type": "Place", name: `${site.brandName} ${o.label}`, address: postalAddress(o) })),
    contactPoint: site.phones.map((p) => ({ "@type": "ContactPoint", telephone: p.e164, contactType: "customer service", areaServed: "IN", availableLanguage: [...locales] })),
    sameAs: site.social.map((s) => s.url),
  };
}
