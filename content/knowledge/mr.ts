import { marathiJoinedEndings } from "./devanagari-endings.ts";
import type { KnowledgeLanguage } from "./types.ts";

/**
 * The assistant's knowledge in Marathi, written as a farmer in Maharashtra
 * speaks, in the words of the soil health cards and the agriculture
 * department (माती परीक्षण, सामू, सेंद्रिय कर्ब, नत्र-स्फुरद-पालाश), around the
 * shared facts (content/knowledge/facts.ts). Keywords hold Devanagari and
 * romanised Marathi as people type it on a phone, with the English words
 * farmers mix in.
 */
export const knowledgeMr: KnowledgeLanguage = {
  script: "Devanagari",
  entries: {
    "test-price": {
      title: "माती परीक्षणाचा दर",
      text: `{brand} किंवा {programme} केंद्रावर एका नमुन्याची तपासणी {testPrice} मध्ये होते; एका शेतासाठी एक नमुना पुरेसा आहे.
        निकाल आणि सल्ला तिथेच {testMinutes} मिनिटांत मिळतो.`,
      keywords: ["दर", "किंमत", "किमत", "रेट", "फी", "शुल्क", "खर्च", "पैसे", "पैसा", "रुपये", "किती पैसे", "किती रुपये", "किती खर्च", "मोफत", "फुकट", "फ्री", "dar", "kimmat", "kimat", "rate", "fee", "fees", "kharcha", "kharch", "paise", "paisa", "rupaye", "kiti paise", "kiti kharch", "mofat", "fukat", "free"],
    },
    "test-time": {
      title: "तपासणीला किती वेळ लागतो",
      text: `छोटे यंत्र तुमच्या गावातच {testMinutes} मिनिटांत मातीचे {parameters} घटक तपासते, म्हणून निकाल आणि सल्ला त्याच दिवशी मिळतो. प्रयोगशाळेच्या अहवालासाठी आठवडे थांबावे लागत नाही.`,
      keywords: ["वेळ", "किती वेळ", "किती वेळात", "मिनिटे", "तास", "निकाल", "रिझल्ट", "केव्हा मिळेल", "कधी मिळेल", "लवकर", "vel", "kiti vel", "kiti velat", "time", "nikal", "result", "kadhi milel", "kevha", "lavkar", "minute", "tas"],
    },
    parameters: {
      title: "तपासणीत काय काय पाहिले जाते",
      text: `छोटे यंत्र मातीचे {parameters} घटक मोजते: सामू (pH), क्षार (EC), सेंद्रिय कर्ब, नत्र, स्फुरद, पालाश, गंधक आणि सूक्ष्म अन्नद्रव्ये (जस्त, लोह, मंगल, तांबे, बोरॉन).
        हे {fullParameters} घटकांच्या मॉडेलमध्ये आणि मुख्य अन्नद्रव्ये तपासणाऱ्या {coreParameters} घटकांच्या मॉडेलमध्ये मिळते.`,
      keywords: ["घटक", "कोणते घटक", "काय काय तपासता", "अन्नद्रव्ये", "अन्नद्रव्य", "नत्र", "स्फुरद", "पालाश", "जस्त", "सामू", "कर्ब", "पॅरामीटर", "ghatak", "konte ghatak", "kay kay tapasta", "annadravya", "natra", "sphurad", "palash", "samu", "parameter", "parameters", "npk", "ph"],
    },
    "get-tested": {
      title: "माती परीक्षण कसे करून घ्यावे",
      text: `तपासणी बुक करण्यासाठी "क्लिनिक शोधा" पान उघडा, तुमच्या जवळचे क्लिनिक निवडा आणि "माती परीक्षण बुक करा" दाबा; क्लिनिक {bookingCallWorkingDays} कामकाजाच्या दिवसात फोन करून तारीख ठरवते.
        तुम्ही नमुना घेऊन थेट क्लिनिकमध्येही जाऊ शकता, किंवा इथे चॅटमध्ये विचारू शकता. तपासणी {testPrice} प्रति नमुना होते आणि {testMinutes} मिनिटे लागतात.`,
      keywords: ["बुक", "बुकिंग", "नोंदणी", "कसे करायचे", "कुठे करायचे", "करून घ्यायचे", "तपासणी करायची", "नंबर लावायचा", "book", "booking", "nondani", "kase karayche", "kuthe karayche", "karun ghyayche", "tapasni karaychi"],
    },
    "field-visit": {
      title: "तुमच्या शेतावर तपासणी",
      text: `हो, तुम्ही {programme} ला तुमच्या शेतावर बोलावू शकता. ती तुमच्यासोबत नमुना घेते, तिथेच तपासणी करते आणि निकाल समजावून सांगते. एका नमुन्याची तपासणी {testPrice} मध्ये होते. "क्लिनिक शोधा" पानावरून किंवा याच चॅटमध्ये बुक करा.`,
      keywords: ["शेतावर येणार", "शेतावर", "बांधावर", "घरी येऊन", "कोणी येईल", "बोलवायचे", "गावात येऊन", "गावात येईल", "माती घेऊन", "नमुना घेऊन", "shetavar", "shetat yeun", "bandhavar", "ghari yeun", "koni yeil", "bolvayche", "yeun", "gavat", "gavat yeil", "mati gheun", "namuna gheun"],
    },
    "sample-collection": {
      title: "मातीचा नमुना कसा घ्यावा",
      text: `शेतात नागमोडी चालत {sampleSpots} जागा निवडा; प्रत्येक जागी वरचा काडीकचरा बाजूला करून {sampleDepthInches} इंच ({sampleDepthCm} सेंमी) खोल खड्डा खणून माती घ्या.
        सगळी माती स्वच्छ बादलीत मिसळा आणि सुमारे {sampleGrams} ग्रॅम माती स्वच्छ पिशवीत भरा, त्यावर तुमचे नाव आणि शेत लिहा. बांध, खताचे खड्डे, झाडे आणि नुकतेच खत टाकलेल्या जागेतून नमुना घेऊ नका.`,
      keywords: ["नमुना", "नमुने", "सॅम्पल", "खोल", "खोली", "किती खोल", "इंच", "ग्रॅम", "किती माती", "खणायचे", "माती कशी घ्यायची", "नमुना कसा", "काढायचा", "काढायची", "किलो", "अर्धा किलो", "पुरेल", "पुरेशी", "किती माती लागते", "namuna kasa", "kadhaycha", "namuna", "namune", "sample", "sampal", "khol", "kholi", "kiti khol", "kiti mati", "khanayche", "inch", "gram", "kilo", "ardha kilo", "purel"],
    },
    "test-frequency": {
      title: "किती वेळा तपासणी करावी",
      text: `दर हंगामात पेरणीआधी तपासणी करा, किंवा निदान वर्षातून एकदा. दर वर्षी एकाच वेळी तपासणी केल्याने कळते की माती कशी बदलत आहे आणि दिलेले खत काम करत आहे की नाही.`,
      keywords: ["किती वेळा", "दर वर्षी", "दरवर्षी", "दरसाल", "प्रत्येक वर्षी", "गरज आहे का", "darvarshi", "पुन्हा", "परत", "केव्हा केव्हा", "दर हंगामात", "kiti vela", "kiti veles", "dar varshi", "punha", "parat", "dar hangam"],
    },
    "report-contents": {
      title: "माती परीक्षण अहवालात काय असते",
      text: `अहवालात तपासलेल्या प्रत्येक घटकाचा निकाल कमी, मध्यम किंवा जास्त असा लिहिलेला असतो, आणि तुमच्या भाषेत पिकानुसार सल्ला: कोणते खत द्यायचे, किती (एकरी आणि तुमच्या शेतासाठी मात्रा) आणि केव्हा द्यायचे.`,
      keywords: ["अहवालात काय", "अहवालात काय काय", "अहवाल", "रिपोर्टमध्ये काय काय", "रिपोर्ट", "मृदा पत्रिका", "पत्रिका", "कार्ड", "काय मिळेल", "काय लिहिलेले", "मात्रा", "ahwal", "ahaval", "report", "card", "patrika", "kay milel", "matra"],
    },
    "report-lookup": {
      title: "तुमचा माती परीक्षण अहवाल पाहा",
      text: `/report पान उघडा आणि पावती किंवा पिशवीच्या चिठ्ठीवरचा नमुना क्रमांक आणि माती देताना दिलेला मोबाईल नंबर लिहा: नमुना कुठपर्यंत आला ते कळेल, आणि अहवाल तयार झाल्यावर तो वाचता किंवा डाउनलोड करता येईल. नमुना क्रमांक हरवला? {phones} वर फोन करा.`,
      keywords: ["माझा अहवाल", "माझा रिपोर्ट", "अहवाल कुठे", "नमुना क्रमांक", "नमुना नंबर", "सॅम्पल नंबर", "अहवाल पाहायचा", "कुठपर्यंत", "आला का", "डाउनलोड", "पावती", "ऑनलाइन", "kuthparyant", "kuthaparyant", "aala ka", "kalnar", "maza report", "majha report", "report kuthe", "sample number", "namuna kramank", "download", "pavati", "online"],
    },
    benefits: {
      title: "माती परीक्षणाचे फायदे",
      text: `जे शेतकरी तपासणीप्रमाणे खत देतात, त्यांचे उत्पादन {yieldGain} वाढते आणि खतावर एकरी {savingPerAcre} पर्यंत बचत होते, कारण जमिनीत आधीच असलेल्या अन्नद्रव्यांवर पैसा जात नाही.`,
      keywords: ["फायदा", "लाभ", "उत्पादन", "उतारा", "बचत", "किती पैसे वाचतील", "किती वाढेल", "का करायचे", "जास्त पीक", "उत्पन्न वाढ", "उत्पन्न वाढते", "किती टक्के", "टक्के", "fayda", "faida", "labh", "utpadan", "utara", "bachat", "vachtil", "vadhel", "ka karayche", "jast pik", "utpanna vadhte", "takke", "kiti takke"],
    },
    "farm-results": {
      title: "भागीदार शेतांचे निकाल",
      text: `तपासणीप्रमाणे चालणाऱ्या भागीदार शेतांवर सरासरी उत्पादन {farmYieldGain}, सेंद्रिय कर्ब {organicCarbonGain} आणि पाणी धरून ठेवण्याची क्षमता {waterRetentionGain} वाढली. निकाल माती, पीक, पाऊस आणि पद्धतीवर अवलंबून असतात.`,
      keywords: ["निकाल", "भागीदार शेत", "सेंद्रिय कर्ब", "पाणी धरून", "बदल", "पुरावा", "nikal", "badal", "purava"],
    },
    "success-stories": {
      title: "शेतकऱ्यांच्या कहाण्या",
      text: `रमेश यादव (उत्तर प्रदेश) प्रत्येक बिघ्यामागे {bighaSaving} वाचवतात आणि त्यांना पाणी-खत {resourceOptimisation} कमी लागते; सावित्री पटेल (मध्य प्रदेश) यांनी भुईमुगावर {groundnutSaving} वाचवले; मनोज कुमार (बिहार) यांचे उत्पादन {yieldBefore} वरून {yieldAfter} क्विंटल झाले ({yieldRise} जास्त); राजबीर सिंह (हरियाणा) यांचा खत-बियाण्याचा खर्च {inputCostCut} कमी झाला.`,
      keywords: ["कहाणी", "कहाण्या", "अनुभव", "यशोगाथा", "यश", "शेतकरी काय म्हणतात", "बिघा", "क्विंटल", "भुईमूग", "kahani", "anubhav", "yashogatha", "yash", "bigha", "quintal", "bhuimug"],
    },
    advisory: {
      title: "खताचा सल्ला",
      text: `प्रत्येक तपासणीसोबत पिकानुसार सल्ला मिळतो: कोणते खत, किती आणि केव्हा, म्हणजे शेतात ज्याची कमतरता आहे तेवढेच तुम्ही द्याल. आमची खत मार्गदर्शिका आणि पीक सल्ला (मोफत PDF, /resources पानावर) नेहमीच्या पिकांच्या मात्रा सांगतात.`,
      keywords: ["खत", "खते", "कोणते खत", "किती खत", "युरिया", "डीएपी", "सल्ला", "शिफारस", "मात्रा", "khat", "khate", "konte khat", "kiti khat", "urea", "yuriya", "dap", "salla", "shifaras"],
    },
    "fertiliser-doses": {
      title: "माती तपासणीनुसार खताची मात्रा",
      text: `आमची खत मार्गदर्शिका सांगते: तुमच्या पिकाच्या आणि भागाच्या शिफारशीत मात्रेपासून सुरुवात करा, मग माती तपासणीनुसार कमी-जास्त करा. जे अन्नद्रव्य कमी आहे, त्याच्या मात्रेत {lowDoseAdd} वाढ करा; मध्यम असेल तर शिफारशीत मात्रा द्या; जास्त असेल तर {highDoseCut} कमी करा. युरिया (त्यात {ureaNitrogen} नत्र) {ureaSplits} हप्त्यांत द्या: साधारण अर्धा पेरणीला आणि बाकीचा फुटवे येताना, गुडघाभर उंचीला किंवा फुलोऱ्यात; सगळा पेरणीलाच कधीही नाही. झिंक सल्फेट: साधारण {zincSulphateKgPerHa} किलो प्रति हेक्टर, {zincSulphateSeasons} हंगामांतून एकदा. जिप्सम: भुईमुगाला फुलोऱ्यात, आणि चोपण (क्षारयुक्त) जमीन सुधारण्यासाठी. तुमच्या शेताची नेमकी मात्रा तुमचा अहवाल सांगतो; मार्गदर्शिका /resources पानावर मोफत PDF आहे.`,
      keywords: ["युरिया किती", "किती युरिया", "युरियाची मात्रा", "युरिया कधी", "हप्ते", "हप्त्यांत", "जिप्सम", "झिंक", "झिंक सल्फेट", "मात्रा", "एकरी", "हेक्टरी", "चोपण", "yuriya kiti", "urea kiti", "kiti urea", "jipsam", "gypsum", "zinc", "jhink", "matra", "ekari"],
    },
    satellite: {
      title: "उपग्रहातून काय कळते",
      text: `उपग्रहाची छायाचित्रे प्रत्येक तपासणीत पिकाची वाढ, ओलावा आणि शेताचा जुना इतिहास जोडतात, म्हणजे सल्ला फक्त नमुना घेतलेल्या जागेसाठी नाही तर पूर्ण शेतासाठी असतो.`,
      keywords: ["उपग्रह", "उपग्रहाचा", "उपग्रहाचे", "उपग्रहातून", "उपयोग", "सॅटेलाइट", "छायाचित्र", "फोटो", "ओलावा", "satellite", "setelite", "upgrah", "upyog", "olava"],
    },
    "soil-intelligence": {
      title: "मातीची माहिती (सॉइल इंटेलिजन्स)",
      text: `आम्ही माती ही जिवंत यंत्रणा मानतो, फक्त अहवालातले आकडे नाही: शेतावरची तपासणी, उपग्रहाची छायाचित्रे आणि AI मिळून मातीतले जीव, रचना आणि कर्ब यांचे एक चित्र तयार करतात, आणि पिकानुसार असा सल्ला देतात ज्यावर तुम्ही त्याच दिवशी काम करू शकता.`,
      keywords: ["सॉइल इंटेलिजन्स", "प्लॅटफॉर्म", "डिजिटल", "तंत्रज्ञान", "डॅशबोर्ड", "अ‍ॅप", "intelligence", "platform", "digital", "tantradnyan", "dashboard", "app", "ai"],
    },
    "clinic-finder": {
      title: "तुमच्या जवळचे क्लिनिक",
      text: `आमची {clinicsRunning} माती क्लिनिक आहेत, ज्यांना {brand} किंवा {programme} केंद्र म्हणतात. "क्लिनिक शोधा" पानावर नाव, जिल्हा किंवा राज्यावरून क्लिनिक शोधा आणि नकाशावर प्रत्येक क्लिनिकचा पत्ता, फोन आणि सेवा पाहा.`,
      keywords: ["क्लिनिक", "केंद्र", "सेंटर", "शोधायचे", "शोधायचा", "कसे शोधायचे", "शोधू", "shodhaycha", "shodhayche", "shodhu", "कुठे", "जवळ", "जवळचे", "जिल्हा", "जिल्ह्यात", "तालुका", "राज्य", "प्रयोगशाळा", "लॅब", "किती क्लिनिक", "clinic", "kendra", "center", "kuthe", "javal", "jawal", "jilha", "jilhyat", "taluka", "lab"],
    },
    "clinic-services": {
      title: "क्लिनिकच्या सेवा",
      text: `क्लिनिक {coreParameters} घटकांची तपासणी, {fullParameters} घटकांची तपासणी, सल्ला सेवा आणि उपग्रह विश्लेषण देतात; "क्लिनिक शोधा" पानावर तुम्हाला हवी ती सेवा निवडून क्लिनिक शोधता येते.`,
      keywords: ["क्लिनिकच्या सेवा", "सल्ला सेवा", "उपग्रह विश्लेषण", "कोणती तपासणी", "clinic seva", "konti tapasni"],
    },
    services: {
      title: "आमच्या सेवा",
      text: `आम्ही हे देतो: विकत किंवा भाड्याने घेण्यासाठी छोटे माती तपासणी यंत्र, तुमच्या जवळची माती क्लिनिक (तपासणी {testPrice} प्रति नमुना), गावातल्या महिलांना माती परीक्षणाच्या उद्योजिका बनवणारा {programme} उपक्रम, माती माहिती प्लॅटफॉर्म, आणि स्वतःचे क्लिनिक सुरू करायला मदत.`,
      keywords: ["सेवा", "सुविधा", "काय करता", "तुम्ही काय करता", "काय देता", "seva", "suvidha", "kay karta", "kay deta", "services"],
    },
    device: {
      title: "माती तपासणी यंत्र: विकत घ्या किंवा भाड्याने",
      text: `छोटे यंत्र शेताच्या बांधावर {testMinutes} मिनिटांत मातीचे {parameters} घटक तपासते, आणि निकाल अ‍ॅपमधून ऑनलाइन सुरक्षित राहतात. तुम्ही ते पूर्ण विकत घेऊ शकता किंवा एका हंगामासाठी किंवा मोहिमेसाठी भाड्याने घेऊ शकता: /contact पानावरून विचारा.`,
      keywords: ["यंत्र", "मशीन", "उपकरण", "विकत", "खरेदी", "भाडे", "भाड्याने", "yantra", "machine", "masheen", "device", "vikat", "kharedi", "bhade", "bhadyane", "rent", "buy"],
    },
    "soil-didi": {
      title: "{programme}: महिलांच्या हातात माती परीक्षण",
      text: `{programme} म्हणजे गावातली अशी महिला जिला आम्ही माती परीक्षणाची उद्योजिका होण्याचे प्रशिक्षण देतो: ती शेतातून नमुना घेते, तपासणी करते, शेजाऱ्यांना निकाल समजावून सांगते आणि प्रत्येक तपासणीतून कमाई करते (एका केंद्राची निव्वळ कमाई साधारण {netMonthlyIncome} दरमहा). आतापर्यंत {didisTrained} ताईंना प्रशिक्षण मिळाले आहे. होण्यासाठी /contact पानावरून अर्ज करा.`,
      keywords: ["दीदी", "ताई", "सॉइल दीदी", "महिला", "बाई", "व्हायचे", "कसे व्हायचे", "अर्ज", "रोजगार", "नोकरी", "बचत गट", "didi", "soil didi", "tai", "mahila", "bai", "vhayche", "kase vhayche", "arj", "rojgar", "nokri"],
    },
    "start-clinic": {
      title: "तुमचे स्वतःचे माती क्लिनिक सुरू करा",
      text: `कृषी पदवीधर तरुण, गावातले उद्योजक, महिला बचत गट आणि शेतकरी उत्पादक कंपन्या (FPO) क्लिनिक सुरू करू शकतात; प्रयोगशाळेचा अनुभव आवश्यक नाही.
        {fullParameters} घटकांचे किट {kitPrice} + GST चे आहे ({coreParameters} घटकांचे मॉडेल {coreKitPrice}), सोबत प्रशिक्षण आणि मदत, आणि साधारणपणे क्लिनिक {breakEvenMonths} महिन्यांत आपला खर्च काढते. अर्जासाठी किंवा मार्गदर्शकाशी बोलण्यासाठी /contact पान पाहा.`,
      keywords: ["क्लिनिक सुरू", "क्लिनिक चालू", "सुरू करायचे", "उघडायचे", "व्यवसाय", "धंदा", "उद्योग", "सॉइल क्लिनिक", "कोण सुरू करू शकते", "suru", "suru karaycha", "chalu karaycha", "vyavsay", "dhanda", "udyog", "business", "franchise"],
    },
    "kit-price": {
      title: "क्लिनिक किटची किंमत",
      text: `{fullParameters} घटकांचे किट {kitPrice} + GST चे आहे; {coreParameters} घटकांचे मॉडेल {coreKitPrice} चे. प्रत्येक किटमध्ये यंत्र, तपासणी सॅशे, अ‍ॅप लॉगिन, पेटी आणि हलवण्याचे-गाळण्याचे यंत्र असते.`,
      keywords: ["किटची किंमत", "किटचा दर", "यंत्राची किंमत", "मशीनची किंमत", "भांडवल", "गुंतवणूक", "जीएसटी", "kit price", "kitchi kimmat", "machine chi kimmat", "gst", "bhandval", "guntavnuk"],
    },
    "kit-contents": {
      title: "किटमध्ये काय मिळते",
      text: `प्रत्येक किटमध्ये {kitSachets} तपासणी सॅशे (पाउच), निकाल ऑनलाइन सुरक्षित ठेवणारे अ‍ॅप लॉगिन, ने-आण करण्याची पेटी, आणि हलवण्याचे व गाळण्याचे यंत्र मिळते. गरज पडेल तेव्हा नवे सॅशे आणि सुटे भाग पोहोचवले जातात.`,
      keywords: ["किटमध्ये काय", "काय काय मिळते", "साहित्य", "सामान", "सॅशे", "पाउच", "पेटी", "संपल्यावर", "संपले तर", "नवे सॅशे", "samplyavar", "sampale tar", "refill", "kit madhe kay", "kay kay milte", "sahitya", "saman", "sachet", "pouch"],
    },
    "clinic-income": {
      title: "क्लिनिकची कमाई",
      text: `एक साधारण क्लिनिक दरमहा सुमारे {testsPerMonth} नमुने {testPrice} प्रति तपासणी दराने तपासते, म्हणजे {monthlyRevenue} उत्पन्न. तपासणी सॅशेचा खर्च {sachetCost} प्रति तपासणी आहे, तो वजा जाता दरमहा {netMonthlyIncome} निव्वळ कमाई राहते. हे नेहमीचे आकडे आहेत, पक्की हमी नाही.`,
      keywords: ["कमाई", "कमावणे", "किती टेस्ट होतात", "दरमहा तपासण्या", "महिन्याला तपासण्या", "किती नमुने", "किती कमावता येईल", "उत्पन्न", "नफा", "महिन्याला", "दरमहा", "सॅशेचा खर्च", "kamai", "kamavta", "kamavne", "utpanna", "nafa", "mahinyala", "darmaha", "income"],
    },
    "break-even": {
      title: "खर्च केव्हा परत येईल",
      text: `साधारणपणे क्लिनिक आपल्या किटचा ({kitPrice} + GST) खर्च {breakEvenMonths} महिन्यांत काढते, आणि दर वर्षी {farmersPerYear} शेतकऱ्यांची सेवा करते, जे एकरी {clinicSavingPerAcre} वाचवतात.`,
      keywords: ["खर्च परत", "पैसे परत", "किती महिन्यात", "किती महिन्यांत", "वसूल", "भांडवल परत", "वर्षाला", "दर वर्षी शेतकरी", "शेतकऱ्यांची सेवा", "shetkaryanchi seva", "varshala", "kharch parat", "paise parat", "kiti mahinyat", "vasul", "wasool"],
    },
    "clinic-support": {
      title: "क्लिनिक चालकांना प्रशिक्षण आणि मदत",
      text: `क्लिनिक चालकांना नमुना घेणे, तपासणी करणे आणि सल्ला देण्याचे प्रत्यक्ष प्रशिक्षण, अ‍ॅप, एक मार्गदर्शक आणि सोबत्यांचे जाळे, प्रचारात मदत (पोस्टर, शेतकरी बैठका, क्लिनिक यादीत नाव), वेळेवर साहित्य आणि यंत्राची नियमित तपासणी मिळते.`,
      keywords: ["प्रशिक्षण", "ट्रेनिंग", "मदत", "मार्गदर्शक", "प्रचार", "अनुभव", "prashikshan", "training", "madat", "margdarshak", "prachar"],
    },
    partnerships: {
      title: "आमच्यासोबत भागीदारी",
      text: `आम्ही CSR टीम, फाउंडेशन, NGO, FPO, खत-बियाणे विक्रेते, सरकारी विभाग, संशोधन संस्था आणि गुंतवणूकदारांसोबत तपासणी मोहीम, {programme} प्रशिक्षण, क्लिनिक सुरू करणे आणि आकडेवारी व संशोधनात काम करतो.
        /for-partners पानावरच्या फॉर्ममधून लिहा: आमची भागीदारी टीम {partnerReplyWorkingDays} कामकाजाच्या दिवसांत उत्तर देते.`,
      keywords: ["भागीदारी", "भागीदार", "पार्टनर", "डीलर", "विक्रेता", "विक्रेते", "एजंट", "dealer", "vikreta", "agent", "सोबत काम", "गुंतवणूकदार", "सरकार", "संस्था", "एनजीओ", "bhagidari", "bhagidar", "partner", "sobat kam", "guntavnukdar", "sarkar", "sanstha", "ngo", "fpo"],
    },
    reach: {
      title: "आमची पोहोच",
      text: `भागीदारांसोबत आम्ही {states} राज्यांत {farmersReached} शेतकऱ्यांपर्यंत पोहोचलो आहोत, {testsDone} तपासण्या केल्या आहेत आणि {didisTrained} {programme} ना प्रशिक्षण दिले आहे.`,
      keywords: ["किती राज्य", "राज्यांत", "कोणत्या राज्यात", "कुठे काम करता", "काम करता", "किती शेतकरी", "शेतकऱ्यांपर्यंत", "पोहोचलात", "परिणाम", "आकडेवारी", "kiti rajya", "rajyat", "kiti shetkari", "pohochla", "parinam", "akdevari", "kuthe kam"],
    },
    "csr-tiers": {
      title: "CSR भागीदारीचे स्तर",
      text: `पायलट: {pilotInvestment} लाखांमध्ये {pilotClinics} क्लिनिक, {pilotFarmers} शेतकरी, {pilotMonths} महिने. प्रादेशिक: {regionalInvestment} लाखांमध्ये {regionalClinics} क्लिनिक, {regionalFarmers} शेतकरी, {regionalMonths} महिने. राज्य स्तर: {stateInvestment} कोटींमध्ये {stateClinics} क्लिनिक, {stateFarmers} शेतकरी, {stateMonths} महिने. तुमच्या गरजेनुसार वेगळा उपक्रमही तयार होतो.`,
      keywords: ["सीएसआर", "पायलट", "प्रादेशिक", "राज्य स्तर", "लाख", "कोटी", "बजेट", "फंड", "निधी", "सीएसआर खर्च", "किती खर्च", "प्रकल्प", "प्रोजेक्ट", "fund", "nidhi", "kharch", "prakalp", "project", "csr", "pilot", "regional", "lakh", "koti", "crore", "budget"],
    },
    "csr-impact": {
      title: "CSR चा परिणाम",
      text: `आतापर्यंत आमचे CSR उपक्रम: {csrFarmers} शेतकरी, {clinicsRunning} माती क्लिनिक, {csrTests} तपासण्या आणि {satisfaction} शेतकरी समाधानी; शेतकऱ्यांनी सरासरी एकरी {csrSavingPerAcre} वाचवले. प्रत्येक CSR भागीदाराला थेट डॅशबोर्ड मिळतो.`,
      keywords: ["समाधानी", "समाधान", "डॅशबोर्ड", "सीएसआरचा परिणाम", "शेतकऱ्यांना फायदा", "किती शेतकऱ्यांना", "samadhani", "samadhan", "dashboard"],
    },
    contact: {
      title: "आमच्याशी संपर्क साधा",
      text: `{phones} वर फोन करा, {email} वर ईमेल करा, किंवा /contact पानावरच्या फॉर्ममधून लिहा. कामाची वेळ: {hours}.`,
      keywords: ["संपर्क", "फोन", "नंबर", "क्रमांक", "मेल", "मेल आयडी", "mail", "mail id", "मोबाईल", "ईमेल", "कॉल", "बोलायचे", "हेल्पलाइन", "sampark", "phone", "fon", "number", "nambar", "mobile", "email", "call", "bolayche", "helpline", "contact"],
    },
    whatsapp: {
      title: "WhatsApp",
      text: `WhatsApp वर आम्हाला {whatsapp} वर संदेश पाठवा. आमच्या WhatsApp चॅनेलवर (लिंक /resources पानावर) हंगामाचा सल्ला, नव्या मार्गदर्शिका आणि शेतकऱ्यांच्या कहाण्या येतात.`,
      keywords: ["व्हॉट्सअ‍ॅप", "व्हाट्सअप", "व्हॉट्सअप", "whatsapp", "watsapp", "whatsap", "whats app"],
    },
    hours: {
      title: "कामाची वेळ",
      text: `आमची कामाची वेळ: {hours}.`,
      keywords: ["उघडे", "उघडते", "चालू", "बंद", "केव्हा उघडते", "किती वाजता", "वाजेपर्यंत", "वेळ", "रविवार", "रविवारी", "शनिवार", "शनिवारी", "सुट्टी", "टाइम", "ughade", "ughadte", "chalu", "band", "kiti vajta", "vajeparyant", "ravivar", "ravivari", "shanivar", "sunday", "saturday", "sutti", "timing", "time"],
    },
    offices: {
      title: "आमची कार्यालये",
      text: `आमची कार्यालये {officeCities} येथे आहेत. {offices}.`,
      keywords: ["कार्यालय", "ऑफिस", "ऑफिसचा पत्ता", "पत्ता द्या", "पत्ता", "कुठे आहे", "शहर", "शहरात", "बेंगळुरू", "दिल्ली", "karyalay", "office", "patta", "address", "shahar", "shaharat", "kuthe ahe", "bangalore", "bengaluru", "delhi", "dilli"],
    },
    "reply-time": {
      title: "उत्तर केव्हा मिळेल",
      text: `संपर्क फॉर्मला आम्ही {contactReplyHours} तासांत उत्तर देतो; भागीदारी आणि CSR टीम {partnerReplyWorkingDays} कामकाजाच्या दिवसांत उत्तर देते.`,
      keywords: ["उत्तर", "उत्तर केव्हा", "फॉर्म भरल्यावर", "किती दिवसात", "कधीपर्यंत", "संदेश", "uttar", "form bharlyavar", "kiti divsat", "kadhiparyant"],
    },
    resources: {
      title: "मार्गदर्शिका आणि डाउनलोड",
      text: `आमच्या "माहिती साहित्य" पानावर लेख, व्हिडिओ आणि कहाण्या आहेत, आणि मोफत PDF मार्गदर्शिका: माती आरोग्य पुस्तिका, खत मार्गदर्शिका आणि पीक सल्ला. /resources पान पाहा.`,
      keywords: ["मार्गदर्शिका", "पुस्तिका", "डाउनलोड", "व्हिडिओ", "लेख", "वाचायला", "शिकायला", "मराठीत", "guide", "pustika", "download", "pdf", "video", "lekh", "vachayla", "marathit"],
    },
    about: {
      title: "{brand} बद्दल",
      text: `प्रत्येक शेतकऱ्यापर्यंत स्वस्त, झटपट आणि कामाचे माती परीक्षण पोहोचावे म्हणून {brand} देशभर चळवळ चालवते: शेतावरच तपासणी, {programme} उद्योजिका आणि उपग्रहावर आधारित सल्ला, जे तंत्रज्ञान, प्रशिक्षण आणि विश्वासावर उभे आहे.`,
      keywords: ["कंपनी", "तुम्ही कोण", "कोण आहात", "उद्देश", "कहाणी", "company", "tumhi kon", "kon ahat", "uddesh", "about"],
    },
    team: {
      title: "आमची टीम",
      text: `डॉ. अंजली राव आमच्या सह-संस्थापक आणि मुख्य कार्यकारी अधिकारी (CEO) आहेत; सह-संस्थापक विक्रम सेठी (CTO) यांनी यंत्र बनवले; मीना कुमारी {programme} उपक्रमाच्या प्रमुख आहेत; अर्जुन पाटील कृषी सल्ला आणि शेतकरी यश विभागाचे प्रमुख आहेत.`,
      keywords: ["संस्थापक", "मालक", "टीम", "कोण चालवते", "चालवते", "चालवतो", "सीईओ", "प्रमुख", "chalavte", "sansthapak", "founder", "malak", "owner", "ceo", "team"],
    },
    awards: {
      title: "पुरस्कार",
      text: `आमच्या कामाला कृषी तंत्रज्ञान नवोपक्रम पुरस्कार, महिला उद्योजकता चॅम्पियन, सस्टेनेबिलिटी लीडरशिप पुरस्कार, सर्वोत्तम ग्रामीण स्टार्टअप, डिजिटल शेतीतील उत्कृष्टता आणि सामाजिक परिणाम पुरस्कार मिळाले आहेत.`,
      keywords: ["पुरस्कार", "अवॉर्ड", "सन्मान", "puraskar", "award", "sanman"],
    },
    media: {
      title: "माध्यमे आणि प्रेस",
      text: `पत्रकारांनी {email} वर लिहावे, किंवा /contact पानावरच्या फॉर्ममध्ये प्रेस/माध्यमे निवडावे.`,
      keywords: ["माध्यमे", "मीडिया", "प्रेस", "पत्रकार", "बातमी", "मुलाखत", "media", "press", "patrakar", "batmi", "mulakhat", "interview"],
    },
    privacy: {
      title: "तुमची माहिती",
      text: `चॅटमधले बोलणे आम्ही {chatKeptMonths} महिने आणि विनंत्या {enquiryKeptMonths} महिने ठेवतो, जोपर्यंत तुम्ही आधी पुसायला सांगत नाही. तुमची माहिती पाहण्यासाठी, दुरुस्त करण्यासाठी किंवा पुसण्यासाठी {email} वर लिहा; आम्ही {grievanceReplyWorkingDays} कामकाजाच्या दिवसांत उत्तर देतो. /privacy-policy पान पाहा.`,
      keywords: ["गोपनीयता", "प्रायव्हसी", "माझी माहिती", "डेटा", "पुसायची", "किती दिवस ठेवता", "privacy", "mazi mahiti", "data", "pusaychi", "delete"],
    },
    terms: {
      title: "सेवेच्या अटी",
      text: `आमची वेबसाइट, चॅट, मार्गदर्शिका आणि माती परीक्षण सेवांच्या अटी /terms-of-service पानावर आहेत.`,
      keywords: ["अटी", "नियम", "ati", "niyam", "terms"],
    },
  },
  lexicon: {
    stopWords: [
      // Devanagari
      "काय", "आहे", "आहेत", "कसा", "कशी", "कसे", "किती", "मध्ये", "मधे", "मला", "माझा", "माझी", "माझे", "माझ्या", "आम्ही", "आम्हाला",
      "तुम्ही", "तुमचा", "तुमची", "तुमचे", "तुमच्या", "तुम्हाला", "आपण", "आपला", "आपली", "आपले", "चा", "ची", "चे", "च्या", "ला", "ना",
      "ने", "नी", "वर", "तर", "आणि", "व", "किंवा", "पण", "सुद्धा", "पण", "हे", "ही", "हा", "तो", "ती", "ते", "करायचे", "करायची",
      "करायचा", "करावे", "करावी", "करता", "करतात", "करतो", "करते", "होते", "होतो", "होती", "असते", "असतो", "असतात", "पाहिजे", "हवे",
      "हवा", "हवी", "सांगा", "सांगाल", "कृपया", "का", "नाही", "हो", "होय", "एक", "काही", "कोणी", "कोणता", "कोणती", "कोणते", "जी", "जरा",
      "बद्दल", "साठी", "येते", "येतो", "येतात", "मिळते", "मिळतो", "लागते", "लागतो", "लागतात", "राव", "साहेब",
      "मिळेल", "मिळतील", "मिळणार", "मिळतात", "लागेल", "लागतील", "लागणार", "आमचा", "आमची", "आमचे", "आमच्या", "एका", "जायला",
      "असतं", "असत", "आहात", "होईल", "शकतो", "शकते", "शकेल", "नंतर", "मधून", "झाला", "झाली", "झाले", "होतात", "होतो", "म्हणून",
      "लगेच", "की", "तरी", "जर",
      // romanised
      "kay", "ahe", "aahe", "ahet", "kasa", "kashi", "kase", "kiti", "madhe", "madhye", "mala", "maza", "mazi", "maze", "majha", "majhi",
      "amhi", "amhala", "tumhi", "tumcha", "tumchi", "tumche", "tumchya", "tumhala", "aapan", "cha", "chi", "che", "chya", "la", "na",
      "ne", "ni", "var", "tar", "ani", "aani", "kinva", "pan", "he", "hi", "ha", "to", "ti", "te", "karaycha", "karaychi", "karayche",
      "karave", "karta", "kartat", "hote", "hoto", "aste", "asto", "astat", "pahije", "have", "sanga", "krupaya", "ka", "nahi", "ho",
      "ek", "kahi", "koni", "konta", "konti", "konte", "ji", "jara", "baddal", "sathi", "yete", "milte", "milto", "lagte", "lagto",
      "lagtat", "rao", "saheb", "milel", "miltil", "milnar", "miltat", "lagel", "lagtil", "lagnar", "amcha", "amchi", "amche", "amchya",
      "eka", "jayla", "asta", "astat", "ahat", "hoil", "shakto", "shakte", "shakel", "nantar", "madhun", "zala", "zali", "zale",
      "hotat", "hoto", "mhanun", "lagech", "tari", "jar",
    ],
    concepts: {
      // contents ("काय काय असते": what all it holds)
      "काय काय": "contents", "kay kay": "contents",
      // English words as Marathi writes them
      "टेस्टिंग": "test", "टेस्टींग": "test", "प्राइस": "price", "प्राईस": "price", "कॉस्ट": "price", "चार्ज": "price", "चार्जेस": "price",
      "सॉइल": "soil", "सॉईल": "soil", "मेल": "email", mail: "email", "सीएसआर": "csr",
      // the verb तपासणे (to test) as it is conjugated
      "तपासायची": "test", "तपासायचे": "test", "तपासायचा": "test", "तपासायला": "test", "तपासून": "test", "तपासली": "test",
      "तपासता": "test", "तपासतात": "test", "तपासणार": "test", tapasaychi: "test", tapasayche: "test", tapasayla: "test", tapasun: "test",
      // how often
      "दरवर्षी": "often", "दर वर्षी": "often", "दरसाल": "often", "वर्षातून": "often", darvarshi: "often", "dar varshi": "often",
      // price
      "किंमत": "price", "किमत": "price", "दर": "price", "रेट": "price", "फी": "price", "शुल्क": "price", "खर्च": "price", "पैसा": "price",
      "पैसे": "price", "रुपये": "price", "किती पैसे": "price", "किती रुपये": "price", "किती खर्च": "price",
      "रुपया": "price", rupaya: "price", rupayat: "price", rupyat: "price",
      kimmat: "price", kimat: "price", dar: "price", kharcha: "price", kharch: "price", paisa: "price", paise: "price", rupaye: "price",
      "kiti paise": "price", "kiti kharch": "price", kitila: "price", fee: "price", fees: "price",
      // time
      "किती वेळ": "time", "किती वेळात": "time", "वेळ": "time", "मिनिटे": "time", "मिनिटांत": "time", "kiti vel": "time",
      "kiti velat": "time", vel: "time", velat: "time", "दिवस": "time", "दिवसात": "time", "दिवसांत": "time", divas: "time",
      divsat: "time", diwas: "time",
      // test, soil, sample
      "तपासणी": "test", "तपासणीचा": "test", "तपासणीला": "test", "परीक्षण": "test", "परीक्षणाचा": "test", "परीक्षणाला": "test",
      "चाचणी": "test", "टेस्ट": "test", tapasni: "test", tapasani: "test", parikshan: "test", chachani: "test",
      "माती": "soil", "मातीचा": "soil", "मातीची": "soil", "मातीचे": "soil", "मातीत": "soil", "जमीन": "soil", "जमिनीचा": "soil",
      mati: "soil", maati: "soil", jamin: "soil", "नमुना": "sample", "नमुने": "sample", "नमुन्याची": "sample", "सॅम्पल": "sample",
      namuna: "sample", namune: "sample", sampal: "sample", "खोल": "depth", "खोली": "depth", khol: "depth", kholi: "depth",
      "किती वेळा": "often", "kiti vela": "often", "kiti veles": "often",
      "अहवाल": "report", "रिपोर्ट": "report", ahwal: "report", ahaval: "report", "निकाल": "result", "रिझल्ट": "result", nikal: "result",
      // clinic, places
      "क्लिनिक": "clinic", "केंद्र": "clinic", "सेंटर": "clinic", kendra: "clinic", "कुठे": "where", "कोठे": "where", kuthe: "where",
      kothe: "where", "जवळ": "nearby", "जवळचे": "nearby", javal: "nearby", jawal: "nearby", "राज्य": "state", "राज्यांत": "state",
      "राज्यात": "state", rajya: "state", rajyat: "state", "कार्यालय": "office", "ऑफिस": "office", karyalay: "office",
      "शहर": "city", "शहरात": "city", shahar: "city", shaharat: "city",
      // device, kit, clinic business
      "यंत्र": "device", "मशीन": "device", yantra: "device", machine: "device", "भाडे": "rent", "भाड्याने": "rent", bhade: "rent",
      bhadyane: "rent", "विकत": "buy", "खरेदी": "buy", vikat: "buy", kharedi: "buy", "किट": "kit", "सॅशे": "sachet", "पाउच": "sachet",
      pouch: "sachet", "सुरू": "start", "उघडायचे": "start", suru: "start", "टाकायचे": "start", "टाकायचा": "start",
      "टाकायची": "start", "उभारायचे": "start", "उभारायचा": "start", "उभारणी": "start", takayche: "start", takaycha: "start",
      ubharayche: "start", "उभे करायचे": "start", "उभे करायचा": "start", "उभा करायचा": "start", "उभे करणे": "start",
      "ubhe karayche": "start", "ubha karaycha": "start", "कमाई": "income", "कमावता": "income", "उत्पन्न": "income",
      kamai: "income", kamavta: "income", utpanna: "income", "कमवते": "income", "कमावते": "income", "कमवतो": "income",
      "कमावतो": "income", "कमवता": "income", "कमवू": "income", "कमावू": "income", kamavte: "income",
      kamavto: "income", kamavu: "income", "नफा": "profit", nafa: "profit", "सुटतात": "profit", "सुटतील": "profit", "सुटतो": "profit",
      "सुटेल": "profit", "उरतात": "profit", "उरतील": "profit", "उरतो": "profit", sutatat: "profit", sutat: "profit", urtat: "profit", "गुंतवणूक": "investment",
      "भांडवल": "investment", guntavnuk: "investment", bhandval: "investment", "परत": "back", parat: "back",
      // farmer gains, advice
      "उत्पादन": "yield", "उतारा": "yield", utpadan: "yield", utara: "yield", "वाढ": "yield", "वाढते": "yield", "वाढतो": "yield",
      "वाढेल": "yield", "वाढले": "yield", "वाढली": "yield", vadh: "yield", vadhte: "yield", vadhto: "yield", vadhel: "yield",
      "फायदा": "benefits", "लाभ": "benefits", fayda: "benefits",
      faida: "benefits", "का करायची": "benefits", "का करायचे": "benefits", "का करावी": "benefits", "का करावे": "benefits",
      "ka karaychi": "benefits", "ka karayche": "benefits", "ka karavi": "benefits", "बचत": "savings", "वाचतील": "savings", "कमी लागेल": "savings", "कमी लागते": "savings", "कमी लागतं": "savings",
      "कमी लागतील": "savings", "kami lagel": "savings", "kami lagte": "savings", "वाचतात": "savings", bachat: "savings", vachtil: "savings",
      "खत": "fertilizer", "खते": "fertilizer", khat: "fertilizer", khate: "fertilizer", "सल्ला": "advice", "शिफारस": "advice",
      salla: "advice", "पीक": "crop", "पिके": "crop", "पिकाला": "crop", pik: "crop",
      // women, partners
      "महिला": "women", "बाई": "women", mahila: "women", "दीदी": "didi", "सॉइल दीदी": "didi", "soil didi": "didi", "भागीदारी": "partnership",
      bhagidari: "partnership", "शेतकरी": "farmer", "शेतकऱ्यांना": "farmer", "शेतकऱ्यांपर्यंत": "farmer", shetkari: "farmer",
      shetkarya: "farmer", shetkaryan: "farmer",
      // contact, hours
      "संपर्क": "contact", sampark: "contact", "फोन": "phone", fon: "phone", "नंबर": "number", "क्रमांक": "number", "ईमेल": "email",
      "ई-मेल": "email", "उघडे": "open", "उघडते": "open", "चालू": "open", ughade: "open", ughadte: "open", chalu: "open", "बंद": "closed",
      band: "closed", "सुट्टी": "closed", sutti: "closed", "रविवार": "sunday", "रविवारी": "sunday", ravivar: "sunday", ravivari: "sunday",
      // Marathi joins its postpositions to the word (ऑफिसचा, क्लिनिकमध्ये, किटसोबत): the common joined forms.
      "ऑफिसचा": "office", "ऑफिसची": "office", "ऑफिसचे": "office", "ऑफिसला": "office", "ऑफिसमध्ये": "office", "कार्यालयाचा": "office",
      "कार्यालयात": "office", "क्लिनिकमध्ये": "clinic", "क्लिनिकला": "clinic", "क्लिनिकचा": "clinic", "क्लिनिकची": "clinic",
      "केंद्रावर": "clinic", "केंद्रात": "clinic", "तपासणीसाठी": "test", "तपासणीत": "test", "तपासणीचे": "test", "खताचा": "fertilizer",
      "खताची": "fertilizer", "खताला": "fertilizer", "पिकाचे": "crop", "पिकाची": "crop", "यंत्राची": "device", "यंत्राचा": "device",
      "मशीनची": "device", "किटमध्ये": "kit", "किटची": "kit", "किटचा": "kit", "किटसोबत": "kit", "सॅशेचा": "sachet", "सॅशेची": "sachet",
      "शेतकऱ्यांची": "farmer", "शेतकऱ्याला": "farmer", "नमुन्याचा": "sample", "नमुन्यासाठी": "sample", "अहवालात": "report",
      "अहवालाचा": "report", "रिपोर्टमध्ये": "report",
      "शनिवार": "saturday", "शनिवारी": "saturday", shanivar: "saturday", shanivari: "saturday", "उत्तर": "reply", uttar: "reply",
    },
    markers: [
      "आहे", "आहेत", "आणि", "मध्ये", "नाही", "तुम्ही", "तुमचा", "तुमची", "तुमचे", "तुमच्या", "साठी", "काय", "कसा", "कशी", "कसे", "किती",
      "कुठे", "केव्हा", "कधी", "माझा", "माझी", "माझे", "माझ्या", "मला", "होते", "असते", "पाहिजे", "हवे", "करायचे", "करायची", "आम्ही",
      "आपण", "येईल", "मिळेल", "लागेल", "लागतात", "मिळते", "चा", "ची", "चे", "च्या", "मिळतो", "मिळतात", "मिळणार", "लागतो", "लागते",
      "लागतील", "लगेच", "आहात", "असतो", "असतात", "होतात", "होईल", "झाला", "झाली", "झाले", "नको", "किंवा", "म्हणून", "तरी", "आमचा",
      "आमची", "आमचे", "आमच्या",
    ],
    romanisedMarkers: [
      "ahe", "aahe", "ahet", "kay", "kiti", "kasa", "kashi", "kase", "madhe", "madhye", "ani", "aani", "tumcha", "tumchi", "tumche",
      "tumhi", "maza", "mazi", "maze", "majha", "majhi", "mala", "kuthe", "kadhi", "kevha", "karaycha", "karaychi", "karayche", "pahije",
      "lagtat", "lagel", "lagtil", "milto", "milte", "milel", "sanga", "aste", "asto", "cha", "chi", "che", "chya", "kelyavar", "nantar",
      "hoil", "yeil", "dya", "dyaycha", "ghyaycha", "aahet", "sathi", "navhe", "nako", "gheil", "yeun", "deil", "karel", "sangal", "shakel", "shakto", "shakte", "zala", "zali", "zale", "jhala", "hotay", "kartay", "yetil", "milnar", "kalnar", "asel", "lagnar", "asta", "astat", "ahat", "la", "amchya", "amcha", "amchi", "tumchya", "miltil", "miltat", "tari", "mhanun", "lagech", "chalel", "chalto",
      "hotat", "kiva", "kinva",
    ],
    // Marathi writes its postpositions joined to the word (राज्यांमध्ये, महिन्यात, तपासणीचा, शेतकऱ्यांना): in Devanagari
    // the list the district finder shares (devanagari-endings.ts), and as typed in Latin letters.
    joinedEndings: [
      ...marathiJoinedEndings,
      "madhye", "madhe", "madhil", "madhla", "madhli", "madhle", "madhun", "sathi", "kadun", "kade", "varun", "paryant", "chya", "cha",
      "chi", "che", "la", "sobat",
    ],
    greetings: ["namaskar", "namaste", "ram ram", "jay hari", "नमस्कार", "नमस्ते", "राम राम", "जय हरी", "रामराम"],
    thanks: ["dhanyavad", "dhanyawad", "abhar", "thik ahe", "bara", "धन्यवाद", "आभार", "ठीक आहे", "बरं", "बरे"],
  },
  replies: {
    topics: (programme) =>
      `माती परीक्षणाचा दर, तपासणीला लागणारा वेळ आणि तपासले जाणारे घटक, मातीचा नमुना कसा घ्यायचा, तुमच्या जवळचे क्लिनिक, आमच्या सेवा, ` +
      `यंत्र विकत किंवा भाड्याने घेणे, स्वतःचे माती क्लिनिक सुरू करणे, ${programme} होणे, भागीदारी आणि CSR, आणि आमच्याशी कसे बोलायचे`,
    empty: (name) =>
      `${name ? `${name}, ` : ""}कृपया तुमचा प्रश्न लिहा. उदा. "माती परीक्षण कसे करून घ्यायचे?" किंवा "तपासणीचा दर किती आहे?"`,
    greeting: (name, assistantName, topics) =>
      `नमस्कार${name ? ` ${name}` : ""}! मी ${assistantName} आहे. मी या गोष्टींमध्ये तुमची मदत करू शकतो: ${topics}. तुम्हाला काय जाणून घ्यायचे आहे?`,
    thanks: (name, phone, email) =>
      `धन्यवाद${name ? ` ${name}` : ""}! आणखी काही प्रश्न असेल तर विचारा. आमच्या टीमशी ${phone} किंवा ${email} वरही बोलू शकता.`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `माफ करा${name ? ` ${name}` : ""}, याचे उत्तर माझ्याकडे नाही. ` +
      `आमची टीम मदत करेल: ${phones} वर फोन करा, ${email} वर ईमेल करा, किंवा ${contactPath} पानावरच्या फॉर्ममधून लिहा. ` +
      `कामाची वेळ: ${hours}. ` +
      `मी या गोष्टींची उत्तरे देऊ शकतो: ${topics}.`,
    more: (paths, phone) => `पूर्ण माहिती: ${paths.join(" आणि ")}. मदतीसाठी ${phone} वर फोन करा.`,
    callbackOffer:
      "तुमच्या दोन प्रश्नांची उत्तरे मी देऊ शकलो नाही, म्हणून आमच्या टीममधल्या कोणीतरी तुम्हाला फोन केलेला बरा. " +
      "खाली \"मला फोन करा\" दाबा, कामाच्या वेळेतली तुमच्या सोयीची वेळ निवडा, आम्ही तुम्हाला फोन करू.",
    contactTitle: "आमच्याशी संपर्क साधा",
    // A place is named as the visitor wrote it, in Devanagari or Latin letters, and as a name (पुणे, not पुण्या-):
    // "पुणे येथे", "Amravati येथे" read right either way, where a joined मध्ये would want Marathi's oblique (पुण्यामध्ये)
    // and looks wrong after Latin letters, and a spaced one is not how Marathi writes it.
    clinicsIn: (place, clinics) => `${place} येथील आमची क्लिनिक: ${clinics.join("; ")}. तपासणी बुक करण्यासाठी "क्लिनिक शोधा" पान पाहा.`,
    noClinicIn: (place) =>
      `${place} येथे अजून आमचे क्लिनिक नाही. "क्लिनिक शोधा" पानावर प्रत्येक राज्यातली क्लिनिक आहेत; तुम्ही स्वतःही क्लिनिक सुरू करू शकता (/start-clinic पान पाहा) किंवा तुमच्या गावात तपासणी आणायला आम्हाला सांगू शकता.`,
    nearestTo: (place, clinics) =>
      `${place} येथे अजून आमचे क्लिनिक नाही. सर्वात जवळची क्लिनिक: ${clinics.map((c) => `${c.line} (सुमारे ${c.km} किमी दूर)`).join("; ")}. "क्लिनिक शोधा" पानावर ती नकाशावर पाहा आणि तिथेच तपासणी बुक करा.`,
  },
};
