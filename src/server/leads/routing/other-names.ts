/**
 * Names people use for a district that the routing's table (india-places.json,
 * from GeoNames) does not call it, nor spell so that its loose keys find it:
 * old and new names (Bombay, Prayagraj, धाराशिव), the names in speech (Banaras,
 * लखनऊ) and spellings whose sound leads elsewhere (रायगड sounds like Rayagada in
 * Odisha). One list for a lead's place field (places.ts, matchPlace) and for
 * the assistant and the clinic finder (clinics/nearest.ts).
 */

/** Names people use for a district that its table name does not sound like: name → "District, State". */
export const OTHER_NAMES: Record<string, string> = {
  banaras: "Varanasi, Uttar Pradesh",
  benares: "Varanasi, Uttar Pradesh",
  kashi: "Varanasi, Uttar Pradesh",
  बनारस: "Varanasi, Uttar Pradesh",
  काशी: "Varanasi, Uttar Pradesh",
  वाराणसी: "Varanasi, Uttar Pradesh",
  लखनऊ: "Lucknow, Uttar Pradesh",
  lakhnau: "Lucknow, Uttar Pradesh",
  prayagraj: "Allahabad, Uttar Pradesh",
  प्रयागराज: "Allahabad, Uttar Pradesh",
  इलाहाबाद: "Allahabad, Uttar Pradesh",
  कानपुर: "Kanpur Nagar, Uttar Pradesh",
  kanpur: "Kanpur Nagar, Uttar Pradesh",
  bombay: "Mumbai, Maharashtra",
  बंबई: "Mumbai, Maharashtra",
  मुंबई: "Mumbai, Maharashtra",
  bangalore: "Bengaluru, Karnataka",
  बेंगलुरु: "Bengaluru, Karnataka",
  ಬೆಂಗಳೂರು: "Bengaluru, Karnataka",
  calcutta: "Kolkata, West Bengal",
  कोलकाता: "Kolkata, West Bengal",
  madras: "Chennai, Tamil Nadu",
  चेन्नई: "Chennai, Tamil Nadu",
  gurugram: "Gurgaon, Haryana",
  गुरुग्राम: "Gurgaon, Haryana",
  दिल्ली: "New Delhi, Delhi",
  delhi: "New Delhi, Delhi",
  hyderabad: "Hyderabad, Telangana",
  हैदराबाद: "Hyderabad, Telangana",
  హైదరాబాద్: "Hyderabad, Telangana",
  पटना: "Patna, Bihar",
  रायपुर: "Raipur, Chhattisgarh",
  जयपुर: "Jaipur, Rajasthan",
  भोपाल: "Bhopal, Madhya Pradesh",
  इंदौर: "Indore, Madhya Pradesh",
  अहमदाबाद: "Ahmedabad, Gujarat",
  અમદાવાદ: "Ahmedabad, Gujarat",
  ਅੰਮ੍ਰਿਤਸਰ: "Amritsar, Punjab",
  ਲੁਧਿਆਣਾ: "Ludhiana, Punjab",
  // Telugu's నెల్లూరు sounds nelluru, the table's Nellore nelore.
  నెల్లూరు: "Nellore, Andhra Pradesh",
  // The table calls Raigad (Maharashtra) Raigarh(MH), and रायगड sounds like Rayagada (Odisha); रायगढ़ is Raigarh in Chhattisgarh.
  रायगड: "Raigarh(MH), Maharashtra",
  raigad: "Raigarh(MH), Maharashtra",
  रायगढ़: "Raigarh, Chhattisgarh",
  // Osmanabad, renamed Dharashiv: its Marathi spelling begins with u, the table's with o.
  उस्मानाबाद: "Osmanabad, Maharashtra",
  धाराशिव: "Osmanabad, Maharashtra",
  dharashiv: "Osmanabad, Maharashtra",
  // Ahmednagar, renamed Ahilyanagar; the table writes it in two words.
  अहमदनगर: "Ahmed Nagar, Maharashtra",
  अहिल्यानगर: "Ahmed Nagar, Maharashtra",
  ahmednagar: "Ahmed Nagar, Maharashtra",
  ahilyanagar: "Ahmed Nagar, Maharashtra",
};
/**
 * The other names in Latin letters a question is read for, word by word: only
 * those no everyday word is spelt as. Not kashi, which is Marathi's "how"
 * (mati kashi tapasaychi); a typed place field still reads it as Varanasi.
 */
export const LATIN_OTHER_NAMES_IN_A_SENTENCE = new Set(["banaras", "benares", "lakhnau", "prayagraj", "bombay", "calcutta", "madras", "gurugram", "raigad", "dharashiv", "ahmednagar", "ahilyanagar"]);
