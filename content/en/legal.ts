import { site } from "../site.ts";
import type { LegalContent } from "../page-types.ts";

const brand = site.brandName;
const legal = site.legalName;
const didi = site.programmeName;
const offices = site.offices;
const officeLine = (o: (typeof offices)[keyof typeof offices]) => `${o.label}: ${[...o.lines, `${o.city} ${o.postalCode}`].join(", ")}`;

export const privacyEn: LegalContent = {
  meta: {
    title: "Privacy Policy",
    description: `How ${brand} collects, uses, stores and protects the information you share through our website, forms and chat, and the rights you have over it.`,
  },
  hero: { eyebrow: "Legal", title: "Privacy Policy", subtitle: "What we collect when you contact us or chat with us, why, and how you stay in control of it." },
  lastUpdated: "Last updated: March 2024",
  intro: `This policy explains how ${legal} ("${brand}", "we", "us") handles personal information collected through this website, its contact and partnership forms and its chat service. We follow India's Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 and the rules made under them.`,
  contentsLabel: "On this page",
  sections: [
    {
      heading: "1. Information we collect",
      paragraphs: ["We only collect what you give us and the little our servers need to run safely:"],
      list: [
        "Enquiry details you type into our chat widget: your name, e-mail address, phone number (optional), location (optional) and the kind of visitor you are (farmer, FPO, business, NGO/CSR, student, entrepreneur or other).",
        "Details you send through our partner, CSR, contact or booking forms: your name, organisation, organisation type or CSR focus area, preferred partnership model, e-mail address, phone number and your message.",
        "Chat transcripts: the messages you exchange with our team or with our automated Soil Doctor Assistant, with the time each was sent.",
        "Technical information: your device's IP address (used to block abuse and limit repeated submissions) and your browser's user-agent string, stored with your enquiry.",
      ],
    },
    {
      heading: "2. How we use it",
      paragraphs: ["We use your information to:"],
      list: [
        "reply to your enquiry, book a soil test or connect you with a clinic or a " + didi + " near you;",
        "continue a chat conversation and hand it from the assistant to a person when one is available;",
        "prepare partnership or CSR proposals you have asked for;",
        "improve our answers, guides and services, using chat transcripts in aggregate;",
        "keep the website secure and prevent spam and fraud.",
      ],
    },
    {
      heading: "3. Consent and legal basis",
      paragraphs: [
        "We process your information because you chose to give it to us for a purpose: asking a question, requesting a proposal or chatting with us. You can withdraw your consent at any time by writing to us; we will then stop using your information, except where the law requires us to keep it.",
        "We do not send marketing messages unless you ask for them, for example by subscribing to our newsletter or WhatsApp channel, and every such message tells you how to stop them.",
      ],
    },
    {
      heading: "4. Who can see your information",
      paragraphs: [
        "Your enquiries and chat transcripts are visible only to authorised " + brand + " staff who need them to help you. If you ask to be connected with a clinic or " + didi + ", we share your name, phone number and location with that clinic only.",
        "We use service providers to host the website, store data and deliver e-mail. They process information only on our instructions and under confidentiality obligations. We do not sell or rent your personal information, and we do not share it with advertisers.",
      ],
    },
    {
      heading: "5. Cookies and tracking",
      paragraphs: [
        "Public pages of this website do not use advertising or tracking cookies. The chat widget keeps your conversation in your browser's storage so it survives a page change; clearing your browser data removes it. Staff who sign in to the admin area use a session stored in their browser.",
      ],
    },
    {
      heading: "6. How long we keep it",
      paragraphs: [
        "We keep enquiries for up to 24 months after our last contact with you and chat transcripts for up to 12 months, unless you ask us to delete them sooner or the law requires us to keep them longer. Technical logs are kept for up to 90 days.",
      ],
    },
    {
      heading: "7. How we protect it",
      paragraphs: [
        "Information travels over encrypted connections (HTTPS). Access to stored enquiries and transcripts requires a staff account with a strong password, and forms are protected against automated abuse. No system is perfectly secure; if a breach affecting you occurs, we will inform you and the Data Protection Board as the law requires.",
      ],
    },
    {
      heading: "8. Your rights",
      paragraphs: ["You may at any time:"],
      list: [
        "ask for a summary of the personal information we hold about you;",
        "ask us to correct, complete or update it;",
        "ask us to erase it;",
        "withdraw your consent;",
        "nominate someone to exercise these rights on your behalf;",
        "raise a grievance with us and, if unresolved, with the Data Protection Board of India.",
      ],
    },
    {
      heading: "9. Children",
      paragraphs: ["Our services are meant for adults. We do not knowingly collect information from anyone under 18; if you believe a child has sent us information, write to us and we will delete it."],
    },
    {
      heading: "10. Changes to this policy",
      paragraphs: ["We may update this policy when our services or the law change. The date at the top shows the latest version; significant changes will be announced on this website."],
    },
    {
      heading: "11. Contact and grievances",
      paragraphs: [
        `For any question, request or complaint about your information, write to our Grievance Officer at ${site.emails.info} or call ${site.phones[0].display}. We reply within 7 working days.`,
        officeLine(offices.bangalore),
        officeLine(offices.delhi),
      ],
    },
  ],
};

export const termsEn: LegalContent = {
  meta: {
    title: "Terms of Service",
    description: `The terms that apply when you use the ${brand} website, chat, downloads and soil testing services.`,
  },
  hero: { eyebrow: "Legal", title: "Terms of Service", subtitle: "The terms that apply when you use our website, chat, guides and soil testing services." },
  lastUpdated: "Last updated: March 2024",
  intro: `These terms govern your use of the website operated by ${legal} ("${brand}", "we", "us") and of the information and services offered through it. By using the website you agree to them. If you do not agree, please do not use the website.`,
  contentsLabel: "On this page",
  sections: [
    {
      heading: "1. Our services",
      paragraphs: [
        `${brand} provides soil testing devices, soil testing through ${brand} and ${didi} centres, training for clinic operators and the Soil Intelligence Platform. Some clinics are run by independent entrepreneurs trained and supplied by us; their services are also subject to any terms they agree with you directly.`,
      ],
    },
    {
      heading: "2. Advice and results",
      paragraphs: [
        "Test results and recommendations are based on the sample provided, the device's measurements, satellite data and agronomic models. They are guidance to help you decide, not a guarantee of any yield, saving or outcome. Weather, seed, pests, water and farming practice all affect results.",
        "Figures on this website, such as savings per acre, yield gains, clinic incomes and break-even periods, are typical or reported results from past programmes. Your results may differ.",
      ],
    },
    {
      heading: "3. The chat and the automated assistant",
      paragraphs: [
        "When no team member is available, our chat is answered by the Soil Doctor Assistant, an automated system that draws on our own guides. Its answers may be incomplete or wrong; confirm important decisions with a clinic, a " + didi + " or our team. Chat conversations are recorded as described in our Privacy Policy.",
      ],
    },
    {
      heading: "4. Using the website",
      paragraphs: ["You agree not to:"],
      list: [
        "send false information, spam or messages meant to harass or mislead;",
        "try to gain unauthorised access to the website, its admin area or its data;",
        "interfere with the website's operation, including by automated submissions;",
        "use the website in breach of any law.",
      ],
    },
    {
      heading: "5. Content and downloads",
      paragraphs: [
        `All text, illustrations, guides and software on this website belong to ${legal} or its licensors. You may print and share our free guides (the Soil Health Booklet, Fertilizer Guide, Crop Advisory and Partner Proposal) for non-commercial purposes, unchanged and with credit to ${brand}. Any other use needs our written permission.`,
      ],
    },
    {
      heading: "6. Devices, clinics and payments",
      paragraphs: [
        "Prices, availability and warranties of devices, kits, rentals and clinic partnerships are confirmed in a written quotation or agreement. Prices shown on this website are indicative and may change; taxes such as GST are added where stated.",
      ],
    },
    {
      heading: "7. Links to other websites",
      paragraphs: ["Our website links to social networks and other sites we do not control. We are not responsible for their content or privacy practices."],
    },
    {
      heading: "8. Limitation of liability",
      paragraphs: [
        "The website and its content are provided as they are. To the extent the law allows, we are not liable for indirect or consequential losses, including loss of crop, income or profit, arising from the use of the website or reliance on its content. Nothing in these terms limits liability that cannot be limited by law.",
      ],
    },
    {
      heading: "9. Changes and governing law",
      paragraphs: [
        "We may update these terms; the date at the top shows the latest version, and continued use of the website means you accept the changes. These terms are governed by the laws of India, and the courts at Bengaluru, Karnataka have jurisdiction.",
      ],
    },
    {
      heading: "10. Contact",
      paragraphs: [
        `Questions about these terms: ${site.emails.info}, ${site.phones[0].display}.`,
        officeLine(offices.bangalore),
        officeLine(offices.delhi),
      ],
    },
  ],
};
