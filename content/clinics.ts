import type { ClinicService } from "../src/shared/constants.ts";
import type { ClinicText, ClinicTextLocale, ClinicTranslations } from "../src/shared/clinics.ts";
import { clinicTexts as gu } from "./gu/clinics.ts";
import { clinicTexts as hi } from "./hi/clinics.ts";
import { clinicTexts as kn } from "./kn/clinics.ts";
import { clinicTexts as mr } from "./mr/clinics.ts";
import { clinicTexts as pa } from "./pa/clinics.ts";
import { clinicTexts as te } from "./te/clinics.ts";

/**
 * Sample clinics for a fresh site (seeded once into the clinics table; staff
 * edit them at /admin/clinics). Names, phones and e-mails are samples; the
 * places and coordinates are real districts. Their texts in each language
 * live in content/<code>/clinics.ts, written the way the place is known in
 * that language (brand names stay in Latin letters).
 */
interface SampleClinicData {
  /** Names the clinic in each language's file. */
  key: SampleClinicKey;
  name: string;
  address: string;
  district: string;
  state: string;
  services: readonly ClinicService[];
  phone: string;
  email: string;
  lat: number;
  lng: number;
}

export type SampleClinicKey = "tumakuru" | "baramati" | "sitapur" | "dharwad" | "niphad" | "varanasi" | "ludhiana" | "sehore" | "thanjavur" | "guntur" | "muzaffarpur" | "anand";

/** One language's texts of every sample clinic (a missing clinic fails the build). */
export type SampleClinicTexts = Record<SampleClinicKey, Partial<ClinicText>>;

/** Every registered language but English: adding a language adds its file and its line here, or the build fails. */
const textsByLanguage: Record<ClinicTextLocale, SampleClinicTexts> = { hi, mr, gu, kn, te, pa };

export interface SampleClinic extends Omit<SampleClinicData, "key"> {
  translations: ClinicTranslations;
}

const sampleClinicData: readonly SampleClinicData[] = [
  {
    key: "tumakuru",
    name: "Soil Doctor Clinic Tumakuru",
    address: "Near APMC Yard, B.H. Road, Tumakuru 572101",
    district: "Tumakuru",
    state: "Karnataka",
    services: ["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"],
    phone: "+91 98450 12345",
    email: "tumakuru@soildoctor.example",
    lat: 13.3409,
    lng: 77.101,
  },
  {
    key: "baramati",
    name: "Soil Didi Centre Baramati",
    address: "Shop 4, Krishi Bhavan Road, Baramati 413102",
    district: "Pune",
    state: "Maharashtra",
    services: ["13-Parameter Test", "Advisory Services"],
    phone: "+91 98220 34567",
    email: "baramati@soildoctor.example",
    lat: 18.1517,
    lng: 74.5777,
  },
  {
    key: "sitapur",
    name: "Soil Didi Centre Sitapur",
    address: "Lalbagh Chauraha, Near Kisan Seva Kendra, Sitapur 261001",
    district: "Sitapur",
    state: "Uttar Pradesh",
    services: ["7-Parameter Test", "Advisory Services"],
    phone: "+91 94150 45678",
    email: "sitapur@soildoctor.example",
    lat: 27.5706,
    lng: 80.6826,
  },
  {
    key: "dharwad",
    name: "Soil Doctor Clinic Dharwad",
    address: "Opp. University of Agricultural Sciences Gate, Krishinagar, Dharwad 580005",
    district: "Dharwad",
    state: "Karnataka",
    services: ["7-Parameter Test", "Advisory Services"],
    phone: "+91 94480 56789",
    email: "dharwad@soildoctor.example",
    lat: 15.4589,
    lng: 75.0078,
  },
  {
    key: "niphad",
    name: "Soil Didi Centre Niphad",
    address: "Market Yard Road, Niphad, Nashik 422303",
    district: "Nashik",
    state: "Maharashtra",
    services: ["7-Parameter Test", "13-Parameter Test", "Satellite Analysis"],
    phone: "+91 97630 67890",
    email: "niphad@soildoctor.example",
    lat: 20.08,
    lng: 74.1097,
  },
  {
    key: "varanasi",
    name: "Soil Doctor Clinic Varanasi",
    address: "Sector 2, Near Krishi Vigyan Kendra, Kallipur, Varanasi 221307",
    district: "Varanasi",
    state: "Uttar Pradesh",
    services: ["13-Parameter Test", "Advisory Services", "Satellite Analysis"],
    phone: "+91 94500 78901",
    email: "varanasi@soildoctor.example",
    lat: 25.3176,
    lng: 82.9739,
  },
  {
    key: "ludhiana",
    name: "Soil Doctor Clinic Ludhiana",
    address: "Ferozepur Road, Near PAU Gate No. 1, Ludhiana 141004",
    district: "Ludhiana",
    state: "Punjab",
    services: ["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"],
    phone: "+91 98140 89012",
    email: "ludhiana@soildoctor.example",
    lat: 30.901,
    lng: 75.8573,
  },
  {
    key: "sehore",
    name: "Soil Didi Centre Sehore",
    address: "Bhopal Naka, Indore Road, Sehore 466001",
    district: "Sehore",
    state: "Madhya Pradesh",
    services: ["7-Parameter Test", "Advisory Services"],
    phone: "+91 94250 90123",
    email: "sehore@soildoctor.example",
    lat: 23.2032,
    lng: 77.0844,
  },
  {
    key: "thanjavur",
    name: "Soil Doctor Clinic Thanjavur",
    address: "Medical College Road, Near Uzhavar Sandhai, Thanjavur 613004",
    district: "Thanjavur",
    state: "Tamil Nadu",
    services: ["13-Parameter Test", "Advisory Services"],
    phone: "+91 94430 01234",
    email: "thanjavur@soildoctor.example",
    lat: 10.787,
    lng: 79.1378,
  },
  {
    key: "guntur",
    name: "Soil Didi Centre Guntur",
    address: "Amaravati Road, Near Mirchi Yard, Guntur 522002",
    district: "Guntur",
    state: "Andhra Pradesh",
    services: ["7-Parameter Test", "13-Parameter Test", "Advisory Services"],
    phone: "+91 94400 11223",
    email: "guntur@soildoctor.example",
    lat: 16.3067,
    lng: 80.4365,
  },
  {
    key: "muzaffarpur",
    name: "Soil Didi Centre Muzaffarpur",
    address: "Brahmpura, Near Bela Industrial Area, Muzaffarpur 842003",
    district: "Muzaffarpur",
    state: "Bihar",
    services: ["7-Parameter Test"],
    phone: "+91 94310 22334",
    email: "muzaffarpur@soildoctor.example",
    lat: 26.1209,
    lng: 85.3647,
  },
  {
    key: "anand",
    name: "Soil Doctor Clinic Anand",
    address: "Vallabh Vidyanagar Road, Near Amul Dairy, Anand 388001",
    district: "Anand",
    state: "Gujarat",
    services: ["13-Parameter Test", "Satellite Analysis"],
    phone: "+91 98250 33445",
    email: "anand@soildoctor.example",
    lat: 22.5645,
    lng: 72.9289,
  },
];

export const sampleClinics: readonly SampleClinic[] = sampleClinicData.map(({ key, ...c }) => ({
  ...c,
  translations: Object.fromEntries(Object.entries(textsByLanguage).map(([locale, texts]) => [locale, texts[key]])) as ClinicTranslations,
}));
