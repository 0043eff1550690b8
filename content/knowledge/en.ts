import type { KnowledgeEntry } from "./types.ts";

/**
 * The assistant's knowledge, in English, from the product specification's
 * facts (its figures exactly as written). Keep each text short and factual; the
 * assistant answers with the text as written and adds "See {path}."
 */
export const knowledgeEn: readonly KnowledgeEntry[] = [
  {
    id: "test-price",
    title: "Soil test price",
    titleHi: "मिट्टी जांच की कीमत",
    text:
      "A soil test at one of our clinics costs ₹300-₹500 per sample. " +
      "The test takes 45-60 minutes and checks 13-14+ soil parameters, and the clinic explains the results and gives advice. " +
      "Use the clinic finder to locate a clinic near you.",
    path: "/find-clinic",
    keywords: [
      "price", "prices", "pricing", "cost", "costs", "charge", "charges", "fee", "fees", "rate", "rates",
      "rupees", "testing price", "test cost", "per sample", "affordable", "cheap",
      "keemat", "kimat", "daam", "paisa", "paise", "rupaye", "shulk", "kharcha",
      "कीमत", "दाम", "शुल्क", "फीस", "पैसे", "रुपये", "खर्च",
    ],
  },
  {
    id: "test-time-parameters",
    title: "Test time and soil parameters",
    titleHi: "जांच का समय और पैरामीटर",
    text:
      "Our portable soil testing device gives results in the field in 45-60 minutes. " +
      "It measures 13-14+ soil parameters; clinics use either a 7-parameter or a 13-parameter device. " +
      "The results come with advice, and clinics can add satellite analysis.",
    path: "/solutions",
    keywords: [
      "time", "how long", "minutes", "duration", "fast", "quick", "rapid", "result", "results", "report",
      "parameter", "parameters", "nutrients", "npk", "ph", "what do you test", "measure",
      "samay", "der", "ghante", "ghanta", "tatva", "poshak",
      "समय", "देर", "घंटे", "मिनट", "रिपोर्ट", "पैरामीटर", "तत्व", "पोषक",
    ],
  },
  {
    id: "sample-collection",
    title: "How to collect a soil sample",
    titleHi: "मिट्टी का नमूना कैसे लें",
    text:
      "To collect a soil sample, take soil from 5-10 spots across your field, each at 6-inch depth. " +
      "Mix the soil from all the spots together and bring about 500 g of it to the clinic for testing.",
    path: "/resources",
    keywords: [
      "sample", "samples", "sampling", "collect", "collection", "dig", "depth", "deep", "inch", "spots",
      "how much soil", "grams", "quantity",
      "namuna", "namoona", "gehrai", "gahrai",
      "नमूना", "सैंपल", "गहराई", "इंच", "ग्राम",
    ],
  },
  {
    id: "get-tested",
    title: "How to get your soil tested",
    titleHi: "मिट्टी की जांच कैसे कराएं",
    text:
      "Getting your soil tested takes three steps. " +
      "1) Find a Soil Doctor or {programme} clinic near you with the clinic finder (search by clinic name, district or state). " +
      "2) Collect a sample from 5-10 spots in your field at 6-inch depth, about 500 g in all. " +
      "3) The clinic tests it in 45-60 minutes for ₹300-₹500 per sample and gives you advice for your field.",
    path: "/find-clinic",
    keywords: [
      "get tested", "test my soil", "soil test", "soil testing", "book", "booking", "appointment",
      "how to test", "testing", "check soil",
      "jaanch", "janch", "jaach", "jach", "parikshan", "karana", "karwana", "karaye",
      "जांच", "परीक्षण", "कराएं", "करवाएं", "कराना",
    ],
  },
  {
    id: "find-clinic",
    title: "Find a soil clinic near you",
    titleHi: "नज़दीकी क्लिनिक खोजें",
    text:
      "Our soil clinics are called Soil Doctor or {programme} centres, and 70+ clinics are running. " +
      "The clinic finder lets you search by clinic name, district or state, filter by services " +
      "(7-Parameter Test, 13-Parameter Test, Advisory Services, Satellite Analysis), " +
      "and see each clinic's address, phone and e-mail on a map.",
    path: "/find-clinic",
    keywords: [
      "clinic", "clinics", "near me", "nearest", "nearby", "where", "district", "centre", "center",
      "locate", "finder", "find", "map", "village", "city",
      "kahan", "kaha", "paas", "nazdeek", "najdik", "kendra",
      "क्लिनिक", "केंद्र", "कहां", "नजदीक", "पास",
    ],
  },
  {
    id: "services",
    title: "Services we offer",
    titleHi: "हमारी सेवाएं",
    text:
      "We offer: 1) a portable soil testing device (7 or 13 parameters, results in 45-60 minutes) that you can buy or rent; " +
      "2) soil clinics, the Soil Doctor or {programme} centres, that test soil for ₹300-₹500 per sample and give advice; " +
      "3) the {programme} programme for rural women entrepreneurs; " +
      "4) the Soil Intelligence Platform with satellite data and AI recommendations; " +
      "5) support to start your own soil clinic.",
    path: "/solutions",
    keywords: [
      "services", "service", "offer", "offers", "offering", "offerings", "solutions", "products",
      "provide", "what do you do",
      "seva", "sevayen", "sewa", "suvidha",
      "सेवा", "सेवाएं", "सुविधा", "समाधान",
    ],
  },
  {
    id: "device",
    title: "Soil testing device: buy or rent",
    titleHi: "मिट्टी जांच मशीन: खरीदें या किराए पर लें",
    text:
      "Our portable soil testing device measures 13-14+ soil parameters in the field in 45-60 minutes and comes in a 7-parameter and a 13-parameter version. " +
      "You can buy it or rent it: write to us through the contact page for terms. " +
      "The complete clinic kit costs ₹75,000 plus GST with the 13-parameter device, or ₹65,000 with the 7-parameter device.",
    path: "/solutions",
    keywords: [
      "device", "machine", "equipment", "instrument", "meter", "tester", "portable", "buy", "purchase",
      "rent", "rental", "hire", "lease",
      "kharidna", "kharid", "kharide", "kiraya", "kiraye", "kiraye par",
      "मशीन", "उपकरण", "डिवाइस", "खरीद", "खरीदना", "किराया", "किराए",
    ],
  },
  {
    id: "soil-didi",
    title: "Become a {programme}",
    titleHi: "{programme} कैसे बनें",
    text:
      "{programme} is our programme for rural women entrepreneurs: women from the village become soil-testing agents " +
      "and can run a {programme} centre that tests soil and advises the farmers around them. " +
      "We already have 25+ Didis. " +
      "To become a {programme}, apply through the contact form on /contact; we reply within 48 hours. " +
      "Kit price, income and training for a centre are explained on /start-clinic.",
    path: "/contact",
    keywords: [
      "didi", "didis", "women", "woman", "rural women", "village women", "lady", "ladies", "agent",
      "self-help group", "shg", "join", "become", "apply", "application", "programme", "program",
      "mahila", "aurat", "behen", "gaon", "banna", "banu", "bane",
      "महिला", "दीदी", "गांव", "बनें", "बनना", "आवेदन", "जुड़ें",
    ],
  },
  {
    id: "start-clinic",
    title: "Start your own soil clinic",
    titleHi: "अपना मिट्टी जांच क्लिनिक शुरू करें",
    text:
      "Agri-graduates, rural entrepreneurs, women-led self-help groups and farmer producer organisations (FPOs) can start a soil clinic. " +
      "The 13-parameter clinic kit costs ₹75,000 plus GST and the 7-parameter version costs ₹65,000. " +
      "We provide training and support. " +
      "A clinic runs about 100 tests per month, earns a net income of ₹15,000-₹25,000 per month and breaks even in 3-5 months. " +
      "Apply or talk to a mentor through /contact.",
    path: "/start-clinic",
    keywords: [
      "start", "open", "set up", "setup", "own clinic", "business", "franchise", "entrepreneur",
      "investment", "kit", "kit price", "kit cost", "agri graduate", "fpo", "training", "mentor", "gst",
      "shuru", "kholna", "kholne", "kholen", "vyapar", "vyavsay", "dhandha",
      "शुरू", "खोलना", "खोलें", "व्यापार", "व्यवसाय", "किट", "निवेश",
    ],
  },
  {
    id: "kit-contents",
    title: "What the clinic kit includes",
    titleHi: "क्लिनिक किट में क्या मिलता है",
    text:
      "The clinic kit includes 1,000 test sachets, an app login with cloud sync, a carry case, and a shaker and filtration unit. " +
      "The 13-parameter kit costs ₹75,000 plus GST; the 7-parameter version costs ₹65,000.",
    path: "/start-clinic",
    keywords: [
      "kit", "includes", "include", "contents", "inside", "comes with", "sachets", "sachet", "app", "cloud",
      "carry case", "shaker", "filtration", "box", "what do i get",
      "saman", "samaan",
      "किट", "सामान", "ऐप",
    ],
  },
  {
    id: "clinic-income",
    title: "Clinic income and break-even",
    titleHi: "क्लिनिक से कमाई",
    text:
      "A soil clinic runs about 100 tests per month at ₹300-₹500 per test, a revenue of ₹30,000-₹50,000 per month. " +
      "Test sachets cost ₹100-₹150 per test, which leaves a net income of ₹15,000-₹25,000 per month. " +
      "The kit pays for itself in 3-5 months (break-even), and one clinic serves 600-1,200 farmers per year.",
    path: "/start-clinic",
    keywords: [
      "income", "earn", "earning", "earnings", "revenue", "profit", "return", "roi", "break even", "breakeven",
      "payback", "margin", "money", "monthly", "per month",
      "kamai", "kamana", "kama", "aamdani", "amdani", "munafa", "aay",
      "कमाई", "कमाना", "आमदनी", "मुनाफा", "आय",
    ],
  },
  {
    id: "benefits",
    title: "Benefits of soil testing",
    titleHi: "मिट्टी जांच के फायदे",
    text:
      "A soil test shows what your field really needs, so you spend only on the inputs that help. " +
      "Farmers who follow the advice see 10-30% higher yield and save ₹800-₹1,200 per acre. " +
      "Savings on inputs reach up to ₹1000 per acre: one farmer saved ₹3,000, several stories report ₹950, and our CSR programmes average ₹1,200 per acre. " +
      "Our 'Measurable Transformation' results show +28% yield, +45% organic carbon and +60% water retention.",
    path: "/for-farmers",
    keywords: [
      "benefit", "benefits", "why", "why test", "advantage", "advantages", "yield", "production", "increase",
      "save", "savings", "saving", "input cost", "worth", "useful",
      "fayda", "faayda", "labh", "upaj", "paidavar", "paidawar", "utpadan", "bachat",
      "फायदा", "लाभ", "उपज", "पैदावार", "उत्पादन", "बचत",
    ],
  },
  {
    id: "advisory",
    title: "Fertiliser and crop advice",
    titleHi: "खाद और फसल की सलाह",
    text:
      "Every clinic test comes with advice based on your soil results, so you know what your field needs. " +
      "The Soil Intelligence Platform adds AI recommendations backed by satellite data. " +
      "Following the advice, farmers save ₹800-₹1,200 per acre and gain 10-30% yield.",
    path: "/soil-intelligence",
    keywords: [
      "advice", "advisory", "recommendation", "recommendations", "recommend", "fertilizer", "fertiliser",
      "fertilizers", "urea", "dap", "dose", "crop", "crops", "crop advice", "which fertilizer",
      "salah", "sujhav", "khad", "urvarak", "fasal",
      "सलाह", "सुझाव", "खाद", "उर्वरक", "फसल",
    ],
  },
  {
    id: "success-stories",
    title: "Farmer success stories",
    titleHi: "किसानों की सफलता की कहानियां",
    text:
      "Farmers from Uttar Pradesh, Madhya Pradesh, Bihar and Haryana share their results: " +
      "one saved ₹784 per bigha with 30% resource optimisation, one saved ₹3,000 on groundnut, " +
      "one raised yield from 7 to 9 quintals (28.5%), and one cut input costs by 5%.",
    path: "/for-farmers",
    keywords: [
      "success", "stories", "story", "testimonial", "testimonials", "farmers say", "experience", "reviews",
      "example", "case study", "groundnut", "quintal", "bigha",
      "kahani", "anubhav", "safalta",
      "कहानी", "अनुभव", "सफलता",
    ],
  },
  {
    id: "soil-intelligence",
    title: "Soil Intelligence Platform",
    titleHi: "सॉइल इंटेलिजेंस प्लेटफॉर्म",
    text:
      "The Soil Intelligence Platform is our digital platform: it combines field soil tests with satellite data and AI to give farmers recommendations. " +
      "It works in four steps: sampling, testing, satellite analysis and AI recommendations. " +
      "Its dashboard tracks biological health, soil structure and carbon. We see soil as a system, not a report card.",
    path: "/soil-intelligence",
    keywords: [
      "soil intelligence", "intelligence", "platform", "digital", "satellite", "ai", "artificial intelligence",
      "dashboard", "data", "remote sensing", "technology", "carbon", "biological", "structure",
      "upgrah",
      "उपग्रह", "सैटेलाइट", "डिजिटल", "तकनीक", "प्लेटफॉर्म",
    ],
  },
  {
    id: "partnerships",
    title: "Partner with us",
    titleHi: "हमारे साथ साझेदारी",
    text:
      "We partner with CSR teams, NGOs, agri-retailers, government bodies, research institutions, investors and other organisations. " +
      "The partners page shows our collaboration and engagement models, partner stories and a partner proposal to download. " +
      "With our partners we have reached 50,000+ farmers, run 4,000+ tests and trained 25+ Didis across 7 states. " +
      "To start a conversation, use the partner form on /for-partners.",
    path: "/for-partners",
    keywords: [
      "partner", "partners", "partnership", "collaborate", "collaboration", "ngo", "retailer", "dealer",
      "government", "research", "investor", "invest", "tie up", "alliance", "proposal", "organisation",
      "organization", "institution",
      "sajhedari", "saajhedari", "sajhedar",
      "साझेदारी", "साझेदार", "पार्टनर", "निवेशक", "सरकार",
    ],
  },
  {
    id: "csr-tiers",
    title: "CSR partnership tiers",
    titleHi: "सीएसआर साझेदारी मॉडल",
    text:
      "CSR partnerships come in three tiers. " +
      "Pilot: ₹5-10 lakhs, 1-2 clinics, 300-600 farmers, 3-6 months. " +
      "Regional: ₹25-50 lakhs, 5-10 clinics, 1,500-3,000 farmers, 12-18 months. " +
      "State: ₹1-2 crores, 20-50 clinics, 6,000-15,000 farmers, 24-36 months. " +
      "A custom model is also possible. Our CSR programmes so far: 5,500+ farmers, 70+ clinics, 6,000+ tests and 95% satisfaction.",
    path: "/csr",
    keywords: [
      "csr", "corporate social responsibility", "tier", "tiers", "pilot", "regional", "state level", "budget",
      "funding", "fund", "sponsor", "investment", "cost", "price", "paisa", "kharcha", "lakh", "lakhs", "crore", "crores", "foundation", "corporate", "model", "models",
      "सीएसआर", "पायलट", "लाख", "करोड़",
    ],
  },
  {
    id: "impact",
    title: "Our impact",
    titleHi: "हमारा प्रभाव",
    text:
      "With our partners we have reached 50,000+ farmers, run 4,000+ tests and trained 25+ Didis across 7 states. " +
      "Our CSR programmes count 5,500+ farmers, 70+ clinics, 6,000+ tests and 95% satisfaction. " +
      "Farmers see 10-30% higher yield and save ₹800-₹1,200 per acre.",
    path: "/csr",
    keywords: [
      "impact", "numbers", "statistics", "stats", "reach", "how many farmers", "scale", "achievements",
      "track record", "states", "satisfaction",
      "asar", "prabhav", "aankde",
      "प्रभाव", "असर", "आंकड़े",
    ],
  },
  {
    id: "contact",
    title: "Contact us",
    titleHi: "संपर्क करें",
    text:
      "You can call us at {phones} or e-mail {email}. " +
      "Working hours: {hours}. " +
      "You can also send a message with the contact form on /contact; we reply within 48 hours.",
    path: "/contact",
    keywords: [
      "contact", "phone", "call", "number", "mobile", "email", "e-mail", "mail", "reach", "talk", "speak",
      "human", "person", "support", "customer care", "helpline",
      "sampark", "baat",
      "संपर्क", "फोन", "नंबर", "ईमेल", "बात",
    ],
  },
  {
    id: "hours",
    title: "Working hours",
    titleHi: "कार्य समय",
    text:
      "Our working hours are {hours}. " +
      "Outside these hours you can leave a message through the contact form on /contact or e-mail {email}; we reply within 48 hours.",
    path: "/contact",
    keywords: [
      "hours", "working hours", "timing", "timings", "open", "opening", "close", "closed", "when", "sunday",
      "saturday", "weekend", "holiday", "office hours", "days",
      "khulta", "khula", "khulte", "band", "kab", "ravivar", "shanivar",
      "खुला", "खुलता", "बंद", "कब", "रविवार", "शनिवार",
    ],
  },
  {
    id: "offices",
    title: "Our offices",
    titleHi: "हमारे कार्यालय",
    text: "We have offices in Bangalore and Delhi: {offices}. Working hours: {hours}.",
    path: "/contact",
    keywords: [
      "office", "offices", "address", "located", "bangalore", "bengaluru", "delhi", "headquarters",
      "head office", "visit", "where are you",
      "daftar", "karyalay", "pata",
      "दफ्तर", "कार्यालय", "पता", "बेंगलुरु", "बैंगलोर", "दिल्ली",
    ],
  },
  {
    id: "resources",
    title: "Learning resources",
    titleHi: "सीखने की सामग्री",
    text:
      "Our resources page has articles, videos and blog posts on soil basics, soil testing, fertilizers, " +
      "success stories and best practices, in English and Hindi, plus answers to common questions. " +
      "For updates, subscribe to the newsletter with your e-mail at the bottom of /resources, or join our WhatsApp channel there.",
    path: "/resources",
    keywords: [
      "resources", "learn", "learning", "guide", "guides", "articles", "videos", "video", "blog", "booklet",
      "faq", "newsletter", "whatsapp", "read", "tips", "hindi",
      "seekhna", "lekh",
      "वीडियो", "लेख", "सीखें", "पढ़ें",
    ],
  },
  {
    id: "about",
    title: "About us",
    titleHi: "हमारे बारे में",
    text:
      "{brand} is building a nationwide movement to democratize soil intelligence with affordable, rapid, farmer-first solutions. " +
      "We see soil as a system, not a report card: portable tests in 45-60 minutes, satellite data and AI recommendations, " +
      "delivered through local clinics and {programme} women entrepreneurs. Our approach rests on technology, training and trust.",
    path: "/about",
    keywords: [
      "{brand}", "who are you", "company", "mission", "vision", "story", "team", "founders", "leadership",
      "awards", "movement",
      "kaun",
      "कंपनी", "कौन",
    ],
  },
  {
    id: "media",
    title: "Media and press",
    titleHi: "मीडिया और प्रेस",
    text:
      "For media and press enquiries, e-mail {email} or use the contact form on /contact and choose Press/Media. " +
      "We have been featured by agricultural, business and financial news platforms.",
    path: "/contact",
    keywords: [
      "media", "press", "journalist", "news", "interview", "featured", "coverage", "reporter",
      "patrakar",
      "पत्रकार", "मीडिया", "समाचार",
    ],
  },
  {
    id: "legal",
    title: "Privacy policy and terms",
    titleHi: "गोपनीयता नीति और शर्तें",
    text:
      "Our privacy policy is at /privacy-policy and our terms of service are at /terms-of-service (both last updated March 2024). " +
      "For questions about your data, e-mail {email}.",
    path: "/privacy-policy",
    keywords: [
      "privacy", "policy", "terms", "conditions", "data", "personal data", "legal", "gdpr", "delete my data",
      "गोपनीयता", "शर्तें",
    ],
  },
];
