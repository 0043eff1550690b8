import type { KnowledgeLanguage } from "./types.ts";

/**
 * The assistant's knowledge in Punjabi, written as a farmer in Punjab speaks,
 * around the shared facts (content/knowledge/facts.ts). Keywords hold Gurmukhi
 * with the endings people attach to a word (ਮਿੱਟੀ ਦੀ, ਖੇਤ ਵਿੱਚ, ਖੇਤ ਚ) and
 * romanised Punjabi as it is typed on a phone (mitti, kinne, kithe), with the
 * English words farmers mix in.
 */
export const knowledgePa: KnowledgeLanguage = {
  script: "Gurmukhi",
  entries: {
    "test-price": {
      title: "ਮਿੱਟੀ ਪਰਖ ਦਾ ਰੇਟ",
      text: `{brand} ਜਾਂ {programme} ਕੇਂਦਰ ਤੇ ਇੱਕ ਨਮੂਨੇ ਦੀ ਜਾਂਚ {testPrice} ਵਿੱਚ ਹੁੰਦੀ ਹੈ; ਇੱਕ ਖੇਤ ਲਈ ਇੱਕ ਨਮੂਨਾ ਕਾਫ਼ੀ ਹੈ।
        ਨਤੀਜਾ ਅਤੇ ਸਲਾਹ ਉੱਥੇ ਹੀ {testMinutes} ਮਿੰਟਾਂ ਵਿੱਚ ਮਿਲ ਜਾਂਦੀ ਹੈ।`,
      keywords: ["ਰੇਟ", "ਕੀਮਤ", "ਮੁੱਲ", "ਭਾਅ", "ਫ਼ੀਸ", "ਫੀਸ", "ਖਰਚਾ", "ਖ਼ਰਚਾ", "ਖਰਚ", "ਪੈਸੇ", "ਰੁਪਏ", "ਰੁਪਈਏ", "ਕਿੰਨੇ ਪੈਸੇ", "ਕਿੰਨੇ ਦਾ", "ਕਿੰਨੇ ਚ", "ਕਿੰਨੇ ਵਿੱਚ", "ਮੁਫ਼ਤ", "ਮੁਫਤ", "ਫ਼ਰੀ", "ਚਾਰਜ", "rate", "keemat", "kimat", "mul", "bhaa", "fees", "fee", "kharcha", "kharch", "paise", "paisa", "rupaye", "rupye", "kinne paise", "kinne da", "kinne ch", "muft", "free", "charge"],
    },
    "test-time": {
      title: "ਜਾਂਚ ਨੂੰ ਕਿੰਨਾ ਸਮਾਂ ਲੱਗਦਾ",
      text: `ਛੋਟੀ ਮਸ਼ੀਨ ਤੁਹਾਡੇ ਪਿੰਡ ਵਿੱਚ ਹੀ {testMinutes} ਮਿੰਟਾਂ ਵਿੱਚ ਮਿੱਟੀ ਦੀਆਂ {parameters} ਚੀਜ਼ਾਂ ਪਰਖ ਲੈਂਦੀ ਹੈ, ਇਸ ਲਈ ਨਤੀਜਾ ਅਤੇ ਸਲਾਹ ਉਸੇ ਦਿਨ ਮਿਲ ਜਾਂਦੀ ਹੈ। ਲੈਬ ਦੀ ਰਿਪੋਰਟ ਲਈ ਹਫ਼ਤਿਆਂ ਦੀ ਉਡੀਕ ਨਹੀਂ।`,
      keywords: ["ਸਮਾਂ", "ਟਾਈਮ", "ਕਿੰਨਾ ਸਮਾਂ", "ਕਿੰਨੇ ਚਿਰ", "ਕਿੰਨੀ ਦੇਰ", "ਚਿਰ", "ਦੇਰ", "ਮਿੰਟ", "ਘੰਟਾ", "ਘੰਟੇ", "ਨਤੀਜਾ", "ਰਿਜ਼ਲਟ", "ਰਿਜਲਟ", "ਕਦੋਂ ਮਿਲੂ", "ਕਦੋਂ ਮਿਲਦੀ", "ਉਡੀਕ", "ਛੇਤੀ", "ਕਿੰਨੇ ਦਿਨ", "samaan", "sama", "time", "kinna time", "kinne time", "kinne chir", "kinni der", "chir", "der", "minute", "ghanta", "result", "nateeja", "natija", "kado milu", "kadon", "udeek", "chheti", "kinne din"],
    },
    parameters: {
      title: "ਜਾਂਚ ਵਿੱਚ ਕੀ-ਕੀ ਵੇਖਿਆ ਜਾਂਦਾ",
      text: `ਛੋਟੀ ਮਸ਼ੀਨ ਮਿੱਟੀ ਦੀਆਂ {parameters} ਚੀਜ਼ਾਂ ਮਿਣਦੀ ਹੈ: pH, ਲੂਣ (EC), ਜੈਵਿਕ ਕਾਰਬਨ, ਨਾਈਟ੍ਰੋਜਨ, ਫ਼ਾਸਫ਼ੋਰਸ, ਪੋਟਾਸ਼, ਗੰਧਕ ਅਤੇ ਸੂਖਮ ਤੱਤ (ਜ਼ਿੰਕ, ਲੋਹਾ, ਮੈਂਗਨੀਜ਼, ਤਾਂਬਾ, ਬੋਰੋਨ)।
        ਇਹ {fullParameters} ਚੀਜ਼ਾਂ ਵਾਲੇ ਮਾਡਲ ਵਿੱਚ ਅਤੇ {coreParameters} ਚੀਜ਼ਾਂ ਵਾਲੇ ਮਾਡਲ ਵਿੱਚ ਆਉਂਦੀ ਹੈ, ਜੋ ਮੁੱਖ ਖੁਰਾਕੀ ਤੱਤ ਪਰਖਦਾ ਹੈ।`,
      keywords: ["ਕੀ ਕੀ", "ਕੀ-ਕੀ", "ਕੀ ਚੈੱਕ", "ਕੀ ਪਰਖਦੇ", "ਚੈੱਕ ਕਰਦੇ", "ਪੈਰਾਮੀਟਰ", "ਤੱਤ", "ਖੁਰਾਕੀ ਤੱਤ", "ਨਾਈਟ੍ਰੋਜਨ", "ਫ਼ਾਸਫ਼ੋਰਸ", "ਫਾਸਫੋਰਸ", "ਪੋਟਾਸ਼", "ਜ਼ਿੰਕ", "ਜਿੰਕ", "ਕਾਰਬਨ", "ਜੈਵਿਕ", "ਚੀਜ਼ਾਂ", "parameter", "parameters", "tatt", "tat", "khuraki", "ki ki", "ki ki check", "check karde", "npk", "ph", "zinc", "carbon"],
    },
    "get-tested": {
      title: "ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਕਿਵੇਂ ਕਰਾਈਏ",
      text: `ਜਾਂਚ ਬੁੱਕ ਕਰਨ ਲਈ ਕਲੀਨਿਕ ਲੱਭੋ ਪੰਨਾ ਖੋਲ੍ਹੋ, ਆਪਣੇ ਨੇੜੇ ਦਾ ਕਲੀਨਿਕ ਚੁਣੋ ਅਤੇ "ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਬੁੱਕ ਕਰੋ" ਦੱਬੋ; ਕਲੀਨਿਕ {bookingCallWorkingDays} ਕੰਮ ਵਾਲੇ ਦਿਨ ਵਿੱਚ ਫ਼ੋਨ ਕਰਕੇ ਤਾਰੀਖ਼ ਪੱਕੀ ਕਰਦਾ ਹੈ।
        ਤੁਸੀਂ ਨਮੂਨਾ ਲੈ ਕੇ ਸਿੱਧੇ ਕਲੀਨਿਕ ਤੇ ਵੀ ਜਾ ਸਕਦੇ ਹੋ, ਜਾਂ ਇੱਥੇ ਚੈਟ ਵਿੱਚ ਪੁੱਛ ਸਕਦੇ ਹੋ। ਜਾਂਚ ਹਰ ਨਮੂਨਾ {testPrice} ਵਿੱਚ ਹੁੰਦੀ ਹੈ ਅਤੇ {testMinutes} ਮਿੰਟ ਲੱਗਦੇ ਹਨ।`,
      keywords: ["ਬੁੱਕ", "ਬੁਕ", "ਬੁਕਿੰਗ", "ਨਾਂ ਲਿਖਾਉਣਾ", "ਜਾਂਚ ਕਰਾਉਣੀ", "ਕਿਵੇਂ ਕਰਾਈਏ", "ਕਿਵੇਂ ਕਰਾਉਣੀ", "ਕਿੱਥੇ ਕਰਾਈਏ", "ਕਰਾਉਣੀ", "ਕਰਾਉਣਾ", "ਟੈਸਟ ਕਰਾਉਣਾ", "book", "booking", "karauni", "karauna", "kiven karaiye", "kive karaiye", "kithe karaiye", "test karauna", "naa likhauna"],
    },
    "field-visit": {
      title: "ਤੁਹਾਡੇ ਖੇਤ ਵਿੱਚ ਜਾਂਚ",
      text: `ਹਾਂ ਜੀ, ਤੁਸੀਂ {programme} ਨੂੰ ਆਪਣੇ ਖੇਤ ਬੁਲਾ ਸਕਦੇ ਹੋ। ਉਹ ਤੁਹਾਡੇ ਨਾਲ ਨਮੂਨਾ ਲੈਂਦੀ ਹੈ, ਉੱਥੇ ਹੀ ਜਾਂਚ ਕਰਦੀ ਹੈ ਅਤੇ ਨਤੀਜੇ ਸਮਝਾਉਂਦੀ ਹੈ। ਇੱਕ ਨਮੂਨੇ ਦੀ ਜਾਂਚ {testPrice} ਵਿੱਚ ਹੁੰਦੀ ਹੈ। ਕਲੀਨਿਕ ਲੱਭੋ ਪੰਨੇ ਤੋਂ ਜਾਂ ਇਸੇ ਚੈਟ ਵਿੱਚ ਬੁੱਕ ਕਰੋ।`,
      keywords: ["ਖੇਤ ਆ ਕੇ", "ਖੇਤ ਵਿੱਚ ਆ", "ਖੇਤ ਆਉਣਗੇ", "ਘਰ ਆ ਕੇ", "ਕੋਈ ਆਊ", "ਕੋਈ ਆਵੇਗਾ", "ਬੁਲਾਉਣਾ", "ਬੁਲਾ", "ਪਿੰਡ ਆ ਕੇ", "ਆ ਕੇ", "khet aa ke", "khet aake", "ghar aa ke", "koi aau", "koi aavega", "bulauna", "bula", "aa ke", "aake", "lai jau"],
    },
    "sample-collection": {
      title: "ਮਿੱਟੀ ਦਾ ਨਮੂਨਾ ਕਿਵੇਂ ਲਈਏ",
      text: `ਖੇਤ ਵਿੱਚ ਵਿੰਗੇ-ਟੇਢੇ ਤੁਰ ਕੇ {sampleSpots} ਥਾਵਾਂ ਚੁਣੋ; ਹਰ ਥਾਂ ਉੱਪਰਲਾ ਕੂੜਾ ਹਟਾ ਕੇ {sampleDepthInches} ਇੰਚ ({sampleDepthCm} ਸੈਂਟੀਮੀਟਰ) ਡੂੰਘਾ ਟੋਆ ਪੁੱਟ ਕੇ ਮਿੱਟੀ ਲਓ।
        ਸਾਰੀ ਮਿੱਟੀ ਸਾਫ਼ ਬਾਲਟੀ ਵਿੱਚ ਰਲਾਓ ਅਤੇ ਲਗਭਗ {sampleGrams} ਗ੍ਰਾਮ ਸਾਫ਼ ਥੈਲੀ ਵਿੱਚ ਰੱਖੋ, ਉਸ ਤੇ ਆਪਣਾ ਨਾਂ ਅਤੇ ਖੇਤ ਲਿਖੋ। ਵੱਟਾਂ, ਰੂੜੀ ਦੇ ਟੋਏ, ਦਰਖ਼ਤਾਂ ਹੇਠੋਂ ਅਤੇ ਜਿੱਥੇ ਹੁਣੇ ਖਾਦ ਪਾਈ ਹੋਵੇ, ਉੱਥੋਂ ਨਮੂਨਾ ਨਾ ਲਓ।`,
      keywords: ["ਨਮੂਨਾ", "ਨਮੂਨੇ", "ਨਮੂਨਾ ਲੈਣਾ", "ਸੈਂਪਲ", "ਸੈਂਪਲ ਲੈਣਾ", "ਡੂੰਘਾਈ", "ਡੂੰਘਾ", "ਡੂੰਘੀ", "ਕਿੰਨਾ ਡੂੰਘਾ", "ਇੰਚ", "ਗ੍ਰਾਮ", "ਕਿੰਨੀ ਮਿੱਟੀ", "ਪੁੱਟਣਾ", "ਟੋਆ", "ਮਿੱਟੀ ਕਿਵੇਂ ਲਈਏ", "namoona", "namuna", "sample", "sampal", "dungha", "doongha", "dunghi", "kinna dungha", "kinni mitti", "puttna", "tooya", "toya", "inch", "gram", "mitti kiven"],
    },
    "test-frequency": {
      title: "ਕਿੰਨੀ ਵਾਰ ਜਾਂਚ ਕਰਾਈਏ",
      text: `ਹਰ ਸੀਜ਼ਨ ਬਿਜਾਈ ਤੋਂ ਪਹਿਲਾਂ ਜਾਂਚ ਕਰਾਓ, ਜਾਂ ਘੱਟੋ-ਘੱਟ ਸਾਲ ਵਿੱਚ ਇੱਕ ਵਾਰ। ਹਰ ਸਾਲ ਇੱਕੋ ਸਮੇਂ ਜਾਂਚ ਕਰਾਉਣ ਨਾਲ ਪਤਾ ਲੱਗਦਾ ਹੈ ਕਿ ਮਿੱਟੀ ਕਿਵੇਂ ਬਦਲ ਰਹੀ ਹੈ ਅਤੇ ਖਾਦ ਕੰਮ ਕਰ ਰਹੀ ਹੈ ਜਾਂ ਨਹੀਂ।`,
      keywords: ["ਕਿੰਨੀ ਵਾਰ", "ਕਿੰਨੀ ਵਾਰੀ", "ਕਿੰਨੀ ਕੁ ਵਾਰ", "ਹਰ ਸਾਲ", "ਮੁੜ", "ਦੁਬਾਰਾ", "ਫਿਰ ਤੋਂ", "ਕਦੋਂ-ਕਦੋਂ", "ਹਰ ਸੀਜ਼ਨ", "ਹਰ ਫ਼ਸਲ", "ਵਾਰ-ਵਾਰ", "kinni vaar", "kinni var", "kinni vari", "har saal", "dubara", "mud", "fir to", "kado kado", "har season", "har fasal"],
    },
    "report-contents": {
      title: "ਮਿੱਟੀ ਦੀ ਰਿਪੋਰਟ ਵਿੱਚ ਕੀ ਹੁੰਦਾ",
      text: `ਰਿਪੋਰਟ ਵਿੱਚ ਪਰਖੀ ਹਰ ਚੀਜ਼ ਦਾ ਨਤੀਜਾ ਘੱਟ, ਦਰਮਿਆਨਾ ਜਾਂ ਵੱਧ ਨਾਲ ਲਿਖਿਆ ਹੁੰਦਾ ਹੈ, ਅਤੇ ਤੁਹਾਡੀ ਬੋਲੀ ਵਿੱਚ ਫ਼ਸਲ ਮੁਤਾਬਕ ਸਲਾਹ: ਕਿਹੜੀ ਖਾਦ ਪਾਉਣੀ ਹੈ, ਕਿੰਨੀ (ਪ੍ਰਤੀ ਏਕੜ ਅਤੇ ਤੁਹਾਡੇ ਖੇਤ ਲਈ ਮਾਤਰਾ) ਅਤੇ ਕਦੋਂ ਪਾਉਣੀ ਹੈ।`,
      keywords: ["ਰਿਪੋਰਟ ਚ ਕੀ", "ਰਿਪੋਰਟ ਵਿੱਚ", "ਰਿਪੋਰਟ", "ਭੂਮੀ ਸਿਹਤ ਕਾਰਡ", "ਸੋਇਲ ਹੈਲਥ ਕਾਰਡ", "ਕਾਰਡ", "ਕੀ ਮਿਲਦਾ", "ਕੀ ਲਿਖਿਆ", "ਲਿਖਿਆ", "ਮਾਤਰਾ", "report ch ki", "report vich", "report", "card", "soil health card", "ki milda", "ki likhya", "likhya"],
    },
    "report-lookup": {
      title: "ਆਪਣੀ ਮਿੱਟੀ ਦੀ ਰਿਪੋਰਟ ਵੇਖੋ",
      text: `/report ਪੰਨਾ ਖੋਲ੍ਹੋ ਅਤੇ ਰਸੀਦ ਜਾਂ ਥੈਲੀ ਦੀ ਪਰਚੀ ਤੇ ਲਿਖਿਆ ਨਮੂਨਾ ਨੰਬਰ ਅਤੇ ਮਿੱਟੀ ਦੇਣ ਵੇਲੇ ਦਿੱਤਾ ਮੋਬਾਈਲ ਨੰਬਰ ਲਿਖੋ: ਨਮੂਨਾ ਕਿੱਥੇ ਪਹੁੰਚਿਆ ਇਹ ਦਿਸੇਗਾ, ਅਤੇ ਤਿਆਰ ਹੋਣ ਤੇ ਰਿਪੋਰਟ ਪੜ੍ਹ ਜਾਂ ਡਾਊਨਲੋਡ ਕਰ ਸਕੋਗੇ। ਨਮੂਨਾ ਨੰਬਰ ਗੁਆਚ ਗਿਆ? {phones} ਤੇ ਫ਼ੋਨ ਕਰੋ।`,
      keywords: ["ਮੇਰੀ ਰਿਪੋਰਟ", "ਰਿਪੋਰਟ ਕਿੱਥੇ", "ਨਮੂਨਾ ਨੰਬਰ", "ਸੈਂਪਲ ਨੰਬਰ", "ਰਿਪੋਰਟ ਵੇਖਣੀ", "ਰਿਪੋਰਟ ਕਿਵੇਂ ਵੇਖਾਂ", "ਡਾਊਨਲੋਡ", "ਰਸੀਦ", "meri report", "report kithe", "sample number", "sample no", "report vekhni", "report vekhan", "kiddan vekhan", "download", "raseed"],
    },
    benefits: {
      title: "ਮਿੱਟੀ ਪਰਖ ਦੇ ਫ਼ਾਇਦੇ",
      text: `ਜੋ ਕਿਸਾਨ ਜਾਂਚ ਮੁਤਾਬਕ ਖਾਦ ਪਾਉਂਦੇ ਹਨ, ਉਨ੍ਹਾਂ ਦਾ ਝਾੜ {yieldGain} ਵਧਦਾ ਹੈ ਅਤੇ ਖਾਦ ਤੇ ਹਰ ਏਕੜ {savingPerAcre} ਤੱਕ ਬਚਦੇ ਹਨ, ਕਿਉਂਕਿ ਜੋ ਤੱਤ ਮਿੱਟੀ ਵਿੱਚ ਪਹਿਲਾਂ ਹੀ ਹੈ ਉਸ ਤੇ ਪੈਸਾ ਨਹੀਂ ਲੱਗਦਾ।`,
      keywords: ["ਫ਼ਾਇਦਾ", "ਫਾਇਦਾ", "ਫ਼ਾਇਦੇ", "ਲਾਭ", "ਝਾੜ", "ਪੈਦਾਵਾਰ", "ਉਪਜ", "ਬੱਚਤ", "ਬਚਤ", "ਬਚਦੇ", "ਕਿੰਨੇ ਪੈਸੇ ਬਚਦੇ", "ਕਿੰਨਾ ਵਧੂ", "ਵਧਦਾ", "ਵਧੂ", "ਕਿਉਂ ਕਰਾਈਏ", "ਵੱਧ ਫ਼ਸਲ", "faida", "fayda", "labh", "jhaad", "jhar", "jhad", "paidawar", "upaj", "bachat", "bachde", "vadhda", "vadhu", "kyon karaiye", "vadh fasal"],
    },
    "farm-results": {
      title: "ਭਾਈਵਾਲ ਖੇਤਾਂ ਦੇ ਨਤੀਜੇ",
      text: `ਜਾਂਚ ਮੁਤਾਬਕ ਚੱਲਣ ਵਾਲੇ ਭਾਈਵਾਲ ਖੇਤਾਂ ਵਿੱਚ ਔਸਤਨ ਝਾੜ {farmYieldGain}, ਜੈਵਿਕ ਕਾਰਬਨ {organicCarbonGain} ਅਤੇ ਪਾਣੀ ਸਾਂਭਣ ਦੀ ਤਾਕਤ {waterRetentionGain} ਵਧੀ। ਨਤੀਜੇ ਮਿੱਟੀ, ਫ਼ਸਲ, ਮੀਂਹ ਅਤੇ ਤਰੀਕੇ ਤੇ ਨਿਰਭਰ ਕਰਦੇ ਹਨ।`,
      keywords: ["ਨਤੀਜੇ", "ਭਾਈਵਾਲ ਖੇਤ", "ਜੈਵਿਕ ਕਾਰਬਨ", "ਪਾਣੀ ਸਾਂਭਣ", "ਬਦਲਾਅ", "ਸਬੂਤ", "natije", "badlaav", "saboot"],
    },
    "success-stories": {
      title: "ਕਿਸਾਨਾਂ ਦੀਆਂ ਕਹਾਣੀਆਂ",
      text: `ਰਮੇਸ਼ ਯਾਦਵ (ਉੱਤਰ ਪ੍ਰਦੇਸ਼) ਹਰ ਵਿੱਘੇ ਤੇ {bighaSaving} ਬਚਾਉਂਦੇ ਹਨ ਅਤੇ ਪਾਣੀ-ਖਾਦ {resourceOptimisation} ਘੱਟ ਲੱਗਦੀ ਹੈ; ਸਾਵਿਤਰੀ ਪਟੇਲ (ਮੱਧ ਪ੍ਰਦੇਸ਼) ਨੇ ਮੂੰਗਫਲੀ ਵਿੱਚ {groundnutSaving} ਬਚਾਏ; ਮਨੋਜ ਕੁਮਾਰ (ਬਿਹਾਰ) ਦਾ ਝਾੜ {yieldBefore} ਤੋਂ {yieldAfter} ਕੁਇੰਟਲ ਹੋਇਆ ({yieldRise} ਵੱਧ); ਰਾਜਬੀਰ ਸਿੰਘ (ਹਰਿਆਣਾ) ਦਾ ਖਾਦ-ਬੀਜ ਦਾ ਖਰਚਾ {inputCostCut} ਘਟਿਆ।`,
      keywords: ["ਕਹਾਣੀ", "ਕਹਾਣੀਆਂ", "ਤਜਰਬਾ", "ਕਾਮਯਾਬੀ", "ਕਿਸਾਨ ਕੀ ਕਹਿੰਦੇ", "ਵਿੱਘਾ", "ਵਿੱਘੇ", "ਕੁਇੰਟਲ", "ਮੂੰਗਫਲੀ", "kahani", "tajurba", "kamyabi", "vigha", "quintal", "moongfali"],
    },
    advisory: {
      title: "ਖਾਦ ਦੀ ਸਲਾਹ",
      text: `ਹਰ ਜਾਂਚ ਨਾਲ ਫ਼ਸਲ ਮੁਤਾਬਕ ਸਲਾਹ ਮਿਲਦੀ ਹੈ: ਕਿਹੜੀ ਖਾਦ, ਕਿੰਨੀ ਅਤੇ ਕਦੋਂ, ਤਾਂ ਜੋ ਤੁਸੀਂ ਉਹੀ ਪਾਓ ਜਿਸ ਦੀ ਖੇਤ ਵਿੱਚ ਘਾਟ ਹੈ। ਸਾਡੀ ਖਾਦ ਗਾਈਡ ਅਤੇ ਫ਼ਸਲ ਸਲਾਹ (ਮੁਫ਼ਤ PDF, /resources ਪੰਨੇ ਤੇ) ਆਮ ਫ਼ਸਲਾਂ ਦੀਆਂ ਮਾਤਰਾਵਾਂ ਦੱਸਦੀਆਂ ਹਨ।`,
      keywords: ["ਖਾਦ", "ਖਾਦਾਂ", "ਕਿਹੜੀ ਖਾਦ", "ਕਿੰਨੀ ਖਾਦ", "ਪਾਉਣੀ", "ਕਿੰਨੀ ਪਾਈਏ", "ਯੂਰੀਆ", "ਡੀਏਪੀ", "ਡੀ ਏ ਪੀ", "ਸਲਾਹ", "ਸਿਫ਼ਾਰਸ਼", "khad", "khaad", "kehdi khad", "kinni khad", "pauni", "urea", "yuria", "dap", "salah", "sifarish"],
    },
    "fertiliser-doses": {
      title: "ਮਿੱਟੀ ਜਾਂਚ ਮੁਤਾਬਕ ਖਾਦ ਦੀ ਮਾਤਰਾ",
      text: `ਸਾਡੀ ਖਾਦ ਗਾਈਡ ਦੱਸਦੀ ਹੈ: ਆਪਣੀ ਫ਼ਸਲ ਅਤੇ ਇਲਾਕੇ ਦੀ ਸਿਫ਼ਾਰਸ਼ ਵਾਲੀ ਮਾਤਰਾ ਤੋਂ ਸ਼ੁਰੂ ਕਰੋ, ਫਿਰ ਮਿੱਟੀ ਜਾਂਚ ਮੁਤਾਬਕ ਘੱਟ-ਵੱਧ ਕਰੋ। ਜਿਹੜਾ ਤੱਤ ਘੱਟ ਨਿਕਲੇ, ਉਸ ਦੀ ਮਾਤਰਾ ਵਿੱਚ {lowDoseAdd} ਜੋੜੋ; ਦਰਮਿਆਨਾ ਹੋਵੇ ਤਾਂ ਸਿਫ਼ਾਰਸ਼ ਵਾਲੀ ਮਾਤਰਾ ਹੀ ਪਾਓ; ਵੱਧ ਹੋਵੇ ਤਾਂ {highDoseCut} ਘਟਾਓ। ਯੂਰੀਆ (ਇਸ ਵਿੱਚ {ureaNitrogen} ਨਾਈਟ੍ਰੋਜਨ) {ureaSplits} ਕਿਸ਼ਤਾਂ ਵਿੱਚ ਪਾਓ: ਲਗਭਗ ਅੱਧਾ ਬਿਜਾਈ ਵੇਲੇ, ਬਾਕੀ ਬੂਝਾ ਮਾਰਨ ਵੇਲੇ, ਗੋਡੇ-ਗੋਡੇ ਫ਼ਸਲ ਜਾਂ ਫੁੱਲ ਆਉਣ ਵੇਲੇ; ਸਾਰਾ ਬਿਜਾਈ ਵੇਲੇ ਕਦੇ ਨਹੀਂ। ਜ਼ਿੰਕ ਸਲਫੇਟ: ਆਮ ਤੌਰ ਤੇ {zincSulphateKgPerHa} ਕਿੱਲੋ ਪ੍ਰਤੀ ਹੈਕਟੇਅਰ, {zincSulphateSeasons} ਰੁੱਤਾਂ ਵਿੱਚ ਇੱਕ ਵਾਰ। ਜਿਪਸਮ: ਮੂੰਗਫਲੀ ਨੂੰ ਫੁੱਲ ਆਉਣ ਵੇਲੇ, ਅਤੇ ਕੱਲਰ ਵਾਲੀ ਜ਼ਮੀਨ ਸੁਧਾਰਨ ਲਈ। ਤੁਹਾਡੇ ਖੇਤ ਦੀ ਸਹੀ ਮਾਤਰਾ ਤੁਹਾਡੀ ਰਿਪੋਰਟ ਦੱਸਦੀ ਹੈ; ਗਾਈਡ /resources ਪੰਨੇ ਤੇ ਮੁਫ਼ਤ PDF ਹੈ।`,
      keywords: ["ਯੂਰੀਆ ਕਿੰਨਾ", "ਕਿੰਨਾ ਯੂਰੀਆ", "ਯੂਰੀਆ ਦੀ ਮਾਤਰਾ", "ਯੂਰੀਆ ਕਦੋਂ", "ਕਿਸ਼ਤਾਂ", "ਜਿਪਸਮ", "ਜ਼ਿੰਕ", "ਜ਼ਿੰਕ ਸਲਫੇਟ", "ਮਾਤਰਾ", "ਪ੍ਰਤੀ ਏਕੜ", "ਕਿੱਲੇ", "ਕੱਲਰ", "yuria kinna", "urea kinna", "jipsam", "gypsum", "zinc", "matra", "kille"],
    },
    satellite: {
      title: "ਸੈਟੇਲਾਈਟ ਤੋਂ ਕੀ ਪਤਾ ਲੱਗਦਾ",
      text: `ਸੈਟੇਲਾਈਟ ਦੀਆਂ ਤਸਵੀਰਾਂ ਹਰ ਜਾਂਚ ਵਿੱਚ ਫ਼ਸਲ ਦਾ ਵਾਧਾ, ਨਮੀ ਅਤੇ ਖੇਤ ਦਾ ਪੁਰਾਣਾ ਰਿਕਾਰਡ ਜੋੜਦੀਆਂ ਹਨ, ਤਾਂ ਜੋ ਸਲਾਹ ਪੂਰੇ ਖੇਤ ਤੇ ਲਾਗੂ ਹੋਵੇ, ਸਿਰਫ਼ ਉਸ ਥਾਂ ਤੇ ਨਹੀਂ ਜਿੱਥੋਂ ਨਮੂਨਾ ਲਿਆ ਸੀ।`,
      keywords: ["ਸੈਟੇਲਾਈਟ", "ਸੈਟਲਾਈਟ", "ਉਪਗ੍ਰਹਿ", "ਤਸਵੀਰਾਂ", "ਨਮੀ", "ਸਿੱਲ੍ਹ", "satellite", "setelite", "upgreh", "nami"],
    },
    "soil-intelligence": {
      title: "ਮਿੱਟੀ ਦੀ ਸਮਝ (ਸੋਇਲ ਇੰਟੈਲੀਜੈਂਸ)",
      text: `ਅਸੀਂ ਮਿੱਟੀ ਨੂੰ ਜਿਊਂਦਾ ਪ੍ਰਬੰਧ ਮੰਨਦੇ ਹਾਂ, ਸਿਰਫ਼ ਰਿਪੋਰਟ ਦੇ ਅੰਕ ਨਹੀਂ: ਖੇਤ ਦੀ ਜਾਂਚ, ਸੈਟੇਲਾਈਟ ਦੀਆਂ ਤਸਵੀਰਾਂ ਅਤੇ AI ਰਲ ਕੇ ਮਿੱਟੀ ਦੇ ਜੀਵਾਂ, ਬਣਤਰ ਅਤੇ ਕਾਰਬਨ ਦੀ ਇੱਕ ਤਸਵੀਰ ਬਣਾਉਂਦੇ ਹਨ, ਅਤੇ ਫ਼ਸਲ ਮੁਤਾਬਕ ਸਲਾਹ ਦਿੰਦੇ ਹਨ ਜਿਸ ਤੇ ਤੁਸੀਂ ਉਸੇ ਦਿਨ ਕੰਮ ਕਰ ਸਕੋ।`,
      keywords: ["ਸੋਇਲ ਇੰਟੈਲੀਜੈਂਸ", "ਪਲੇਟਫ਼ਾਰਮ", "ਪਲੇਟਫਾਰਮ", "ਡਿਜੀਟਲ", "ਤਕਨੀਕ", "ਡੈਸ਼ਬੋਰਡ", "ਐਪ", "intelligence", "platform", "digital", "technology", "taknik", "dashboard", "app", "ai"],
    },
    "clinic-finder": {
      title: "ਤੁਹਾਡੇ ਨੇੜੇ ਦਾ ਕਲੀਨਿਕ",
      text: `ਸਾਡੇ {clinicsRunning} ਮਿੱਟੀ ਕਲੀਨਿਕ ਹਨ, ਜਿਨ੍ਹਾਂ ਨੂੰ {brand} ਜਾਂ {programme} ਕੇਂਦਰ ਕਹਿੰਦੇ ਹਨ। ਕਲੀਨਿਕ ਲੱਭੋ ਪੰਨੇ ਤੇ ਨਾਂ, ਜ਼ਿਲ੍ਹੇ ਜਾਂ ਸੂਬੇ ਨਾਲ ਕਲੀਨਿਕ ਲੱਭੋ ਅਤੇ ਨਕਸ਼ੇ ਤੇ ਹਰ ਕਲੀਨਿਕ ਦਾ ਪਤਾ, ਫ਼ੋਨ ਅਤੇ ਸੇਵਾਵਾਂ ਵੇਖੋ।`,
      keywords: ["ਕਲੀਨਿਕ", "ਕਲਿਨਿਕ", "ਕੇਂਦਰ", "ਸੈਂਟਰ", "ਕਿੱਥੇ", "ਕਿਥੇ", "ਨੇੜੇ", "ਨੇੜੇ ਦਾ", "ਕੋਲ", "ਜ਼ਿਲ੍ਹਾ", "ਜ਼ਿਲ੍ਹੇ", "ਸੂਬਾ", "ਸੂਬੇ", "ਲੈਬ", "ਕਿੰਨੇ ਕਲੀਨਿਕ", "clinic", "kendar", "kendra", "center", "centre", "kithe", "kitthe", "nede", "nere", "kol", "zila", "jila", "lab"],
    },
    "clinic-services": {
      title: "ਕਲੀਨਿਕ ਤੇ ਕਿਹੜੀ ਜਾਂਚ ਹੁੰਦੀ",
      text: `ਕਲੀਨਿਕ {coreParameters} ਚੀਜ਼ਾਂ ਦੀ ਜਾਂਚ, {fullParameters} ਚੀਜ਼ਾਂ ਦੀ ਜਾਂਚ, ਸਲਾਹ ਸੇਵਾ ਅਤੇ ਸੈਟੇਲਾਈਟ ਜਾਂਚ ਦਿੰਦੇ ਹਨ; ਕਲੀਨਿਕ ਲੱਭੋ ਪੰਨੇ ਤੇ ਆਪਣੀ ਲੋੜ ਦੀ ਸੇਵਾ ਨਾਲ ਕਲੀਨਿਕ ਛਾਂਟ ਸਕਦੇ ਹੋ।`,
      keywords: ["ਕਲੀਨਿਕ ਦੀ ਸੇਵਾ", "ਕਲੀਨਿਕ ਚ ਕੀ", "clinic di seva", "filter", "ਛਾਂਟਣਾ"],
    },
    services: {
      title: "ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ",
      text: `ਅਸੀਂ ਇਹ ਦਿੰਦੇ ਹਾਂ: ਖਰੀਦਣ ਜਾਂ ਕਿਰਾਏ ਤੇ ਲੈਣ ਲਈ ਛੋਟੀ ਮਿੱਟੀ ਜਾਂਚ ਮਸ਼ੀਨ, ਤੁਹਾਡੇ ਨੇੜੇ ਦੇ ਮਿੱਟੀ ਕਲੀਨਿਕ (ਜਾਂਚ ਹਰ ਨਮੂਨਾ {testPrice}), ਪਿੰਡਾਂ ਦੀਆਂ ਬੀਬੀਆਂ ਨੂੰ ਮਿੱਟੀ ਜਾਂਚ ਦਾ ਕਾਰੋਬਾਰ ਚਲਾਉਣ ਵਾਲੀਆਂ ਬਣਾਉਂਦੀ {programme} ਸਕੀਮ, ਮਿੱਟੀ ਜਾਣਕਾਰੀ ਪਲੇਟਫ਼ਾਰਮ, ਅਤੇ ਆਪਣਾ ਕਲੀਨਿਕ ਖੋਲ੍ਹਣ ਵਿੱਚ ਮਦਦ।`,
      keywords: ["ਸੇਵਾ", "ਸੇਵਾਵਾਂ", "ਸਹੂਲਤ", "ਕੀ ਕਰਦੇ ਓ", "ਤੁਸੀਂ ਕੀ ਕਰਦੇ", "ਕਿਹੜੀਆਂ ਸੇਵਾਵਾਂ", "seva", "sevavan", "sahulat", "ki karde o", "tusi ki karde", "services"],
    },
    device: {
      title: "ਮਿੱਟੀ ਜਾਂਚ ਮਸ਼ੀਨ: ਖਰੀਦੋ ਜਾਂ ਕਿਰਾਏ ਤੇ ਲਓ",
      text: `ਛੋਟੀ ਮਸ਼ੀਨ ਖੇਤ ਦੇ ਕਿਨਾਰੇ {testMinutes} ਮਿੰਟਾਂ ਵਿੱਚ ਮਿੱਟੀ ਦੀਆਂ {parameters} ਚੀਜ਼ਾਂ ਪਰਖਦੀ ਹੈ, ਅਤੇ ਨਤੀਜੇ ਐਪ ਰਾਹੀਂ ਆਨਲਾਈਨ ਸਾਂਭੇ ਜਾਂਦੇ ਹਨ। ਤੁਸੀਂ ਇਸ ਨੂੰ ਪੂਰੀ ਖਰੀਦ ਸਕਦੇ ਹੋ ਜਾਂ ਇੱਕ ਸੀਜ਼ਨ ਜਾਂ ਮੁਹਿੰਮ ਲਈ ਕਿਰਾਏ ਤੇ ਲੈ ਸਕਦੇ ਹੋ: /contact ਪੰਨੇ ਤੋਂ ਪੁੱਛੋ।`,
      keywords: ["ਮਸ਼ੀਨ", "ਮਸੀਨ", "ਯੰਤਰ", "ਡਿਵਾਈਸ", "ਖਰੀਦ", "ਖਰੀਦਣੀ", "ਖਰੀਦਣੀ ਪੈਂਦੀ", "ਕਿਰਾਇਆ", "ਕਿਰਾਏ", "ਕਿਰਾਏ ਤੇ", "ਭਾੜਾ", "machine", "masheen", "device", "kharid", "kharidni", "kiraya", "kiraye", "kiraye te", "rent", "buy"],
    },
    "soil-didi": {
      title: "{programme}: ਬੀਬੀਆਂ ਦੇ ਹੱਥ ਵਿੱਚ ਮਿੱਟੀ ਦੀ ਜਾਂਚ",
      text: `{programme} ਪਿੰਡ ਦੀ ਉਹ ਬੀਬੀ ਹੈ ਜਿਸ ਨੂੰ ਅਸੀਂ ਮਿੱਟੀ ਜਾਂਚ ਦਾ ਆਪਣਾ ਕਾਰੋਬਾਰ ਚਲਾਉਣ ਦੀ ਸਿਖਲਾਈ ਦਿੰਦੇ ਹਾਂ: ਉਹ ਖੇਤਾਂ ਤੋਂ ਨਮੂਨਾ ਲੈਂਦੀ ਹੈ, ਜਾਂਚ ਕਰਦੀ ਹੈ, ਗੁਆਂਢੀਆਂ ਨੂੰ ਨਤੀਜੇ ਸਮਝਾਉਂਦੀ ਹੈ ਅਤੇ ਹਰ ਜਾਂਚ ਤੋਂ ਕਮਾਈ ਕਰਦੀ ਹੈ (ਇੱਕ ਕੇਂਦਰ ਦੀ ਸ਼ੁੱਧ ਕਮਾਈ ਲਗਭਗ {netMonthlyIncome} ਮਹੀਨਾ)। ਹੁਣ ਤੱਕ {didisTrained} ਦੀਦੀਆਂ ਨੂੰ ਸਿਖਲਾਈ ਮਿਲੀ ਹੈ। ਬਣਨ ਲਈ /contact ਪੰਨੇ ਤੋਂ ਅਰਜ਼ੀ ਦਿਓ।`,
      keywords: ["ਦੀਦੀ", "ਸੋਇਲ ਦੀਦੀ", "ਭੈਣ", "ਭੈਣਾਂ", "ਬੀਬੀ", "ਬੀਬੀਆਂ", "ਔਰਤ", "ਔਰਤਾਂ", "ਜ਼ਨਾਨੀ", "ਬਣਨਾ", "ਕਿਵੇਂ ਬਣੀਏ", "ਅਰਜ਼ੀ", "ਜੁੜਨਾ", "ਰੁਜ਼ਗਾਰ", "ਨੌਕਰੀ", "ਕੌਣ ਹੁੰਦੀ", "didi", "soil didi", "bhain", "bibi", "bibiyan", "aurat", "zanani", "banna", "kive baniye", "arzi", "rozgar", "naukri", "kaun hundi"],
    },
    "start-clinic": {
      title: "ਆਪਣਾ ਮਿੱਟੀ ਕਲੀਨਿਕ ਖੋਲ੍ਹੋ",
      text: `ਖੇਤੀ ਦੀ ਪੜ੍ਹਾਈ ਵਾਲੇ ਨੌਜਵਾਨ, ਪਿੰਡਾਂ ਦੇ ਉੱਦਮੀ, ਬੀਬੀਆਂ ਦੇ ਸੈਲਫ਼ ਹੈਲਪ ਗਰੁੱਪ ਅਤੇ ਕਿਸਾਨ ਉਤਪਾਦਕ ਸੰਗਠਨ (FPO) ਕਲੀਨਿਕ ਖੋਲ੍ਹ ਸਕਦੇ ਹਨ; ਲੈਬ ਦਾ ਤਜਰਬਾ ਜ਼ਰੂਰੀ ਨਹੀਂ।
        {fullParameters} ਚੀਜ਼ਾਂ ਵਾਲੀ ਕਿੱਟ {kitPrice} + GST ਦੀ ਹੈ ({coreParameters} ਚੀਜ਼ਾਂ ਵਾਲਾ ਮਾਡਲ {coreKitPrice}), ਨਾਲ ਸਿਖਲਾਈ ਅਤੇ ਮਦਦ, ਅਤੇ ਆਮ ਤੌਰ ਤੇ ਕਲੀਨਿਕ {breakEvenMonths} ਮਹੀਨਿਆਂ ਵਿੱਚ ਆਪਣਾ ਖਰਚਾ ਕੱਢ ਲੈਂਦਾ ਹੈ। ਅਰਜ਼ੀ ਜਾਂ ਮਾਰਗਦਰਸ਼ਕ ਨਾਲ ਗੱਲ ਲਈ /contact ਪੰਨਾ ਵੇਖੋ।`,
      keywords: ["ਕਲੀਨਿਕ ਖੋਲ੍ਹਣਾ", "ਕਲੀਨਿਕ ਖੋਲ੍ਹਣ", "ਖੋਲ੍ਹਣ", "ਖੋਲ੍ਹਣਾ", "ਖੋਲ੍ਹੋ", "ਸ਼ੁਰੂ", "ਸ਼ੁਰੂ ਕਰਨਾ", "ਕਾਰੋਬਾਰ", "ਧੰਦਾ", "ਮਿੱਟੀ ਕਲੀਨਿਕ", "ਕੌਣ ਖੋਲ੍ਹ ਸਕਦਾ", "kholna", "kholan", "khol", "khol ke", "shuru", "karobar", "dhanda", "business", "franchise"],
    },
    "kit-price": {
      title: "ਕਲੀਨਿਕ ਕਿੱਟ ਦਾ ਰੇਟ",
      text: `{fullParameters} ਚੀਜ਼ਾਂ ਵਾਲੀ ਕਿੱਟ {kitPrice} + GST ਦੀ ਹੈ; {coreParameters} ਚੀਜ਼ਾਂ ਵਾਲਾ ਮਾਡਲ {coreKitPrice} ਦਾ।`,
      keywords: ["ਕਿੱਟ ਦਾ ਰੇਟ", "ਕਿੱਟ ਦੀ ਕੀਮਤ", "ਮਸ਼ੀਨ ਦਾ ਰੇਟ", "ਮਸ਼ੀਨ ਦੀ ਕੀਮਤ", "ਮਸ਼ੀਨ ਕਿੰਨੇ ਦੀ", "ਨਿਵੇਸ਼", "ਜੀਐਸਟੀ", "kit da rate", "kit di keemat", "kit price", "machine da rate", "machine kinne di", "gst", "nivesh"],
    },
    "kit-contents": {
      title: "ਕਿੱਟ ਵਿੱਚ ਕੀ ਮਿਲਦਾ",
      text: `ਹਰ ਕਿੱਟ ਵਿੱਚ {kitSachets} ਜਾਂਚ ਪਾਊਚ (ਸੈਸ਼ੇ), ਨਤੀਜੇ ਆਨਲਾਈਨ ਸਾਂਭਣ ਵਾਲਾ ਐਪ ਲੌਗਇਨ, ਨਾਲ ਲਿਜਾਣ ਵਾਲਾ ਬਕਸਾ, ਅਤੇ ਹਿਲਾਉਣ ਤੇ ਛਾਣਨ ਵਾਲੀ ਮਸ਼ੀਨ ਮਿਲਦੀ ਹੈ। ਲੋੜ ਪੈਣ ਤੇ ਨਵੇਂ ਪਾਊਚ ਅਤੇ ਪੁਰਜ਼ੇ ਪਹੁੰਚਾਏ ਜਾਂਦੇ ਹਨ।`,
      keywords: ["contents", "ਕਿੱਟ ਚ ਕੀ", "ਕਿੱਟ ਵਿੱਚ ਕੀ", "ਕੀ ਕੀ ਮਿਲਦਾ", "ਸਾਮਾਨ", "ਪਾਊਚ", "ਸੈਸ਼ੇ", "ਬਕਸਾ", "kit ch ki", "kit vich ki", "ki ki milda", "saman", "pouch", "sachet", "baksa"],
    },
    "clinic-income": {
      title: "ਕਲੀਨਿਕ ਦੀ ਕਮਾਈ",
      text: `ਇੱਕ ਆਮ ਕਲੀਨਿਕ ਹਰ ਮਹੀਨੇ ਲਗਭਗ {testsPerMonth} ਨਮੂਨੇ ਹਰ ਜਾਂਚ {testPrice} ਦੇ ਰੇਟ ਤੇ ਪਰਖਦਾ ਹੈ, ਯਾਨੀ {monthlyRevenue} ਦੀ ਆਮਦਨ। ਜਾਂਚ ਪਾਊਚ (ਸੈਸ਼ੇ) ਦਾ ਖਰਚਾ ਹਰ ਜਾਂਚ {sachetCost} ਹੈ, ਫਿਰ ਹਰ ਮਹੀਨੇ {netMonthlyIncome} ਦੀ ਸ਼ੁੱਧ ਕਮਾਈ ਬਚਦੀ ਹੈ। ਇਹ ਆਮ ਅੰਕੜੇ ਹਨ, ਪੱਕੀ ਗਰੰਟੀ ਨਹੀਂ।`,
      keywords: ["ਕਮਾਈ", "ਕਮਾਉਣਾ", "ਕਮਾ ਸਕਦੇ", "ਆਮਦਨ", "ਆਮਦਨੀ", "ਮੁਨਾਫ਼ਾ", "ਮੁਨਾਫਾ", "ਮਹੀਨੇ", "ਮਹੀਨੇ ਦੀ", "ਪਾਊਚ ਦਾ ਖਰਚ", "kamai", "kamauna", "aamdan", "aamdani", "munafa", "mahine", "mahine di", "income"],
    },
    "break-even": {
      title: "ਲਾਇਆ ਪੈਸਾ ਕਦੋਂ ਮੁੜਦਾ",
      text: `ਆਮ ਤੌਰ ਤੇ ਕਲੀਨਿਕ ਆਪਣੀ ਕਿੱਟ ({kitPrice} + GST) ਦਾ ਖਰਚਾ {breakEvenMonths} ਮਹੀਨਿਆਂ ਵਿੱਚ ਕੱਢ ਲੈਂਦਾ ਹੈ, ਅਤੇ ਹਰ ਸਾਲ {farmersPerYear} ਕਿਸਾਨਾਂ ਦੀ ਸੇਵਾ ਕਰਦਾ ਹੈ, ਜੋ ਹਰ ਏਕੜ {clinicSavingPerAcre} ਬਚਾਉਂਦੇ ਹਨ।`,
      keywords: ["ਪੈਸੇ ਮੁੜਨੇ", "ਪੈਸਾ ਵਾਪਸ", "ਲਾਗਤ ਵਾਪਸ", "ਕਿੰਨੇ ਮਹੀਨੇ", "ਕਿੰਨੇ ਮਹੀਨਿਆਂ", "ਪੂਰੇ ਹੋ ਜਾਂਦੇ", "ਲਾਏ ਪੈਸੇ", "ਸਾਲ ਵਿੱਚ ਕਿੰਨੇ ਕਿਸਾਨ", "ਵਸੂਲ", "paise mudne", "paisa wapas", "kinne mahine", "poore ho jande", "laaye paise", "vasool", "saal ch"],
    },
    "clinic-support": {
      title: "ਕਲੀਨਿਕ ਵਾਲਿਆਂ ਨੂੰ ਸਿਖਲਾਈ ਅਤੇ ਮਦਦ",
      text: `ਕਲੀਨਿਕ ਚਲਾਉਣ ਵਾਲਿਆਂ ਨੂੰ ਨਮੂਨਾ ਲੈਣ, ਜਾਂਚ ਕਰਨ ਅਤੇ ਸਲਾਹ ਦੇਣ ਦੀ ਹੱਥੀਂ ਸਿਖਲਾਈ, ਐਪ, ਇੱਕ ਮਾਰਗਦਰਸ਼ਕ ਅਤੇ ਸਾਥੀਆਂ ਦਾ ਨੈੱਟਵਰਕ, ਪ੍ਰਚਾਰ ਵਿੱਚ ਮਦਦ (ਪੋਸਟਰ, ਕਿਸਾਨ ਮਿਲਣੀਆਂ, ਕਲੀਨਿਕ ਸੂਚੀ ਵਿੱਚ ਨਾਂ), ਸਮੇਂ ਸਿਰ ਸਾਮਾਨ ਅਤੇ ਮਸ਼ੀਨ ਦੀ ਨਿਯਮਤ ਜਾਂਚ ਮਿਲਦੀ ਹੈ।`,
      keywords: ["ਸਿਖਲਾਈ", "ਟ੍ਰੇਨਿੰਗ", "ਟਰੇਨਿੰਗ", "ਮਦਦ", "ਮਾਰਗਦਰਸ਼ਕ", "ਪ੍ਰਚਾਰ", "ਤਜਰਬਾ", "sikhlai", "training", "madad", "prachar"],
    },
    partnerships: {
      title: "ਸਾਡੇ ਨਾਲ ਭਾਈਵਾਲੀ",
      text: `ਅਸੀਂ CSR ਟੀਮਾਂ, ਫ਼ਾਊਂਡੇਸ਼ਨਾਂ, NGO, FPO, ਖਾਦ-ਬੀਜ ਵਿਕਰੇਤਾਵਾਂ, ਸਰਕਾਰੀ ਮਹਿਕਮਿਆਂ, ਖੋਜ ਸੰਸਥਾਵਾਂ ਅਤੇ ਨਿਵੇਸ਼ਕਾਂ ਨਾਲ ਜਾਂਚ ਮੁਹਿੰਮਾਂ, {programme} ਸਿਖਲਾਈ, ਕਲੀਨਿਕ ਸ਼ੁਰੂ ਕਰਨ ਅਤੇ ਅੰਕੜਿਆਂ ਤੇ ਖੋਜ ਵਿੱਚ ਕੰਮ ਕਰਦੇ ਹਾਂ।
        /for-partners ਪੰਨੇ ਦੇ ਫ਼ਾਰਮ ਰਾਹੀਂ ਲਿਖੋ: ਸਾਡੀ ਭਾਈਵਾਲੀ ਟੀਮ {partnerReplyWorkingDays} ਕੰਮ ਵਾਲੇ ਦਿਨਾਂ ਵਿੱਚ ਜਵਾਬ ਦਿੰਦੀ ਹੈ।`,
      keywords: ["ਭਾਈਵਾਲੀ", "ਭਾਈਵਾਲ", "ਪਾਰਟਨਰ", "ਨਾਲ ਕੰਮ", "ਨਿਵੇਸ਼ਕ", "ਸਰਕਾਰ", "ਸੰਸਥਾ", "ਐਨਜੀਓ", "bhaivali", "bhaiwal", "partner", "naal kamm", "niveshak", "sarkar", "sanstha", "ngo", "fpo"],
    },
    reach: {
      title: "ਸਾਡੀ ਪਹੁੰਚ",
      text: `ਭਾਈਵਾਲਾਂ ਨਾਲ ਰਲ ਕੇ ਅਸੀਂ {states} ਸੂਬਿਆਂ ਵਿੱਚ {farmersReached} ਕਿਸਾਨਾਂ ਤੱਕ ਪਹੁੰਚੇ ਹਾਂ, {testsDone} ਜਾਂਚਾਂ ਕੀਤੀਆਂ ਹਨ ਅਤੇ {didisTrained} {programme} ਨੂੰ ਸਿਖਲਾਈ ਦਿੱਤੀ ਹੈ।`,
      keywords: ["ਕਿੰਨੇ ਸੂਬੇ", "ਕਿੰਨੇ ਸੂਬਿਆਂ", "ਸੂਬਿਆਂ", "ਰਾਜ", "ਕਿੰਨੇ ਕਿਸਾਨ", "ਕਿਸਾਨਾਂ ਤੱਕ", "ਪਹੁੰਚੇ", "ਅਸਰ", "ਅੰਕੜੇ", "kinne sube", "kinne subeyan", "sube", "raj", "kinne kisan", "pahunche", "asar", "ankde", "kithe kamm karde"],
    },
    "csr-tiers": {
      title: "CSR ਭਾਈਵਾਲੀ ਦੇ ਪੱਧਰ",
      text: `ਪਾਇਲਟ: {pilotInvestment} ਲੱਖ ਵਿੱਚ {pilotClinics} ਕਲੀਨਿਕ, {pilotFarmers} ਕਿਸਾਨ, {pilotMonths} ਮਹੀਨੇ। ਖੇਤਰੀ: {regionalInvestment} ਲੱਖ ਵਿੱਚ {regionalClinics} ਕਲੀਨਿਕ, {regionalFarmers} ਕਿਸਾਨ, {regionalMonths} ਮਹੀਨੇ। ਸੂਬਾ ਪੱਧਰ: {stateInvestment} ਕਰੋੜ ਵਿੱਚ {stateClinics} ਕਲੀਨਿਕ, {stateFarmers} ਕਿਸਾਨ, {stateMonths} ਮਹੀਨੇ। ਤੁਹਾਡੀ ਲੋੜ ਮੁਤਾਬਕ ਵੱਖਰਾ ਪ੍ਰੋਗਰਾਮ ਵੀ ਬਣਦਾ ਹੈ।`,
      keywords: ["ਸੀਐਸਆਰ", "ਪਾਇਲਟ", "ਖੇਤਰੀ", "ਸੂਬਾ ਪੱਧਰ", "ਲੱਖ", "ਕਰੋੜ", "ਬਜਟ", "csr", "pilot", "regional", "lakh", "crore", "karod", "budget"],
    },
    "csr-impact": {
      title: "CSR ਦਾ ਅਸਰ",
      text: `ਹੁਣ ਤੱਕ ਸਾਡੇ CSR ਪ੍ਰੋਗਰਾਮ: {csrFarmers} ਕਿਸਾਨ, {clinicsRunning} ਮਿੱਟੀ ਕਲੀਨਿਕ, {csrTests} ਜਾਂਚਾਂ ਅਤੇ {satisfaction} ਕਿਸਾਨ ਸੰਤੁਸ਼ਟ; ਕਿਸਾਨਾਂ ਨੇ ਔਸਤਨ ਹਰ ਏਕੜ {csrSavingPerAcre} ਬਚਾਏ। ਹਰ CSR ਭਾਈਵਾਲ ਨੂੰ ਲਾਈਵ ਡੈਸ਼ਬੋਰਡ ਮਿਲਦਾ ਹੈ।`,
      keywords: ["ਸੰਤੁਸ਼ਟ", "ਤਸੱਲੀ", "ਖ਼ੁਸ਼", "ਖੁਸ਼", "ਡੈਸ਼ਬੋਰਡ", "ਸੀਐਸਆਰ ਦਾ ਅਸਰ", "santusht", "tasalli", "khush", "dashboard"],
    },
    contact: {
      title: "ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ",
      text: `{phones} ਤੇ ਫ਼ੋਨ ਕਰੋ, {email} ਤੇ ਈਮੇਲ ਕਰੋ, ਜਾਂ /contact ਪੰਨੇ ਦੇ ਫ਼ਾਰਮ ਰਾਹੀਂ ਲਿਖੋ। ਕੰਮ ਦਾ ਸਮਾਂ: {hours}।`,
      keywords: ["ਸੰਪਰਕ", "ਫ਼ੋਨ", "ਫੋਨ", "ਨੰਬਰ", "ਫ਼ੋਨ ਨੰਬਰ", "ਫੋਨ ਨੰਬਰ", "ਮੋਬਾਈਲ", "ਈਮੇਲ", "ਈ-ਮੇਲ", "ਮੇਲ", "ਕਾਲ", "ਗੱਲ", "ਹੈਲਪਲਾਈਨ", "sampark", "phone", "fon", "number", "nambar", "mobile", "email", "mail", "call", "gall", "helpline", "contact"],
    },
    whatsapp: {
      title: "WhatsApp",
      text: `WhatsApp ਤੇ ਸਾਨੂੰ {whatsapp} ਤੇ ਸੁਨੇਹਾ ਭੇਜੋ। ਸਾਡੇ WhatsApp ਚੈਨਲ (/resources ਪੰਨੇ ਤੇ ਲਿੰਕ) ਤੇ ਸੀਜ਼ਨ ਦੀ ਸਲਾਹ, ਨਵੀਆਂ ਗਾਈਡਾਂ ਅਤੇ ਕਿਸਾਨਾਂ ਦੀਆਂ ਕਹਾਣੀਆਂ ਆਉਂਦੀਆਂ ਹਨ।`,
      keywords: ["ਵਟਸਐਪ", "ਵੱਟਸਐਪ", "ਵਟਸਅੱਪ", "ਵਾਟਸਐਪ", "whatsapp", "watsapp", "whatsap", "vatsap"],
    },
    hours: {
      title: "ਕੰਮ ਦਾ ਸਮਾਂ",
      text: `ਸਾਡਾ ਕੰਮ ਦਾ ਸਮਾਂ: {hours}।`,
      keywords: ["ਖੁੱਲ੍ਹਾ", "ਖੁੱਲ੍ਹਦਾ", "ਖੁੱਲਦਾ", "ਖੁੱਲ੍ਹੇ", "ਬੰਦ", "ਕਦੋਂ ਖੁੱਲ੍ਹਦਾ", "ਕਿੰਨੇ ਵਜੇ", "ਵਜੇ", "ਸਮਾਂ", "ਐਤਵਾਰ", "ਐਤਵਾਰ ਨੂੰ", "ਸ਼ਨਿੱਚਰਵਾਰ", "ਸ਼ਨੀਵਾਰ", "ਛਨਿੱਚਰਵਾਰ", "ਛੁੱਟੀ", "ਟਾਈਮ", "khulla", "khulda", "khulde", "band", "kado khulda", "kinne vaje", "kinne waje", "vaje", "aitvaar", "etvar", "aitwar", "shanivar", "shanicharvar", "sunday", "saturday", "chhutti", "chutti", "timing", "time"],
    },
    offices: {
      title: "ਸਾਡੇ ਦਫ਼ਤਰ",
      text: `ਸਾਡੇ ਦਫ਼ਤਰ {officeCities} ਵਿੱਚ ਹਨ। {offices}।`,
      keywords: ["ਦਫ਼ਤਰ", "ਦਫਤਰ", "ਆਫ਼ਿਸ", "ਆਫਿਸ", "ਔਫਿਸ", "ਪਤਾ", "ਕਿੱਥੇ ਆ", "ਕਿੱਥੇ ਹੈ", "ਸ਼ਹਿਰ", "ਸ਼ਹਿਰ ਚ", "ਬੈਂਗਲੁਰੂ", "ਬੰਗਲੌਰ", "ਦਿੱਲੀ", "office", "daftar", "pata", "address", "shehar", "sheher", "kithe aa", "kithe hai", "kehde shehar", "bangalore", "delhi", "dilli"],
    },
    "reply-time": {
      title: "ਜਵਾਬ ਕਦੋਂ ਮਿਲਦਾ",
      text: `ਸੰਪਰਕ ਫ਼ਾਰਮ ਦਾ ਜਵਾਬ ਅਸੀਂ {contactReplyHours} ਘੰਟਿਆਂ ਵਿੱਚ ਦਿੰਦੇ ਹਾਂ; ਭਾਈਵਾਲੀ ਅਤੇ CSR ਟੀਮ {partnerReplyWorkingDays} ਕੰਮ ਵਾਲੇ ਦਿਨਾਂ ਵਿੱਚ ਜਵਾਬ ਦਿੰਦੀ ਹੈ।`,
      keywords: ["ਜਵਾਬ", "ਜਵਾਬ ਕਦੋਂ", "ਫ਼ਾਰਮ ਭਰਨ ਤੋਂ ਬਾਅਦ", "ਫਾਰਮ ਭਰਨ", "ਕਦੋਂ ਤੱਕ", "ਸੁਨੇਹਾ", "jawab", "javab", "kado", "form bharan", "kado tak"],
    },
    resources: {
      title: "ਗਾਈਡਾਂ ਅਤੇ ਡਾਊਨਲੋਡ",
      text: `ਸਾਡੇ ਜਾਣਕਾਰੀ ਪੰਨੇ ਤੇ ਲੇਖ, ਵੀਡੀਓ ਅਤੇ ਕਿਸਾਨਾਂ ਦੀਆਂ ਕਹਾਣੀਆਂ ਹਨ, ਅਤੇ ਮੁਫ਼ਤ PDF ਗਾਈਡਾਂ: ਮਿੱਟੀ ਸਿਹਤ ਕਿਤਾਬਚਾ, ਖਾਦ ਗਾਈਡ ਅਤੇ ਫ਼ਸਲ ਸਲਾਹ, ਪੰਜਾਬੀ ਵਿੱਚ ਵੀ।`,
      keywords: ["ਗਾਈਡ", "ਕਿਤਾਬਚਾ", "ਕਿਤਾਬ", "ਡਾਊਨਲੋਡ", "ਵੀਡੀਓ", "ਲੇਖ", "ਪੜ੍ਹਨਾ", "ਸਿੱਖਣਾ", "ਪੰਜਾਬੀ ਵਿੱਚ", "guide", "kitabcha", "kitab", "download", "pdf", "video", "lekh", "padhna", "punjabi vich"],
    },
    about: {
      title: "{brand} ਬਾਰੇ",
      text: `{brand} ਪੂਰੇ ਦੇਸ਼ ਵਿੱਚ ਮੁਹਿੰਮ ਚਲਾਉਂਦਾ ਹੈ, ਤਾਂ ਜੋ ਹਰ ਕਿਸਾਨ ਤੱਕ ਸਸਤੀ, ਛੇਤੀ ਅਤੇ ਕਿਸਾਨ ਦੇ ਕੰਮ ਦੀ ਮਿੱਟੀ ਜਾਂਚ ਪਹੁੰਚੇ: ਖੇਤ ਵਿੱਚ ਜਾਂਚ, {programme} ਉੱਦਮੀ ਅਤੇ ਸੈਟੇਲਾਈਟ ਵਾਲੀ ਸਲਾਹ, ਜੋ ਤਕਨੀਕ, ਸਿਖਲਾਈ ਅਤੇ ਭਰੋਸੇ ਤੇ ਖੜ੍ਹੀ ਹੈ।`,
      keywords: ["ਕੰਪਨੀ", "ਤੁਸੀਂ ਕੌਣ", "ਕੌਣ ਹੋ", "ਮਕਸਦ", "ਕਹਾਣੀ", "company", "tusi kaun", "kaun ho", "maksad", "about"],
    },
    team: {
      title: "ਸਾਡੀ ਟੀਮ",
      text: `ਡਾ. ਅੰਜਲੀ ਰਾਓ ਸਾਡੇ ਸਹਿ-ਬਾਨੀ ਅਤੇ ਮੁੱਖ ਕਾਰਜਕਾਰੀ ਅਫ਼ਸਰ (CEO) ਹਨ; ਸਹਿ-ਬਾਨੀ ਵਿਕਰਮ ਸੇਠੀ (CTO) ਨੇ ਮਸ਼ੀਨ ਬਣਾਈ; ਮੀਨਾ ਕੁਮਾਰੀ {programme} ਸਕੀਮ ਦੇ ਮੁਖੀ ਹਨ; ਅਰਜੁਨ ਪਾਟਿਲ ਖੇਤੀ ਸਲਾਹ ਅਤੇ ਕਿਸਾਨ ਕਾਮਯਾਬੀ ਦੇ ਮੁਖੀ ਹਨ।`,
      keywords: ["ਬਾਨੀ", "ਮਾਲਕ", "ਟੀਮ", "ਕੌਣ ਚਲਾਉਂਦਾ", "ਸੀਈਓ", "ਮੁਖੀ", "bani", "founder", "malak", "owner", "ceo", "team"],
    },
    awards: {
      title: "ਇਨਾਮ",
      text: `ਸਾਡੇ ਕੰਮ ਨੂੰ ਐਗਰੀਟੈਕ ਇਨੋਵੇਸ਼ਨ ਐਵਾਰਡ, ਔਰਤ ਉੱਦਮਤਾ ਚੈਂਪੀਅਨ, ਸਸਟੇਨੇਬਿਲਿਟੀ ਲੀਡਰਸ਼ਿਪ ਐਵਾਰਡ, ਸਭ ਤੋਂ ਵਧੀਆ ਪੇਂਡੂ ਸਟਾਰਟਅੱਪ, ਡਿਜੀਟਲ ਖੇਤੀ ਵਿੱਚ ਉੱਤਮਤਾ ਅਤੇ ਸਮਾਜਿਕ ਅਸਰ ਇਨਾਮ ਮਿਲੇ ਹਨ।`,
      keywords: ["ਇਨਾਮ", "ਐਵਾਰਡ", "ਸਨਮਾਨ", "inaam", "award", "sanmaan"],
    },
    media: {
      title: "ਮੀਡੀਆ ਅਤੇ ਪ੍ਰੈੱਸ",
      text: `ਪੱਤਰਕਾਰ {email} ਤੇ ਲਿਖਣ, ਜਾਂ /contact ਪੰਨੇ ਦੇ ਫ਼ਾਰਮ ਵਿੱਚ ਪ੍ਰੈੱਸ/ਮੀਡੀਆ ਚੁਣਨ।`,
      keywords: ["ਮੀਡੀਆ", "ਪ੍ਰੈੱਸ", "ਪ੍ਰੈਸ", "ਪੱਤਰਕਾਰ", "ਖ਼ਬਰ", "ਅਖ਼ਬਾਰ", "ਇੰਟਰਵਿਊ", "media", "press", "pattarkar", "khabar", "akhbar", "interview"],
    },
    privacy: {
      title: "ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ",
      text: `ਚੈਟ ਦੀ ਗੱਲਬਾਤ ਅਸੀਂ {chatKeptMonths} ਮਹੀਨੇ ਤੱਕ ਅਤੇ ਪੁੱਛਗਿੱਛ {enquiryKeptMonths} ਮਹੀਨੇ ਤੱਕ ਰੱਖਦੇ ਹਾਂ, ਜਦੋਂ ਤੱਕ ਤੁਸੀਂ ਪਹਿਲਾਂ ਮਿਟਾਉਣ ਲਈ ਨਾ ਕਹੋ। ਆਪਣੀ ਜਾਣਕਾਰੀ ਵੇਖਣ, ਸੁਧਾਰਨ ਜਾਂ ਮਿਟਾਉਣ ਲਈ {email} ਤੇ ਲਿਖੋ; ਅਸੀਂ {grievanceReplyWorkingDays} ਕੰਮ ਵਾਲੇ ਦਿਨਾਂ ਵਿੱਚ ਜਵਾਬ ਦਿੰਦੇ ਹਾਂ।`,
      keywords: ["ਨਿੱਜਤਾ", "ਨੀਤੀ", "ਮੇਰੀ ਜਾਣਕਾਰੀ", "ਡਾਟਾ", "ਮਿਟਾਉਣਾ", "ਕਦੋਂ ਤੱਕ ਰੱਖਦੇ", "ਚੈਟ", "privacy", "meri jankari", "data", "mitauna", "delete", "kado tak rakhde"],
    },
    terms: {
      title: "ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ",
      text: `ਸਾਡੀ ਵੈੱਬਸਾਈਟ, ਚੈਟ, ਗਾਈਡਾਂ ਅਤੇ ਮਿੱਟੀ ਜਾਂਚ ਸੇਵਾਵਾਂ ਦੀਆਂ ਸ਼ਰਤਾਂ /terms-of-service ਪੰਨੇ ਤੇ ਹਨ।`,
      keywords: ["ਸ਼ਰਤਾਂ", "ਸ਼ਰਤ", "ਨਿਯਮ", "ਕਾਨੂੰਨ", "shartan", "shart", "niyam", "terms"],
    },
  },
  lexicon: {
    stopWords: [
      // Gurmukhi
      "ਹੈ", "ਹਨ", "ਆ", "ਏ", "ਸੀ", "ਸਨ", "ਕੀ", "ਕਿਉਂ", "ਕਿਵੇਂ", "ਕਿੱਦਾਂ", "ਕਿੱਦਾ", "ਕਿਦਾਂ", "ਵਿੱਚ", "ਵਿਚ", "ਚ", "ਦਾ", "ਦੀ", "ਦੇ", "ਦੀਆਂ", "ਨੂੰ", "ਨੇ",
      "ਤੋਂ", "ਤੇ", "ਇਹ", "ਉਹ", "ਕਿ", "ਅਤੇ", "ਵੀ", "ਤਾਂ", "ਹੀ", "ਨਾਲ", "ਬਾਅਦ", "ਲਈ", "ਵਾਸਤੇ", "ਬਾਰੇ", "ਮੈਂ", "ਮੈਨੂੰ", "ਮੇਰਾ", "ਮੇਰੀ", "ਮੇਰੇ",
      "ਅਸੀਂ", "ਸਾਨੂੰ", "ਸਾਡਾ", "ਸਾਡੀ", "ਸਾਡੇ", "ਤੁਸੀਂ", "ਤੁਹਾਨੂੰ", "ਤੁਹਾਡਾ", "ਤੁਹਾਡੀ", "ਤੁਹਾਡੇ", "ਆਪ", "ਕੋਈ", "ਇੱਕ", "ਹਾਂ", "ਨਹੀਂ", "ਨਾ",
      "ਕਿਰਪਾ", "ਕਰਕੇ", "ਦੱਸੋ", "ਦੱਸੋ ਜੀ", "ਦਿਓ", "ਦੇਓ", "ਜ਼ਰਾ", "ਹੁੰਦਾ", "ਹੁੰਦੀ", "ਹੁੰਦੇ", "ਹੋਵੇਗਾ", "ਹੋਊ", "ਕਰਨਾ", "ਕਰਨੀ", "ਕਰੋ", "ਕਰਦੇ", "ਕਰਦਾ",
      "ਸਕਦੇ", "ਸਕਦਾ", "ਸਕਦੀ", "ਚਾਹੀਦਾ", "ਚਾਹੀਦੀ", "ਚਾਹੀਦੇ", "ਪੈਂਦਾ", "ਪੈਂਦੀ", "ਪਊ", "ਲੱਗਦਾ", "ਲੱਗਦੀ", "ਲੱਗਦੇ", "ਮਿਲਦਾ", "ਮਿਲਦੀ", "ਮਿਲੂ", "ਵਾਲਾ", "ਵਾਲੀ", "ਵਾਲੇ",
      "ਕਿਹੜਾ", "ਕਿਹੜੀ", "ਕਿਹੜੇ", "ਕਿੰਨਾ", "ਕਿੰਨੀ", "ਕਿੰਨੇ", "ਭਾਜੀ", "ਵੀਰ", "ਵੀਰ ਜੀ", "ਜੀ", "ਆਉਂਦਾ", "ਆਉਂਦੀ", "ਆਊ", "ਓ",
      // romanised
      "hai", "han", "aa", "e", "si", "ki", "kyon", "kiven", "kive", "kiddan", "vich", "ch", "da", "di", "de", "nu", "ne", "to", "te", "eh", "oh",
      "ate", "vi", "taan", "hi", "naal", "baad", "layi", "lai", "bare", "main", "mainu", "mera", "meri", "mere", "asi", "sanu", "sada", "sadi",
      "tusi", "tuhanu", "tuhada", "tuhadi", "tuhade", "koi", "ikk", "ik", "haan", "nahi", "na", "kirpa", "karke", "dasso", "daso", "deo", "devo",
      "hunda", "hundi", "hunde", "hou", "karna", "karni", "karo", "karde", "sakde", "chahida", "chahidi", "painda", "paindi", "lagda", "lagdi",
      "milda", "mildi", "milu", "wala", "wali", "wale", "kehda", "kehdi", "kinna", "kinni", "kinne", "bhaji", "veer", "ji", "aunda", "aundi", "o",
    ],
    concepts: {
      // price
      "ਰੇਟ": "price", "ਕੀਮਤ": "price", "ਮੁੱਲ": "price", "ਭਾਅ": "price", "ਫ਼ੀਸ": "price", "ਫੀਸ": "price", "ਖਰਚਾ": "price", "ਖ਼ਰਚਾ": "price",
      "ਖਰਚ": "price", "ਪੈਸੇ": "price", "ਰੁਪਏ": "price", "ਰੁਪਈਏ": "price", "ਕਿੰਨੇ ਪੈਸੇ": "price", "ਕਿੰਨੇ ਦਾ": "price", "ਕਿੰਨੇ ਦੀ": "price",
      "ਕਿੰਨੇ ਚ": "price", "ਕਿੰਨੇ ਵਿੱਚ": "price", "ਮੁਫ਼ਤ": "price", "ਮੁਫਤ": "price", "ਚਾਰਜ": "price",
      rate: "price", keemat: "price", kimat: "price", kharcha: "price", kharch: "price", paise: "price", paisa: "price", rupaye: "price",
      "kinne paise": "price", "kinne da": "price", "kinne di": "price", "kinne ch": "price", muft: "price",
      // time
      "ਕਿੰਨੇ ਚਿਰ": "time", "ਕਿੰਨੀ ਦੇਰ": "time", "ਚਿਰ": "time", "ਦੇਰ": "time", "ਕਿੰਨਾ ਸਮਾਂ": "time", "ਸਮਾਂ": "time", "ਮਿੰਟ": "time",
      "ਘੰਟਾ": "time", "ਘੰਟੇ": "time", "ਕਿੰਨੇ ਦਿਨ": "time", "ਕਿੰਨੇ ਦਿਨਾਂ": "time", "kinne din": "time", "kinne chir": "time", "kinni der": "time",
      "kinna time": "time", "kinne time": "time", chir: "time", der: "time", ghanta: "time",
      // test, soil, sample
      "ਜਾਂਚ": "test", "ਪਰਖ": "test", "ਪਰਖਣਾ": "test", "ਟੈਸਟ": "test", "ਚੈੱਕ": "test", "ਚੈਕ": "test", "ਪਰਖਦੇ": "test", "ਜਾਂਚਦੇ": "test",
      jaanch: "test", janch: "test", parakh: "test", parkh: "test", parkhan: "test", check: "test",
      "ਮਿੱਟੀ": "soil", "ਮਿੱਟੀ ਦੀ": "soil", "ਮਿੱਟੀ ਦਾ": "soil", "ਜ਼ਮੀਨ": "soil", "ਜਮੀਨ": "soil", "ਭੂਮੀ": "soil",
      mitti: "soil", mitii: "soil", zameen: "soil", jameen: "soil", "ਨਮੂਨਾ": "sample", "ਨਮੂਨੇ": "sample", "ਸੈਂਪਲ": "sample",
      namoona: "sample", namuna: "sample", sampal: "sample", "ਡੂੰਘਾਈ": "depth", "ਡੂੰਘਾ": "depth", "ਡੂੰਘੀ": "depth", dungha: "depth",
      doongha: "depth", dunghi: "depth", "ਕਿੰਨੀ ਵਾਰ": "often", "ਕਿੰਨੀ ਵਾਰੀ": "often", "kinni vaar": "often", "kinni var": "often", "kinni vari": "often",
      "ਰਿਪੋਰਟ": "report", "ਨਤੀਜਾ": "result", "ਨਤੀਜੇ": "result", "ਰਿਜ਼ਲਟ": "result", "ਰਿਜਲਟ": "result", nateeja: "result", natija: "result",
      // clinic, places
      "ਕਲੀਨਿਕ": "clinic", "ਕਲਿਨਿਕ": "clinic", "ਕੇਂਦਰ": "clinic", "ਸੈਂਟਰ": "clinic", kendar: "clinic", kendra: "clinic",
      "ਕਿੱਥੇ": "where", "ਕਿਥੇ": "where", kithe: "where", kitthe: "where", "ਨੇੜੇ": "nearby", "ਕੋਲ": "nearby", nede: "nearby", nere: "nearby",
      "ਸੂਬਾ": "state", "ਸੂਬੇ": "state", "ਸੂਬਿਆਂ": "state", "ਰਾਜ": "state", suba: "state", sube: "state", subeyan: "state",
      "ਦਫ਼ਤਰ": "office", "ਦਫਤਰ": "office", "ਆਫ਼ਿਸ": "office", "ਆਫਿਸ": "office", daftar: "office", "ਸ਼ਹਿਰ": "city", shehar: "city", sheher: "city",
      // device, kit, clinic business
      "ਮਸ਼ੀਨ": "device", "ਮਸੀਨ": "device", "ਯੰਤਰ": "device", masheen: "device", "ਕਿਰਾਇਆ": "rent", "ਕਿਰਾਏ": "rent", "ਭਾੜਾ": "rent",
      kiraya: "rent", kiraye: "rent", "ਖਰੀਦ": "buy", "ਖਰੀਦਣੀ": "buy", "ਖਰੀਦਣਾ": "buy", kharid: "buy", kharidni: "buy", kharidna: "buy",
      "ਕਿੱਟ": "kit", "ਕਿਟ": "kit", "ਪਾਊਚ": "sachet", "ਸੈਸ਼ੇ": "sachet", "ਪੈਕਟ": "sachet",
      "ਖੋਲ੍ਹਣਾ": "start", "ਖੋਲ੍ਹਣ": "start", "ਖੋਲਣ": "start", "ਖੋਲ੍ਹ": "start", kholna: "start", kholan: "start", khol: "start",
      "ਸ਼ੁਰੂ": "start", shuru: "start", "ਕਮਾਈ": "income", "ਕਮਾਉਣਾ": "income", "ਆਮਦਨ": "income", "ਆਮਦਨੀ": "income",
      kamai: "income", kamauna: "income", aamdan: "income", aamdani: "income", "ਮੁਨਾਫ਼ਾ": "profit", "ਮੁਨਾਫਾ": "profit", munafa: "profit",
      "ਨਿਵੇਸ਼": "investment", "ਲਾਏ ਪੈਸੇ": "investment", nivesh: "investment",
      "ਵਾਪਸ": "back", "ਮੁੜਦੇ": "back", "ਮੁੜਨੇ": "back", "ਪੂਰੇ ਹੋ": "back", wapas: "back", vapas: "back", mudne: "back",
      // farmer gains, advice
      "ਵਧਦਾ": "increase", "ਵਧੂ": "increase", "ਵਾਧਾ": "increase", vadhda: "increase", vadhu: "increase",
      "ਝਾੜ": "yield", "ਪੈਦਾਵਾਰ": "yield", "ਉਪਜ": "yield", jhaad: "yield", jhad: "yield", jhar: "yield", paidawar: "yield",
      "ਫ਼ਾਇਦਾ": "benefits", "ਫਾਇਦਾ": "benefits", "ਫ਼ਾਇਦੇ": "benefits", faida: "benefits", fayda: "benefits",
      "ਬੱਚਤ": "savings", "ਬਚਤ": "savings", "ਬਚਦੇ": "savings", bachat: "savings", bachde: "savings",
      "ਖਾਦ": "fertilizer", "ਖਾਦਾਂ": "fertilizer", khad: "fertilizer", khaad: "fertilizer", "ਸਲਾਹ": "advice", salah: "advice",
      "ਫ਼ਸਲ": "crop", "ਫਸਲ": "crop", fasal: "crop",
      // women, partners
      "ਭੈਣ": "women", "ਭੈਣਾਂ": "women", "ਬੀਬੀ": "women", "ਬੀਬੀਆਂ": "women", "ਔਰਤ": "women", "ਔਰਤਾਂ": "women", bhain: "women", bibi: "women",
      "ਦੀਦੀ": "didi", "ਸੋਇਲ ਦੀਦੀ": "didi", "ਭਾਈਵਾਲੀ": "partnership", bhaivali: "partnership", bhaiwali: "partnership",
      "ਕਿਸਾਨ": "farmer", "ਕਿਸਾਨਾਂ": "farmer", kisan: "farmer", "ਜ਼ਿਮੀਂਦਾਰ": "farmer", zimidar: "farmer",
      // contact, hours
      "ਕਿੱਟ ਚ ਕੀ": "contents", "ਕਿੱਟ ਵਿੱਚ ਕੀ": "contents", "ਕੀ ਕੀ ਮਿਲਦਾ": "contents", "kit ch ki": "contents", "ki ki milda": "contents",
      "kit naal ki": "contents", "naal ki ki": "contents",
      "ਸੰਪਰਕ": "contact", sampark: "contact", "ਫ਼ੋਨ": "phone", "ਫੋਨ": "phone", "ਨੰਬਰ": "number", "ਈਮੇਲ": "email", "ਈ-ਮੇਲ": "email",
      "ਖੁੱਲ੍ਹਾ": "open", "ਖੁੱਲ੍ਹਦਾ": "open", "ਖੁੱਲਦਾ": "open", khulla: "open", khulda: "open", "ਬੰਦ": "closed", band: "closed",
      "ਐਤਵਾਰ": "sunday", "ਐਤਵਾਰ ਨੂੰ": "sunday", aitvaar: "sunday", aitwar: "sunday", etvar: "sunday",
      "ਸ਼ਨਿੱਚਰਵਾਰ": "saturday", "ਸ਼ਨੀਵਾਰ": "saturday", "ਛਨਿੱਚਰਵਾਰ": "saturday", shanivar: "saturday", shanicharvar: "saturday",
      "ਜਵਾਬ": "reply", jawab: "reply", javab: "reply",
    },
    markers: ["ਹੈ", "ਹਨ", "ਕੀ", "ਕਿਵੇਂ", "ਕਿੰਨੇ", "ਕਿੰਨਾ", "ਕਿੰਨੀ", "ਵਿੱਚ", "ਦਾ", "ਦੀ", "ਦੇ", "ਨੂੰ", "ਤੁਸੀਂ", "ਤੁਹਾਡਾ", "ਤੁਹਾਡੀ", "ਮੈਨੂੰ", "ਚਾਹੀਦਾ", "ਹੁੰਦਾ", "ਅਤੇ", "ਕਿੱਥੇ"],
    romanisedMarkers: [
      "kinne", "kinna", "kinni", "kithe", "kitthe", "kiddan", "kive", "kiven", "kado", "kadon", "tusi", "tuhanu", "tuhada", "tuhadi",
      "tuhade", "mainu", "sanu", "sada", "sadi", "vich", "naal", "layi", "hunda", "hundi", "hunde", "aunda", "aundi", "karde", "kardi",
      "chahida", "chahidi", "aa", "khulda", "khulde", "khulla", "milda", "mildi", "lagda", "lagdi", "painda", "paindi", "jaanch", "mitti", "kehde", "kehda", "kehdi", "deo", "dasso",
    ],
    greetings: ["sat sri akal", "sat shri akal", "ssa", "namaste", "namaskar", "ki haal", "ki haal aa", "ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ", "ਨਮਸਤੇ", "ਕੀ ਹਾਲ", "ਕੀ ਹਾਲ ਆ"],
    thanks: ["dhanvaad", "dhanwad", "shukriya", "meharbani", "ਧੰਨਵਾਦ", "ਸ਼ੁਕਰੀਆ", "ਮਿਹਰਬਾਨੀ", "ਠੀਕ ਆ", "ਵਧੀਆ", "ਚੰਗਾ"],
  },
  replies: {
    topics: (programme) =>
      `ਮਿੱਟੀ ਪਰਖ ਦਾ ਰੇਟ, ਜਾਂਚ ਦਾ ਸਮਾਂ ਅਤੇ ਕਿਹੜੀਆਂ ਚੀਜ਼ਾਂ ਪਰਖੀਆਂ ਜਾਂਦੀਆਂ ਹਨ, ਮਿੱਟੀ ਦਾ ਨਮੂਨਾ ਕਿਵੇਂ ਲਈਏ, ਤੁਹਾਡੇ ਨੇੜੇ ਦਾ ਕਲੀਨਿਕ, ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ, ` +
      `ਮਸ਼ੀਨ ਖਰੀਦਣੀ ਜਾਂ ਕਿਰਾਏ ਤੇ ਲੈਣੀ, ਆਪਣਾ ਮਿੱਟੀ ਕਲੀਨਿਕ ਖੋਲ੍ਹਣਾ, ${programme} ਬਣਨਾ, ਭਾਈਵਾਲੀ ਅਤੇ CSR, ਅਤੇ ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਿਵੇਂ ਕਰੀਏ`,
    empty: (name) =>
      `${name ? `${name} ਜੀ, ` : ""}ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਸਵਾਲ ਲਿਖੋ। ਜਿਵੇਂ: "ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਕਿਵੇਂ ਕਰਾਈਏ?" ਜਾਂ "ਜਾਂਚ ਦਾ ਰੇਟ ਕੀ ਹੈ?"`,
    greeting: (name, assistantName, topics) =>
      `ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ${name ? ` ${name} ਜੀ` : " ਜੀ"}! ਮੈਂ ${assistantName} ਹਾਂ। ਮੈਂ ਇਨ੍ਹਾਂ ਗੱਲਾਂ ਵਿੱਚ ਤੁਹਾਡੀ ਮਦਦ ਕਰ ਸਕਦਾ ਹਾਂ: ${topics}। ਤੁਸੀਂ ਕੀ ਜਾਣਨਾ ਚਾਹੁੰਦੇ ਹੋ?`,
    thanks: (name, phone, email) =>
      `ਧੰਨਵਾਦ${name ? ` ${name} ਜੀ` : " ਜੀ"}! ਹੋਰ ਕੋਈ ਸਵਾਲ ਹੋਵੇ ਤਾਂ ਪੁੱਛੋ। ਸਾਡੀ ਟੀਮ ਨਾਲ ${phone} ਜਾਂ ${email} ਤੇ ਵੀ ਗੱਲ ਕਰ ਸਕਦੇ ਹੋ।`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `ਮਾਫ਼ ਕਰਨਾ${name ? ` ${name} ਜੀ` : " ਜੀ"}, ਇਸ ਦਾ ਜਵਾਬ ਮੇਰੇ ਕੋਲ ਨਹੀਂ ਹੈ। ` +
      `ਸਾਡੀ ਟੀਮ ਮਦਦ ਕਰੇਗੀ: ${phones} ਤੇ ਫ਼ੋਨ ਕਰੋ, ${email} ਤੇ ਈਮੇਲ ਕਰੋ, ਜਾਂ ${contactPath} ਪੰਨੇ ਦੇ ਫ਼ਾਰਮ ਰਾਹੀਂ ਲਿਖੋ। ` +
      `ਕੰਮ ਦਾ ਸਮਾਂ: ${hours}। ` +
      `ਮੈਂ ਇਨ੍ਹਾਂ ਗੱਲਾਂ ਦੇ ਜਵਾਬ ਦੇ ਸਕਦਾ ਹਾਂ: ${topics}।`,
    more: (paths, phone) => `ਪੂਰੀ ਜਾਣਕਾਰੀ: ${paths.join(" ਅਤੇ ")}। ਮਦਦ ਲਈ ${phone} ਤੇ ਫ਼ੋਨ ਕਰੋ।`,
    callbackOffer:
      "ਤੁਹਾਡੇ ਦੋ ਸਵਾਲਾਂ ਦਾ ਜਵਾਬ ਮੈਂ ਨਹੀਂ ਦੇ ਸਕਿਆ, ਇਸ ਲਈ ਚੰਗਾ ਹੋਵੇਗਾ ਜੇ ਸਾਡੀ ਟੀਮ ਵਿੱਚੋਂ ਕੋਈ ਤੁਹਾਨੂੰ ਫ਼ੋਨ ਕਰੇ। " +
      "ਹੇਠਾਂ \"ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ\" ਦੱਬੋ, ਕੰਮ ਦੇ ਸਮੇਂ ਵਿੱਚੋਂ ਆਪਣੀ ਸਹੂਲਤ ਦਾ ਸਮਾਂ ਚੁਣੋ, ਅਸੀਂ ਤੁਹਾਨੂੰ ਫ਼ੋਨ ਕਰਾਂਗੇ।",
    contactTitle: "ਸਾਡੇ ਨਾਲ ਸੰਪਰਕ ਕਰੋ",
    clinicsIn: (place, clinics) => `${place} ਵਿੱਚ ਸਾਡੇ ਕਲੀਨਿਕ: ${clinics.join("; ")}। ਜਾਂਚ ਬੁੱਕ ਕਰਨ ਲਈ ਕਲੀਨਿਕ ਲੱਭੋ ਪੰਨਾ ਵੇਖੋ।`,
    noClinicIn: (place) =>
      `${place} ਵਿੱਚ ਹਾਲੇ ਸਾਡਾ ਕੋਈ ਕਲੀਨਿਕ ਨਹੀਂ ਹੈ। ਕਲੀਨਿਕ ਲੱਭੋ ਪੰਨੇ ਤੇ ਹਰ ਸੂਬੇ ਦੇ ਕਲੀਨਿਕ ਹਨ; ਤੁਸੀਂ ਆਪ ਵੀ ਕਲੀਨਿਕ ਖੋਲ੍ਹ ਸਕਦੇ ਹੋ (/start-clinic ਪੰਨਾ ਵੇਖੋ) ਜਾਂ ਸਾਨੂੰ ਆਪਣੇ ਪਿੰਡ ਵਿੱਚ ਜਾਂਚ ਲਿਆਉਣ ਲਈ ਕਹਿ ਸਕਦੇ ਹੋ।`,
    nearestTo: (place, clinics) =>
      `${place} ਵਿੱਚ ਹਾਲੇ ਸਾਡਾ ਕੋਈ ਕਲੀਨਿਕ ਨਹੀਂ ਹੈ। ਸਭ ਤੋਂ ਨੇੜੇ ਦੇ ਕਲੀਨਿਕ: ${clinics.map((c) => `${c.line} (ਲਗਭਗ ${c.km} ਕਿਲੋਮੀਟਰ ਦੂਰ)`).join("; ")}। ਕਲੀਨਿਕ ਲੱਭੋ ਪੰਨੇ ਤੇ ਇਹਨਾਂ ਨੂੰ ਨਕਸ਼ੇ ਉੱਤੇ ਵੇਖੋ ਅਤੇ ਉੱਥੇ ਹੀ ਜਾਂਚ ਬੁੱਕ ਕਰੋ।`,
  },
};
