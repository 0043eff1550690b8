import { site } from "@content/site";
import type { Clinic } from "@shared/clinics.ts";
import { scriptJson } from "~/lib/nonce";
import { clinicJsonLd } from "./clinic-json-ld";

/** schema.org LocalBusiness for each clinic, as one JSON-LD graph (also the finder island's data). */
export function clinicsJsonLd(clinics: readonly Clinic[]): string {
  const page = `${site.siteUrl}/find-clinic`;
  const organization = { "@type": "Organization" as const, name: site.brandName, url: site.siteUrl };
  return scriptJson({ "@context": "https://schema.org", "@graph": clinics.map((c) => clinicJsonLd(c, page, organization)) });
}
