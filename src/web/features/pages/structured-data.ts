import { site } from "@content/site";

/**
 * Organization structured data (schema.org JSON-LD) with both offices, their
 * phones and the general e-mail, all from content/site.ts.
 */
export function organizationJsonLd() {
  const office = (o: (typeof site.offices)[keyof typeof site.offices], phone: string) => ({
    "@type": "Place",
    name: `${site.brandName} ${o.label}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: o.lines.join(", "),
      addressLocality: o.city.split(",")[0]?.trim(),
      addressRegion: o.city.split(",")[1]?.trim() ?? o.city,
      postalCode: o.postalCode,
      addressCountry: "IN",
    },
    telephone: phone,
  });
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brandName,
    legalName: site.legalName,
    url: site.siteUrl,
    logo: new URL("/favicon.svg", site.siteUrl).toString(),
    email: site.emails.info,
    telephone: site.phones.map((p) => p.e164),
    address: office(site.offices.delhi, site.phones[0].e164).address,
    location: [office(site.offices.bangalore, site.phones[0].e164), office(site.offices.delhi, site.phones[0].e164)],
    contactPoint: site.phones.map((p) => ({ "@type": "ContactPoint", telephone: p.e164, email: site.emails.info, contactType: "customer service", areaServed: "IN", availableLanguage: ["en", "hi"] })),
    sameAs: site.social.map((s) => s.url),
  };
}

