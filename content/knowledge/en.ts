import type { KnowledgeLanguage } from "./types.ts";

/** "a", "a and b", "a, b and c" */
const joinEn = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * The assistant's knowledge in English: its words around the shared facts
 * (content/knowledge/facts.ts). Every `{fact}` is filled in when the assistant
 * starts; no figure, phone or address is written here.
 */
export const knowledgeEn: KnowledgeLanguage = {
  script: "Latin",
  entries: {
    "test-price": {
      title: "Soil test price",
      text: `A soil test at a {brand} or {programme} centre costs {testPrice} per sample: one sample is enough for one field.
        You get the result and advice on the spot, in {testMinutes} minutes.`,
      keywords: ["price", "cost", "charge", "fee", "rate", "how much", "rupees", "pay", "free", "per sample", "one field", "cheap", "prise", "prize", "rs"],
    },
    "test-time": {
      title: "How long a soil test takes",
      text: `The portable device tests {parameters} parameters in {testMinutes} minutes, so you get your results and advice the same day, in your village. No waiting weeks for a lab report.`,
      keywords: ["how long", "time", "minutes", "result", "results", "how soon", "same day", "wait", "fast", "quick", "when will i get", "duration"],
    },
    parameters: {
      title: "What the test measures",
      text: `The portable device measures {parameters} soil parameters: pH, electrical conductivity (EC), organic carbon, nitrogen (N), phosphorus (P), potassium (K), sulphur and micronutrients (zinc, iron, manganese, copper, boron).
        It comes in a {fullParameters}-parameter version and a {coreParameters}-parameter version that covers the core nutrients.`,
      keywords: ["parameters", "parameter", "how many parameters", "device test", "what do you test", "nutrients", "npk", "ph", "organic carbon", "micronutrients", "check", "measure", "things", "which tests", "zinc", "sulphur", "nitrogen", "phosphorus", "potassium"],
    },
    "get-tested": {
      title: "How to get your soil tested",
      text: `To book a soil test: open the clinic finder, choose a clinic near you and press "Book a Soil Test"; the clinic calls you within {bookingCallWorkingDays} working day to fix the date.
        You can also walk in with a sample, or ask in this chat. The test costs {testPrice} per sample and takes {testMinutes} minutes.`,
      keywords: ["book", "booking", "appointment", "get tested", "test my soil", "how to test", "where to test", "register", "schedule", "soil test", "visit clinic", "slot"],
    },
    "field-visit": {
      title: "A tester at your field",
      text: `Yes: you can book a {programme} to come to your field. She takes the sample with you, tests it on the spot and explains the results. A test costs {testPrice} per sample. Book through the clinic finder or ask in this chat.`,
      keywords: ["come to my farm", "come to my field", "home visit", "visit", "doorstep", "someone come", "field visit", "collect sample", "take sample", "at my farm", "village"],
    },
    "sample-collection": {
      title: "How to take a soil sample",
      text: `Take soil from {sampleSpots} spots across the field in a zig-zag, each {sampleDepthInches} inches ({sampleDepthCm} cm) deep, after scraping away surface litter.
        Mix it in a clean bucket and keep about {sampleGrams} g in a clean bag labelled with your name and field. Avoid bunds, compost pits, trees and spots where fertiliser was just applied.`,
      keywords: ["sample", "sampling", "collect", "take sample", "dig", "deep", "depth", "inch", "how much soil", "grams", "spots", "bring", "quantity", "how to take"],
    },
    "test-frequency": {
      title: "How often to test",
      text: `Test once every season before sowing, or at least once a year. Testing at the same time each year shows how your soil changes and whether your inputs are working.`,
      keywords: ["how often", "every year", "again", "frequency", "each season", "every season", "how many times", "repeat", "next test", "retest"],
    },
    "report-contents": {
      title: "What your soil report tells you",
      text: `Your report lists each tested value rated low, medium or high, and crop-wise advice in your language: which fertiliser to apply, how much (the dose per acre and for your plot) and when to apply it.`,
      keywords: ["report", "what is in the report", "report contains", "report card", "soil health card", "what will i get", "results sheet", "recommendation", "dose", "rating"],
    },
    "report-lookup": {
      title: "Find your soil report",
      text: `Open /report and type the sample number from your receipt or label and the mobile number you gave when the soil was collected: you see where your sample is and, when it is ready, the report to read or download. Lost the sample number? Call {phones}.`,
      keywords: ["my report", "report status", "sample number", "sample status", "track", "download report", "check report", "see my report", "where is my report", "receipt"],
    },
    benefits: {
      title: "What a soil test gains you",
      text: `Farmers who follow their soil test see yield gains of {yieldGain} and save up to {savingPerAcre} per acre on fertiliser, because they stop paying for nutrients the soil already has.`,
      keywords: ["benefit", "benefits", "why test", "save", "saving", "savings", "yield", "increase", "production", "harvest", "profit", "worth it", "money", "fertilizer cost", "advantage", "go up", "more crop"],
    },
    "farm-results": {
      title: "Results on partner farms",
      text: `On partner farms that followed test-based advice we recorded on average {farmYieldGain} more yield, {organicCarbonGain} more organic carbon and {waterRetentionGain} better water retention. Results vary with soil, crop, rainfall and practice.`,
      keywords: ["results", "partner farms", "measurable transformation", "organic carbon", "water retention", "average", "proof", "evidence", "data"],
    },
    "success-stories": {
      title: "Farmers' stories",
      text: `Ramesh Yadav (Uttar Pradesh) saves {bighaSaving} on every bigha with {resourceOptimisation} less water and inputs; Savitri Patel (Madhya Pradesh) saved {groundnutSaving} on her groundnut; Manoj Kumar (Bihar) went from {yieldBefore} to {yieldAfter} quintals ({yieldRise} more); Rajbir Singh (Haryana) cut his input costs by {inputCostCut}.`,
      keywords: ["story", "stories", "success", "testimonial", "farmers say", "experience", "example", "review", "bigha", "quintal", "groundnut"],
    },
    advisory: {
      title: "Fertiliser advice",
      text: `Every test comes with crop-wise advice: which fertiliser, how much and when, so you apply only what your field lacks. Our Fertilizer Guide and Crop Advisory (free PDFs on /resources) explain doses for common crops.`,
      keywords: ["fertilizer", "fertiliser", "which fertilizer", "urea", "dap", "dose", "advice", "recommendation", "crop", "khad", "manure", "what to apply"],
    },
    "fertiliser-doses": {
      title: "Fertiliser doses from your soil test",
      text: `Our Fertilizer Guide says: start from the recommended dose for your crop and region, then adjust it by your soil test. A nutrient that tests low: add {lowDoseAdd} to its dose; medium: apply the recommended dose; high: cut it by {highDoseCut}. Urea ({ureaNitrogen} nitrogen) goes in {ureaSplits} splits, about half at sowing and the rest at tillering, knee-high or flowering, never all at sowing. Zinc sulphate: commonly {zincSulphateKgPerHa} kg per hectare, once in {zincSulphateSeasons} seasons. Gypsum: for groundnut at flowering, and to reclaim alkaline (sodic) soil. Your report gives the dose for your own field; the guide is a free PDF on /resources.`,
      keywords: ["urea", "how much urea", "urea dose", "urea split", "split", "splits", "split dose", "top dressing", "gypsum", "zinc", "zinc sulphate", "zinc sulfate", "dose", "doses", "how much fertilizer", "how much fertiliser", "kg per acre", "kg per hectare", "when to apply", "khaira", "sodic", "alkaline soil"],
    },
    satellite: {
      title: "What satellite data adds",
      text: `Satellite imagery adds crop vigour, moisture and field history to every test, so the advice fits your whole plot, not just the spot where the sample was taken.`,
      keywords: ["satellite", "satellite analysis", "imagery", "remote sensing", "space", "why satellite", "crop vigour", "moisture"],
    },
    "soil-intelligence": {
      title: "Soil intelligence",
      text: `Soil intelligence reads your soil as a living system, not a report card: field tests, satellite imagery and AI together give one picture of its biology, structure and carbon, and crop-wise advice you can act on the same day.`,
      keywords: ["soil intelligence", "platform", "ai", "artificial intelligence", "dashboard", "digital", "technology", "app", "system"],
    },
    "clinic-finder": {
      title: "Find a clinic near you",
      text: `We have {clinicsRunning} soil clinics, called {brand} or {programme} centres. The clinic finder searches them by name, district or state and shows each one's address, phone and services on a map.`,
      keywords: ["clinic", "clinics", "soil clinic", "any clinic", "is there a clinic", "centre", "center", "near me", "nearest", "nearby", "where", "location", "district", "state", "my area", "find", "lab", "how many clinics", "running", "run"],
    },
    "clinic-services": {
      title: "What a clinic offers",
      text: `Clinics offer the {coreParameters}-parameter test, the {fullParameters}-parameter test, advisory services and satellite analysis; the clinic finder lets you pick clinics by the services you need.`,
      keywords: ["tests at the clinic", "clinic tests offered", "satellite analysis", "filter", "which test"],
    },
    services: {
      title: "What we offer",
      text: `We offer a portable soil testing device to buy or rent, soil clinics near you (tests from {testPrice} per sample), the {programme} programme that trains rural women as soil-testing entrepreneurs, the Soil Intelligence Platform, and help to start your own clinic.`,
      keywords: ["services", "what do you do", "offer", "products", "solutions", "what do you provide", "company do"],
    },
    device: {
      title: "The testing device: buy or rent",
      text: `The portable device tests {parameters} parameters in {testMinutes} minutes at the edge of the field, and its readings sync to the cloud through the app. You can buy it outright or rent it for a season or a campaign: ask us through /contact.`,
      keywords: ["device", "machine", "kit", "buy", "rent", "hire", "purchase", "lease", "equipment", "tester", "portable", "instrument"],
    },
    "soil-didi": {
      title: "{programme}: women-led soil testing",
      text: `A {programme} is a rural woman we train as a soil-testing entrepreneur: she samples fields, runs tests and explains results to her neighbours, and earns from every test (a centre nets about {netMonthlyIncome} a month). We have trained {didisTrained} so far. To become one, apply through /contact.`,
      keywords: ["soil didi", "didi", "women", "woman", "become", "apply", "shg", "self-help group", "programme", "program", "lady", "join"],
    },
    "start-clinic": {
      title: "Start a soil clinic",
      text: `Agri-graduates, rural entrepreneurs, women-led self-help groups and farmer producer organisations (FPOs) can start a clinic; no lab background is needed.
        The {fullParameters}-parameter kit costs {kitPrice} plus GST (the {coreParameters}-parameter version {coreKitPrice}), with training and support, and a clinic typically earns back its cost in {breakEvenMonths} months. Apply or talk to a mentor through /contact.`,
      keywords: ["start", "open", "own clinic", "set up", "cost to start", "setup cost", "investment", "franchise", "business", "entrepreneur", "who can", "centre in my village", "agri graduate", "fpo", "apply", "become partner clinic", "testing centre"],
    },
    "kit-price": {
      title: "Price of the clinic kit",
      text: `The {fullParameters}-parameter kit costs {kitPrice} plus GST; the {coreParameters}-parameter version costs {coreKitPrice}.`,
      keywords: ["kit price", "kit cost", "machine price", "device price", "gst", "parameter machine", "kit rate"],
    },
    "kit-contents": {
      title: "What the kit includes",
      text: `Every kit includes {kitSachets} test sachets, an app login with cloud sync, a carry case, and a shaker and filtration unit. Refill sachets and spare parts are delivered when you need them.`,
      keywords: ["kit includes", "include", "what comes", "in the box", "contents", "sachets", "carry case", "shaker", "what do i get", "inside"],
    },
    "clinic-income": {
      title: "What a clinic earns",
      text: `A typical clinic tests about {testsPerMonth} samples a month at {testPrice} each, a revenue of {monthlyRevenue}. Test sachets cost {sachetCost} per test, which leaves a net income of {netMonthlyIncome} a month. Figures are typical, not guaranteed.`,
      keywords: ["earn", "income", "revenue", "profit", "per month", "monthly", "sachet cost", "how much can i make", "margin", "tests per month", "kamai"],
    },
    "break-even": {
      title: "When a clinic pays back",
      text: `A clinic typically earns back its kit ({kitPrice} plus GST) in {breakEvenMonths} months, and serves {farmersPerYear} farmers a year, who save {clinicSavingPerAcre} per acre.`,
      keywords: ["break even", "breakeven", "payback", "pay back", "recover", "investment back", "return", "roi", "how many months", "farmers per year", "serve"],
    },
    "clinic-support": {
      title: "Training and support for clinics",
      text: `Clinic owners get hands-on training in sampling, testing and advising, the app and cloud, a mentor and a network of peers, marketing help (posters, farmer meetings, a listing in the clinic finder), supplies on time and regular quality checks.`,
      keywords: ["training", "support", "mentor", "help", "marketing", "supplies", "quality", "learn", "lab background", "experience"],
    },
    partnerships: {
      title: "Partner with us",
      text: `We work with CSR teams and foundations, NGOs and FPOs, agri-retailers, government bodies, research institutions and investors, through testing campaigns, {programme} training, clinic set-up and data and research.
        Write through the form on /for-partners: our partnerships team replies within {partnerReplyWorkingDays} working days.`,
      keywords: ["partner", "partnership", "collaborate", "ngo", "fpo", "government", "investor", "research", "retailer", "tie up", "proposal", "organisation", "work together", "members"],
    },
    reach: {
      title: "Our reach",
      text: `With our partners we have reached {farmersReached} farmers, done {testsDone} soil tests and trained {didisTrained} {programme}s, in {states} states.`,
      keywords: ["how many farmers", "reach", "reached", "states", "impact", "numbers", "scale", "how many states", "where do you work", "presence", "present", "operate", "which states"],
    },
    "csr-tiers": {
      title: "CSR partnership tiers",
      text: `Pilot: {pilotInvestment} lakhs for {pilotClinics} clinics and {pilotFarmers} farmers over {pilotMonths} months. Regional: {regionalInvestment} lakhs for {regionalClinics} clinics and {regionalFarmers} farmers over {regionalMonths} months. State: {stateInvestment} crores for {stateClinics} clinics and {stateFarmers} farmers over {stateMonths} months. Custom programmes too.`,
      keywords: ["csr", "pilot", "regional", "state level", "tier", "budget", "investment", "lakh", "crore", "fund", "programme cost", "calculator", "foundation"],
    },
    "csr-impact": {
      title: "CSR impact",
      text: `Our CSR programmes so far: {csrFarmers} farmers served, {clinicsRunning} soil clinics, {csrTests} soil tests and {satisfaction} farmer satisfaction; farmers saved {csrSavingPerAcre} per acre on average. Every CSR partner gets a live dashboard.`,
      keywords: ["csr impact", "satisfaction", "satisfied", "happy", "dashboard", "how many clinics", "farmers served", "results", "schedule vii"],
    },
    contact: {
      title: "Contact us",
      text: `Call {phones}, e-mail {email}, or write through the form on /contact. Working hours: {hours}.`,
      keywords: ["contact", "phone", "number", "call", "mobile", "email", "e-mail", "mail", "customer care", "helpline", "reach you", "talk", "speak", "write"],
    },
    whatsapp: {
      title: "WhatsApp",
      text: `Message us on WhatsApp at {whatsapp}. Our WhatsApp channel (linked on /resources) shares seasonal advice, new guides and farmer stories.`,
      keywords: ["whatsapp", "whats app", "chat on whatsapp", "message", "channel", "wa"],
    },
    hours: {
      title: "Working hours",
      text: `Our working hours are {hours}.`,
      keywords: ["hours", "timing", "timings", "open", "close", "closed", "sunday", "saturday", "weekend", "holiday", "office time", "when open", "till"],
    },
    offices: {
      title: "Our offices",
      text: `Our offices are in {officeCities}. {offices}.`,
      keywords: ["office", "offices", "address", "located", "where", "city", "bangalore", "bengaluru", "delhi", "head office", "visit you", "location"],
    },
    "reply-time": {
      title: "When we reply",
      text: `We reply to the contact form within {contactReplyHours} hours; the partnerships and CSR teams reply within {partnerReplyWorkingDays} working days.`,
      keywords: ["reply", "respond", "response", "hear back", "get back", "when will you reply", "answer", "filled form", "how fast"],
    },
    resources: {
      title: "Guides and downloads",
      text: `Our resources page has articles, videos and stories in English and Hindi, and free PDF guides: the Soil Health Booklet, the Fertilizer Guide and the Crop Advisory.`,
      keywords: ["guide", "guides", "download", "pdf", "booklet", "video", "videos", "articles", "learn", "read", "hindi", "resources", "newsletter"],
    },
    about: {
      title: "About {brand}",
      text: `{brand} is building a nationwide movement to democratise soil intelligence with affordable, rapid, farmer-first solutions: portable testing, {programme} entrepreneurs and satellite-backed advice, built on technology, training and trust.`,
      keywords: ["about", "who are you", "company", "mission", "vision", "story"],
    },
    team: {
      title: "Our team",
      text: `Dr. Anjali Rao is our co-founder and Chief Executive Officer; Vikram Sethi, co-founder and Chief Technology Officer, designed the device; Meena Kumari heads the {programme} programme; Arjun Patil heads agronomy and farmer success.`,
      keywords: ["founder", "ceo", "owner", "company owner", "team", "leadership", "who runs", "director", "cto", "head"],
    },
    awards: {
      title: "Awards",
      text: `Our work has been recognised with the AgriTech Innovation Award, Women Entrepreneurship Champion, Sustainability Leadership Award, Best Rural Startup, Digital Agriculture Excellence and the Social Impact Award.`,
      keywords: ["award", "awards", "recognition", "prize won"],
    },
    media: {
      title: "Media and press",
      text: `Journalists can write to {email} or use the form on /contact and choose Press/Media.`,
      keywords: ["media", "press", "press enquiries", "enquiry", "journalist", "news", "interview", "reporter", "story"],
    },
    privacy: {
      title: "Your data",
      text: `We keep chat transcripts for up to {chatKeptMonths} months and enquiries for up to {enquiryKeptMonths} months, unless you ask us to delete them sooner. To see, correct or delete your data, write to {email}; we reply within {grievanceReplyWorkingDays} working days.`,
      keywords: ["privacy", "privacy policy", "policy", "data", "delete", "keep", "chat history", "personal", "information", "store", "how long do you keep"],
    },
    terms: {
      title: "Terms of service",
      text: `The terms that apply to our website, chat, guides and soil testing services are at /terms-of-service.`,
      keywords: ["terms", "conditions", "legal", "rules"],
    },
  },
  lexicon: {
    stopWords: [
      "a", "an", "the", "is", "are", "am", "was", "were", "be", "been", "do", "does", "did", "i", "me", "my", "we", "our", "us", "you",
      "your", "u", "ur", "it", "its", "this", "that", "what", "wat", "which", "how", "can", "could", "would", "should", "shud", "will",
      "to", "of", "in", "on", "at", "for", "from", "with", "by", "about", "and", "or", "if", "so", "as", "please", "pls", "plz", "tell",
      "know", "want", "need", "get", "give", "there", "here", "any", "some", "all", "one", "up", "not", "no", "yes", "sir", "madam",
      "ji", "hey", "hi", "hello", "dear", "thanks", "info", "details", "let", "just", "also", "much", "many", "r", "have", "has", "had",
    ],
    concepts: {
      "how much": "price", cost: "price", rate: "price", fee: "price", fees: "price", charge: "price", rupees: "price", prise: "price",
      "how long": "time", "how soon": "time", minutes: "time",
      "how often": "often", "how many times": "often",
      "break even": "breakeven", "break-even": "breakeven", "pay back": "breakeven", "investment back": "breakeven",
      "e-mail": "email", "mail id": "email", "email id": "email",
      "soil didi": "didi",
      "what comes": "contents", includes: "contents", include: "contents", "in the box": "contents",
      centre: "clinic", center: "clinic",
      machine: "device",
      fertiliser: "fertilizer",
      timings: "hours", timing: "hours",
    },
    markers: ["the", "is", "are", "what", "how", "when", "where", "which", "does", "do", "can", "my", "your", "you", "i", "of", "for", "in", "to", "will", "should", "there", "much", "many", "long"],
    greetings: ["hi", "hii", "hello", "helo", "hey", "good morning", "good evening", "good afternoon"],
    thanks: ["thanks", "thank you", "thank", "thx", "ok", "okay", "bye"],
  },
  replies: {
    topics: (programme) =>
      `soil test prices, test time and parameters, how to collect a soil sample, finding a clinic near you, our services, ` +
      `buying or renting the device, starting your own soil clinic, becoming a ${programme}, partnerships and CSR, and how to contact us`,
    empty: (name) =>
      `Please type your question${name ? `, ${name}` : ""}. For example: "How do I get my soil tested?" or "What are your testing prices?"`,
    greeting: (name, assistantName, topics) =>
      `Hello${name ? ` ${name}` : ""}! I'm the ${assistantName}. I can help you with ${topics}. What would you like to know?`,
    thanks: (name, phone, email) =>
      `You're welcome${name ? `, ${name}` : ""}! If you have more questions, just ask. You can also reach our team at ${phone} or ${email}.`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `Sorry${name ? ` ${name}` : ""}, I don't know the answer to that. ` +
      `Our team can help: call ${phones}, e-mail ${email}, or write to us through the form on ${contactPath}. ` +
      `Working hours: ${hours}. ` +
      `I can answer questions about ${topics}.`,
    more: (paths) => `See ${joinEn(paths)}.`,
    callbackOffer:
      "I could not answer two of your questions, so let a person from our team call you. " +
      "Tap \"Call me back\" below, choose a time within working hours and we will phone you.",
    contactTitle: "Contact us",
    clinicsIn: (place, clinics) => `Our clinics in ${place}: ${clinics.join("; ")}. Book a test through the clinic finder.`,
    noClinicIn: (place) =>
      `We have no clinic in ${place} yet. The clinic finder lists every clinic by state; you can also start one yourself (see /start-clinic) or ask us to bring testing to your village.`,
    nearestTo: (place, clinics) =>
      `We have no clinic in ${place} yet. The nearest: ${clinics.map((c) => `${c.line} (about ${c.km} km away)`).join("; ")}. The clinic finder shows them on a map, and you can book a test there.`,
  },
};
