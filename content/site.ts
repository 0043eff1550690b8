/**
 * Site configuration: every brand name, phone number, e-mail address, office
 * address and social link the site shows comes from here. The values are
 * samples; a real deployment edits this one file.
 */

export interface OfficeAddress {
  /** Short label used in headings, e.g. "Bangalore office". */
  label: string;
  lines: readonly string[];
  city: string;
  postalCode: string;
  /** Where the office sits on the contact page map. */
  lat: number;
  lng: number;
}

export interface SocialLink {
  network: "linkedin" | "facebook" | "twitter" | "instagram";
  label: string;
  url: string;
}

export interface PhoneNumber {
  /** As shown to people. */
  display: string;
  /** E.164, for tel: links. */
  e164: string;
}

export interface WorkingHours {
  days: string;
  hours: string;
}

const emails = {
  /** General enquiries, shown in the footer and on the contact page. */
  info: "info@soildoctor.example",
  /** Where lead notifications go. */
  sales: "leads@soildoctor.example",
  /** The staff account created on the one-time admin setup page. */
  admin: "admin@soildoctor.example",
} as const;

export const site = {
  /** The company and site brand. */
  brandName: "Soil Doctor",
  /** Registered name, used in the copyright line. */
  legalName: "Soil Doctor Agritech Pvt. Ltd.",
  /** The rural-women agent programme and the clinics' second name ({product}). */
  programmeName: "Soil Didi",
  /** What the clinics are called. */
  clinicName: "Soil Doctor or Soil Didi centres",
  assistantName: "Soil Doctor Assistant",
  tagline: "Soil intelligence for every farm",
  /** Absolute origin used for canonical and social links; override per deployment. */
  siteUrl: "https://www.soildoctor.example",

  phones: [
    { display: "+91 11 4050 6070", e164: "+911140506070" },
    { display: "+91 98110 23456", e164: "+919811023456" },
  ] as const satisfies readonly [PhoneNumber, PhoneNumber],

  /**
   * WhatsApp: the number people can message (wa.me takes it without the +)
   * and the channel the resources page invites to join.
   */
  whatsapp: {
    chatUrl: "https://wa.me/919811023456",
    display: "+91 98110 23456",
    channelUrl: "https://whatsapp.com/channel/soildoctor-example",
  },

  emails,
  /** Prefilled on the one-time admin setup page (same as emails.admin). */
  adminEmail: emails.admin,

  offices: {
    bangalore: {
      label: "Bangalore office",
      lines: ["2nd Floor, 14 Agri Innovation Park", "Hebbal, Bellary Road"],
      city: "Bengaluru, Karnataka",
      postalCode: "560024",
      lat: 13.0358,
      lng: 77.597,
    },
    delhi: {
      label: "Delhi office",
      lines: ["B-42, Okhla Industrial Area, Phase II"],
      city: "New Delhi",
      postalCode: "110020",
      lat: 28.5308,
      lng: 77.2713,
    },
  } satisfies Record<"bangalore" | "delhi", OfficeAddress>,

  social: [
    { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/soil-doctor-example" },
    { network: "facebook", label: "Facebook", url: "https://www.facebook.com/soildoctor.example" },
    { network: "twitter", label: "X (Twitter)", url: "https://x.com/soildoctor_example" },
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/soildoctor.example" },
  ] satisfies readonly SocialLink[],

  /**
   * Map tiles for the clinic finder and the contact page. Any XYZ tile server
   * works ({s}, {z}, {x}, {y}); use your own or a paid provider for heavy traffic,
   * as the OpenStreetMap tile policy asks.
   */
  map: {
    tileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    maxZoom: 19,
  },

  /** The company WhatsApp number, digits only with country code, as wa.me links take it. */
  whatsappNumber: "919811023456",
  /**
   * The same working hours as data, in India Standard Time: day 0 is Sunday,
   * times are minutes after midnight. The chat's "available now" and call-back slots read these.
   */
  openingHoursIst: [
    { day: 1, open: 9 * 60, close: 18 * 60 },
    { day: 2, open: 9 * 60, close: 18 * 60 },
    { day: 3, open: 9 * 60, close: 18 * 60 },
    { day: 4, open: 9 * 60, close: 18 * 60 },
    { day: 5, open: 9 * 60, close: 18 * 60 },
    { day: 6, open: 9 * 60, close: 13 * 60 },
  ] as const satisfies readonly { day: number; open: number; close: number }[],
  workingHours: [
    { days: "Monday – Friday", hours: "9:00 – 18:00" },
    { days: "Saturday", hours: "9:00 – 13:00" },
    { days: "Sunday", hours: "Closed" },
  ] satisfies readonly WorkingHours[],
} as const;

export type SiteConfig = typeof site;
