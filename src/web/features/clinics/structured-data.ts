import { site } from "@content/site";
import type { Clinic } from "@shared/clinics.ts";
import { scriptJson } from "~/lib/nonce";

/** schema.org LocalBusiness for each clinic, as one JSON-LD graph. */
export function clinicsJsonLd(clinics: readonly Clinic[]): string {
  const page = `${site.siteUrl}/find-clinic`;
  const graph = clinics.map((c) => ({
    "@type": "LocalBusiness",
    "@id": `${page}#clinic-${c.id}`,
    name: c.name,
    url: page,
    address: { "@type": "PostalAddress", streetAddress: c.address, addressLocality: c.district, addressRegion: c.state, addressCountry: "IN" },
    geo: { "@type": "GeoCoordinates", latitude: c.lat, longitude: c.lng },
    ...(c.phone ? { telephone: c.phone } : {}),
    ...(c.email ? { email: c.email } : {}),
    hasMap: `https://www.google.com/maps/search/?api=1&query=${c.lat},${c.lng}`,
    makesOffer: c.services.map((s) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: s } })),
    parentOrganization: { "@type": "Organization", name: site.brandName, url: site.siteUrl },
  }));
  return scriptJson({ "@context": "https://schema.org", "@graph": graph });
}
