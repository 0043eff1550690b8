/**
 * A light, deterministic text normaliser shared by the index and the queries:
 * lower-case, Unicode clean-up, Hindi/Hinglish phrase and word mapping to
 * English keywords, stop words and a tiny English stemmer.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;

/**
 * Spelling variants people type for the same Devanagari word, folded to one
 * form so index and question meet: a nasal consonant with virama before
 * a stop consonant is written as anusvara (हिन्दी = हिंदी, सम्पर्क = संपर्क);
 * ऑ (borrowed "o") as ओ (ऑफिस = ओफिस); word-final ये/यें/यी as ए/एं/ई
 * (किराये = किराए, कराएँ = कराये, गयी = गई); a doubled stop without
 * virama as the conjunct (मिटटी = मिट्टी).
 */
const VARIANTS: readonly (readonly [RegExp, string])[] = [
  [/[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0918\u091A-\u091D\u091F-\u0922\u0924-\u0927\u092A-\u092D])/g, "\u0902"],
  [/\u0911/g, "\u0913"],
  [/\u0949/g, "\u094B"],
  [/\u092F\u0947\u0902(?![\u0900-\u097F])/g, "\u090F\u0902"],
  [/\u092F\u0947(?![\u0900-\u097F])/g, "\u090F"],
  [/\u092F\u0940(?![\u0900-\u097F])/g, "\u0908"],
  [/([\u091F\u0920\u0921\u0922\u0924\u0925\u0926\u0927])\1/g, "$1\u094D$1"],
];

/**
 * Canonical form: NFC, lower case, chandrabindu → anusvara, nukta and
 * zero-width joiners dropped, Devanagari digits as ASCII digits (२ = 2), and
 * the common spelling variants above folded.
 */
export function canonical(text: string): string {
  // NFC writes the precomposed nukta letters (क़ U+0958 …) as letter + nukta, so dropping U+093C covers both.
  let s = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/\u0901/g, "\u0902")
    .replace(/[\u093C\u200C\u200D]/g, "")
    .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
  for (const [pattern, replacement] of VARIANTS) s = s.replace(pattern, replacement);
  return s;
}

/**
 * Multi-word Hindi/Hinglish phrases whose meaning is not the sum of their
 * words ("kitne ki" = how much does it cost). Applied before tokenising: the
 * English keyword is added after the phrase.
 */
const PHRASES: readonly (readonly [string, string])[] = [
  ["kitne ki", "price"],
  ["kitne ka", "price"],
  ["kitna paisa", "price"],
  ["kitne paise", "price"],
  ["kitna lagta", "price"],
  ["kitna lagega", "price"],
  ["kitni fees", "price"],
  ["kitna time", "time"],
  ["kitna samay", "time"],
  ["kitni der", "time"],
  ["kitne der", "time"],
  ["kitne minute", "time"],
  ["kitne parameter", "parameters"],
  ["kitna kama", "income"],
  ["कितने की", "price"],
  ["कितने का", "price"],
  ["कितना पैसा", "price"],
  ["कितने पैसे", "price"],
  ["कितना लगता", "price"],
  ["कितना समय", "time"],
  ["कितनी देर", "time"],
  ["कितना कमा", "income"],
  ["how much does it cost", "price"],
  ["how much is the test", "price"],
  ["how much for", "price"],
  ["how long", "time"],
  ["break even", "breakeven"],
  ["break-even", "breakeven"],
  ["e-mail", "email"],
  ["soil didi", "didi"],
];

/** Phrases replaced outright ("kaun si" = which, not "who"). */
const REPLACED: readonly (readonly [string, string])[] = [
  ["kaun si", "which"],
  ["kaun sa", "which"],
  ["kaunsi", "which"],
  ["kaunsa", "which"],
  ["कौन सी", "which"],
  ["कौन सा", "which"],
  ["कौन से", "which"],
];

/** Hindi (Devanagari and romanised) words → English keywords. */
const WORD_LIST: Readonly<Record<string, string>> = {
  // soil, test, farmer
  mitti: "soil", mitty: "soil", mati: "soil", matti: "soil", मिट्टी: "soil", मिटटी: "soil", माटी: "soil",
  jaanch: "test", janch: "test", jaach: "test", jach: "test", jaanc: "test", parikshan: "test", check: "test",
  जांच: "test", जाच: "test", परीक्षण: "test", टेस्ट: "test", टेस्टिंग: "test",
  kisan: "farmer", kisaan: "farmer", kishan: "farmer", किसान: "farmer", किसानों: "farmer",
  khet: "field", खेत: "field",
  // price
  keemat: "price", kimat: "price", keemath: "price", daam: "price", paisa: "price", paise: "price",
  rupaye: "price", rupay: "price", rupees: "price", shulk: "price", kharcha: "price", kharch: "price", fees: "price",
  कीमत: "price", दाम: "price", शुल्क: "price", फीस: "price", पैसा: "price", पैसे: "price", रुपये: "price",
  रुपए: "price", खर्च: "price", खर्चा: "price", लागत: "cost",
  // sample
  namuna: "sample", namoona: "sample", sampal: "sample", नमूना: "sample", नमूने: "sample", सैंपल: "sample",
  sample: "sample", gehrai: "depth", gahrai: "depth", गहराई: "depth",
  // time
  samay: "time", ghante: "hours", ghanta: "hours", समय: "time", घंटे: "hours", घंटा: "hours",
  मिनट: "minutes", देर: "time",
  // clinic / where
  clinic: "clinic", क्लिनिक: "clinic", kendra: "centre", केंद्र: "centre", kahan: "where", kaha: "where",
  कहां: "where", कहा: "where", nazdeek: "nearest", najdik: "nearest", नजदीक: "nearest", नजदीकी: "nearest",
  paas: "nearby", पास: "nearby", dhundhe: "find", dhoondhe: "find", khoje: "find", खोजें: "find", ढूंढें: "find",
  // services, device
  seva: "services", sewa: "services", sevayen: "services", sevaen: "services", suvidha: "services",
  सेवा: "services", सेवाएं: "services", सेवाएँ: "services", सुविधा: "services", सुविधाएं: "services",
  machine: "device", मशीन: "device", उपकरण: "device", डिवाइस: "device",
  kharidna: "buy", kharid: "buy", kharide: "buy", kharidne: "buy", खरीद: "buy", खरीदना: "buy", खरीदें: "buy",
  kiraya: "rent", kiraye: "rent", kiraaye: "rent", किराया: "rent", किराए: "rent", किराये: "rent",
  // soil didi, women
  mahila: "women", mahilaye: "women", aurat: "women", auraten: "women", महिला: "women", महिलाएं: "women",
  महिलाओं: "women", दीदी: "didi", banna: "become", banu: "become", bane: "become", banne: "become",
  बनें: "become", बनना: "become", बनने: "become", बनूं: "become", आवेदन: "apply", जुड़ें: "join",
  // start a clinic, income
  shuru: "start", शुरू: "start", kholna: "open", kholne: "open", kholen: "open", kholu: "open",
  खोलना: "open", खोलने: "open", खोलें: "open", खोलूं: "open", vyapar: "business", vyavsay: "business",
  dhandha: "business", व्यापार: "business", व्यवसाय: "business", बिजनेस: "business", किट: "kit",
  kamai: "income", kamana: "income", aamdani: "income", amdani: "income", munafa: "profit",
  कमाई: "income", कमाना: "income", आमदनी: "income", मुनाफा: "profit", आय: "income",
  // benefits, advice
  fayda: "benefits", faayda: "benefits", fayde: "benefits", labh: "benefits", फायदा: "benefits", फायदे: "benefits",
  लाभ: "benefits", upaj: "yield", paidavar: "yield", paidawar: "yield", utpadan: "yield", उपज: "yield",
  पैदावार: "yield", उत्पादन: "yield", bachat: "savings", बचत: "savings", khad: "fertilizer", urvarak: "fertilizer",
  खाद: "fertilizer", उर्वरक: "fertilizer", salah: "advice", सलाह: "advice", sujhav: "advice", सुझाव: "advice",
  fasal: "crop", फसल: "crop", फसलों: "crop",
  // partners, csr, impact
  sajhedari: "partnership", saajhedari: "partnership", sajhedar: "partner", साझेदारी: "partnership",
  साझेदार: "partner", पार्टनर: "partner", सीएसआर: "csr", पायलट: "pilot", लाख: "lakhs", करोड़: "crores",
  prabhav: "impact", asar: "impact", प्रभाव: "impact", असर: "impact", सरकार: "government", sarkar: "government",
  // satellite, ai
  upgrah: "satellite", उपग्रह: "satellite", सैटेलाइट: "satellite", takneek: "technology", तकनीक: "technology",
  // contact, hours, offices
  sampark: "contact", संपर्क: "contact", फोन: "phone", नंबर: "number", ईमेल: "email", baat: "talk", बात: "talk",
  khulta: "open", khula: "open", khulte: "open", खुलता: "open", खुला: "open", band: "closed", बंद: "closed",
  kab: "when", कब: "when", ravivar: "sunday", रविवार: "sunday", shanivar: "saturday", शनिवार: "saturday",
  daftar: "office", karyalay: "office", दफ्तर: "office", ऑफिस: "office", कार्यालय: "office",
  pata: "address", पता: "address",
  // resources, about
  वीडियो: "video", लेख: "articles", kaun: "who", कौन: "who", कंपनी: "company",
  // greetings and thanks (kept for intent detection)
  namaste: "hello", namaskar: "hello", namaskaar: "hello", pranam: "hello", नमस्ते: "hello", नमस्कार: "hello",
  प्रणाम: "hello", dhanyavad: "thanks", dhanyawad: "thanks", shukriya: "thanks", धन्यवाद: "thanks", शुक्रिया: "thanks",
};

/**
 * Words that carry no topic: English question words and fillers, and Hindi
 * grammar words (Devanagari and romanised).
 */
const STOP_LIST: readonly string[] = [
  // English
  "a", "an", "the", "is", "are", "am", "was", "were", "be", "been", "being", "do", "does", "did", "done",
  "i", "me", "my", "mine", "we", "our", "ours", "us", "you", "your", "yours", "it", "its", "this", "that",
  "these", "those", "they", "them", "their", "what", "which", "whom", "how", "can", "could", "would",
  "should", "will", "shall", "may", "might", "must", "to", "of", "in", "on", "at", "for", "from", "with", "by",
  "about", "and", "or", "but", "if", "so", "as", "into", "please", "tell", "know", "want", "wanted", "like",
  "need", "get", "got", "give", "there", "here", "any", "some", "much", "many", "more", "have", "has", "had",
  "also", "just", "then", "than", "very", "too", "all", "one", "own", "up", "out", "not", "no", "yes", "plz",
  "pls", "kindly", "sir", "madam", "maam", "ji", "hey", "hi", "hii", "hello", "helo", "hlo", "dear", "thanks",
  "thank", "info", "information", "details", "detail", "let", "make", "take", "takes", "go", "s", "use", "using", "used",
  // romanised Hindi
  "kya", "hai", "hain", "ho", "hota", "hoti", "hote", "hoga", "hogi", "kaise", "kaisa", "kaisi", "kitna",
  "kitne", "kitni", "mein", "mai", "main", "mujhe", "mera", "meri", "mere", "hum", "hume", "humein", "hamara",
  "hamari", "aap", "aapka", "aapki", "aapke", "apna", "apni", "apne", "ka", "ki", "ke", "ko", "se", "par", "pe",
  "aur", "ya", "bhi", "toh", "to", "karna", "karni", "karne", "kare", "karen", "karein", "karu", "karoon",
  "kar", "karta", "karti", "karte", "sakta", "sakti", "sakte", "chahiye", "chahta", "chahti", "chahte",
  "batao", "bataiye", "bataye", "bataen", "jaankari", "jankari", "baare", "bare", "liye", "lie", "wala",
  "wali", "wale", "kuch", "koi", "ek", "na", "nahi", "haan", "ji", "jee", "lagta", "lagti", "lagte", "milta",
  "milti", "milega", "hoon", "hun", "hu", "raha", "rahi", "rahe", "le", "lena", "lein", "len", "dalna", "dalen", "dale", "dalu", "hogi", "lagega", "lagegi", "lagenge", "hona", "honi",
  // Devanagari Hindi
  "क्या", "है", "हैं", "हो", "होता", "होती", "होते", "होगा", "कैसे", "कैसा", "कैसी", "कितना", "कितने", "कितनी",
  "में", "मैं", "मुझे", "मेरा", "मेरी", "मेरे", "हम", "हमें", "हमारा", "हमारी", "आप", "आपका", "आपकी", "आपके",
  "अपना", "अपनी", "अपने", "का", "की", "के", "को", "से", "पर", "और", "या", "भी", "तो", "करना", "करनी",
  "करने", "करें", "करूं", "कर", "करता", "करती", "करते", "सकता", "सकती", "सकते", "चाहिए", "चाहता",
  "चाहती", "बताएं", "बताइए", "बताओ", "जानकारी", "बारे", "लिए", "वाला", "वाली", "वाले", "कुछ", "कोई", "एक",
  "सी", "सा", "डालें", "डालना", "डालूं", "होगी", "लें", "लेना",
  "नहीं", "हां", "जी", "लगता", "लगती", "मिलता", "मिलती", "हूं", "रहा", "रही", "रहे", "कृपया", "यह", "वह",
];

const WORDS = new Map<string, string>(Object.entries(WORD_LIST).map(([k, v]) => [canonical(k), v]));
const STOP = new Set<string>(STOP_LIST.map(canonical));

/** Romanised words that mark a message as Hindi (besides Devanagari script). */
const HINGLISH_MARKERS = new Set<string>([
  "kya", "hai", "hain", "kaise", "kaisa", "kitna", "kitne", "kitni", "mein", "mujhe", "mera", "meri",
  "chahiye", "karna", "karni", "karwana", "karana", "kahan", "kaha", "kab", "batao", "bataiye", "aapka",
  "aapki", "aapke", "hota", "hoti", "sakta", "sakti", "sakte", "lagta", "milta", "jaankari", "jankari",
  "mitti", "jaanch", "janch", "keemat", "kimat", "daam", "kisan", "kisaan", "namuna", "shuru", "kholna",
  "kamai", "aamdani", "munafa", "mahila", "sampark", "namaste", "namaskar", "dhanyavad", "shukriya",
  "khad", "fasal", "fayda", "labh", "seva", "kiraya", "kharidna", "kendra", "daftar", "samay",
].map(canonical));

/** Collapses known phrases and strips punctuation; keeps letters, digits, marks and ₹. */
export function normalizeText(text: string): string {
  let s = " " + canonical(text).replace(/[^\p{L}\p{M}\p{N}₹\s-]+/gu, " ").replace(/\s+/g, " ") + " ";
  for (const [phrase, replacement] of REPLACED) {
    s = s.split(` ${phrase} `).join(` ${replacement} `);
  }
  for (const [phrase, keyword] of PHRASES) {
    s = s.split(` ${phrase} `).join(` ${phrase} ${keyword} `);
  }
  return s.replace(/-/g, " ").replace(/\s+/g, " ").trim();
}

/** Splits normalised text into raw word tokens. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .filter((t) => t !== "");
}

/** A deliberately small English stemmer: tests/tested/testing → test. */
export function stem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = w.slice(0, -3) + "y";
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  return w;
}

/**
 * Turns one token into index/query terms: null for a stop word, else the
 * stemmed token plus, for a known Hindi word, its English keyword.
 */
export function processTerm(token: string): string[] | null {
  const t = canonical(token);
  if (t === "" || STOP.has(t)) return null;
  const mapped = WORDS.get(t);
  if (mapped !== undefined) {
    const m = stem(mapped);
    return m === t ? [m] : [t, m];
  }
  return [stem(t)];
}

/** The distinct search terms of a message, space-separated (input of the index search). */
export function queryTerms(text: string): string[] {
  return [...new Set(contentTerms(text).flat())];
}

/** The content terms of a message, each with its expansions. */
export function contentTerms(text: string): string[][] {
  return tokenize(text)
    .map(processTerm)
    .filter((x): x is string[] => x !== null);
}

/** True when a message is written (at least partly) in Devanagari. */
export function isDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** True when a message is in Hindi: Devanagari script or common romanised Hindi words. */
export function isHindi(text: string): boolean {
  if (DEVANAGARI.test(text)) return true;
  return tokenize(text).some((t) => HINGLISH_MARKERS.has(t));
}

const GREETINGS = new Set<string>([
  "hi", "hii", "hiii", "hello", "helo", "hlo", "hey", "heya", "hola", "namaste", "namaskar", "namaskaar",
  "pranam", "ram", "radhe", "sat", "sri", "akal", "good", "morning", "afternoon", "evening", "day", "there",
  "sir", "madam", "maam", "ji", "bot", "assistant", "soil", "doctor", "didi", "team", "नमस्ते", "नमस्कार",
  "प्रणाम", "राम", "जी", "सर",
].map(canonical));

const THANKS = new Set<string>([
  "thanks", "thank", "you", "thx", "ty", "ok", "okay", "great", "nice", "good", "bye", "goodbye", "cool",
  "dhanyavad", "dhanyawad", "shukriya", "theek", "thik", "hai", "accha", "acha", "धन्यवाद", "शुक्रिया",
  "ठीक", "है", "अच्छा", "very", "much", "so", "sir", "ji", "जी",
].map(canonical));

const THANKS_TRIGGERS = new Set<string>([
  "thanks", "thank", "thx", "ty", "bye", "goodbye", "dhanyavad", "dhanyawad", "shukriya", "धन्यवाद", "शुक्रिया",
].map(canonical));

const GREETING_TRIGGERS = new Set<string>([
  "hi", "hii", "hiii", "hello", "helo", "hlo", "hey", "heya", "hola", "namaste", "namaskar", "namaskaar",
  "pranam", "morning", "afternoon", "evening", "नमस्ते", "नमस्कार", "प्रणाम", "राम",
].map(canonical));

/** "hi", "namaste", "good morning, Soil Doctor" … but not "hi, what are your prices?" */
export function isGreeting(text: string): boolean {
  const tokens = tokenize(text);
  return tokens.length > 0 && tokens.some((t) => GREETING_TRIGGERS.has(t)) && tokens.every((t) => GREETINGS.has(t));
}

/** "thanks", "ok thank you", "dhanyavad" … */
export function isThanks(text: string): boolean {
  const tokens = tokenize(text);
  return tokens.length > 0 && tokens.some((t) => THANKS_TRIGGERS.has(t)) && tokens.every((t) => THANKS.has(t));
}
