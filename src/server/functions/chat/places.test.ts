import { describe, expect, it } from "vitest";
import { localized } from "../../../../content/packs.ts";
import { createPlaceFinder, type ClinicListing } from "./places.ts";

const clinic = (id: string, district: string, state: string): ClinicListing => ({
  id, name: `Soil Didi Centre ${district}`, address: `Main road, ${district}`, district, state, stateKey: state, phone: null, otherNames: "",
});
const clinics = [clinic("g", "Guntur", "Andhra Pradesh"), clinic("l", "Lucknow", "Uttar Pradesh"), clinic("s", "Sagar", "Madhya Pradesh")];
const stateNames = Object.values(localized((p) => p.stateNames) as Record<string, Record<string, string>>);
const shortNames = Object.values(localized((p) => p.stateShortNames) as Record<string, Partial<Record<string, readonly string[]>>>);
const find = createPlaceFinder(stateNames, shortNames);
const stateOf = (q: string) => find(q, clinics, clinics, (s) => s)?.clinics.map((c) => c.stateKey)[0] ?? find(q, clinics, clinics, (s) => s)?.label;

describe("places a visitor names by a state's short form", () => {
  it("reads AP, ఆంధ్రా, आंध्र, ಆಂಧ್ರ, યુપી and MP as their states", () => {
    expect(stateOf("any clinic in AP?")).toBe("Andhra Pradesh");
    expect(stateOf("A.P. lo clinic undaa")).toBe("Andhra Pradesh");
    expect(stateOf("ఆంధ్రాలో క్లినిక్ ఉందా")).toBe("Andhra Pradesh");
    expect(stateOf("आंध्र में केंद्र है क्या")).toBe("Andhra Pradesh");
    expect(stateOf("ಆಂಧ್ರದಲ್ಲಿ ಕ್ಲಿನಿಕ್ ಇದೆಯಾ")).toBe("Andhra Pradesh");
    expect(stateOf("યુપીમાં કેન્દ્ર છે?")).toBe("Uttar Pradesh");
    expect(stateOf("यूपी में जांच कहाँ होती है")).toBe("Uttar Pradesh");
    expect(stateOf("clinic in MP")).toBe("Madhya Pradesh");
  });

  it("does not read 'up' or 'ap' in a sentence as a state", () => {
    expect(find("how do I set up a clinic", clinics, clinics, (s) => s)).toBeUndefined();
    expect(find("ap kab khulte ho", clinics, clinics, (s) => s)).toBeUndefined();
  });
});

describe("places a visitor names in Marathi's oblique form", () => {
  const marathi = [clinic("p", "पुणे", "Maharashtra"), clinic("t", "ठाणे", "Maharashtra"), clinic("w", "वर्धा", "Maharashtra")];
  const placeOf = (q: string) => find(q, marathi, marathi, (s) => s)?.label;

  it("reads पुण्यात, ठाण्याला and वर्ध्यात as पुणे, ठाणे and वर्धा", () => {
    expect(placeOf("पुण्यात माती तपासणी केंद्र आहे का")).toBe("पुणे");
    expect(placeOf("ठाण्याला क्लिनिक कुठे आहे")).toBe("ठाणे");
    expect(placeOf("वर्ध्यात केंद्र आहे?")).toBe("वर्धा");
    expect(placeOf("पुणे जिल्ह्यात केंद्र")).toBe("पुणे");
  });

  it("still needs five letters before a joined ending: पुणे alone begins too many words", () => {
    expect(placeOf("पुणेकर शेतकरी")).toBeUndefined();
  });
});
