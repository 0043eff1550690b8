import type { KnowledgeLanguage } from "./types.ts";

/**
 * The assistant's knowledge in Telugu, written as a farmer in Andhra Pradesh
 * speaks, around the shared facts (content/knowledge/facts.ts). Keywords hold
 * Telugu script and romanised Telugu as people type it on a phone ("matti
 * pariksha entha"), with the English words farmers mix in. Telugu joins its
 * endings to the word (పరీక్షకు, పరీక్షలో), so the common forms of a topic
 * word are listed with it in the lexicon.
 */
export const knowledgeTe: KnowledgeLanguage = {
  script: "Telugu",
  entries: {
    "test-price": {
      title: "భూసార పరీక్ష ధర",
      text: `{brand} లేదా {programme} కేంద్రంలో ఒక్క నమూనా పరీక్షకు {testPrice} అవుతుంది; ఒక పొలానికి ఒక్క నమూనా చాలు.
        ఫలితం, సలహా అక్కడే {testMinutes} నిమిషాల్లో చేతికి వస్తాయి.`,
      keywords: ["ధర", "రేటు", "ఫీజు", "ఖర్చు", "ఖర్చవుతుంది", "డబ్బు", "డబ్బులు", "రూపాయలు", "ఎంత అవుతుంది", "ఉచితం", "ఫ్రీ", "పరీక్ష ధర", "dhara", "rate", "retu", "fees", "kharchu", "dabbu", "dabbulu", "rupayalu", "entha avutundi", "free", "uchitham"],
    },
    "test-time": {
      title: "పరీక్షకు ఎంత సమయం పడుతుంది",
      text: `చిన్న యంత్రం మీ ఊరిలోనే {testMinutes} నిమిషాల్లో మట్టిలో {parameters} అంశాలను పరీక్షిస్తుంది, కాబట్టి ఫలితం, సలహా అదే రోజు అందుతాయి. ల్యాబ్ రిపోర్టు కోసం వారాల తరబడి ఎదురుచూడనక్కర్లేదు.`,
      keywords: ["సమయం", "ఎంత సమయం", "ఎంత సేపు", "టైం", "నిమిషాలు", "గంట", "ఫలితం", "రిజల్ట్", "ఎప్పుడు వస్తుంది", "ఎప్పుడు ఇస్తారు", "samayam", "entha time", "entha sepu", "time", "result", "phalitham", "eppudu vastundi", "eppudu istaru", "nimishalu"],
    },
    parameters: {
      title: "పరీక్షలో ఏమేమి చూస్తారు",
      text: `చిన్న యంత్రం మట్టిలో {parameters} అంశాలను కొలుస్తుంది: pH, లవణాలు (EC), సేంద్రియ కర్బనం, నత్రజని, భాస్వరం, పొటాష్, గంధకం, సూక్ష్మ పోషకాలు (జింకు, ఇనుము, మాంగనీస్, రాగి, బోరాన్).
        ఇది {fullParameters} అంశాల మోడల్‌లో, ముఖ్య పోషకాలు మాత్రమే చూసే {coreParameters} అంశాల మోడల్‌లో వస్తుంది.`,
      keywords: ["ఏమేమి పరీక్షిస్తారు", "ఏమేమి చూస్తారు", "అంశాలు", "పారామీటర్లు", "పోషకాలు", "నత్రజని", "భాస్వరం", "పొటాష్", "జింకు", "కర్బనం", "parameters", "parameter", "amshalu", "poshakalu", "emi emi check", "ememi", "npk", "ph"],
    },
    "get-tested": {
      title: "భూసార పరీక్ష ఎలా చేయించుకోవాలి",
      text: `పరీక్ష బుక్ చేసుకోవడానికి క్లినిక్ వెతకండి పేజీ (/find-clinic) తెరిచి, మీ దగ్గరి క్లినిక్ ఎంచుకుని "భూసార పరీక్ష బుక్ చేయండి" నొక్కండి; క్లినిక్ వాళ్లు {bookingCallWorkingDays} పని దినంలోపు ఫోన్ చేసి తేదీ ఖరారు చేస్తారు.
        నమూనా తీసుకుని నేరుగా క్లినిక్‌కు వెళ్లవచ్చు, లేదా ఇక్కడే చాట్‌లో అడగవచ్చు. పరీక్షకు ఒక్కో నమూనాకు {testPrice}, {testMinutes} నిమిషాలు పడుతుంది.`,
      keywords: ["బుక్", "బుకింగ్", "ఎలా చేయించుకోవాలి", "ఎక్కడ చేయిస్తారు", "పరీక్ష చేయించాలి", "చేయించుకోవాలి", "book", "booking", "ela cheyinchukovali", "cheyinchali", "test ela", "pariksha ela", "ekkada cheyistaru"],
    },
    "field-visit": {
      title: "మీ పొలంలోనే పరీక్ష",
      text: `అవును, {programme}ని మీ పొలానికే పిలిపించుకోవచ్చు. ఆమె మీతో కలిసి నమూనా తీసి, అక్కడే పరీక్షించి, ఫలితాలు వివరిస్తారు. ఒక్క నమూనా పరీక్షకు {testPrice}. క్లినిక్ వెతకండి పేజీ (/find-clinic) నుంచి లేదా ఇదే చాట్‌లో బుక్ చేసుకోండి.`,
      keywords: ["పొలానికి వస్తారా", "పొలం దగ్గరికి", "ఇంటికి వచ్చి", "ఎవరైనా వస్తారా", "పిలిపించుకోవచ్చా", "ఊరికి వచ్చి", "polaniki vastara", "polam daggariki", "intiki vachi", "evaraina vastara", "vachi", "pilipinchu"],
    },
    "sample-collection": {
      title: "మట్టి నమూనా ఎలా తీయాలి",
      text: `పొలంలో వంకరటింకరగా నడిచి {sampleSpots} చోట్లు ఎంచుకోండి; ప్రతి చోట పైన ఉన్న చెత్త తీసేసి {sampleDepthInches} అంగుళాల ({sampleDepthCm} సెం.మీ.) లోతు గుంత తవ్వి మట్టి తీయండి.
        మట్టినంతా శుభ్రమైన బకెట్‌లో కలిపి, దాదాపు {sampleGrams} గ్రాములు శుభ్రమైన సంచిలో పోసి, దానిపై మీ పేరు, పొలం వివరాలు రాయండి. గట్లు, ఎరువు గుంతలు, చెట్ల కింద, ఈ మధ్యే ఎరువు వేసిన చోట్ల నుంచి నమూనా తీయకండి.`,
      keywords: ["నమూనా", "శాంపిల్", "శాంపుల్", "లోతు", "ఎంత లోతు", "అంగుళాలు", "గ్రాములు", "ఎంత మట్టి", "తవ్వాలి", "మట్టి ఎలా తీయాలి", "namuna", "sample", "sampul", "lothu", "entha lothu", "thavvali", "tavvali", "inch", "gramulu", "entha matti", "matti ela teeyali"],
    },
    "test-frequency": {
      title: "ఎన్నిసార్లు పరీక్ష చేయించాలి",
      text: `ప్రతి సీజన్ విత్తే ముందు పరీక్ష చేయించండి, కనీసం ఏడాదికి ఒకసారి. ప్రతి ఏటా అదే సమయంలో పరీక్షిస్తే మట్టి ఎలా మారుతోందో, మీరు వేసే ఎరువులు పనిచేస్తున్నాయో లేదో తెలుస్తుంది.`,
      keywords: ["ఎన్నిసార్లు", "ఎన్ని సార్లు", "ప్రతి ఏడాది", "ప్రతి సీజన్", "మళ్లీ ఎప్పుడు", "ఏడాదికి ఒకసారి", "ennisarlu", "enni sarlu", "prathi season", "malli eppudu", "yedadiki", "every year"],
    },
    "report-contents": {
      title: "భూసార రిపోర్టులో ఏముంటుంది",
      text: `రిపోర్టులో పరీక్షించిన ప్రతి అంశం ఫలితం తక్కువ, మధ్యస్థం లేదా ఎక్కువ అని రాసి ఉంటుంది, మీ భాషలో పంటను బట్టి సలహా కూడా: ఏ ఎరువు వేయాలి, ఎంత వేయాలి (ఎకరానికి, మీ పొలానికి మోతాదు), ఎప్పుడు వేయాలి.`,
      keywords: ["రిపోర్టులో ఏముంటుంది", "రిపోర్టు", "రిపోర్ట్", "భూసార కార్డు", "కార్డు", "ఏమి రాసి ఉంటుంది", "మోతాదు", "report lo emi", "report", "reportu", "card", "emi untundi"],
    },
    "report-lookup": {
      title: "మీ భూసార రిపోర్టు చూడండి",
      text: `/report పేజీ తెరిచి, రసీదు లేదా సంచి చీటీ మీద ఉన్న నమూనా నంబర్, మట్టి ఇచ్చినప్పుడు మీరు ఇచ్చిన మొబైల్ నంబర్ రాయండి: నమూనా ఎక్కడ ఉందో తెలుస్తుంది, సిద్ధమయ్యాక రిపోర్టు చదవచ్చు లేదా డౌన్‌లోడ్ చేసుకోవచ్చు. నమూనా నంబర్ పోయిందా? {phones}కు ఫోన్ చేయండి.`,
      keywords: ["నా రిపోర్టు", "రిపోర్టు ఎక్కడ", "నమూనా నంబర్", "శాంపిల్ నంబర్", "రిపోర్టు చూడాలి", "డౌన్‌లోడ్", "రసీదు", "naa report", "report ekkada", "sample number", "report chudali", "report download", "rasidu"],
    },
    benefits: {
      title: "భూసార పరీక్షతో లాభాలు",
      text: `పరీక్ష ప్రకారం ఎరువులు వేసే రైతుల దిగుబడి {yieldGain} పెరుగుతుంది, ఎరువులపై ఎకరానికి {savingPerAcre} వరకు ఆదా అవుతుంది, ఎందుకంటే మట్టిలో ఇప్పటికే ఉన్నదానికి మళ్లీ డబ్బు పెట్టరు.`,
      keywords: ["లాభం", "ఉపయోగం", "ప్రయోజనం", "ఎరువుల ఖర్చు తగ్గుతుంది", "ఖర్చు తగ్గుతుందా", "దిగుబడి", "దిగుబడి ఎంత పెరుగుతుంది", "ఆదా", "ఎంత మిగులుతుంది", "ఎందుకు చేయించాలి", "ఎక్కువ పంట", "labham", "upayogam", "prayojanam", "digubadi", "perugutundi", "aadaa", "migulu", "enduku", "ekkuva panta"],
    },
    "farm-results": {
      title: "భాగస్వామి పొలాల ఫలితాలు",
      text: `పరీక్ష ప్రకారం నడిచిన భాగస్వామి పొలాల్లో సగటున దిగుబడి {farmYieldGain}, సేంద్రియ కర్బనం {organicCarbonGain}, నీటిని పట్టి ఉంచే శక్తి {waterRetentionGain} పెరిగాయి. ఫలితాలు మట్టి, పంట, వర్షం, సాగు పద్ధతిని బట్టి మారుతాయి.`,
      keywords: ["ఫలితాలు", "భాగస్వామి పొలాలు", "సేంద్రియ కర్బనం", "నీటిని పట్టి ఉంచే", "మార్పు", "రుజువు", "phalitalu", "marpu", "rujuvu", "partner farms"],
    },
    "success-stories": {
      title: "రైతుల కథలు",
      text: `రమేశ్ యాదవ్ (ఉత్తర ప్రదేశ్) ప్రతి బిఘాకు {bighaSaving} ఆదా చేస్తున్నారు, నీరు-ఎరువులు {resourceOptimisation} తక్కువ పడుతున్నాయి; సావిత్రి పటేల్ (మధ్య ప్రదేశ్) వేరుశనగపై {groundnutSaving} ఆదా చేశారు; మనోజ్ కుమార్ (బిహార్) దిగుబడి {yieldBefore} నుంచి {yieldAfter} క్వింటాళ్లకు పెరిగింది ({yieldRise} ఎక్కువ); రాజ్‌బీర్ సింగ్ (హర్యానా) ఖర్చు {inputCostCut} తగ్గింది.`,
      keywords: ["కథ", "కథలు", "అనుభవం", "విజయం", "రైతులు ఏమంటున్నారు", "బిఘా", "క్వింటాళ్లు", "వేరుశనగ", "katha", "kathalu", "anubhavam", "vijayam", "bigha", "quintal", "verusenaga"],
    },
    advisory: {
      title: "ఎరువుల సలహా",
      text: `ప్రతి పరీక్షతో పంటను బట్టి సలహా ఇస్తాం: ఏ ఎరువు, ఎంత, ఎప్పుడు, పొలంలో తక్కువగా ఉన్నదే వేసేలా. మా ఎరువుల గైడ్, పంట సలహా (ఉచిత PDF, /resources పేజీలో) మామూలు పంటలకు మోతాదులు చెబుతాయి.`,
      keywords: ["ఎరువు", "ఎరువులు", "ఏ ఎరువు", "ఎంత ఎరువు", "లోపం", "లోపం ఉంటే", "ఏం వేయాలి", "lopam", "యూరియా", "డీఏపీ", "పొటాష్", "సలహా", "సూచన", "eruvu", "eruvulu", "e eruvu", "entha eruvu", "urea", "yuriya", "dap", "salaha", "suchana"],
    },
    "fertiliser-doses": {
      title: "మట్టి పరీక్ష ప్రకారం ఎరువుల మోతాదు",
      text: `మా ఎరువుల గైడ్ చెప్పేది: మీ పంటకు, ప్రాంతానికి సిఫార్సు చేసిన మోతాదుతో మొదలుపెట్టి, మట్టి పరీక్షను బట్టి మార్చండి. ఏ పోషకం తక్కువగా ఉంటే దాని మోతాదుకు {lowDoseAdd} కలపండి; మధ్యస్థంగా ఉంటే సిఫార్సు మోతాదే వేయండి; ఎక్కువగా ఉంటే {highDoseCut} తగ్గించండి. యూరియా (అందులో {ureaNitrogen} నత్రజని) {ureaSplits} విడతలుగా వేయండి: దాదాపు సగం విత్తేటప్పుడు, మిగతాది పిలకలప్పుడు, మోకాలి ఎత్తులో లేదా పూత సమయంలో; మొత్తం విత్తేటప్పుడే ఎప్పుడూ వేయకండి. జింక్ సల్ఫేట్: సాధారణంగా హెక్టారుకు {zincSulphateKgPerHa} కిలోలు, {zincSulphateSeasons} పంట కాలాలకు ఒకసారి. జిప్సం: వేరుశనగకు పూత సమయంలో, చౌడు నేలను బాగుచేయడానికి. మీ పొలానికి సరైన మోతాదు మీ రిపోర్టు చెబుతుంది; గైడ్ /resources పేజీలో ఉచిత PDF.`,
      keywords: ["యూరియా ఎంత", "ఎంత యూరియా", "యూరియా మోతాదు", "యూరియా ఎప్పుడు", "విడతలు", "విడతలుగా", "జిప్సం", "జింక్", "జింక్ సల్ఫేట్", "మోతాదు", "ఎకరానికి", "హెక్టారుకు", "చౌడు", "yuriya entha", "urea entha", "jipsam", "gypsum", "zinc", "mothadu", "ekaraniki"],
    },
    satellite: {
      title: "శాటిలైట్‌తో ఏం తెలుస్తుంది",
      text: `శాటిలైట్ చిత్రాలు ప్రతి పరీక్షకు పంట ఎదుగుదల, తేమ, పొలం పాత చరిత్రను జోడిస్తాయి, కాబట్టి సలహా నమూనా తీసిన ఒక్క చోటుకు కాకుండా పొలం మొత్తానికి సరిపోతుంది.`,
      keywords: ["శాటిలైట్", "సాటిలైట్", "ఉపగ్రహం", "చిత్రాలు", "తేమ", "satellite", "satilite", "upagraham", "tema", "temma"],
    },
    "soil-intelligence": {
      title: "మట్టి సమాచారం (సాయిల్ ఇంటెలిజెన్స్)",
      text: `మట్టిని మేము ప్రాణం ఉన్న వ్యవస్థగా చూస్తాం, రిపోర్టులో అంకెలుగా మాత్రమే కాదు: పొలం పరీక్ష, శాటిలైట్ చిత్రాలు, AI కలిసి మట్టిలోని జీవులు, నిర్మాణం, కర్బనం గురించి ఒకే చిత్రం ఇస్తాయి, అదే రోజు పాటించగల పంట సలహా ఇస్తాయి.`,
      keywords: ["సాయిల్ ఇంటెలిజెన్స్", "వేదిక", "ప్లాట్‌ఫాం", "డిజిటల్", "సాంకేతికత", "డ్యాష్‌బోర్డ్", "యాప్", "intelligence", "platform", "digital", "dashboard", "app", "ai"],
    },
    "clinic-finder": {
      title: "మీ దగ్గరలోని క్లినిక్",
      text: `మాకు {clinicsRunning} మట్టి క్లినిక్‌లు ఉన్నాయి, వాటిని {brand} లేదా {programme} కేంద్రాలు అంటారు. క్లినిక్ వెతకండి పేజీ (/find-clinic)లో పేరు, జిల్లా లేదా రాష్ట్రంతో వెతికి, మ్యాప్‌లో ప్రతి క్లినిక్ చిరునామా, ఫోన్, సేవలు చూడండి.`,
      keywords: ["క్లినిక్", "కేంద్రం", "సెంటర్", "ఎక్కడ ఉంది", "దగ్గరలో", "దగ్గర్లో", "జిల్లా", "రాష్ట్రం", "ల్యాబ్", "ఎన్ని క్లినిక్‌లు", "clinic", "kendram", "center", "centre", "ekkada", "daggara", "daggarlo", "jilla", "lab"],
    },
    "clinic-services": {
      title: "క్లినిక్ సేవలు",
      text: `క్లినిక్‌లు {coreParameters} అంశాల పరీక్ష, {fullParameters} అంశాల పరీక్ష, సలహా సేవలు, శాటిలైట్ విశ్లేషణ అందిస్తాయి; క్లినిక్ వెతకండి పేజీలో మీకు కావలసిన సేవతో క్లినిక్‌లను ఎంచుకోవచ్చు.`,
      keywords: ["క్లినిక్ సేవలు", "సలహా సేవలు", "clinic sevalu", "filter"],
    },
    services: {
      title: "మా సేవలు",
      text: `మేము అందించేవి: కొనడానికి లేదా అద్దెకు చిన్న మట్టి పరీక్ష యంత్రం, మీ దగ్గరలోని మట్టి క్లినిక్‌లు (ఒక్కో నమూనా పరీక్ష {testPrice}), ఊరి మహిళలను భూసార పరీక్ష వ్యాపారులుగా తీర్చిదిద్దే {programme} పథకం, మట్టి సమాచార వేదిక, సొంత క్లినిక్ పెట్టడంలో సహాయం.`,
      keywords: ["సేవలు", "సేవ", "సదుపాయాలు", "మీరు ఏం చేస్తారు", "ఏమేమి చేస్తారు", "sevalu", "seva", "meeru emi chestaru", "emi chestaru", "services"],
    },
    device: {
      title: "మట్టి పరీక్ష యంత్రం: కొనండి లేదా అద్దెకు తీసుకోండి",
      text: `చిన్న యంత్రం పొలం గట్టు మీదే {testMinutes} నిమిషాల్లో మట్టిలో {parameters} అంశాలను పరీక్షిస్తుంది, ఫలితాలు యాప్ ద్వారా ఆన్‌లైన్‌లో భద్రంగా ఉంటాయి. దీన్ని పూర్తిగా కొనవచ్చు, లేదా ఒక సీజన్‌కో ప్రచారానికో అద్దెకు తీసుకోవచ్చు: /contact పేజీ ద్వారా అడగండి.`,
      keywords: ["మెషిన్", "మెషీన్", "యంత్రం", "పరికరం", "కొనాలి", "కొనవచ్చా", "అద్దె", "అద్దెకు", "machine", "mishan", "yantram", "device", "konali", "konocha", "adde", "addeku", "rent", "buy"],
    },
    "soil-didi": {
      title: "{programme}: మహిళల చేతిలో భూసార పరీక్ష",
      text: `{programme} అంటే మేము భూసార పరీక్షల వ్యాపారిగా శిక్షణ ఇచ్చిన ఊరి మహిళ: ఆమె పొలాల నుంచి నమూనాలు తీసి, పరీక్షించి, పొరుగు రైతులకు ఫలితాలు వివరిస్తారు, ప్రతి పరీక్షకూ సంపాదిస్తారు (ఒక కేంద్రానికి నెలకు దాదాపు {netMonthlyIncome} నికర సంపాదన). ఇప్పటివరకు {didisTrained} మంది అక్కలకు శిక్షణ ఇచ్చాం. చేరాలంటే /contact పేజీ ద్వారా దరఖాస్తు చేయండి.`,
      keywords: ["దీదీ", "సాయిల్ దీదీ", "మహిళ", "మహిళలు", "ఆడవాళ్లు", "ఎలా అవ్వాలి", "దరఖాస్తు", "చేరాలి", "ఉద్యోగం", "ఉపాధి", "didi", "soil didi", "mahila", "aadavallu", "ela avvali", "darakhastu", "udyogam", "upadhi"],
    },
    "start-clinic": {
      title: "మీ సొంత మట్టి క్లినిక్ పెట్టండి",
      text: `వ్యవసాయం చదివిన యువత, గ్రామీణ వ్యాపారులు, మహిళా స్వయం సహాయక సంఘాలు (డ్వాక్రా), రైతు ఉత్పత్తిదారుల సంఘాలు (FPO) క్లినిక్ పెట్టవచ్చు; ల్యాబ్ అనుభవం అక్కర్లేదు.
        {fullParameters} అంశాల కిట్ {kitPrice} + GST ({coreParameters} అంశాల మోడల్ {coreKitPrice}), దానితో పాటు శిక్షణ, సహాయం; మామూలుగా క్లినిక్ {breakEvenMonths} నెలల్లో పెట్టుబడి వెనక్కి తెచ్చుకుంటుంది. దరఖాస్తుకు లేదా మార్గదర్శకుడితో మాట్లాడటానికి /contact పేజీ చూడండి.`,
      keywords: ["క్లినిక్ పెట్టాలి", "క్లినిక్ పెట్టడానికి", "పెట్టొచ్చా", "మొదలుపెట్టాలి", "వ్యాపారం", "బిజినెస్", "సాయిల్ క్లినిక్", "ఎవరు పెట్టవచ్చు", "clinic pettali", "pettadaniki", "pettocha", "modalupettali", "vyaparam", "business", "franchise"],
    },
    "kit-price": {
      title: "క్లినిక్ కిట్ ధర",
      text: `{fullParameters} అంశాల కిట్ ధర {kitPrice} + GST; {coreParameters} అంశాల మోడల్ {coreKitPrice}.`,
      keywords: ["కిట్ ధర", "కిట్ రేటు", "మెషిన్ ధర", "యంత్రం ధర", "యంత్రం ఎంతకు", "పెట్టుబడి", "జీఎస్టీ", "kit dhara", "kit rate", "kit price", "machine dhara", "gst", "pettubadi"],
    },
    "kit-contents": {
      title: "కిట్‌లో ఏమేమి వస్తాయి",
      text: `ప్రతి కిట్‌లో {kitSachets} పరీక్ష సాచెట్లు, ఫలితాలు ఆన్‌లైన్‌లో భద్రంగా ఉంచే యాప్ లాగిన్, తీసుకెళ్లే పెట్టె, కలిపే-వడగట్టే యంత్రం ఉంటాయి. అవసరమైనప్పుడు కొత్త సాచెట్లు, విడిభాగాలు పంపుతాం.`,
      keywords: ["contents", "కిట్‌లో ఏమి", "ఏమేమి వస్తాయి", "సామగ్రి", "సాచెట్", "సాచెట్లు", "ప్యాకెట్లు", "పెట్టె", "kit lo emi", "ememi vastayi", "samagri", "sachet", "packet"],
    },
    "clinic-income": {
      title: "క్లినిక్ సంపాదన",
      text: `ఒక మామూలు క్లినిక్ నెలకు దాదాపు {testsPerMonth} నమూనాలను ఒక్కో పరీక్షకు {testPrice} చొప్పున పరీక్షిస్తుంది, అంటే నెలకు {monthlyRevenue} రాబడి. పరీక్ష సాచెట్ ఖర్చు ఒక్కో పరీక్షకు {sachetCost}, అది పోను నెలకు {netMonthlyIncome} నికర సంపాదన మిగులుతుంది. ఇవి మామూలు అంకెలు, హామీ కాదు.`,
      keywords: ["సంపాదన", "సంపాదించవచ్చు", "ఆదాయం", "రాబడి", "లాభం", "నెలకు", "సాచెట్ ఖర్చు", "sampadana", "sampadinchavachu", "adayam", "aadayam", "rabadi", "nelaki", "income"],
    },
    "break-even": {
      title: "పెట్టుబడి ఎప్పుడు వెనక్కి వస్తుంది",
      text: `మామూలుగా క్లినిక్ తన కిట్ ({kitPrice} + GST) పెట్టుబడిని {breakEvenMonths} నెలల్లో వెనక్కి తెచ్చుకుంటుంది, ఏటా {farmersPerYear} మంది రైతులకు సేవ చేస్తుంది, ఆ రైతులు ఎకరానికి {clinicSavingPerAcre} ఆదా చేసుకుంటారు.`,
      keywords: ["పెట్టుబడి వెనక్కి", "డబ్బు వెనక్కి", "ఎన్ని నెలలు", "ఎన్ని నెలల్లో", "తిరిగి వస్తుంది", "pettubadi venakki", "dabbu venakki", "enni nelalu", "tirigi vastundi", "break even"],
    },
    "clinic-support": {
      title: "క్లినిక్ నడిపేవాళ్లకు శిక్షణ, సహాయం",
      text: `క్లినిక్ నడిపేవాళ్లకు నమూనా తీయడం, పరీక్షించడం, సలహా ఇవ్వడంలో చేతితో చేసి నేర్చుకునే శిక్షణ, యాప్, ఒక మార్గదర్శకుడు, తోటివాళ్ల నెట్‌వర్క్, ప్రచారంలో సాయం (పోస్టర్లు, రైతు సమావేశాలు, క్లినిక్ జాబితాలో పేరు), సమయానికి సామగ్రి, యంత్రాన్ని తరచూ సరిచూడటం అందుతాయి.`,
      keywords: ["శిక్షణ", "ట్రైనింగ్", "సహాయం", "మార్గదర్శకుడు", "ప్రచారం", "అనుభవం", "training", "shikshana", "sahayam", "margadarshakudu", "pracharam"],
    },
    partnerships: {
      title: "మాతో భాగస్వామ్యం",
      text: `CSR బృందాలు, ఫౌండేషన్లు, NGOలు, FPOలు, ఎరువులు-విత్తనాల వ్యాపారులు, ప్రభుత్వ శాఖలు, పరిశోధన సంస్థలు, పెట్టుబడిదారులతో కలిసి పరీక్షల ప్రచారాలు, {programme} శిక్షణ, క్లినిక్‌ల ఏర్పాటు, గణాంకాలు-పరిశోధనలో పనిచేస్తాం.
        /for-partners పేజీలోని ఫారం ద్వారా రాయండి: మా భాగస్వామ్య బృందం {partnerReplyWorkingDays} పని దినాల్లో జవాబిస్తుంది.`,
      keywords: ["భాగస్వామ్యం", "భాగస్వామి", "పార్ట్నర్", "కలిసి పని", "పెట్టుబడిదారు", "ప్రభుత్వం", "సంస్థ", "ఎన్జీఓ", "bhagaswamyam", "bhagaswami", "partner", "kalisi pani", "prabhutvam", "samstha", "ngo", "fpo"],
    },
    reach: {
      title: "మేము ఎంత దూరం చేరాం",
      text: `భాగస్వాములతో కలిసి {states} రాష్ట్రాల్లో {farmersReached} మంది రైతులను చేరాం, {testsDone} పరీక్షలు చేశాం, {didisTrained} మంది {programme}లకు శిక్షణ ఇచ్చాం.`,
      keywords: ["ఎన్ని రాష్ట్రాలు", "రాష్ట్రాల్లో", "ఎన్ని రాష్ట్రాల్లో సేవలు", "ఏ ఏ రాష్ట్రాలు", "ఎంతమంది రైతులు", "రైతులను చేరారు", "ప్రభావం", "గణాంకాలు", "enni rashtralu", "rashtrallo", "enthamandi raithulu", "prabhavam", "ganankalu", "ekkada pani"],
    },
    "csr-tiers": {
      title: "CSR భాగస్వామ్య స్థాయిలు",
      text: `పైలట్: {pilotInvestment} లక్షలతో {pilotClinics} క్లినిక్‌లు, {pilotFarmers} రైతులు, {pilotMonths} నెలలు. ప్రాంతీయ: {regionalInvestment} లక్షలతో {regionalClinics} క్లినిక్‌లు, {regionalFarmers} రైతులు, {regionalMonths} నెలలు. రాష్ట్ర స్థాయి: {stateInvestment} కోట్లతో {stateClinics} క్లినిక్‌లు, {stateFarmers} రైతులు, {stateMonths} నెలలు. మీ అవసరానికి తగ్గ ప్రత్యేక కార్యక్రమం కూడా రూపొందిస్తాం.`,
      keywords: ["సీఎస్ఆర్", "పైలట్", "ప్రాంతీయ", "రాష్ట్ర స్థాయి", "లక్షలు", "కోట్లు", "బడ్జెట్", "csr", "pilot", "regional", "lakh", "lakshalu", "crore", "kotlu", "budget"],
    },
    "csr-impact": {
      title: "CSR ప్రభావం",
      text: `ఇప్పటివరకు మా CSR కార్యక్రమాలు: {csrFarmers} రైతులు, {clinicsRunning} మట్టి క్లినిక్‌లు, {csrTests} పరీక్షలు, {satisfaction} రైతుల సంతృప్తి; రైతులు సగటున ఎకరానికి {csrSavingPerAcre} ఆదా చేశారు. ప్రతి CSR భాగస్వామికి లైవ్ డ్యాష్‌బోర్డ్ ఇస్తాం.`,
      keywords: ["సంతృప్తి", "సంతృప్తిగా", "సంతోషంగా", "డ్యాష్‌బోర్డ్", "సీఎస్ఆర్ ప్రభావం", "santrupti", "dashboard", "satisfaction"],
    },
    contact: {
      title: "మమ్మల్ని సంప్రదించండి",
      text: `{phones}కు ఫోన్ చేయండి, {email}కు ఈమెయిల్ చేయండి, లేదా /contact పేజీలోని ఫారం ద్వారా రాయండి. పని వేళలు: {hours}.`,
      keywords: ["సంప్రదించాలి", "ఫోన్", "నంబర్", "నంబరు", "మొబైల్", "ఈమెయిల్", "మెయిల్", "కాల్", "మాట్లాడాలి", "హెల్ప్‌లైన్", "కస్టమర్ కేర్", "sampradinchali", "phone", "phonu", "number", "nambar", "mobile", "email", "mail", "call", "matladali", "helpline", "customer care", "contact"],
    },
    whatsapp: {
      title: "WhatsApp",
      text: `WhatsAppలో {whatsapp}కు సందేశం పంపండి. మా WhatsApp ఛానెల్‌లో (/resources పేజీలో లింక్) సీజన్ సలహాలు, కొత్త గైడ్‌లు, రైతుల కథలు వస్తాయి.`,
      keywords: ["వాట్సాప్", "వాట్సప్", "whatsapp", "watsapp", "whatsap", "vatsap"],
    },
    hours: {
      title: "పని వేళలు",
      text: `మా పని వేళలు: {hours}.`,
      keywords: ["తెరిచి", "తెరుస్తారు", "సెలవు", "మూసేస్తారు", "ఎన్నింటికి", "ennintiki", "moosestaru", "ఎప్పుడు తెరుస్తారు", "ఎన్ని గంటలకు", "పని వేళలు", "ఆదివారం", "శనివారం", "టైమింగ్స్", "teruchi", "terustaru", "selavu", "enni gantalaku", "pani velalu", "aadivaram", "adivaram", "sanivaram", "shanivaram", "sunday", "saturday", "timings", "timing"],
    },
    offices: {
      title: "మా ఆఫీసులు",
      text: `మా ఆఫీసులు {officeCities}లో ఉన్నాయి. {offices}.`,
      keywords: ["ఆఫీసు", "ఆఫీస్", "కార్యాలయం", "చిరునామా", "అడ్రస్", "ఎక్కడ ఉంది", "నగరం", "బెంగళూరు", "ఢిల్లీ", "office", "aafisu", "afis", "chirunama", "address", "ekkada undi", "nagaram", "bangalore", "bengaluru", "delhi", "dilli"],
    },
    "reply-time": {
      title: "జవాబు ఎప్పుడు వస్తుంది",
      text: `సంప్రదింపు ఫారానికి {contactReplyHours} గంటల్లో జవాబిస్తాం; భాగస్వామ్య, CSR బృందం {partnerReplyWorkingDays} పని దినాల్లో జవాబిస్తుంది.`,
      keywords: ["జవాబు", "రిప్లై", "సమాధానం", "జవాబు ఎప్పుడు", "ఫారం నింపాక", "ఎప్పటిలోగా", "javabu", "reply", "samadhanam", "form nimpaka", "eppatilopu"],
    },
    resources: {
      title: "గైడ్‌లు, డౌన్‌లోడ్‌లు",
      text: `మా సమాచారం పేజీలో వ్యాసాలు, వీడియోలు, కథలు ఉన్నాయి, తెలుగులో ఉచిత PDF గైడ్‌లు కూడా: భూసార పుస్తకం, ఎరువుల గైడ్, పంట సలహా.`,
      keywords: ["గైడ్", "పుస్తకం", "డౌన్‌లోడ్", "వీడియో", "వ్యాసాలు", "చదవాలి", "నేర్చుకోవాలి", "తెలుగులో", "guide", "pustakam", "download", "pdf", "video", "vyasalu", "chadavali", "telugulo"],
    },
    about: {
      title: "{brand} గురించి",
      text: `ప్రతి రైతుకు తక్కువ ఖర్చులో, త్వరగా, రైతుకు పనికొచ్చే భూసార పరీక్ష అందాలని {brand} దేశమంతా ఉద్యమం నడుపుతోంది: పొలంలోనే పరీక్ష, {programme} వ్యాపారులు, శాటిలైట్ ఆధారిత సలహా, ఇవన్నీ సాంకేతికత, శిక్షణ, నమ్మకం మీద నిలబడ్డాయి.`,
      keywords: ["కంపెనీ", "మీరు ఎవరు", "ఎవరు మీరు", "లక్ష్యం", "మీ కథ", "company", "meeru evaru", "evaru meeru", "lakshyam", "about"],
    },
    team: {
      title: "మా బృందం",
      text: `డా. అంజలి రావు మా సహ వ్యవస్థాపకురాలు, ముఖ్య కార్యనిర్వహణ అధికారి (CEO); సహ వ్యవస్థాపకుడు విక్రమ్ సేఠీ (CTO) యంత్రాన్ని రూపొందించారు; మీనా కుమారి {programme} పథకం అధిపతి; అర్జున్ పాటిల్ వ్యవసాయ సలహా, రైతు విజయ విభాగం అధిపతి.`,
      keywords: ["వ్యవస్థాపకులు", "యజమాని", "బృందం", "ఎవరు నడుపుతారు", "సీఈఓ", "అధిపతి", "founder", "vyavasthapakulu", "yajamani", "owner", "ceo", "team"],
    },
    awards: {
      title: "అవార్డులు",
      text: `మా పనికి అగ్రిటెక్ ఇన్నోవేషన్ అవార్డు, మహిళా వ్యాపార ఛాంపియన్, సస్టైనబిలిటీ లీడర్‌షిప్ అవార్డు, ఉత్తమ గ్రామీణ స్టార్టప్, డిజిటల్ వ్యవసాయ ప్రతిభ, సామాజిక ప్రభావ అవార్డులు వచ్చాయి.`,
      keywords: ["అవార్డు", "అవార్డులు", "పురస్కారం", "గుర్తింపు", "award", "puraskaram", "gurthimpu"],
    },
    media: {
      title: "మీడియా, ప్రెస్",
      text: `విలేకరులు {email}కు రాయండి, లేదా /contact పేజీ ఫారంలో ప్రెస్/మీడియా ఎంచుకోండి.`,
      keywords: ["మీడియా", "ప్రెస్", "విలేకరి", "వార్త", "ఇంటర్వ్యూ", "media", "press", "vilekari", "vartha", "interview"],
    },
    privacy: {
      title: "మీ సమాచారం",
      text: `చాట్ సంభాషణలను {chatKeptMonths} నెలల వరకు, మీ వివరాలను {enquiryKeptMonths} నెలల వరకు దాచుతాం, మీరు ముందే తీసేయమంటే తప్ప. మీ సమాచారం చూడటానికి, సరిచేయడానికి లేదా తీసేయడానికి {email}కు రాయండి; {grievanceReplyWorkingDays} పని దినాల్లో జవాబిస్తాం.`,
      keywords: ["గోప్యత", "గోప్యతా విధానం", "నా సమాచారం", "డేటా", "తీసేయాలి", "ఎంతకాలం దాచుతారు", "చాట్", "privacy", "na samacharam", "data", "teeseyali", "delete", "enthakalam"],
    },
    terms: {
      title: "సేవా నిబంధనలు",
      text: `మా వెబ్‌సైట్, చాట్, గైడ్‌లు, భూసార పరీక్ష సేవల నిబంధనలు /terms-of-service పేజీలో ఉన్నాయి.`,
      keywords: ["నిబంధనలు", "షరతులు", "నియమాలు", "nibandhanalu", "sharatulu", "niyamalu", "terms"],
    },
  },
  lexicon: {
    stopWords: [
      // Telugu script
      "ఏమిటి", "ఏంటి", "ఏమి", "ఏం", "ఎలా", "ఎట్లా", "ఎంత", "ఎన్ని", "ఎక్కడ", "ఎప్పుడు", "ఎవరు", "ఏది", "ఉంది", "ఉన్నాయి", "ఉందా", "ఉంటుంది",
      "ఉంటుందా", "ఉంటాయి", "ఉంటారా", "ఉంటారు", "ఉన్నారా", "నా", "నాకు", "నేను", "మా", "మాకు", "మేము", "మీ", "మీరు", "మీకు", "మిమ్మల్ని", "ఈ", "ఆ",
      "ఒక", "ఒక్క", "కి", "కు", "లో", "తో", "ని", "ను", "గా", "అంటే", "కావాలి", "చెప్పండి", "చెప్పు", "చేయాలి", "చేస్తారు", "చేస్తారా", "దయచేసి", "గారు",
      "అండి", "కూడా", "లేదా", "మరియు", "ఇంకా", "అవుతుంది", "ఇస్తారా", "ఇస్తారు", "వస్తుంది", "వస్తది", "పడుతుంది", "చేసుకోవాలి", "ఉండాలి",
      "కోసం", "తర్వాత", "తరువాత", "గురించి", "అయితే", "సార్", "ఏమేమి", "అవుతాయి", "ఇవ్వండి", "తెలుసుకోవాలి", "ఉన్నాను", "లేదు", "ఉన్న", "ఏంది", "ఎందుకు", "కదా", "తెలుసా", "చెప్తారా", "చెప్పగలరా", "ఉంటదా", "వస్తదా", "అయిపోతది", "రావడానికి", "వస్తాయి", "పేరు", "చేసిన", "చేశాక", "చేసినాక", "ఉంటే",
      // romanised
      "enti", "emiti", "emi", "em", "ela", "etla", "entha", "enta", "enni", "ekkada", "eppudu", "evaru", "undi", "unnayi", "unda", "undha",
      "untundi", "untunda", "untara", "untaru", "naa", "na", "naku", "naaku", "nenu", "maa", "maaku", "memu", "mee", "meeru", "meeku", "ee",
      "oka", "okka", "ku", "lo", "tho", "ni", "nu", "ga", "ante", "kavali", "cheppandi", "cheppu", "cheyali", "chestaru", "chestara", "dayachesi",
      "garu", "andi", "kuda", "leda", "inka", "avutundi", "avtundi", "istara", "istaru", "vastundi", "vastadi", "padutundi", "kosam",
      "tarvatha", "taruvatha", "gurinchi", "yentha", "yenta", "yela", "yekkada", "yemi", "yenti", "yeppudu", "yenni", "endi", "yendi", "sir", "ivvandi", "ledu", "ravadaniki", "raavadaniki", "vastayi", "peru", "perlu", "chesina", "chesaka", "chesinaka",
    ],
    concepts: {
      // price
      "ధర": "price", "ధరలు": "price", "రేటు": "price", "రేట్": "price", "ఫీజు": "price", "ఖర్చు": "price", "ఖర్చులు": "price", "ఖర్చవుతుంది": "price",
      "డబ్బు": "price", "డబ్బులు": "price", "రూపాయలు": "price", "ఎంత ఖర్చు": "price", "ఎంత డబ్బు": "price", "ఎంత డబ్బులు": "price", "ఎంత అవుతుంది": "price", "ఎంత తీసుకుంటారు": "price", "entha teeskuntaru": "price", "ఎంతకు": "price", enthaku: "price", "yentha kharchu": "price", "అమ్ముతారు": "buy", ammutaru: "buy",
      dhara: "price", retu: "price", kharchu: "price", kharchulu: "price", dabbu: "price", dabbulu: "price", rupayalu: "price",
      "entha kharchu": "price", "entha dabbu": "price", "entha avutundi": "price", "entha avtundi": "price",
      // time
      "సమయం": "time", "టైం": "time", "టైమ్": "time", "నిమిషాలు": "time", "నిమిషాల్లో": "time", "గంటలో": "time", "ఎంత సేపు": "time", "ఎంత సమయం": "time",
      "ఎంత టైం": "time", samayam: "time", sepu: "time", ganta: "time", gantalu: "time", gantallo: "time", "గంటలు": "time", "గంటల్లో": "time", "ఎన్నింటికి": "time", ennintiki: "time", "entha time": "time", "entha sepu": "time", "entha samayam": "time",
      // test, soil, sample
      "పరీక్ష": "test", "పరీక్షకు": "test", "పరీక్షలు": "test", "పరీక్షలో": "test", "పరీక్షను": "test", "టెస్ట్": "test", "టెస్టు": "test", "టెస్టులు": "test",
      "టెస్ట్‌కి": "test", "టెస్టుకు": "test", "పరీక్షకి": "test", "పరీక్షించడానికి": "test", "పరీక్షిస్తారు": "test", "పరీక్షించాలి": "test", "పరీక్షించుకోవాలి": "test", pariksha: "test", pareeksha: "test", parikshalu: "test", testu: "test",
      "మట్టి": "soil", "మట్టిలో": "soil", "మట్టిని": "soil", "మన్ను": "soil", "సాయిల్": "soil", "మట్టిపరీక్ష": "test", "భూసారపరీక్ష": "test", "టెస్టింగ్": "test", "నేల": "soil", "భూసార": "soil", "భూసారం": "soil", matti: "soil", mattilo: "soil", bhusara: "soil", bhoosara: "soil",
      "నమూనా": "sample", "నమూనాలు": "sample", "శాంపిల్": "sample", "శాంపుల్": "sample", namuna: "sample", sampul: "sample", sampil: "sample",
      "లోతు": "depth", lothu: "depth", lotu: "depth",
      "ఎన్నిసార్లు": "often", "ఎన్ని సార్లు": "often", "ఎన్ని రోజులకి": "often", "ఎన్ని రోజులకు": "often", "ఎన్నాళ్లకోసారి": "often", "ఎన్నాళ్లకు": "often", "ఎంతకాలానికి": "often", "ఎన్నిసార్లు చేయించాలి": "often", "ennallakosari": "often", ennisarlu: "often", "enni sarlu": "often",
      "రిపోర్టు": "report", "రిపోర్ట్": "report", "రిపోర్టులో": "report", reportu: "report",
      "ఫలితం": "result", "ఫలితాలు": "result", "రిజల్ట్": "result", "రిజల్టు": "result", phalitham: "result",
      // clinic, places
      "క్లినిక్": "clinic", "క్లినిక్‌లు": "clinic", "కేంద్రం": "clinic", "కేంద్రాలు": "clinic", "సెంటర్": "clinic", "సెంటరు": "clinic", kendram: "clinic",
      "ఎక్కడ": "where", "ఎక్కడుంది": "where", ekkadundi: "where", "దగ్గర": "nearby", "దగ్గరలో": "nearby", "దగ్గర్లో": "nearby", daggara: "nearby", daggarlo: "nearby",
      "రాష్ట్రం": "state", "రాష్ట్రాలు": "state", "రాష్ట్రాల్లో": "state", rashtram: "state", rashtralu: "state", rashtrallo: "state",
      "ఆఫీసు": "office", "ఆఫీస్": "office", "కార్యాలయం": "office", aafisu: "office", afis: "office", "నగరం": "city", "పట్టణం": "city", nagaram: "city",
      // device, kit, clinic business
      "మెషిన్": "device", "మెషీన్": "device", "యంత్రం": "device", "పరికరం": "device", mishan: "device", yantram: "device",
      "అద్దె": "rent", "అద్దెకు": "rent", adde: "rent", addeku: "rent", "కొనాలి": "buy", "కొనడం": "buy", konali: "buy",
      "కిట్": "kit", "సాచెట్": "sachet", "సాచెట్లు": "sachet", "ప్యాకెట్": "sachet", "ప్యాకెట్లు": "sachet", packet: "sachet",
      "పెట్టాలి": "start", "పెట్టడానికి": "start", "పెట్టొచ్చా": "start", "పెట్టవచ్చా": "start", "మొదలుపెట్టాలి": "start", pettali: "start", pettadaniki: "start", pettocha: "start",
      "సంపాదన": "income", "సంపాదించవచ్చు": "income", "ఆదాయం": "income", "రాబడి": "income", sampadana: "income", sampadinchavachu: "income", adayam: "income",
      "లాభం": "profit", labham: "profit", "పెట్టుబడి": "investment", pettubadi: "investment", "వెనక్కి": "back", venakki: "back",
      // farmer gains, advice
      "దిగుబడి": "yield", "దిగుబడులు": "yield", digubadi: "yield", "ఉపయోగం": "benefits", "ప్రయోజనం": "benefits", upayogam: "benefits",
      "ఆదా": "savings", "మిగులు": "savings", "మిగులుతుంది": "savings", "తగ్గుతుంది": "savings", "తగ్గుతుందా": "savings", "తగ్గుతాయి": "savings", taggutunda: "savings", taggutundi: "savings", aadaa: "savings", migulu: "savings",
      "ఎరువు": "fertilizer", "ఎరువులు": "fertilizer", "ఎరువుల": "fertilizer", "వేయాలి": "fertilizer", "వేయాలో": "fertilizer", "వెయ్యాలి": "fertilizer", veyali: "fertilizer", veyalo: "fertilizer", eruvu: "fertilizer", eruvulu: "fertilizer", "సలహా": "advice", salaha: "advice",
      "పంట": "crop", "పంటలు": "crop", panta: "crop",
      // women, partners
      "మహిళ": "women", "మహిళలు": "women", "ఆడవాళ్లు": "women", mahila: "women", "దీదీ": "didi", "దీదీలు": "didi", "దీదీలకు": "didi", "దీదీల": "didi", "సాయిల్ దీదీ": "didi", "మీ గురించి": "company", "mee gurinchi": "company",
      "భాగస్వామ్యం": "partnership", "భాగస్వామి": "partnership", bhagaswamyam: "partnership",
      "రైతు": "farmer", "రైతులు": "farmer", "రైతులకు": "farmer", raithu: "farmer", rythu: "farmer", raitu: "farmer", raithulu: "farmer",
      // contact, hours
      "కిట్‌లో ఏమి": "contents", "కిట్‌తో పాటు": "contents", "ఏమేమి వస్తాయి": "contents", "kit lo emi": "contents", "kit tho patu": "contents",
      "సంప్రదించాలి": "contact", sampradinchali: "contact", "ఫోన్": "phone", "ఫోను": "phone", phonu: "phone", "నంబర్": "number", "నంబరు": "number", nambar: "number",
      "ఈమెయిల్": "email", "ఇమెయిల్": "email", "మెయిల్": "email",
      "తెరిచి": "open", "తెరుస్తారు": "open", teruchi: "open", terustaru: "open", "సెలవు": "closed", selavu: "closed", "మూసేస్తారు": "closed", "మూసివేస్తారు": "closed", moosestaru: "closed", musestaru: "closed",
      "ఆదివారం": "sunday", aadivaram: "sunday", adivaram: "sunday", "శనివారం": "saturday", sanivaram: "saturday", shanivaram: "saturday",
      "జవాబు": "reply", "రిప్లై": "reply", "సమాధానం": "reply", javabu: "reply",
    },
    markers: ["ఏమిటి", "ఏంటి", "ఎలా", "ఎంత", "ఎక్కడ", "ఉంది", "ఉందా", "నాకు", "మీరు", "చేయాలి", "కావాలి", "లో"],
    romanisedMarkers: [
      "enti", "emiti", "ela", "etla", "entha", "enta", "enni", "ekkada", "eppudu", "evaru", "undi", "unda", "undha", "untundi", "untara",
      "untaru", "unnayi", "yentha", "yela", "yekkada", "yemi", "yenti", "yeppudu", "endi", "cheyyali", "cheyali", "cheyinchali", "chestaru", "istaru", "istara", "kavali", "meeru", "mee", "naaku", "naku", "naa", "lo",
      "tho", "ga", "ante", "ledu", "avutundi", "avtundi", "vastundi", "vastadi", "cheppandi", "kosam", "tarvatha", "daggara", "chudali",
      "teeskuntara", "pettali", "nelaki", "polam", "matti", "oka", "okka", "ki", "ku", "chepptara",
    ],
    greetings: ["namaskaram", "namaskaaram", "namaste", "నమస్కారం", "నమస్తే", "హలో"],
    thanks: ["dhanyavadalu", "dhanyavaadalu", "thanks", "ధన్యవాదాలు", "థాంక్స్", "సరే", "సరేనండి", "sare"],
  },
  replies: {
    topics: (programme) =>
      `భూసార పరీక్ష ధర, పరీక్షకు పట్టే సమయం, పరీక్షించే అంశాలు, మట్టి నమూనా ఎలా తీయాలి, మీ దగ్గరి క్లినిక్, మా సేవలు, ` +
      `యంత్రం కొనడం లేదా అద్దెకు తీసుకోవడం, సొంత మట్టి క్లినిక్ పెట్టడం, ${programme} అవ్వడం, భాగస్వామ్యం, CSR, మమ్మల్ని ఎలా సంప్రదించాలి`,
    empty: (name) =>
      `${name ? `${name} గారు, ` : ""}దయచేసి మీ ప్రశ్న రాయండి. ఉదాహరణకు: "భూసార పరీక్ష ఎలా చేయించుకోవాలి?" లేదా "పరీక్ష ధర ఎంత?"`,
    greeting: (name, assistantName, topics) =>
      `నమస్కారం${name ? ` ${name} గారు` : ""}! నేను ${assistantName}. ఈ విషయాల్లో మీకు సాయం చేయగలను: ${topics}. మీరు ఏం తెలుసుకోవాలనుకుంటున్నారు?`,
    thanks: (name, phone, email) =>
      `ధన్యవాదాలు${name ? ` ${name} గారు` : ""}! ఇంకేమైనా ప్రశ్న ఉంటే అడగండి. మా బృందంతో ${phone}లో లేదా ${email}కు కూడా మాట్లాడవచ్చు.`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `క్షమించండి${name ? ` ${name} గారు` : ""}, దీనికి జవాబు నా దగ్గర లేదు. ` +
      `మా బృందం సాయం చేస్తుంది: ${phones}కు ఫోన్ చేయండి, ${email}కు ఈమెయిల్ చేయండి, లేదా ${contactPath} పేజీలోని ఫారం ద్వారా రాయండి. ` +
      `పని వేళలు: ${hours}. ` +
      `ఈ విషయాలకు నేను జవాబివ్వగలను: ${topics}.`,
    more: (paths, phone) => `పూర్తి వివరాలు: ${paths.join(", ")}. సాయానికి ${phone}కు ఫోన్ చేయండి.`,
    callbackOffer:
      "మీ రెండు ప్రశ్నలకు నేను జవాబివ్వలేకపోయాను, కాబట్టి మా బృందంలో ఎవరైనా మీకు ఫోన్ చేస్తే మంచిది. " +
      "కింద \"నాకు ఫోన్ చేయండి\" నొక్కి, పని వేళల్లో మీకు వీలైన సమయం ఎంచుకోండి, మేము ఫోన్ చేస్తాం.",
    contactTitle: "మమ్మల్ని సంప్రదించండి",
    clinicsIn: (place, clinics) => `${place}లో మా క్లినిక్‌లు: ${clinics.join("; ")}. పరీక్ష బుక్ చేసుకోవడానికి క్లినిక్ వెతకండి పేజీ చూడండి.`,
    noClinicIn: (place) =>
      `${place}లో ఇంకా మా క్లినిక్ లేదు. క్లినిక్ వెతకండి పేజీలో ప్రతి రాష్ట్రం క్లినిక్‌లు ఉన్నాయి; మీరే క్లినిక్ పెట్టవచ్చు (/start-clinic పేజీ చూడండి), లేదా మీ ఊరికి పరీక్షలు తెమ్మని మమ్మల్ని అడగవచ్చు.`,
    nearestTo: (place, clinics) =>
      `${place}లో ఇంకా మా క్లినిక్ లేదు. దగ్గరలోని క్లినిక్‌లు: ${clinics.map((c) => `${c.line} (సుమారు ${c.km} కి.మీ. దూరం)`).join("; ")}. క్లినిక్ వెతకండి పేజీలో వాటిని మ్యాప్‌లో చూసి, అక్కడే పరీక్ష బుక్ చేసుకోండి.`,
  },
};
