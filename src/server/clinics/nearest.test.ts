import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { kmBetween, locatePlace, locatePlaceIn, nearestTo, readPosition } from "./nearest.ts";

describe("where a typed place lies", () => {
  it.each([
    ["Lucknow", "Lucknow"],
    ["लखनऊ", "Lucknow"],
    ["बनारस", "Varanasi"],
    ["Banaras", "Varanasi"],
    ["वाराणसी", "Varanasi"],
    ["मेरठ", "Meerut"],
    ["नाशिक", "Nashik"],
    ["Niphad, Nasik", "Nashik"],
    ["बारामती", "Pune"],
    ["గుంటూరు", "Guntur"],
    ["ಧಾರವಾಡ", "Dharwad"],
    ["આણંદ", "Anand"],
    ["ਲੁਧਿਆਣਾ", "Ludhiana"],
    // Renamed, or called otherwise than the table: Dharashiv is the table's Osmanabad, Raigad its Raigarh(MH).
    ["उस्मानाबाद", "Osmanabad"],
    ["धाराशिव", "Osmanabad"],
    ["Dharashiv", "Osmanabad"],
    ["रायगड", "Raigarh(MH)"],
    ["Raigad", "Raigarh(MH)"],
  ])("%s is in %s district", (typed, district) => {
    expect(locatePlace(typed)?.district).toBe(district);
  });
  it("a PIN code decides alone, at its own post offices", () => {
    expect(locatePlace("261001")).toMatchObject({ by: "pincode", pincode: "261001", district: "Sitapur", state: "Uttar Pradesh" });
    expect(locatePlace("422 001")).toMatchObject({ by: "pincode", district: "Nashik" });
  });
  it("knows nowhere for nonsense or nothing", () => {
    expect(locatePlace("xyz")).toBeNull();
    expect(locatePlace("   ")).toBeNull();
    expect(locatePlace("999999")).toBeNull();
  });
  it("measures as the crow flies and sorts nearest first", () => {
    const lucknow = { lat: 26.85, lng: 80.95 };
    expect(kmBetween(lucknow, { lat: 25.32, lng: 82.97 })).toBeGreaterThan(260);
    expect(kmBetween(lucknow, { lat: 25.32, lng: 82.97 })).toBeLessThan(290);
    const near = nearestTo(lucknow, [
      { id: "far", lat: 19.08, lng: 72.88 },
      { id: "near", lat: 27.57, lng: 80.68 },
      { id: "nowhere", lat: Number.NaN, lng: 0 },
    ]);
    expect(near.map((n) => n.clinic.id)).toEqual(["near", "far"]);
    expect(near[0]!.km).toBeGreaterThan(70);
  });
});

describe("the district a question names (the assistant)", () => {
  it.each([
    ["Is there a soil clinic near Guntur?", "Guntur", "Guntur"],
    ["लखनऊ में मिट्टी जाँच केंद्र है?", "Lucknow", "लखनऊ"],
    ["गुंटूर में केंद्र है क्या", "Guntur", "गुंटूर"],
    // A joined case ending: the name as the farmer wrote it, without the ending.
    ["గుంటూరులో క్లినిక్ ఉందా?", "Guntur", "గుంటూరు"],
    ["ಬೆಳಗಾವಿಯಲ್ಲಿ ಕ್ಲಿನಿಕ್ ಇದೆಯಾ", "Belagavi", "ಬೆಳಗಾವಿ"],
    ["ਬਠਿੰਡਾ ਵਿੱਚ ਕਲੀਨਿਕ ਹੈ?", "Bathinda", "ਬਠਿੰਡਾ"],
    ["અમરેલીમાં કેન્દ્ર છે?", "Amreli", "અમરેલી"],
    ["नागपूरमध्ये केंद्र आहे का?", "Nagpur", "नागपूर"],
    ["अमरावतीमध्ये माती तपासणी केंद्र आहे का?", "Amravati", "अमरावती"],
    ["गोरखपुरमें मिट्टी जाँच केंद्र है?", "Gorakhpur", "गोरखपुर"],
    ["నల్గొండలో మట్టి పరీక్ష కేంద్రం ఉందా", "Nalgonda", "నల్గొండ"],
    ["Amravati madhe kendra ahe ka", "Amravati", "Amravati"],
    // Devanagari writes a final consonant bare: the vowel sign after it is the ending's (सोलापूर + आत).
    ["सोलापुरात केंद्र आहे का", "Solapur", "सोलापुर"],
    // After a name's own vowel the ending is त alone: अमरावतीत is अमरावती + त, not अमरावत + ीत.
    ["अमरावतीत केंद्र आहे का", "Amravati", "अमरावती"],
    ["लातूरमध्ये माती परीक्षण होते का", "Latur", "लातूर"],
    ["गोंदियात क्लिनिक आहे?", "Gondia", "गोंदिया"],
    // A Marathi oblique stem, named back as the place: बुलढाण्या- is बुलढाणा, धुळ्या- is धुळे.
    ["बुलढाण्यात केंद्र आहे का", "Buldhana", "बुलढाणा"],
    ["धुळ्यात माती तपासणी कुठे होते", "Dhule", "धुळे"],
    ["भंडाऱ्यात केंद्र आहे का", "Bhandara", "भंडारा"],
    // -गाव, -गांव is the tables' -gaon.
    ["जळगावमध्ये माती परीक्षण होते का", "Jalgaon", "जळगाव"],
    ["जलगांव में केंद्र है?", "Jalgaon", "जलगांव"],
    // A short name, told from an ordinary word by the word for district after it.
    ["सातारा जिल्ह्यात केंद्र आहे का", "Satara", "सातारा"],
    ["बीड जिल्ह्यात क्लिनिक", "Beed", "बीड"],
    // A long name whose Latin spelling writes other vowels, as one word: by its consonants.
    ["अहमदनगरमध्ये केंद्र आहे का", "Ahmed Nagar", "अहमदनगर"],
    ["clinic near 261001", "Sitapur", "Sitapur"],
    // A district called otherwise than the table, whole or with a joined ending: Osmanabad, renamed Dharashiv.
    ["उस्मानाबादमध्ये माती परीक्षण होते का", "Osmanabad", "उस्मानाबाद"],
    ["धाराशिव जिल्ह्यात केंद्र आहे का", "Osmanabad", "धाराशिव"],
    // A short name alone, written as the district is: ending as its name ends.
    ["भंडारा", "Bhandara", "भंडारा"],
    ["भंडारामध्ये केंद्र आहे का", "Bhandara", "भंडारा"],
    ["मंडला में मिट्टी जाँच केंद्र है?", "Mandla", "मंडला"],
    ["ਪਟਿਆਲਾ ਵਿੱਚ ਕਲੀਨਿਕ ਹੈ?", "Patiala", "ਪਟਿਆਲਾ"],
    ["पुरी में केंद्र है क्या", "Puri", "पुरी"],
    ["पुरी जिल्ह्यात केंद्र आहे का", "Puri", "पुरी"],
    // Telugu writes Nellore నెల్లూరు, which sounds otherwise than the table's name.
    ["నెల్లూరు జిల్లాలో క్లినిక్ ఉందా?", "Nellore", "నెల్లూరు"],
    // A district's other name in Latin letters, named back as written: Raigad is the table's Raigarh(MH), Dharashiv its Osmanabad.
    ["Raigad madhe kendra aahe ka?", "Raigarh(MH)", "Raigad"],
    ["Dharashiv madhe soil test", "Osmanabad", "Dharashiv"],
  ])("%s → %s", (question, district, named) => {
    expect(locatePlaceIn(question)).toMatchObject({ district, named });
  });

  it.each([
    ["माझी पूरी शेती भाड्याने आहे", "पूरी: whole (Puri is पुरी)"],
    ["शेतकरी मंडळ", "मंडळ: an association (Mandla is मंडला)"],
    ["शेतकरी मंडळाच्या बैठकीत माती परीक्षण सांगितले", "मंडळाच्या: the same, with a joined ending"],
    ["भंडार", "भंडार: a store (Bhandara is भंडारा)"],
    ["చాలా మంది రైతులు పరీక్ష చేయించారు", "మంది: people (Mandi is మండి)"],
    ["माझे नाव रमेश पाटील", "पाटील: a surname (Patiala)"],
    ["નમૂના નંબર ખોવાઈ ગયો", "ખોવાઈ: lost (Khowai)"],
    ["તેની કિંમત કેટલી છે", "તેની: its (Theni)"],
    ["ਪੂਰੀ ਜਾਣਕਾਰੀ ਦਿਓ", "ਪੂਰੀ: whole (Puri)"],
    ["ఎన్ని అంగుళాల లోతు నుండి మట్టి తీయాలి?", "అంగుళాల: of inches (Angul, అంగుల్, is no ళా)"],
    ["mati kashi tapasaychi?", "kashi: how, in Marathi (Kashi is Varanasi only as a typed place)"],
  ])("reads no everyday word as a short district's name: %s (%s)", (question) => {
    expect(locatePlaceIn(question)).toBeNull();
  });

  it("finds Raigad in Maharashtra for रायगड, not Rayagada in Odisha, whose name it sounds like; रायगढ़ is Raigarh in Chhattisgarh", () => {
    for (const question of ["रायगडमध्ये केंद्र आहे का", "रायगड जिल्ह्यात माती परीक्षण", "रायगडला क्लिनिक आहे का?"]) {
      expect(locatePlaceIn(question), question).toMatchObject({ district: "Raigarh(MH)", state: "Maharashtra", named: "रायगड" });
    }
    expect(locatePlaceIn("रायगढ़ में मिट्टी जाँच केंद्र है?")).toMatchObject({ district: "Raigarh", state: "Chhattisgarh", named: "रायगढ़" });
  });

  it("places Raigad on its coast, not 100 km inland where post offices misplaced into other districts pulled it", () => {
    const raigad = locatePlaceIn("रायगडमध्ये केंद्र आहे का")!;
    expect(raigad.lng).toBeLessThan(73.5);
    expect(raigad.lat).toBeGreaterThan(17.8);
    expect(raigad.lat).toBeLessThan(19.1);
    // Within an hour's drive of Alibag, its headquarters.
    expect(kmBetween(raigad, { lat: 18.64, lng: 72.87 })).toBeLessThan(50);
  });

  it.each(["पास में कौन सा केंद्र है", "मिट्टी की जांच की फीस कितनी है", "ऑफिस कब बंद होता है", "7 चीजों वाली मशीन कितने की है", "ਮਿੱਟੀ ਪਰਖਾਉਣ ਦਾ ਭਾਅ ਦੱਸੋ", "ನನ್ನ ವರದಿ ಹೇಗೆ ನೋಡೋದು", "మట్టిపరీక్ష ధర ఏంది", "what is the price of a soil test", "can I pay by UPI"])(
    "finds no place in %s (every word of a sentence sounds like some village)",
    (question) => {
      expect(locatePlaceIn(question)).toBeNull();
    },
  );
});

describe("a phone's position as the finder posts it", () => {
  it("takes two numbers inside India, as text or numbers", () => {
    expect(readPosition({ lat: " 19.99 ", lon: "73.79" })).toEqual({ ok: true, point: { lat: 19.99, lng: 73.79 } });
    expect(readPosition({ lat: 8.08, lon: 77.55 })).toEqual({ ok: true, point: { lat: 8.08, lng: 77.55 } });
  });
  it.each([
    [{ lat: "51.5", lon: "-0.12" }, /latitude is outside India/],
    [{ lat: "20", lon: "100.5" }, /longitude is outside India/],
    [{ lat: "", lon: "73" }, /latitude is missing/],
    [{ lon: "73" }, /latitude is missing/],
    [{ lat: "abc", lon: "73" }, /latitude is not a number/],
    [{ lat: "20", lon: "Infinity" }, /longitude is not a number/],
    [{ lat: "NaN", lon: "73" }, /latitude is not a number/],
    [{ lat: "1e400", lon: "73" }, /latitude is not a number/],
    [{ lat: "2".repeat(40), lon: "73" }, /latitude is not a number/],
    [null, /./],
  ])("refuses %j, saying why", (posted, why) => {
    const read = readPosition(posted);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(why);
  });
});

describe.each(testDatabaseKinds())("the nearest clinics on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp(kind)));
  afterAll(async () => t?.close());

  it("answers five clinics by distance for a place with no clinic of its own, in the page's language", async () => {
    const all = await t.app.clinics.list("hi");
    const out = await t.app.clinics.nearest("लखनऊ", "hi");
    expect(out.place).toEqual({ district: "Lucknow", state: "Uttar Pradesh", pincode: null });
    expect(out.clinics).toHaveLength(Math.min(5, all.length));
    const kms = out.clinics.map((c) => c.km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    // The nearest of all, whichever it is, from where the finder places Lucknow.
    const lucknow = locatePlace("लखनऊ")!;
    expect(kmBetween(lucknow, { lat: 26.85, lng: 80.95 })).toBeLessThan(15);
    const best = Math.min(...all.map((c) => kmBetween(lucknow, c)));
    expect(out.clinics[0]!.km).toBe(Math.round(best));
    expect(await t.app.clinics.nearest("nowhere at all", "en")).toEqual({ place: null, clinics: [] });
  });

  it("answers the clinics nearest to a phone's position by the same distances, refusing a point outside India", async () => {
    // A farm near Nashik: the Niphad clinic (Nashik district) first.
    const out = await t.app.clinics.nearestToPosition({ lat: "20.0", lon: "73.78" }, "en");
    expect(out.refused).toBeUndefined();
    expect(out.clinics![0]!.clinic).toMatchObject({ name: "Soil Didi Centre Niphad", district: "Nashik" });
    expect(out.clinics![0]!.km).toBeLessThan(50);
    const kms = out.clinics!.map((c) => c.km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    // The same list, the same distances, as the typed search from the same point.
    const typed = await t.app.clinics.nearest("नाशिक", "hi");
    const at = locatePlace("नाशिक")!;
    const fromThere = await t.app.clinics.nearestToPosition({ lat: String(at.lat), lon: String(at.lng) }, "hi");
    expect(fromThere.clinics).toEqual(typed.clinics);
    expect(await t.app.clinics.nearestToPosition({ lat: "51.5", lon: "-0.12" }, "en")).toEqual({ refused: expect.stringMatching(/outside India/) });
  });
});
