import type { KnowledgeLanguage } from "./types.ts";

/**
 * The assistant's knowledge in Hindi, written as a farmer speaks, around the
 * shared facts (content/knowledge/facts.ts). Keywords hold Devanagari and
 * romanised Hindi as people type it on a phone, with the English words
 * farmers mix in.
 */
export const knowledgeHi: KnowledgeLanguage = {
  script: "Devanagari",
  entries: {
    "test-price": {
      title: "मिट्टी जाँच का दाम",
      text: `{brand} या {programme} केंद्र पर एक नमूने की जाँच {testPrice} में होती है; एक खेत के लिए एक नमूना काफ़ी है।
        नतीजा और सलाह वहीं {testMinutes} मिनट में मिल जाती है।`,
      keywords: ["दाम", "कीमत", "रेट", "फीस", "शुल्क", "खर्च", "खर्चा", "पैसे", "पैसा", "रुपये", "कितने का", "कितने की", "कितने रुपये", "मुफ्त", "फ्री", "daam", "dam", "keemat", "kimat", "rate", "fees", "kharcha", "kharch", "paisa", "paise", "rupaye", "kitne ki", "kitne ka", "free", "muft"],
    },
    "test-time": {
      title: "जाँच में कितना समय लगता है",
      text: `छोटी मशीन आपके गाँव में ही {testMinutes} मिनट में मिट्टी की {parameters} चीज़ें जाँच लेती है, इसलिए नतीजा और सलाह उसी दिन मिल जाती है। लैब की रिपोर्ट के लिए हफ़्तों इंतज़ार नहीं।`,
      keywords: ["समय", "कितना समय", "कितनी देर", "देर", "मिनट", "घंटे", "नतीजा", "इंतजार", "रिपोर्ट कब मिलेगी", "रिपोर्ट कितनी देर में", "रिजल्ट", "intjar", "intezaar", "कब मिलेगा", "कब मिलेगी", "samay", "kitna time", "kitni der", "der", "time", "natija", "result", "kab milegi", "kab milega", "minute", "ghante"],
    },
    parameters: {
      title: "जाँच में क्या-क्या देखा जाता है",
      text: `छोटी मशीन मिट्टी की {parameters} चीज़ें नापती है: pH, लवण (EC), जैविक कार्बन, नाइट्रोजन, फ़ॉस्फ़ोरस, पोटाश, सल्फ़र और सूक्ष्म पोषक तत्व (ज़िंक, आयरन, मैंगनीज़, कॉपर, बोरॉन)।
        यह {fullParameters} चीज़ों वाले मॉडल में और {coreParameters} चीज़ों वाले मॉडल में आती है, जो मुख्य पोषक तत्व जाँचता है।`,
      keywords: ["कौन कौन सी चीज", "क्या क्या जांचते", "पैरामीटर", "तत्व", "पोषक", "पोषक तत्व", "नाइट्रोजन", "फॉस्फोरस", "पोटाश", "जिंक", "कार्बन", "parameter", "parameters", "tatva", "poshak", "kya kya check", "kaun kaun si cheez", "cheez", "npk", "ph"],
    },
    "get-tested": {
      title: "मिट्टी की जाँच कैसे कराएँ",
      text: `जाँच बुक करने के लिए क्लिनिक खोजें पेज खोलें, अपने पास का क्लिनिक चुनें और "मिट्टी जाँच बुक करें" दबाएँ; क्लिनिक {bookingCallWorkingDays} कामकाजी दिन में फ़ोन करके तारीख तय करता है।
        आप नमूना लेकर सीधे क्लिनिक भी जा सकते हैं, या यहीं चैट में पूछ सकते हैं। जाँच {testPrice} प्रति नमूना में होती है और {testMinutes} मिनट लगते हैं।`,
      keywords: ["बुक", "बुकिंग", "जाँच कराना", "जांच कैसे", "कैसे कराएं", "कहाँ कराएं", "करवाना", "कराना", "नंबर लगाना", "book", "booking", "kaise karaye", "karwana", "karana", "jaanch kaise", "test kaise", "kahan karaye"],
    },
    "field-visit": {
      title: "आपके खेत पर जाँच",
      text: `हाँ, आप {programme} को अपने खेत पर बुला सकते हैं। वह आपके साथ नमूना लेती है, वहीं जाँच करती है और नतीजे समझाती है। एक नमूने की जाँच {testPrice} में होती है। क्लिनिक खोजें पेज से या इसी चैट में बुक करें।`,
      keywords: ["खेत पर आएंगे", "खेत पर", "घर आकर", "कोई आएगा", "बुलाना", "गाँव में आकर", "khet par", "ghar aakar", "koi aayega", "bulana", "aakar", "khet pe"],
    },
    "sample-collection": {
      title: "मिट्टी का नमूना कैसे लें",
      text: `खेत में टेढ़े-मेढ़े चलकर {sampleSpots} जगहें चुनें; हर जगह ऊपर का कूड़ा हटाकर {sampleDepthInches} इंच ({sampleDepthCm} सेमी) गहरा गड्ढा खोदकर मिट्टी लें।
        सारी मिट्टी साफ़ बाल्टी में मिलाएँ और लगभग {sampleGrams} ग्राम साफ़ थैली में रखें, उस पर अपना नाम और खेत लिखें। मेड़, खाद के गड्ढे, पेड़ और अभी खाद डाली गई जगह से नमूना न लें।`,
      keywords: ["नमूना", "नमूने", "सैंपल", "गहराई", "कितनी गहरी", "इंच", "ग्राम", "कितनी मिट्टी", "खोदना", "मिट्टी कैसे लें", "namuna", "namoona", "sample", "sampal", "gehrai", "gahrai", "kitni mitti", "khodna", "inch", "gram", "mitti nikale"],
    },
    "test-frequency": {
      title: "कितनी बार जाँच कराएँ",
      text: `हर मौसम में बुवाई से पहले जाँच कराएँ, या कम से कम साल में एक बार। हर साल एक ही समय पर जाँच से पता चलता है कि मिट्टी कैसे बदल रही है और खाद काम कर रही है या नहीं।`,
      keywords: ["कितनी बार", "हर साल", "दोबारा", "फिर से", "कब कब", "हर मौसम", "kitni baar", "kitni bar", "har saal", "dobara", "fir se", "kab kab"],
    },
    "report-contents": {
      title: "मिट्टी की रिपोर्ट में क्या होता है",
      text: `रिपोर्ट में जाँची गई हर चीज़ का नतीजा कम, मध्यम या ज़्यादा के साथ लिखा होता है, और आपकी भाषा में फसल के हिसाब से सलाह: कौन-सी खाद डालें, कितनी (हर एकड़ के लिए और आपके खेत के लिए मात्रा) और कब डालें।`,
      keywords: ["रिपोर्ट में क्या", "रिपोर्ट", "मृदा कार्ड", "कार्ड", "क्या मिलेगा", "क्या लिखा", "मात्रा", "report me kya", "report", "card", "kya milega", "kya likha"],
    },
    "report-lookup": {
      title: "अपनी मिट्टी की रिपोर्ट देखें",
      text: `/report पेज खोलें और रसीद या थैली के लेबल पर लिखा नमूना नंबर और वह मोबाइल नंबर लिखें जो मिट्टी देते समय दिया था: आपको पता चलेगा कि नमूना कहाँ है, और तैयार होने पर रिपोर्ट पढ़ या डाउनलोड कर सकेंगे। नमूना नंबर खो गया? {phones} पर फ़ोन करें।`,
      keywords: ["मेरी रिपोर्ट", "रिपोर्ट कहाँ", "नमूना नंबर", "सैंपल नंबर", "रिपोर्ट देखनी", "डाउनलोड", "रसीद", "meri report", "report kahan", "sample number", "report dekhni", "report download", "rasid"],
    },
    benefits: {
      title: "मिट्टी जाँच के फ़ायदे",
      text: `जो किसान जाँच के हिसाब से खाद डालते हैं, उनकी पैदावार {yieldGain} बढ़ती है और खाद पर हर एकड़ में {savingPerAcre} तक बचते हैं, क्योंकि जो चीज़ मिट्टी में पहले से है उस पर पैसा नहीं लगता।`,
      keywords: ["फ़ायदा", "फायदा", "लाभ", "पैदावार", "उपज", "उत्पादन", "बचत", "कितने पैसे बचेंगे", "कितनी बढ़ेगी", "क्यों कराएं", "ज्यादा फसल", "खेती", "बढ़ेगा", "kheti", "fayda", "faida", "labh", "paidawar", "paidavar", "upaj", "utpadan", "bachat", "badhegi", "badhti", "jyada fasal", "kyon"],
    },
    "farm-results": {
      title: "साझेदार खेतों के नतीजे",
      text: `जाँच के हिसाब से चलने वाले साझेदार खेतों पर औसतन पैदावार {farmYieldGain}, जैविक कार्बन {organicCarbonGain} और पानी रोकने की ताकत {waterRetentionGain} बढ़ी। नतीजे मिट्टी, फसल, बारिश और तरीके पर निर्भर हैं।`,
      keywords: ["नतीजे", "साझेदार खेत", "जैविक कार्बन", "पानी रोकने", "बदलाव", "सबूत", "natije", "badlav", "saboot"],
    },
    "success-stories": {
      title: "किसानों की कहानियाँ",
      text: `रमेश यादव (उत्तर प्रदेश) हर बीघा पर {bighaSaving} बचाते हैं और पानी-खाद {resourceOptimisation} कम लगता है; सावित्री पटेल (मध्य प्रदेश) ने मूँगफली पर {groundnutSaving} बचाए; मनोज कुमार (बिहार) की पैदावार {yieldBefore} से {yieldAfter} क्विंटल हुई ({yieldRise} ज़्यादा); राजबीर सिंह (हरियाणा) का खाद-बीज का खर्च {inputCostCut} घटा।`,
      keywords: ["कहानी", "कहानियाँ", "अनुभव", "कामयाबी", "सफलता", "किसान क्या कहते", "बीघा", "क्विंटल", "मूंगफली", "kahani", "anubhav", "kamyabi", "safalta", "bigha", "quintal", "moongfali"],
    },
    advisory: {
      title: "खाद की सलाह",
      text: `हर जाँच के साथ फसल के हिसाब से सलाह मिलती है: कौन-सी खाद, कितनी और कब, ताकि आप वही डालें जिसकी खेत में कमी है। हमारी खाद गाइड और फसल सलाह (मुफ़्त PDF, /resources पेज पर) आम फसलों की मात्रा बताती हैं।`,
      keywords: ["खाद", "कौन सी खाद", "कितनी खाद", "यूरिया", "डीएपी", "उर्वरक", "सलाह", "सुझाव", "khad", "khaad", "kaun si khad", "kitni khad", "urea", "yuria", "dap", "urvarak", "salah", "sujhav"],
    },
    "fertiliser-doses": {
      title: "मिट्टी जाँच के हिसाब से खाद की मात्रा",
      text: `हमारी खाद गाइड कहती है: अपनी फसल और इलाके की सिफ़ारिश वाली मात्रा से शुरू करें, फिर मिट्टी जाँच के हिसाब से घटाएँ-बढ़ाएँ। जो पोषक तत्व कम निकले, उसकी मात्रा में {lowDoseAdd} जोड़ें; मध्यम हो तो सिफ़ारिश वाली मात्रा ही डालें; ज़्यादा हो तो {highDoseCut} घटाएँ। यूरिया (इसमें {ureaNitrogen} नाइट्रोजन) {ureaSplits} बार में बाँटकर डालें: लगभग आधा बुवाई पर, बाकी कल्ले निकलते समय, घुटने भर ऊँचाई पर या फूल आने पर; सारा बुवाई पर कभी नहीं। जिंक सल्फेट: आम तौर पर {zincSulphateKgPerHa} किलो प्रति हेक्टेयर, {zincSulphateSeasons} मौसम में एक बार। जिप्सम: मूँगफली में फूल आने पर, और ऊसर (क्षारीय) मिट्टी सुधारने के लिए। आपके खेत की सही मात्रा आपकी रिपोर्ट बताती है; गाइड /resources पेज पर मुफ़्त PDF है।`,
      keywords: ["यूरिया कितना", "कितना यूरिया", "यूरिया की मात्रा", "यूरिया कब डालें", "बाँटकर", "किस्तों में", "जिप्सम", "जिंक", "जिंक सल्फेट", "मात्रा", "खुराक", "प्रति एकड़", "प्रति हेक्टेयर", "ऊसर", "खैरा", "yuria kitna", "urea kitna", "kitna urea", "urea kab dale", "jipsam", "gypsum", "zinc", "jink", "matra", "khurak"],
    },
    satellite: {
      title: "सैटेलाइट से क्या पता चलता है",
      text: `सैटेलाइट की तस्वीरें हर जाँच में फसल की बढ़त, नमी और खेत का पुराना रिकॉर्ड जोड़ती हैं, ताकि सलाह पूरे खेत पर लागू हो, सिर्फ़ उस जगह पर नहीं जहाँ से नमूना लिया गया।`,
      keywords: ["सैटेलाइट", "सैटेलाइट से जांच", "सैटेलाइट जांच", "उपग्रह", "तस्वीर", "नमी", "satellite", "setelite", "upgrah", "nami"],
    },
    "soil-intelligence": {
      title: "मिट्टी की समझ (सॉइल इंटेलिजेंस)",
      text: `हम मिट्टी को ज़िंदा तंत्र मानते हैं, सिर्फ़ रिपोर्ट के नंबर नहीं: खेत की जाँच, सैटेलाइट की तस्वीरें और AI मिलकर मिट्टी के जीवन, बनावट और कार्बन की एक तस्वीर बनाते हैं, और फसल के हिसाब से सलाह देते हैं जिस पर आप उसी दिन काम कर सकते हैं।`,
      keywords: ["सॉइल इंटेलिजेंस", "प्लेटफॉर्म", "डिजिटल", "तकनीक", "डैशबोर्ड", "ऐप", "intelligence", "platform", "digital", "takneek", "dashboard", "app", "ai"],
    },
    "clinic-finder": {
      title: "अपने पास का क्लिनिक",
      text: `हमारे {clinicsRunning} मिट्टी क्लिनिक हैं, जिन्हें {brand} या {programme} केंद्र कहते हैं। क्लिनिक खोजें पेज पर नाम, ज़िले या राज्य से क्लिनिक खोजें और नक्शे पर हर क्लिनिक का पता, फ़ोन और सेवाएँ देखें।`,
      keywords: ["क्लिनिक", "केंद्र", "सेंटर", "कहाँ", "कहां", "पास", "नजदीक", "नज़दीकी", "जिला", "ज़िला", "राज्य", "लैब", "कितने क्लिनिक", "clinic", "kendra", "center", "kahan", "kaha", "paas", "nazdeek", "najdik", "jila", "zila", "lab"],
    },
    "clinic-services": {
      title: "क्लिनिक की जाँच के प्रकार",
      text: `क्लिनिक {coreParameters} चीज़ों की जाँच, {fullParameters} चीज़ों की जाँच, सलाह सेवा और सैटेलाइट जाँच देते हैं; क्लिनिक खोजें पेज पर आप अपनी ज़रूरत की सेवा से क्लिनिक छाँट सकते हैं।`,
      keywords: ["क्लिनिक में कौन सी जांच", "जांच के प्रकार", "clinic me kaun si jaanch", "filter", "छाँटना"],
    },
    services: {
      title: "हमारी सेवाएँ",
      text: `हम ये देते हैं: खरीदने या किराये पर लेने के लिए छोटी मिट्टी जाँच मशीन, आपके पास के मिट्टी क्लिनिक (जाँच {testPrice} प्रति नमूना), गाँव की महिलाओं को मिट्टी जाँच उद्यमी बनाने वाली {programme} योजना, मिट्टी जानकारी प्लेटफ़ॉर्म, और अपना क्लिनिक खोलने में मदद।`,
      keywords: ["सेवा", "सेवाएँ", "सेवाएं", "सुविधा", "क्या करते हो", "क्या करते हैं", "seva", "sewa", "sevayen", "suvidha", "kya karte ho", "services"],
    },
    device: {
      title: "मिट्टी जाँच मशीन: खरीदें या किराये पर लें",
      text: `छोटी मशीन खेत की मेड़ पर {testMinutes} मिनट में मिट्टी की {parameters} चीज़ें जाँचती है, और नतीजे ऐप से ऑनलाइन सुरक्षित हो जाते हैं। आप इसे पूरा खरीद सकते हैं या एक मौसम या अभियान के लिए किराये पर ले सकते हैं: /contact पेज से पूछें।`,
      keywords: ["मशीन", "उपकरण", "डिवाइस", "खरीद", "खरीदना", "किराया", "किराए", "किराये", "machine", "masheen", "device", "kharid", "kharidna", "kiraya", "kiraye", "rent", "buy"],
    },
    "soil-didi": {
      title: "{programme}: महिलाओं की मिट्टी जाँच",
      text: `{programme} गाँव की वह महिला है जिसे हम मिट्टी जाँच की उद्यमी बनने की ट्रेनिंग देते हैं: वह खेतों से नमूना लेती है, जाँच करती है, पड़ोसियों को नतीजे समझाती है और हर जाँच से कमाती है (एक केंद्र की शुद्ध कमाई लगभग {netMonthlyIncome} महीना)। अब तक {didisTrained} दीदियों को ट्रेनिंग मिली है। बनने के लिए /contact पेज से आवेदन करें।`,
      keywords: ["दीदी", "सॉयल दीदी", "महिला", "औरत", "बनें", "बनना", "कैसे बनें", "आवेदन", "जुड़ें", "रोजगार", "नौकरी", "didi", "soil didi", "mahila", "aurat", "banna", "kaise bane", "aavedan", "rozgar", "naukri"],
    },
    "start-clinic": {
      title: "अपना मिट्टी क्लिनिक खोलें",
      text: `खेती में पढ़े युवा, गाँव के उद्यमी, महिला स्वयं सहायता समूह और किसान उत्पादक संगठन (FPO) क्लिनिक खोल सकते हैं; लैब का अनुभव ज़रूरी नहीं।
        {fullParameters} चीज़ों वाली किट {kitPrice} + GST की है ({coreParameters} चीज़ों वाला मॉडल {coreKitPrice}), साथ में ट्रेनिंग और मदद, और आम तौर पर क्लिनिक {breakEvenMonths} महीने में अपनी लागत निकाल लेता है। आवेदन या मार्गदर्शक से बात के लिए /contact पेज देखें।`,
      keywords: ["क्लिनिक खोलना", "क्लिनिक खोलने", "खोलें", "शुरू", "धंधा", "व्यापार", "कारोबार", "सॉयल क्लिनिक", "कौन खोल सकता", "kholna", "khol", "kholne", "shuru", "dhandha", "vyapar", "karobar", "business", "franchise"],
    },
    "kit-price": {
      title: "क्लिनिक किट का दाम",
      text: `{fullParameters} चीज़ों वाली किट {kitPrice} + GST की है; {coreParameters} चीज़ों वाला मॉडल {coreKitPrice} का।`,
      keywords: ["किट का दाम", "किट की कीमत", "मशीन का दाम", "खर्चा", "लागत", "जीएसटी", "निवेश", "kit ka daam", "kit price", "machine ka daam", "gst", "nivesh", "lagat"],
    },
    "kit-contents": {
      title: "किट में क्या मिलता है",
      text: `हर किट में {kitSachets} जाँच पाउच (सैशे), ऐप लॉगिन जिसमें नतीजे ऑनलाइन सुरक्षित रहते हैं, ले जाने का बक्सा, और हिलाने व छानने की मशीन मिलती है। ज़रूरत पड़ने पर नए पाउच और पुर्ज़े पहुँचाए जाते हैं।`,
      keywords: ["contents", "किट में क्या", "क्या क्या मिलता", "सामान", "पाउच", "सैशे", "बक्सा", "kit me kya", "kya kya milta", "saman", "samaan", "pouch", "sachet"],
    },
    "clinic-income": {
      title: "क्लिनिक की कमाई",
      text: `एक आम क्लिनिक हर महीने लगभग {testsPerMonth} नमूने {testPrice} प्रति जाँच पर जाँचता है, यानी {monthlyRevenue} की आमदनी। जाँच पाउच (सैशे) का खर्च {sachetCost} प्रति जाँच है, जिसके बाद हर महीने {netMonthlyIncome} की शुद्ध कमाई बचती है। ये आम आँकड़े हैं, पक्की गारंटी नहीं।`,
      keywords: ["कमाई", "कमाना", "कमा सकते", "आमदनी", "मुनाफा", "आय", "महीने में", "पाउच का खर्च", "सैशे का खर्च", "kamai", "kamaai", "kama", "kamana", "aamdani", "amdani", "munafa", "aay", "mahine me", "income"],
    },
    "break-even": {
      title: "लागत कब निकलेगी",
      text: `आम तौर पर क्लिनिक अपनी किट ({kitPrice} + GST) की लागत {breakEvenMonths} महीने में निकाल लेता है, और हर साल {farmersPerYear} किसानों की सेवा करता है, जो हर एकड़ पर {clinicSavingPerAcre} बचाते हैं।`,
      keywords: ["लागत वापस", "पैसा वापस", "कितने महीने", "लागत निकलेगी", "वसूल", "lagat wapas", "paisa wapas", "kitne mahine", "wasool", "vasool"],
    },
    "clinic-support": {
      title: "क्लिनिक वालों को ट्रेनिंग और मदद",
      text: `क्लिनिक चलाने वालों को नमूना लेने, जाँच करने और सलाह देने की हाथ से ट्रेनिंग, ऐप, एक मार्गदर्शक और साथियों का नेटवर्क, प्रचार में मदद (पोस्टर, किसान बैठकें, क्लिनिक सूची में नाम), समय पर सामान और मशीन की नियमित जाँच मिलती है।`,
      keywords: ["ट्रेनिंग", "प्रशिक्षण", "मदद", "मार्गदर्शक", "प्रचार", "अनुभव", "training", "prashikshan", "madad", "margdarshak", "prachar"],
    },
    partnerships: {
      title: "हमारे साथ साझेदारी",
      text: `हम CSR टीमों, फ़ाउंडेशन, NGO, FPO, खाद-बीज विक्रेताओं, सरकारी विभागों, रिसर्च संस्थानों और निवेशकों के साथ जाँच अभियान, {programme} ट्रेनिंग, क्लिनिक खोलने और डेटा व रिसर्च में काम करते हैं।
        /for-partners पेज के फ़ॉर्म से लिखें: हमारी साझेदारी टीम {partnerReplyWorkingDays} कामकाजी दिन में जवाब देती है।`,
      keywords: ["साझेदारी", "साझेदार", "पार्टनर", "साथ काम", "निवेशक", "सरकार", "संस्था", "एनजीओ", "sajhedari", "sajhedar", "partner", "saath kaam", "niveshak", "sarkar", "sanstha", "ngo", "fpo"],
    },
    reach: {
      title: "हमारी पहुँच",
      text: `साझेदारों के साथ हम {states} राज्यों में {farmersReached} किसानों तक पहुँचे हैं, {testsDone} जाँच की हैं और {didisTrained} {programme} को ट्रेनिंग दी है।`,
      keywords: ["कितने राज्य", "राज्यों", "कितने किसान", "किसानों तक", "पहुंचे", "असर", "आंकड़े", "kitne rajya", "rajyon", "kitne kisan", "pahunche", "asar", "aankde", "kahan kaam"],
    },
    "csr-tiers": {
      title: "CSR साझेदारी के स्तर",
      text: `पायलट: {pilotInvestment} लाख में {pilotClinics} क्लिनिक, {pilotFarmers} किसान, {pilotMonths} महीने। क्षेत्रीय: {regionalInvestment} लाख में {regionalClinics} क्लिनिक, {regionalFarmers} किसान, {regionalMonths} महीने। राज्य स्तर: {stateInvestment} करोड़ में {stateClinics} क्लिनिक, {stateFarmers} किसान, {stateMonths} महीने। अपनी ज़रूरत के हिसाब से अलग कार्यक्रम भी बनता है।`,
      keywords: ["सीएसआर", "पायलट", "क्षेत्रीय", "राज्य स्तर", "लाख", "करोड़", "बजट", "csr", "pilot", "regional", "lakh", "crore", "karod", "budget"],
    },
    "csr-impact": {
      title: "CSR का असर",
      text: `अब तक हमारे CSR कार्यक्रम: {csrFarmers} किसान, {clinicsRunning} मिट्टी क्लिनिक, {csrTests} जाँच और {satisfaction} किसान संतुष्ट; किसानों ने औसतन हर एकड़ पर {csrSavingPerAcre} बचाए। हर CSR साझेदार को लाइव डैशबोर्ड मिलता है।`,
      keywords: ["संतुष्ट", "संतुष्टि", "खुश", "डैशबोर्ड", "सीएसआर का असर", "santusht", "khush", "dashboard"],
    },
    contact: {
      title: "हमसे संपर्क करें",
      text: `{phones} पर फ़ोन करें, {email} पर ईमेल करें, या /contact पेज के फ़ॉर्म से लिखें। काम का समय: {hours}।`,
      keywords: ["संपर्क", "फोन", "फ़ोन", "नंबर", "मोबाइल", "ईमेल", "कॉल", "बात", "हेल्पलाइन", "sampark", "phone", "fone", "number", "nambar", "mobile", "email", "call", "baat", "helpline", "contact"],
    },
    whatsapp: {
      title: "WhatsApp",
      text: `WhatsApp पर हमें {whatsapp} पर संदेश भेजें। हमारे WhatsApp चैनल (/resources पेज पर लिंक) पर मौसम की सलाह, नई गाइड और किसानों की कहानियाँ आती हैं।`,
      keywords: ["व्हाट्सएप", "व्हाट्सऐप", "वॉट्सऐप", "whatsapp", "watsapp", "whatsap"],
    },
    hours: {
      title: "काम का समय",
      text: `हमारे काम का समय: {hours}।`,
      keywords: ["खुला", "खुलता", "बंद", "कब खुलता", "कितने बजे", "समय", "रविवार", "शनिवार", "छुट्टी", "टाइम", "khula", "khulta", "band", "kab khulta", "kitne baje", "ravivar", "shanivar", "sunday", "saturday", "chhutti", "timing", "time"],
    },
    offices: {
      title: "हमारे दफ़्तर",
      text: `हमारे दफ़्तर {officeCities} में हैं। {offices}।`,
      keywords: ["दफ़्तर", "दफ्तर", "ऑफिस", "कार्यालय", "पता", "कहाँ है", "शहर", "बेंगलुरु", "दिल्ली", "daftar", "office", "pata", "address", "shehar", "sheher", "kahan hai", "bangalore", "delhi", "dilli"],
    },
    "reply-time": {
      title: "जवाब कब मिलेगा",
      text: `संपर्क फ़ॉर्म का जवाब हम {contactReplyHours} घंटे में देते हैं; साझेदारी और CSR टीम {partnerReplyWorkingDays} कामकाजी दिन में जवाब देती है।`,
      keywords: ["जवाब", "जवाब कब", "फॉर्म भरने के बाद", "कब तक", "संदेश", "jawab", "javab", "kab tak", "form bharne"],
    },
    resources: {
      title: "गाइड और डाउनलोड",
      text: `हमारे जानकारी पेज पर हिंदी और अंग्रेज़ी में लेख, वीडियो और कहानियाँ हैं, और मुफ़्त PDF गाइड: मिट्टी सेहत पुस्तिका, खाद गाइड और फसल सलाह।`,
      keywords: ["गाइड", "पुस्तिका", "डाउनलोड", "वीडियो", "लेख", "पढ़ें", "सीखें", "हिंदी में", "guide", "pustika", "download", "pdf", "video", "lekh", "padhna", "hindi me"],
    },
    about: {
      title: "{brand} के बारे में",
      text: `{brand} देश भर में मुहिम चला रहा है ताकि हर किसान तक सस्ती, जल्दी और किसान के काम की मिट्टी जाँच पहुँचे: खेत पर जाँच, {programme} उद्यमी और सैटेलाइट वाली सलाह, जो तकनीक, ट्रेनिंग और भरोसे पर टिकी है।`,
      keywords: ["कंपनी", "आप कौन", "कौन हो", "मकसद", "कहानी", "company", "aap kaun", "kaun ho", "maksad", "about"],
    },
    team: {
      title: "हमारी टीम",
      text: `डॉ. अंजलि राव हमारी सह-संस्थापक और मुख्य कार्यकारी अधिकारी (CEO) हैं; सह-संस्थापक विक्रम सेठी (CTO) ने मशीन बनाई; मीना कुमारी {programme} योजना की प्रमुख हैं; अर्जुन पाटिल खेती-सलाह और किसानों की कामयाबी के प्रमुख हैं।`,
      keywords: ["संस्थापक", "मालिक", "कंपनी का मालिक", "टीम", "कौन चलाता", "सीईओ", "प्रमुख", "sansthapak", "founder", "malik", "owner", "ceo", "team"],
    },
    awards: {
      title: "पुरस्कार",
      text: `हमारे काम को एग्रीटेक इनोवेशन अवॉर्ड, महिला उद्यमिता चैंपियन, सस्टेनेबिलिटी लीडरशिप अवॉर्ड, बेस्ट रूरल स्टार्टअप, डिजिटल एग्रीकल्चर एक्सीलेंस और सोशल इम्पैक्ट अवॉर्ड मिले हैं।`,
      keywords: ["पुरस्कार", "अवॉर्ड", "सम्मान", "puraskar", "award", "samman"],
    },
    media: {
      title: "मीडिया और प्रेस",
      text: `पत्रकार {email} पर लिखें, या /contact पेज के फ़ॉर्म में प्रेस/मीडिया चुनें।`,
      keywords: ["मीडिया", "प्रेस", "पत्रकार", "खबर", "समाचार", "इंटरव्यू", "media", "press", "patrakar", "khabar", "samachar", "interview"],
    },
    privacy: {
      title: "आपकी जानकारी",
      text: `चैट की बातचीत हम {chatKeptMonths} महीने तक और पूछताछ {enquiryKeptMonths} महीने तक रखते हैं, जब तक आप पहले मिटाने को न कहें। अपनी जानकारी देखने, ठीक कराने या मिटाने के लिए {email} पर लिखें; हम {grievanceReplyWorkingDays} कामकाजी दिन में जवाब देते हैं।`,
      keywords: ["प्राइवेसी", "प्राइवेसी नीति", "नीति", "गोपनीयता", "मेरी जानकारी", "डेटा", "मिटाना", "कब तक रखते", "चैट", "privacy", "meri jankari", "data", "mitana", "delete", "kab tak rakhte"],
    },
    terms: {
      title: "सेवा की शर्तें",
      text: `हमारी वेबसाइट, चैट, गाइड और मिट्टी जाँच सेवाओं की शर्तें /terms-of-service पेज पर हैं।`,
      keywords: ["शर्तें", "नियम", "sharten", "niyam", "terms"],
    },
  },
  lexicon: {
    stopWords: [
      // Devanagari
      "क्या", "है", "हैं", "हो", "होता", "होती", "होते", "होगा", "होगी", "कैसे", "कैसा", "कैसी", "कितना", "कितने", "कितनी", "में", "मैं",
      "मुझे", "मेरा", "मेरी", "मेरे", "हम", "हमें", "हमारा", "हमारी", "आप", "आपका", "आपकी", "आपके", "अपना", "अपनी", "अपने", "का", "की",
      "के", "को", "से", "पर", "और", "या", "भी", "तो", "करना", "करनी", "करने", "करें", "कर", "करता", "करती", "करते", "सकता", "सकती", "सकते",
      "चाहिए", "बताएं", "बताइए", "बताओ", "बारे", "लिए", "वाला", "वाली", "वाले", "कुछ", "कोई", "एक", "सी", "सा", "जी", "कृपया", "यह", "वह",
      "नहीं", "हां", "हाँ", "रहा", "रही", "रहे", "रहता", "आता", "आती", "जाता", "जाती", "जाएगी", "जाएगा", "लगता", "लगती", "लगते", "लगेगा", "लगेगी", "लगेंगे", "मिलता", "मिलती", "मिलते", "ले", "जानी", "जाना", "होगी", "रहेगा", "रहेगी", "सही", "तरीका", "पड़ता", "पड़ेगा", "देते", "देती", "देता", "कौन",
      // romanised
      "kya", "hai", "hain", "ho", "hota", "hoti", "hote", "hoga", "hogi", "kaise", "kaisa", "kitna", "kitne", "kitni", "mein", "me", "mai",
      "main", "mujhe", "mera", "meri", "mere", "hum", "aap", "aapka", "aapki", "aapke", "apna", "apni", "apne", "ka", "ki", "ke", "ko", "se",
      "par", "pe", "aur", "ya", "bhi", "toh", "karna", "karne", "kare", "karen", "kar", "karte", "sakta", "sakte", "sakti", "chahiye",
      "batao", "bataiye", "bare", "baare", "liye", "wala", "wali", "wale", "kuch", "koi", "ek", "ji", "nahi", "haan", "raha", "rahi",
      "rehta", "rahta", "lagta", "lagti", "milta", "milti", "do", "de", "dijiye", "lene", "lena", "sahi", "tarika", "tareeka", "padta", "kaun",
    ],
    concepts: {
      // price
      "कीमत": "price", "दाम": "price", "रेट": "price", "फीस": "price", "शुल्क": "price", "खर्च": "price", "खर्चा": "price", "पैसा": "price",
      "पैसे": "price", "रुपये": "price", "रुपए": "price", "कितने की": "price", "कितने का": "price", "कितने रुपये": "price",
      keemat: "price", kimat: "price", daam: "price", kharcha: "price", kharch: "price", paisa: "price", paise: "price", rupaye: "price",
      "kitne ki": "price", "kitne ka": "price", "kitna paisa": "price", fees: "price",
      // time
      "कितनी देर": "time", "कितना समय": "time", "समय": "time", "देर": "time", "मिनट": "time", "kitni der": "time", "kitna time": "time",
      "kitne time": "time", samay: "time", der: "time",
      // test, soil, sample
      "जांच": "test", "जाँच": "test", "टेस्ट": "test", "परीक्षण": "test", jaanch: "test", janch: "test", jaach: "test", jach: "test",
      "मिट्टी": "soil", mitti: "soil", "नमूना": "sample", "नमूने": "sample", "सैंपल": "sample", namuna: "sample", sampal: "sample",
      "गहराई": "depth", gehrai: "depth", gahrai: "depth", "कितनी बार": "often", "kitni baar": "often", "kitni bar": "often",
      "रिपोर्ट": "report", "नतीजा": "result", "रिजल्ट": "result", natija: "result",
      // clinic, places
      "क्लिनिक": "clinic", "केंद्र": "clinic", "सेंटर": "clinic", kendra: "clinic", "कहाँ": "where", "कहां": "where", kahan: "where",
      kaha: "where", "नजदीक": "nearby", "पास": "nearby", "राज्य": "state", "राज्यों": "state", rajya: "state", "दफ्तर": "office",
      "दफ़्तर": "office", "ऑफिस": "office", daftar: "office", "शहर": "city", shehar: "city", sheher: "city",
      // device, kit, clinic business
      "मशीन": "device", machine: "device", "किराया": "rent", "किराए": "rent", "किराये": "rent", kiraya: "rent", kiraye: "rent",
      "खरीद": "buy", "खरीदना": "buy", kharid: "buy", "किट": "kit", "पाउच": "sachet", "सैशे": "sachet", pouch: "sachet",
      "खोलना": "start", "खोलने": "start", "खोल": "start", kholna: "start", kholne: "start", khol: "start", "शुरू": "start", shuru: "start",
      "कमाई": "income", "कमा": "income", "आमदनी": "income", kamai: "income", kama: "income", aamdani: "income", "मुनाफा": "profit",
      "लागत": "investment", lagat: "investment", "वापस": "back",
      // farmer gains, advice
      "बढ़ेगा": "increase", "बढ़ेगी": "increase", "बढ़ती": "increase", "बढ़ता": "increase", badhega: "increase", badhegi: "increase", badhti: "increase",
      "पैदावार": "yield", "उपज": "yield", paidavar: "yield", paidawar: "yield", upaj: "yield", "फायदा": "benefits", fayda: "benefits",
      "बचत": "savings", "बचेंगे": "savings", bachat: "savings", "खाद": "fertilizer", khad: "fertilizer", "सलाह": "advice", salah: "advice",
      "फसल": "crop", fasal: "crop",
      // women, partners
      "महिला": "women", mahila: "women", "दीदी": "didi", "सॉयल दीदी": "didi", "soil didi": "didi", "साझेदारी": "partnership",
      sajhedari: "partnership", "किसान": "farmer", "किसानों": "farmer", kisan: "farmer", kisaan: "farmer",
      // contact, hours
      "चल रहे": "running", "चलते": "running", "chal rahe": "running",
      "देखूं": "see", "देखें": "see", "देखना": "see", "देखनी": "see", dekhu: "see", dekhe: "see", dekhna: "see",
      "आप कौन": "about", "aap kaun": "about", "कौन चलाता": "founder", "kaun chalata": "founder",
      "किट में क्या": "contents", "में क्या मिलता": "contents", "क्या क्या मिलता": "contents", "kit me kya": "contents", "kya kya milta": "contents",
      "संपर्क": "contact", sampark: "contact", "फोन": "phone", "फ़ोन": "phone", "नंबर": "number", "ईमेल": "email", "ई-मेल": "email",
      "खुला": "open", "खुलता": "open", khula: "open", khulta: "open", "बंद": "closed", band: "closed", "रविवार": "sunday",
      ravivar: "sunday", "शनिवार": "saturday", shanivar: "saturday", "जवाब": "reply", jawab: "reply",
    },
    markers: ["है", "हैं", "और", "में", "नहीं", "क्या", "कैसे", "कितना", "कितनी", "कितने", "मुझे", "चाहिए", "कहाँ", "कहां", "होता", "होती", "लिए", "आप", "की", "के", "को", "से", "पर", "हम"],
    romanisedMarkers: [
      "kya", "hai", "hain", "kaise", "kaisa", "kitna", "kitne", "kitni", "mein", "mujhe", "mera", "meri", "chahiye", "karna", "karni",
      "karwana", "karana", "kahan", "kab", "batao", "bataiye", "aapka", "aapki", "aapke", "hota", "hoti", "sakta", "sakte", "lagta",
      "milta", "milti", "ka", "ki", "ke", "ko", "se", "aur", "nahi", "kis", "kaun", "rehta", "rahta", "wala", "wali", "liye",
      "karte", "karta", "karti", "ho", "hoga", "hogi", "kin", "raha", "rahi", "sakta", "bata", "chahte", "chahta",
    ],
    greetings: ["namaste", "namaskar", "pranam", "राम राम", "नमस्ते", "नमस्कार", "प्रणाम", "राम"],
    thanks: ["dhanyavad", "dhanyawad", "shukriya", "धन्यवाद", "शुक्रिया", "ठीक है", "अच्छा"],
  },
  replies: {
    topics: (programme) =>
      `मिट्टी जाँच का दाम, जाँच का समय और जाँची जाने वाली चीज़ें, मिट्टी का नमूना कैसे लें, अपने पास का क्लिनिक, हमारी सेवाएँ, ` +
      `मशीन खरीदना या किराये पर लेना, अपना मिट्टी क्लिनिक खोलना, ${programme} बनना, साझेदारी और CSR, और हमसे कैसे बात करें`,
    empty: (name) =>
      `${name ? `${name} जी, ` : ""}कृपया अपना सवाल लिखिए। जैसे: "मिट्टी की जाँच कैसे कराएँ?" या "जाँच का दाम क्या है?"`,
    greeting: (name, assistantName, topics) =>
      `नमस्ते${name ? ` ${name} जी` : ""}! मैं ${assistantName} हूँ। मैं इन बातों में आपकी मदद कर सकता हूँ: ${topics}। आप क्या जानना चाहते हैं?`,
    thanks: (name, phone, email) =>
      `धन्यवाद${name ? ` ${name} जी` : ""}! कोई और सवाल हो तो पूछिए। हमारी टीम से ${phone} या ${email} पर भी बात कर सकते हैं।`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `माफ़ कीजिए${name ? ` ${name} जी` : ""}, इसका जवाब मेरे पास नहीं है। ` +
      `हमारी टीम मदद करेगी: ${phones} पर फ़ोन करें, ${email} पर ईमेल करें, या ${contactPath} पेज के फ़ॉर्म से लिखें। ` +
      `काम का समय: ${hours}। ` +
      `मैं इन बातों के जवाब दे सकता हूँ: ${topics}।`,
    more: (paths, phone) => `पूरी जानकारी: ${paths.join(" और ")}। मदद के लिए ${phone} पर फ़ोन करें।`,
    callbackOffer:
      "आपके दो सवालों का जवाब मैं नहीं दे पाया, इसलिए हमारी टीम का कोई व्यक्ति आपको फ़ोन करे तो बेहतर रहेगा। " +
      "नीचे \"मुझे फ़ोन करें\" दबाइए, काम के समय में से अपनी सुविधा का समय चुनिए, हम आपको फ़ोन करेंगे।",
    contactTitle: "हमसे संपर्क करें",
    clinicsIn: (place, clinics) => `${place} में हमारे क्लिनिक: ${clinics.join("; ")}। जाँच बुक करने के लिए क्लिनिक खोजें पेज देखें।`,
    noClinicIn: (place) =>
      `${place} में अभी हमारा कोई क्लिनिक नहीं है। क्लिनिक खोजें पेज पर हर राज्य के क्लिनिक हैं; आप खुद भी क्लिनिक खोल सकते हैं (/start-clinic पेज देखें) या हमें अपने गाँव में जाँच लाने को कह सकते हैं।`,
    nearestTo: (place, clinics) =>
      `${place} में अभी हमारा कोई क्लिनिक नहीं है। सबसे पास के क्लिनिक: ${clinics.map((c) => `${c.line} (लगभग ${c.km} किमी दूर)`).join("; ")}। क्लिनिक खोजें पेज पर इन्हें नक्शे पर देखें और वहीं जाँच बुक करें।`,
  },
};
