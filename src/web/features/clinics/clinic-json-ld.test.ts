import { describe, expect, it } from "vitest";
import type { Clinic } from "@shared/clinics.ts";
import { clinicJsonLd, finderClinicFromJsonLd } from "./clinic-json-ld";

const org = { "@type": "Organization" as const, name: "Soil Doctor", url: "https://www.soildoctor.example" };
const tumakuru: Clinic = {
  id: "526d6b95-b0b5-434e-b815-12591943b6c3",
  name: "Soil Doctor क्लिनिक तुमकुरु",
  address: "एपीएमसी मंडी के पास, बी.एच. रोड, तुमकुरु 572101",
  district: "तुमकुरु",
  state: "कर्नाटक",
  stateKey: "Karnataka",
  otherNames: "Soil Doctor Clinic Tumakuru · Tumakuru · Karnataka",
  services: ["7-Parameter Test", "Satellite Analysis"],
  phone: "+91 98450 12345",
  email: null,
  lat: 13.3409,
  lng: 77.101,
} as Clinic;

describe("a clinic's structured data, the finder island's data too", () => {
  it("reads back as the clinic the finder needs, state key and other names included", () => {
    const node = JSON.parse(JSON.stringify(clinicJsonLd(tumakuru, "https://www.soildoctor.example/find-clinic", org)));
    expect(node).toMatchObject({ "@type": "LocalBusiness", "@id": "https://www.soildoctor.example/find-clinic#clinic-526d6b95-b0b5-434e-b815-12591943b6c3", telephone: "+91 98450 12345" });
    expect(node).not.toHaveProperty("email");
    const back = finderClinicFromJsonLd(node, (state) => ({ कर्नाटक: "Karnataka" })[state] ?? state);
    const { id, name, address, district, state, stateKey, otherNames, services, phone, email, lat, lng } = tumakuru;
    expect(back).toEqual({ id, name, address, district, state, stateKey, otherNames, services, phone, email, lat, lng });
  });

  it("a clinic without other names, phone or e-mail reads back with none", () => {
    const bare = { ...tumakuru, otherNames: "", phone: null, email: null };
    const back = finderClinicFromJsonLd(clinicJsonLd(bare, "https://x.example/find-clinic", org), (s) => s);
    expect(back).toMatchObject({ otherNames: "", phone: null, email: null });
  });
});
