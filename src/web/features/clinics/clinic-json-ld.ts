import type { Clinic } from "@shared/clinics.ts";

/**
 * A clinic as schema.org's LocalBusiness, the finder page's structured data
 * (structured-data.ts). The same block is the finder island's data: search
 * engines and the island read one copy of the clinics instead of two in the
 * page (decision 0025). Written here and read here, so the two stay in step.
 * No React: the island imports this.
 */
export interface ClinicJsonLd {
  "@type": "LocalBusiness";
  /** `<finder page>#clinic-<id>` */
  "@id": string;
  name: string;
  /** The clinic's name, district and state in the page's other language. */
  alternateName?: string;
  url: string;
  address: { "@type": "PostalAddress"; streetAddress: string; addressLocality: string; addressRegion: string; addressCountry: "IN" };
  geo: { "@type": "GeoCoordinates"; latitude: number; longitude: number };
  telephone?: string;
  email?: string;
  /** Each service by its stored name. */
  makesOffer: { "@type": "Offer"; itemOffered: { "@type": "Service"; name: string } }[];
  parentOrganization: { "@type": "Organization"; name: string; url: string };
}

/** What the finder island needs of each clinic: the filter's fields and the map's. */
export type FinderClinic = Pick<Clinic, "id" | "name" | "district" | "state" | "stateKey" | "otherNames" | "services" | "address" | "phone" | "email" | "lat" | "lng">;

/** The element id of the finder page's structured data, where the island finds it. */
export const CLINICS_JSON_LD_ID = "clinics-data";

const ID_MARK = "#clinic-";

export function clinicJsonLd(c: Clinic, page: string, organization: ClinicJsonLd["parentOrganization"]): ClinicJsonLd {
  return {
    "@type": "LocalBusiness",
    "@id": `${page}${ID_MARK}${c.id}`,
    name: c.name,
    ...(c.otherNames ? { alternateName: c.otherNames } : {}),
    url: page,
    address: { "@type": "PostalAddress", streetAddress: c.address, addressLocality: c.district, addressRegion: c.state, addressCountry: "IN" },
    geo: { "@type": "GeoCoordinates", latitude: c.lat, longitude: c.lng },
    ...(c.phone ? { telephone: c.phone } : {}),
    ...(c.email ? { email: c.email } : {}),
    makesOffer: c.services.map((s) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name: s } })),
    parentOrganization: organization,
  };
}

/**
 * The island's clinic from its structured data. `stateKeyOf` gives the stored
 * state for the state as the page names it (the state filter's options pair them).
 */
export function finderClinicFromJsonLd(node: ClinicJsonLd, stateKeyOf: (state: string) => string): FinderClinic {
  const at = node["@id"].lastIndexOf(ID_MARK);
  return {
    id: node["@id"].slice(at + ID_MARK.length),
    name: node.name,
    otherNames: node.alternateName ?? "",
    district: node.address.addressLocality,
    state: node.address.addressRegion,
    stateKey: stateKeyOf(node.address.addressRegion),
    address: node.address.streetAddress,
    lat: node.geo.latitude,
    lng: node.geo.longitude,
    phone: node.telephone ?? null,
    email: node.email ?? null,
    services: node.makesOffer.map((o) => o.itemOffered.name) as Clinic["services"],
  };
}
