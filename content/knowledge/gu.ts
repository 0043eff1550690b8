import type { KnowledgeLanguage } from "./types.ts";

/**
 * The assistant's knowledge in Gujarati, written as a farmer in Gujarat speaks,
 * around the shared facts (content/knowledge/facts.ts). Keywords hold Gujarati
 * script with the endings people attach to a word (માટીની, ખેતરમાં) and
 * romanised Gujarati as it is typed on a phone (mati, ketla, che), with the
 * English words farmers mix in.
 */
export const knowledgeGu: KnowledgeLanguage = {
  script: "Gujarati",
  entries: {
    "test-price": {
      title: "જમીન ચકાસણીનો ભાવ",
      text: `{brand} કે {programme} કેન્દ્ર પર એક નમૂનાની ચકાસણી {testPrice} માં થાય છે; એક ખેતર માટે એક નમૂનો પૂરતો છે.
        પરિણામ અને સલાહ ત્યાં જ {testMinutes} મિનિટમાં મળી જાય છે.`,
      keywords: ["ભાવ", "કિંમત", "કિમત", "રેટ", "ફી", "ખર્ચ", "ખર્ચો", "પૈસા", "રૂપિયા", "રુપિયા", "રૂપિયામાં", "કેટલા રૂપિયા", "કેટલાનું", "કેટલામાં", "મફત", "ફ્રી", "ચાર્જ", "bhav", "kimat", "kimmat", "rate", "fee", "kharch", "kharcho", "paisa", "rupiya", "ketla rupiya", "ketla nu", "ketla ma", "free", "mafat", "charge"],
    },
    "test-time": {
      title: "ચકાસણીમાં કેટલો સમય લાગે",
      text: `નાનું મશીન તમારા ગામમાં જ {testMinutes} મિનિટમાં જમીનની {parameters} બાબતો ચકાસી લે છે, એટલે પરિણામ અને સલાહ એ જ દિવસે મળી જાય છે. લેબના રિપોર્ટ માટે અઠવાડિયાં રાહ જોવાની નહીં.`,
      keywords: ["સમય", "કેટલો સમય", "કેટલી વારમાં", "વારમાં", "મિનિટ", "કલાક", "પરિણામ", "રિઝલ્ટ", "ક્યારે મળે", "ક્યારે મળશે", "રાહ", "જલદી", "samay", "ketlo samay", "ketli var ma", "ketla divas", "કેટલા દિવસમાં", "time", "result", "parinam", "kyare male", "kyare malse", "minute", "kalak", "rah"],
    },
    parameters: {
      title: "ચકાસણીમાં શું શું જોવાય છે",
      text: `નાનું મશીન જમીનની {parameters} બાબતો માપે છે: pH, ક્ષાર (EC), સેન્દ્રિય કાર્બન, નાઇટ્રોજન, ફોસ્ફરસ, પોટાશ, ગંધક અને સૂક્ષ્મ તત્વો (ઝીંક, લોહ, મેંગેનીઝ, તાંબું, બોરોન).
        તે {fullParameters} બાબતોવાળા મોડલમાં અને {coreParameters} બાબતોવાળા મોડલમાં આવે છે, જે મુખ્ય પોષક તત્વો ચકાસે છે.`,
      keywords: ["શું શું", "શું તપાસો", "શું ચકાસો", "પેરામીટર", "તત્વ", "તત્વો", "પોષક", "પોષક તત્વો", "નાઇટ્રોજન", "ફોસ્ફરસ", "પોટાશ", "ઝીંક", "કાર્બન", "સેન્દ્રિય", "બાબતો", "parameter", "parameters", "tatva", "poshak", "shu shu", "su su", "shu chakaso", "npk", "ph"],
    },
    "get-tested": {
      title: "જમીનની ચકાસણી કેવી રીતે કરાવવી",
      text: `ચકાસણી બુક કરવા ક્લિનિક શોધો પેજ ખોલો, તમારી નજીકનું ક્લિનિક પસંદ કરો અને "જમીન ચકાસણી બુક કરો" દબાવો; ક્લિનિક {bookingCallWorkingDays} કામકાજના દિવસમાં ફોન કરીને તારીખ નક્કી કરે છે.
        તમે નમૂનો લઈને સીધા ક્લિનિક પર પણ જઈ શકો, અથવા અહીં ચેટમાં પૂછી શકો. ચકાસણી નમૂના દીઠ {testPrice} માં થાય છે અને {testMinutes} મિનિટ લાગે છે.`,
      keywords: ["બુક", "બુકિંગ", "નોંધણી", "ચકાસણી કરાવવી", "કેવી રીતે કરાવવી", "ક્યાં કરાવવી", "કરાવવી", "કરાવવા", "ટેસ્ટ કરાવવો", "નામ લખાવવું", "book", "booking", "karavvi", "karavavi", "kevi rite karavvi", "kya karavvi", "test karavvo", "nondhani"],
    },
    "field-visit": {
      title: "તમારા ખેતર પર ચકાસણી",
      text: `હા, તમે {programme} ને તમારા ખેતરે બોલાવી શકો. તે તમારી સાથે નમૂનો લે છે, ત્યાં જ ચકાસણી કરે છે અને પરિણામ સમજાવે છે. એક નમૂનાની ચકાસણી {testPrice} માં થાય છે. ક્લિનિક શોધો પેજથી કે આ જ ચેટમાં બુક કરો.`,
      keywords: ["ખેતરે આવે", "ખેતર પર", "ખેતરે", "ઘરે આવીને", "કોઈ આવે", "બોલાવવા", "બોલાવી", "ગામમાં આવીને", "આવીને", "khetar par", "khetare", "ghare aavi", "koi aave", "bolavu", "bolavi", "aavi ne", "aavine"],
    },
    "sample-collection": {
      title: "માટીનો નમૂનો કેવી રીતે લેવો",
      text: `ખેતરમાં વાંકાચૂકા ચાલીને {sampleSpots} જગ્યા પસંદ કરો; દરેક જગ્યાએ ઉપરનો કચરો હટાવીને {sampleDepthInches} ઇંચ ({sampleDepthCm} સેમી) ઊંડો ખાડો ખોદીને માટી લો.
        બધી માટી ચોખ્ખી ડોલમાં ભેળવો અને આશરે {sampleGrams} ગ્રામ ચોખ્ખી થેલીમાં રાખો, તેના પર તમારું નામ અને ખેતર લખો. શેઢા-પાળા, ખાતરના ખાડા, ઝાડ અને હમણાં ખાતર નાખ્યું હોય એ જગ્યાએથી નમૂનો ન લો.`,
      keywords: ["નમૂનો", "નમુનો", "નમૂના", "નમુના", "સેમ્પલ", "સેમ્પલ", "ઊંડાઈ", "ઊંડું", "ઉંડુ", "કેટલું ઊંડું", "ઇંચ", "ગ્રામ", "કેટલી માટી", "ખોદવું", "ખોદવાનું", "માટી કેવી રીતે લેવી", "namuno", "namuna", "sample", "sampal", "undu", "undai", "ketli mati", "khodvu", "khodvanu", "inch", "gram", "mati kevi rite"],
    },
    "test-frequency": {
      title: "કેટલી વાર ચકાસણી કરાવવી",
      text: `દર સિઝને વાવણી પહેલાં ચકાસણી કરાવો, અથવા ઓછામાં ઓછું વર્ષે એક વાર. દર વર્ષે એક જ સમયે ચકાસણી કરાવવાથી ખબર પડે છે કે જમીન કેવી રીતે બદલાય છે અને ખાતર કામ કરે છે કે નહીં.`,
      keywords: ["કેટલી વાર", "દર વર્ષે", "ફરી", "ફરીથી", "ક્યારે ક્યારે", "દર સિઝને", "દરેક સિઝન", "વારંવાર", "ketli var", "ketli vaar", "dar varshe", "fari", "farithi", "kyare kyare", "dar season"],
    },
    "report-contents": {
      title: "જમીનના રિપોર્ટમાં શું હોય",
      text: `રિપોર્ટમાં ચકાસેલી દરેક બાબતનું પરિણામ ઓછું, મધ્યમ કે વધુ સાથે લખેલું હોય છે, અને તમારી ભાષામાં પાક પ્રમાણે સલાહ: કયું ખાતર નાખવું, કેટલું (એકર દીઠ અને તમારા ખેતર માટેની માત્રા) અને ક્યારે નાખવું.`,
      keywords: ["રિપોર્ટમાં શું", "રિપોર્ટમાં", "રિપોર્ટ", "જમીન આરોગ્ય કાર્ડ", "કાર્ડ", "શું મળે", "શું લખેલું", "લખેલું", "માત્રા", "report ma shu", "report", "card", "shu male", "shu lakhelu"],
    },
    "report-lookup": {
      title: "તમારી જમીનનો રિપોર્ટ જુઓ",
      text: `/report પેજ ખોલો અને પહોંચ કે થેલીની ચિઠ્ઠી પર લખેલો નમૂના નંબર અને માટી આપતી વખતે આપેલો મોબાઇલ નંબર લખો: નમૂનો ક્યાં પહોંચ્યો તે દેખાશે, અને તૈયાર થાય ત્યારે રિપોર્ટ વાંચી કે ડાઉનલોડ કરી શકશો. નમૂના નંબર ખોવાઈ ગયો? {phones} પર ફોન કરો.`,
      keywords: ["મારો રિપોર્ટ", "રિપોર્ટ ક્યાં", "નમૂના નંબર", "સેમ્પલ નંબર", "રિપોર્ટ જોવો", "રિપોર્ટ જોવા", "ડાઉનલોડ", "પહોંચ", "maro report", "report kya", "sample number", "sample no", "report jovo", "report jova", "download", "pahonch"],
    },
    benefits: {
      title: "જમીન ચકાસણીના ફાયદા",
      text: `જે ખેડૂતો ચકાસણી પ્રમાણે ખાતર નાખે છે, તેમનું ઉત્પાદન {yieldGain} વધે છે અને ખાતરમાં એકરે {savingPerAcre} સુધી બચે છે, કારણ કે જે તત્વ જમીનમાં પહેલેથી છે તેના પર પૈસા ખર્ચાતા નથી.`,
      keywords: ["ફાયદો", "ફાયદા", "લાભ", "ઉત્પાદન", "ઉતારો", "ઉપજ", "બચત", "બચે", "કેટલા પૈસા બચે", "કેટલું વધે", "વધે", "વધશે", "શા માટે કરાવવી", "વધુ પાક", "fayado", "fayda", "labh", "utpadan", "utaro", "upaj", "bachat", "bache", "vadhe", "vadhse", "vadhu pak", "sha mate"],
    },
    "farm-results": {
      title: "ભાગીદાર ખેતરોનાં પરિણામ",
      text: `ચકાસણી પ્રમાણે ચાલતાં ભાગીદાર ખેતરો પર સરેરાશ ઉત્પાદન {farmYieldGain}, સેન્દ્રિય કાર્બન {organicCarbonGain} અને પાણી સંઘરવાની શક્તિ {waterRetentionGain} વધી. પરિણામ જમીન, પાક, વરસાદ અને રીત પર આધાર રાખે છે.`,
      keywords: ["પરિણામો", "ભાગીદાર ખેતર", "સેન્દ્રિય કાર્બન", "પાણી સંઘરવાની", "બદલાવ", "પુરાવો", "parinamo", "badlav", "puravo"],
    },
    "success-stories": {
      title: "ખેડૂતોની વાતો",
      text: `રમેશ યાદવ (ઉત્તર પ્રદેશ) દર વીઘે {bighaSaving} બચાવે છે અને પાણી-ખાતર {resourceOptimisation} ઓછું વપરાય છે; સાવિત્રી પટેલ (મધ્ય પ્રદેશ) એ મગફળીમાં {groundnutSaving} બચાવ્યા; મનોજ કુમાર (બિહાર) નું ઉત્પાદન {yieldBefore} થી {yieldAfter} ક્વિન્ટલ થયું ({yieldRise} વધુ); રાજબીર સિંહ (હરિયાણા) નો ખાતર-બિયારણનો ખર્ચ {inputCostCut} ઘટ્યો.`,
      keywords: ["વાત", "વાતો", "અનુભવ", "સફળતા", "ખેડૂતો શું કહે", "વીઘું", "વીઘે", "ક્વિન્ટલ", "મગફળી", "મગફળીમાં", "vat", "anubhav", "safalta", "vighu", "vighe", "quintal", "magfali"],
    },
    advisory: {
      title: "ખાતરની સલાહ",
      text: `દરેક ચકાસણી સાથે પાક પ્રમાણે સલાહ મળે છે: કયું ખાતર, કેટલું અને ક્યારે, જેથી તમે એ જ નાખો જેની ખેતરમાં ઘટ છે. અમારી ખાતર માર્ગદર્શિકા અને પાક સલાહ (મફત PDF, /resources પેજ પર) સામાન્ય પાકોની માત્રા જણાવે છે.`,
      keywords: ["ખાતર", "કયું ખાતર", "કેટલું ખાતર", "નાખવું", "નાખવાનું", "કેટલું નાખવું", "nakhvu", "nakhvanu", "યુરિયા", "ડીએપી", "સલાહ", "ભલામણ", "khatar", "kayu khatar", "ketlu khatar", "urea", "uriya", "dap", "salah", "bhalaman"],
    },
    "fertiliser-doses": {
      title: "માટી ચકાસણી પ્રમાણે ખાતરની માત્રા",
      text: `અમારી ખાતર માર્ગદર્શિકા કહે છે: તમારા પાક અને વિસ્તાર માટે ભલામણ કરેલી માત્રાથી શરૂ કરો, પછી માટી ચકાસણી પ્રમાણે વધ-ઘટ કરો. જે પોષક તત્વ ઓછું હોય તેની માત્રામાં {lowDoseAdd} ઉમેરો; મધ્યમ હોય તો ભલામણ કરેલી માત્રા જ નાખો; વધારે હોય તો {highDoseCut} ઘટાડો. યુરિયા (તેમાં {ureaNitrogen} નાઇટ્રોજન) {ureaSplits} હપ્તામાં આપો: આશરે અડધું વાવણી વખતે અને બાકીનું ફૂટ નીકળે ત્યારે, ઘૂંટણ જેટલી ઊંચાઈએ કે ફૂલ આવે ત્યારે; બધું વાવણી વખતે ક્યારેય નહીં. ઝિંક સલ્ફેટ: સામાન્ય રીતે હેક્ટરે {zincSulphateKgPerHa} કિલો, {zincSulphateSeasons} ઋતુમાં એક વાર. જિપ્સમ: મગફળીમાં ફૂલ આવે ત્યારે, અને ખારી (ક્ષારવાળી) જમીન સુધારવા. તમારા ખેતરની સાચી માત્રા તમારો રિપોર્ટ કહે છે; માર્ગદર્શિકા /resources પેજ પર મફત PDF છે.`,
      keywords: ["યુરિયા કેટલું", "કેટલું યુરિયા", "યુરિયાની માત્રા", "યુરિયા ક્યારે", "હપ્તા", "હપ્તામાં", "જિપ્સમ", "ઝિંક", "ઝીંક", "ઝિંક સલ્ફેટ", "માત્રા", "વીઘે", "એકરે", "હેક્ટરે", "ખારી જમીન", "uriya ketlu", "urea ketlu", "jipsam", "gypsum", "zinc", "matra", "vighe"],
    },
    satellite: {
      title: "સેટેલાઇટથી શું ખબર પડે",
      text: `સેટેલાઇટના ફોટા દરેક ચકાસણીમાં પાકનો વિકાસ, ભેજ અને ખેતરનો જૂનો રેકોર્ડ ઉમેરે છે, જેથી સલાહ આખા ખેતરને લાગુ પડે, ફક્ત એ જગ્યાને નહીં જ્યાંથી નમૂનો લીધો હતો.`,
      keywords: ["સેટેલાઇટ", "સેટેલાઈટ", "સેટેલાઇટથી", "સેટેલાઇટનો ફાયદો", "ઉપગ્રહ", "ફોટા", "ભેજ", "satellite", "setelite", "upgrah", "bhej"],
    },
    "soil-intelligence": {
      title: "જમીનની સમજ (સોઇલ ઇન્ટેલિજન્સ)",
      text: `અમે જમીનને જીવતું તંત્ર ગણીએ છીએ, ફક્ત રિપોર્ટના આંકડા નહીં: ખેતરની ચકાસણી, સેટેલાઇટના ફોટા અને AI સાથે મળીને જમીનના જીવો, બંધારણ અને કાર્બનનું એક ચિત્ર બનાવે છે, અને પાક પ્રમાણે સલાહ આપે છે જેના પર તમે એ જ દિવસે કામ કરી શકો.`,
      keywords: ["સોઇલ ઇન્ટેલિજન્સ", "પ્લેટફોર્મ", "ડિજિટલ", "ટેકનોલોજી", "ડેશબોર્ડ", "એપ", "intelligence", "platform", "digital", "technology", "dashboard", "app", "ai"],
    },
    "clinic-finder": {
      title: "તમારી નજીકનું ક્લિનિક",
      text: `અમારાં {clinicsRunning} જમીન ક્લિનિક છે, જેને {brand} કે {programme} કેન્દ્ર કહે છે. ક્લિનિક શોધો પેજ પર નામ, જિલ્લા કે રાજ્યથી ક્લિનિક શોધો અને નકશા પર દરેક ક્લિનિકનું સરનામું, ફોન અને સેવાઓ જુઓ.`,
      keywords: ["ક્લિનિક", "ક્લીનીક", "કેન્દ્ર", "સેન્ટર", "ક્યાં", "નજીક", "નજીકનું", "પાસે", "જિલ્લો", "જિલ્લામાં", "રાજ્ય", "લેબ", "કેટલાં ક્લિનિક", "clinic", "kendra", "center", "centre", "kya", "kyan", "najik", "paase", "jillo", "lab"],
    },
    "clinic-services": {
      title: "ક્લિનિક પર કઈ ચકાસણી થાય",
      text: `ક્લિનિક {coreParameters} બાબતોની ચકાસણી, {fullParameters} બાબતોની ચકાસણી, સલાહ સેવા અને સેટેલાઇટ ચકાસણી આપે છે; ક્લિનિક શોધો પેજ પર તમારી જરૂરની સેવાથી ક્લિનિક ગાળી શકો.`,
      keywords: ["ક્લિનિકની સેવા", "ક્લિનિકમાં શું", "clinic ni seva", "filter", "ગાળવું"],
    },
    services: {
      title: "અમારી સેવાઓ",
      text: `અમે આ આપીએ છીએ: ખરીદવા કે ભાડે લેવા માટે નાનું જમીન ચકાસણી મશીન, તમારી નજીકનાં જમીન ક્લિનિક (ચકાસણી નમૂના દીઠ {testPrice}), ગામની બહેનોને જમીન ચકાસણીની ઉદ્યોગસાહસિક બનાવતી {programme} યોજના, જમીન જાણકારી પ્લેટફોર્મ, અને તમારું પોતાનું ક્લિનિક ખોલવામાં મદદ.`,
      keywords: ["સેવા", "સેવાઓ", "સુવિધા", "શું કરો છો", "તમે શું કરો", "કઈ કઈ સેવા", "seva", "sevao", "suvidha", "shu karo cho", "services"],
    },
    device: {
      title: "જમીન ચકાસણી મશીન: ખરીદો કે ભાડે લો",
      text: `નાનું મશીન ખેતરના શેઢે {testMinutes} મિનિટમાં જમીનની {parameters} બાબતો ચકાસે છે, અને પરિણામ એપથી ઓનલાઇન સચવાય છે. તમે તેને પૂરું ખરીદી શકો અથવા એક સિઝન કે અભિયાન માટે ભાડે લઈ શકો: /contact પેજથી પૂછો.`,
      keywords: ["મશીન", "સાધન", "ડિવાઇસ", "ખરીદ", "ખરીદવું", "ખરીદવું પડે", "ભાડું", "ભાડે", "ભાડા", "ભાડેથી", "machine", "masin", "device", "kharidvu", "kharid", "bhadu", "bhade", "rent", "buy"],
    },
    "soil-didi": {
      title: "{programme}: બહેનોના હાથમાં જમીન ચકાસણી",
      text: `{programme} એ ગામની બહેન છે જેને અમે જમીન ચકાસણીની ઉદ્યોગસાહસિક બનવાની તાલીમ આપીએ છીએ: તે ખેતરોમાંથી નમૂનો લે છે, ચકાસણી કરે છે, પડોશીઓને પરિણામ સમજાવે છે અને દરેક ચકાસણીમાંથી કમાણી કરે છે (એક કેન્દ્રની ચોખ્ખી કમાણી આશરે {netMonthlyIncome} મહિને). અત્યાર સુધી {didisTrained} દીદીઓને તાલીમ મળી છે. બનવા માટે /contact પેજથી અરજી કરો.`,
      keywords: ["દીદી", "સોઈલ દીદી", "સોઇલ દીદી", "બહેન", "બહેનો", "મહિલા", "સ્ત્રી", "બનવું", "કેવી રીતે બનાય", "અરજી", "જોડાવું", "રોજગાર", "નોકરી", "didi", "soil didi", "ben", "bahen", "mahila", "banvu", "kevi rite banay", "arji", "rojgar", "nokri", "etle shu"],
    },
    "start-clinic": {
      title: "તમારું જમીન ક્લિનિક ખોલો",
      text: `ખેતીમાં ભણેલા યુવાનો, ગામના ઉદ્યોગસાહસિકો, બહેનોનાં સ્વસહાય જૂથો અને ખેડૂત ઉત્પાદક સંગઠન (FPO) ક્લિનિક ખોલી શકે; લેબનો અનુભવ જરૂરી નથી.
        {fullParameters} બાબતોવાળી કિટ {kitPrice} + GST ની છે ({coreParameters} બાબતોવાળું મોડલ {coreKitPrice}), સાથે તાલીમ અને મદદ, અને સામાન્ય રીતે ક્લિનિક {breakEvenMonths} મહિનામાં પોતાનો ખર્ચ કાઢી લે છે. અરજી કે માર્ગદર્શક સાથે વાત માટે /contact પેજ જુઓ.`,
      keywords: ["ક્લિનિક ખોલવું", "ક્લિનિક ખોલવાનો", "ખોલવાનો", "ખોલવું", "ખોલો", "શરૂ", "શરૂ કરવું", "ધંધો", "વેપાર", "સોઈલ ક્લિનિક", "કોણ ખોલી શકે", "kholvu", "kholvanu", "kholi", "sharu", "dhandho", "vepar", "business", "franchise"],
    },
    "kit-price": {
      title: "ક્લિનિક કિટનો ભાવ",
      text: `{fullParameters} બાબતોવાળી કિટ {kitPrice} + GST ની છે; {coreParameters} બાબતોવાળું મોડલ {coreKitPrice} નું.`,
      keywords: ["કિટનો ભાવ", "કિટની કિંમત", "મશીનનો ભાવ", "મશીનની કિંમત", "રોકાણ", "જીએસટી", "kit no bhav", "kit ni kimat", "kit price", "machine no bhav", "gst", "rokan"],
    },
    "kit-contents": {
      title: "કિટમાં શું મળે",
      text: `દરેક કિટમાં {kitSachets} ચકાસણી પાઉચ (સેશે), પરિણામ ઓનલાઇન સાચવતું એપ લૉગિન, લઈ જવાની પેટી, અને હલાવવાનું ને ગાળવાનું મશીન મળે છે. જરૂર પડે ત્યારે નવા પાઉચ અને સ્પેરપાર્ટ પહોંચાડાય છે.`,
      keywords: ["contents", "કિટમાં શું", "શું શું મળે", "સામાન", "પાઉચ", "સેશે", "પેટી", "kit ma shu", "shu shu male", "saman", "pouch", "sachet", "peti"],
    },
    "clinic-income": {
      title: "ક્લિનિકની કમાણી",
      text: `એક સામાન્ય ક્લિનિક દર મહિને આશરે {testsPerMonth} નમૂના ચકાસણી દીઠ {testPrice} ના ભાવે ચકાસે છે, એટલે {monthlyRevenue} ની આવક. ચકાસણી પાઉચ (સેશે) નો ખર્ચ ચકાસણી દીઠ {sachetCost} છે, પછી દર મહિને {netMonthlyIncome} ની ચોખ્ખી કમાણી રહે છે. આ સામાન્ય આંકડા છે, પાકી ગેરંટી નથી.`,
      keywords: ["કમાણી", "કમાવું", "કમાઈ શકાય", "આવક", "નફો", "મહિને", "મહિનામાં", "પાઉચનો ખર્ચ", "સેશેનો ખર્ચ", "kamani", "kamai", "kamavu", "aavak", "avak", "nafo", "mahine", "mahina ma", "income"],
    },
    "break-even": {
      title: "ખર્ચ ક્યારે પાછો આવે",
      text: `સામાન્ય રીતે ક્લિનિક પોતાની કિટ ({kitPrice} + GST) નો ખર્ચ {breakEvenMonths} મહિનામાં કાઢી લે છે, અને દર વર્ષે {farmersPerYear} ખેડૂતોની સેવા કરે છે, જે એકરે {clinicSavingPerAcre} બચાવે છે.`,
      keywords: ["ખર્ચ પાછો", "પૈસા પાછા", "કેટલા મહિના", "કેટલા મહિનામાં", "વર્ષે કેટલા ખેડૂત", "એક વર્ષમાં", "varas ma", "varshe", "ek varas", "રોકાણ પાછું", "વસૂલ", "kharch pacho", "paisa pacha", "ketla mahina", "ketla mahine", "vasul"],
    },
    "clinic-support": {
      title: "ક્લિનિકવાળાને તાલીમ અને મદદ",
      text: `ક્લિનિક ચલાવનારાને નમૂનો લેવાની, ચકાસણી કરવાની અને સલાહ આપવાની હાથોહાથ તાલીમ, એપ, એક માર્ગદર્શક અને સાથીઓનું નેટવર્ક, પ્રચારમાં મદદ (પોસ્ટર, ખેડૂત સભાઓ, ક્લિનિક યાદીમાં નામ), સમયસર સામાન અને મશીનની નિયમિત તપાસ મળે છે.`,
      keywords: ["તાલીમ", "ટ્રેનિંગ", "મદદ", "માર્ગદર્શક", "પ્રચાર", "અનુભવ", "talim", "training", "madad", "margdarshak", "prachar"],
    },
    partnerships: {
      title: "અમારી સાથે ભાગીદારી",
      text: `અમે CSR ટીમો, ફાઉન્ડેશન, NGO, FPO, ખાતર-બિયારણના વેપારીઓ, સરકારી વિભાગો, સંશોધન સંસ્થાઓ અને રોકાણકારો સાથે ચકાસણી અભિયાન, {programme} તાલીમ, ક્લિનિક શરૂ કરવા અને આંકડા ને સંશોધનમાં કામ કરીએ છીએ.
        /for-partners પેજના ફોર્મથી લખો: અમારી ભાગીદારી ટીમ {partnerReplyWorkingDays} કામકાજના દિવસમાં જવાબ આપે છે.`,
      keywords: ["ભાગીદારી", "ભાગીદાર", "પાર્ટનર", "સાથે કામ", "રોકાણકાર", "સરકાર", "સંસ્થા", "એનજીઓ", "bhagidari", "bhagidar", "partner", "sathe kam", "rokankar", "sarkar", "sanstha", "ngo", "fpo"],
    },
    reach: {
      title: "અમારી પહોંચ",
      text: `ભાગીદારો સાથે મળીને અમે {states} રાજ્યોમાં {farmersReached} ખેડૂતો સુધી પહોંચ્યા છીએ, {testsDone} ચકાસણી કરી છે અને {didisTrained} {programme} ને તાલીમ આપી છે.`,
      keywords: ["કેટલાં રાજ્ય", "કેટલા રાજ્ય", "રાજ્યો", "રાજ્યમાં", "કેટલા ખેડૂતો", "ખેડૂતો સુધી", "પહોંચ્યા", "અસર", "આંકડા", "ketla rajya", "rajyo", "rajya ma", "ketla khedut", "pahochya", "pahonchya", "asar", "aankda", "kya kam karo"],
    },
    "csr-tiers": {
      title: "CSR ભાગીદારીનાં સ્તર",
      text: `પાયલટ: {pilotInvestment} લાખમાં {pilotClinics} ક્લિનિક, {pilotFarmers} ખેડૂતો, {pilotMonths} મહિના. પ્રાદેશિક: {regionalInvestment} લાખમાં {regionalClinics} ક્લિનિક, {regionalFarmers} ખેડૂતો, {regionalMonths} મહિના. રાજ્ય સ્તર: {stateInvestment} કરોડમાં {stateClinics} ક્લિનિક, {stateFarmers} ખેડૂતો, {stateMonths} મહિના. તમારી જરૂર પ્રમાણે અલગ કાર્યક્રમ પણ બને છે.`,
      keywords: ["સીએસઆર", "પાયલટ", "પ્રાદેશિક", "રાજ્ય સ્તર", "લાખ", "કરોડ", "બજેટ", "csr", "pilot", "regional", "lakh", "crore", "karod", "budget"],
    },
    "csr-impact": {
      title: "CSR ની અસર",
      text: `અત્યાર સુધી અમારા CSR કાર્યક્રમો: {csrFarmers} ખેડૂતો, {clinicsRunning} જમીન ક્લિનિક, {csrTests} ચકાસણી અને {satisfaction} ખેડૂતો સંતુષ્ટ; ખેડૂતોએ સરેરાશ એકરે {csrSavingPerAcre} બચાવ્યા. દરેક CSR ભાગીદારને લાઇવ ડેશબોર્ડ મળે છે.`,
      keywords: ["સંતુષ્ટ", "સંતોષ", "ખુશ", "ડેશબોર્ડ", "સીએસઆરની અસર", "santusht", "santosh", "khush", "dashboard"],
    },
    contact: {
      title: "અમારો સંપર્ક કરો",
      text: `{phones} પર ફોન કરો, {email} પર ઈમેલ કરો, અથવા /contact પેજના ફોર્મથી લખો. કામનો સમય: {hours}.`,
      keywords: ["સંપર્ક", "ફોન", "નંબર", "ફોન નંબર", "મોબાઇલ", "મોબાઈલ", "ઈમેલ", "ઇમેલ", "મેલ", "કૉલ", "વાત", "હેલ્પલાઇન", "sampark", "phone", "fon", "number", "nambar", "mobile", "email", "mail", "call", "vat", "helpline", "contact"],
    },
    whatsapp: {
      title: "WhatsApp",
      text: `WhatsApp પર અમને {whatsapp} પર સંદેશો મોકલો. અમારી WhatsApp ચેનલ (/resources પેજ પર લિંક) પર સિઝનની સલાહ, નવી માર્ગદર્શિકા અને ખેડૂતોની વાતો આવે છે.`,
      keywords: ["વોટ્સએપ", "વૉટ્સઍપ", "વોટ્સઅપ", "વોટસએપ", "whatsapp", "watsapp", "whatsap", "votsap"],
    },
    hours: {
      title: "કામનો સમય",
      text: `અમારો કામનો સમય: {hours}.`,
      keywords: ["ખુલ્લું", "ખુલે", "ખૂલે", "બંધ", "ક્યારે ખુલે", "કેટલા વાગે", "કેટલા વાગ્યે", "કેટલા વાગ્યા", "સમય", "રવિવાર", "રવિવારે", "શનિવાર", "શનિવારે", "રજા", "ટાઇમ", "khullu", "khule", "bandh", "band", "kyare khule", "ketla vage", "ketla vagya", "ravivar", "ravivare", "shanivar", "shanivare", "sunday", "saturday", "raja", "timing", "time"],
    },
    offices: {
      title: "અમારી ઓફિસો",
      text: `અમારી ઓફિસો {officeCities} માં છે. {offices}.`,
      keywords: ["ઓફિસ", "ઑફિસ", "ઓફીસ", "કચેરી", "સરનામું", "ક્યાં છે", "ક્યાં આવી", "શહેર", "શહેરમાં", "બેંગલુરુ", "દિલ્હી", "office", "ofis", "sarnamu", "address", "shaher", "saher", "kya che", "kya aavi", "bangalore", "delhi", "dilhi"],
    },
    "reply-time": {
      title: "જવાબ ક્યારે મળે",
      text: `સંપર્ક ફોર્મનો જવાબ અમે {contactReplyHours} કલાકમાં આપીએ છીએ; ભાગીદારી અને CSR ટીમ {partnerReplyWorkingDays} કામકાજના દિવસમાં જવાબ આપે છે.`,
      keywords: ["જવાબ", "જવાબ ક્યારે", "ફોર્મ ભર્યા પછી", "ક્યાં સુધી", "સંદેશો", "javab", "jawab", "kyare", "form bharya pachi"],
    },
    resources: {
      title: "માર્ગદર્શિકા અને ડાઉનલોડ",
      text: `અમારા માહિતી પેજ પર લેખ, વીડિયો અને ખેડૂતોની વાતો છે, અને મફત PDF માર્ગદર્શિકા: જમીન આરોગ્ય પુસ્તિકા, ખાતર માર્ગદર્શિકા અને પાક સલાહ, ગુજરાતીમાં પણ.`,
      keywords: ["માર્ગદર્શિકા", "પુસ્તિકા", "ડાઉનલોડ", "વીડિયો", "લેખ", "વાંચવું", "શીખવું", "ગુજરાતીમાં", "guide", "pustika", "download", "pdf", "video", "lekh", "vanchvu", "gujarati ma"],
    },
    about: {
      title: "{brand} વિશે",
      text: `{brand} આખા દેશમાં અભિયાન ચલાવે છે, જેથી દરેક ખેડૂત સુધી સસ્તી, ઝડપી અને ખેડૂતને કામની જમીન ચકાસણી પહોંચે: ખેતર પર ચકાસણી, {programme} ઉદ્યોગસાહસિકો અને સેટેલાઇટવાળી સલાહ, જે ટેકનોલોજી, તાલીમ અને ભરોસા પર ઊભી છે.`,
      keywords: ["કંપની", "તમે કોણ", "કોણ છો", "હેતુ", "વાત", "company", "tame kon", "kon cho", "hetu", "about"],
    },
    team: {
      title: "અમારી ટીમ",
      text: `ડૉ. અંજલિ રાવ અમારાં સહસ્થાપક અને મુખ્ય કાર્યકારી અધિકારી (CEO) છે; સહસ્થાપક વિક્રમ શેઠી (CTO) એ મશીન બનાવ્યું; મીના કુમારી {programme} યોજનાનાં વડાં છે; અર્જુન પાટીલ ખેતી સલાહ અને ખેડૂત સફળતાના વડા છે.`,
      keywords: ["સ્થાપક", "માલિક", "ટીમ", "કોણ ચલાવે", "સીઈઓ", "વડા", "sthapak", "founder", "malik", "owner", "ceo", "team"],
    },
    awards: {
      title: "પુરસ્કાર",
      text: `અમારા કામને એગ્રીટેક ઇનોવેશન એવોર્ડ, મહિલા ઉદ્યોગસાહસિકતા ચેમ્પિયન, સસ્ટેનેબિલિટી લીડરશિપ એવોર્ડ, શ્રેષ્ઠ ગ્રામીણ સ્ટાર્ટઅપ, ડિજિટલ ખેતીમાં શ્રેષ્ઠતા અને સામાજિક અસર પુરસ્કાર મળ્યા છે.`,
      keywords: ["પુરસ્કાર", "એવોર્ડ", "સન્માન", "puraskar", "award", "sanman"],
    },
    media: {
      title: "મીડિયા અને પ્રેસ",
      text: `પત્રકારો {email} પર લખે, અથવા /contact પેજના ફોર્મમાં પ્રેસ/મીડિયા પસંદ કરે.`,
      keywords: ["મીડિયા", "પ્રેસ", "પત્રકાર", "સમાચાર", "છાપું", "મુલાકાત", "media", "press", "patrakar", "samachar", "chhapu", "interview"],
    },
    privacy: {
      title: "તમારી માહિતી",
      text: `ચેટની વાતચીત અમે {chatKeptMonths} મહિના સુધી અને પૂછપરછ {enquiryKeptMonths} મહિના સુધી રાખીએ છીએ, સિવાય કે તમે વહેલી ભૂંસવાનું કહો. તમારી માહિતી જોવા, સુધારવા કે ભૂંસવા {email} પર લખો; અમે {grievanceReplyWorkingDays} કામકાજના દિવસમાં જવાબ આપીએ છીએ.`,
      keywords: ["ગોપનીયતા", "નીતિ", "મારી માહિતી", "ડેટા", "ભૂંસવું", "ક્યાં સુધી રાખો", "ચેટ", "privacy", "mari mahiti", "data", "bhunsvu", "delete", "kya sudhi rakho"],
    },
    terms: {
      title: "સેવાની શરતો",
      text: `અમારી વેબસાઇટ, ચેટ, માર્ગદર્શિકા અને જમીન ચકાસણી સેવાઓની શરતો /terms-of-service પેજ પર છે.`,
      keywords: ["શરતો", "શરત", "નિયમ", "નિયમો", "sharat", "sharto", "niyam", "terms"],
    },
  },
  lexicon: {
    stopWords: [
      // Gujarati script
      "છે", "છો", "છીએ", "હતું", "હતી", "હતો", "શું", "શુ", "કેમ", "કેવી", "કેવું", "કેવો", "રીતે", "રીત", "માં", "નું", "ની", "નો", "ના", "ને",
      "થી", "એ", "આ", "તે", "કે", "અને", "પણ", "તો", "જ", "સાથે", "પછી", "માટે", "વિશે", "હું", "મને", "મારે", "મારો", "મારી", "મારું", "મારા",
      "અમે", "અમારે", "અમારી", "અમારો", "અમારું", "તમે", "તમને", "તમારે", "તમારો", "તમારી", "તમારું", "તમારા", "આપ", "આપનો", "આપની", "કોઈ",
      "એક", "હા", "નથી", "નહીં", "કૃપા", "કરીને", "જણાવો", "કહો", "બતાવો", "આપો", "જરા", "થાય", "થશે", "હોય", "હશે", "કરવું", "કરવી", "કરવો",
      "કરો", "કરી", "કરે", "શકાય", "શકું", "શકે", "શકો", "જોઈએ", "જોઈએ છે", "પડે", "પડશે", "લાગે", "લાગશે", "મળે", "મળશે", "વાળું", "વાળી", "વાળા",
      "કઈ", "કયું", "કયો", "કયા", "કેટલો", "કેટલી", "કેટલું", "કેટલા", "ભાઈ", "સાહેબ", "જી", "આવે", "આવશે", "આવી",
      // romanised
      "che", "chhe", "cho", "chho", "shu", "su", "kem", "kevi", "kevu", "rite", "ma", "nu", "ni", "no", "na", "ne", "thi", "ane", "pan", "to",
      "sathe", "pachi", "mate", "hu", "mane", "mare", "maro", "mari", "maru", "mara", "ame", "amaro", "amari", "tame", "tamne", "tamaro",
      "tamari", "tamaru", "tamara", "koi", "ek", "ha", "nathi", "nahi", "krupa", "karine", "janavo", "kaho", "batavo", "aapo", "apo", "jara",
      "thay", "thase", "hoy", "karvu", "karvi", "karo", "kari", "kare", "shakay", "shaku", "joie", "joiye", "pade", "padse", "lage", "male",
      "malse", "valu", "vali", "vala", "kai", "kayu", "kayo", "kaya", "ketlo", "ketli", "ketlu", "ketla", "bhai", "saheb", "aave", "aavse", "aavi",
    ],
    concepts: {
      // price
      "ભાવ": "price", "કિંમત": "price", "કિમત": "price", "રેટ": "price", "ફી": "price", "ખર્ચ": "price", "ખર્ચો": "price", "પૈસા": "price",
      "રૂપિયા": "price", "રુપિયા": "price", "રુપીયા": "price", "રૂપિયામાં": "price", "કેટલા રૂપિયા": "price", "કેટલા રુપિયા": "price",
      "કેટલાનું": "price", "કેટલા નું": "price", "કેટલામાં": "price", "કેટલા માં": "price", "ચાર્જ": "price", "મફત": "price",
      bhav: "price", kimat: "price", kimmat: "price", kharch: "price", kharcho: "price", paisa: "price", rupiya: "price",
      "ketla rupiya": "price", "ketla nu": "price", "ketla ma": "price", mafat: "price",
      // time
      "કેટલી વારમાં": "time", "કેટલી વાર માં": "time", "વારમાં": "time", "કેટલો સમય": "time", "સમય": "time", "મિનિટ": "time",
      "કલાક": "time", "કેટલા દિવસ": "time", "કેટલા દિવસમાં": "time", "દિવસમાં": "time", "ketla divas": "time", "ketli var ma": "time", "ketlo samay": "time", samay: "time", kalak: "time",
      // test, soil, sample
      "ચકાસણી": "test", "ચકાસણીનો": "test", "ચકાસણીના": "test", "ચકાસણીમાં": "test", "તપાસ": "test", "ટેસ્ટ": "test", "પરીક્ષણ": "test",
      "ચકાસો": "test", "તપાસો": "test", chakasani: "test", chakasni: "test", tapas: "test",
      "માટી": "soil", "માટીની": "soil", "માટીનો": "soil", "જમીન": "soil", "જમીનની": "soil", "જમીનનો": "soil", "જમીનમાં": "soil",
      mati: "soil", jamin: "soil", "નમૂનો": "sample", "નમુનો": "sample", "નમૂના": "sample", "નમુના": "sample", "સેમ્પલ": "sample",
      namuno: "sample", namuna: "sample", sampal: "sample", "ઊંડાઈ": "depth", "ઊંડું": "depth", "ઉંડુ": "depth", undu: "depth", undai: "depth",
      "કેટલી વાર": "often", "ketli var": "often", "ketli vaar": "often", "રિપોર્ટ": "report", "રિપોર્ટમાં": "report", "પરિણામ": "result",
      "રિઝલ્ટ": "result", parinam: "result",
      // clinic, places
      "ક્લિનિક": "clinic", "ક્લીનીક": "clinic", "કેન્દ્ર": "clinic", "સેન્ટર": "clinic", kendra: "clinic", "ક્યાં": "where", kyan: "where",
      "નજીક": "nearby", "નજીકનું": "nearby", "પાસે": "nearby", najik: "nearby", "રાજ્ય": "state", "રાજ્યો": "state", "રાજ્યમાં": "state",
      rajya: "state", "ઓફિસ": "office", "ઑફિસ": "office", "ઓફીસ": "office", "કચેરી": "office", "શહેર": "city", "શહેરમાં": "city",
      shaher: "city", saher: "city",
      // device, kit, clinic business
      "મશીન": "device", "ડિવાઇસ": "device", masin: "device", "ભાડું": "rent", "ભાડે": "rent", "ભાડા": "rent", "ભાડેથી": "rent",
      bhadu: "rent", bhade: "rent", "ખરીદ": "buy", "ખરીદવું": "buy", "ખરીદી": "buy", kharidvu: "buy", "કિટ": "kit", "પાઉચ": "sachet",
      "સેશે": "sachet", "ખોલવું": "start", "ખોલવાનો": "start", "ખોલવા": "start", "ખોલી": "start", kholvu: "start", kholvano: "start",
      kholi: "start", "શરૂ": "start", sharu: "start", "કમાણી": "income", "કમાય": "income", "કમાવું": "income", "આવક": "income",
      kamani: "income", kamai: "income", aavak: "income", "નફો": "profit", nafo: "profit", "રોકાણ": "investment", rokan: "investment",
      "પાછો": "back", "પાછા": "back", "પાછું": "back", pacho: "back", pacha: "back",
      // farmer gains, advice
      "વધે": "increase", "વધશે": "increase", "વધારો": "increase", vadhe: "increase", vadhse: "increase",
      "ઉત્પાદન": "yield", "ઉતારો": "yield", "ઉપજ": "yield", utpadan: "yield", utaro: "yield", "ફાયદો": "benefits", "ફાયદા": "benefits",
      fayado: "benefits", "બચત": "savings", "બચે": "savings", bachat: "savings", bache: "savings", "ખાતર": "fertilizer", "ખાતરમાં": "fertilizer",
      khatar: "fertilizer", "સલાહ": "advice", salah: "advice", "પાક": "crop", pak: "crop",
      // women, partners
      "બહેન": "women", "બહેનો": "women", "મહિલા": "women", bahen: "women", "દીદી": "didi", "સોઈલ દીદી": "didi", "સોઇલ દીદી": "didi",
      "ભાગીદારી": "partnership", bhagidari: "partnership", "ખેડૂત": "farmer", "ખેડૂતો": "farmer", khedut: "farmer",
      // contact, hours
      "કિટમાં શું": "contents", "શું શું મળે": "contents", "શું શું આવે": "contents", "kit ma shu": "contents", "shu shu male": "contents",
      "shu shu aave": "contents", "su su male": "contents", "su su aave": "contents",
      "સંપર્ક": "contact", sampark: "contact", "ફોન": "phone", "નંબર": "number", "ઈમેલ": "email", "ઇમેલ": "email", "ઈ-મેલ": "email",
      "ખુલ્લું": "open", "ખુલે": "open", "ખૂલે": "open", khullu: "open", khule: "open", "બંધ": "closed", bandh: "closed",
      "રવિવાર": "sunday", "રવિવારે": "sunday", "રવીવારે": "sunday", ravivar: "sunday", ravivare: "sunday", "શનિવાર": "saturday",
      "શનિવારે": "saturday", shanivar: "saturday", shanivare: "saturday", "જવાબ": "reply", javab: "reply", jawab: "reply",
    },
    markers: ["છે", "છો", "શું", "કેમ", "કેવી", "કેટલા", "કેટલું", "કેટલી", "માં", "નું", "ની", "નો", "તમે", "તમારો", "તમારી", "મારે", "જોઈએ", "થાય", "હોય", "અને"],
    romanisedMarkers: [
      "che", "chhe", "cho", "chho", "shu", "kem", "kevi", "kevu", "rite", "ketlu", "ketla", "ketli", "ketlo", "kyare", "kyan", "nu", "ma",
      "thay", "thase", "hoy", "tame", "tamaro", "tamari", "tamaru", "mare", "maro", "mari", "maru", "aapo", "joie", "joiye", "karvu",
      "karavvi", "sathe", "pachi", "etle", "male", "malse", "pade", "aave", "aavi", "nathi",
    ],
    greetings: ["namaste", "namaskar", "kem cho", "jay shree krishna", "jai shri krishna", "ram ram", "નમસ્તે", "નમસ્કાર", "કેમ છો", "જય શ્રી કૃષ્ણ", "રામ રામ"],
    thanks: ["aabhar", "abhar", "dhanyavad", "આભાર", "ધન્યવાદ", "સારું", "બરાબર", "ભલે"],
  },
  replies: {
    topics: (programme) =>
      `જમીન ચકાસણીનો ભાવ, ચકાસણીનો સમય અને કઈ બાબતો ચકાસાય છે, માટીનો નમૂનો કેવી રીતે લેવો, તમારી નજીકનું ક્લિનિક, અમારી સેવાઓ, ` +
      `મશીન ખરીદવું કે ભાડે લેવું, તમારું પોતાનું જમીન ક્લિનિક ખોલવું, ${programme} બનવું, ભાગીદારી અને CSR, અને અમારો સંપર્ક કેવી રીતે કરવો`,
    empty: (name) =>
      `${name ? `${name}, ` : ""}કૃપા કરીને તમારો સવાલ લખો. જેમ કે: "જમીનની ચકાસણી કેવી રીતે કરાવવી?" અથવા "ચકાસણીનો ભાવ શું છે?"`,
    greeting: (name, assistantName, topics) =>
      `નમસ્તે${name ? ` ${name}` : ""}! હું ${assistantName} છું. હું આ બાબતોમાં તમારી મદદ કરી શકું: ${topics}. તમારે શું જાણવું છે?`,
    thanks: (name, phone, email) =>
      `આભાર${name ? ` ${name}` : ""}! બીજો કોઈ સવાલ હોય તો પૂછો. અમારી ટીમ સાથે ${phone} કે ${email} પર પણ વાત કરી શકો.`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `માફ કરશો${name ? ` ${name}` : ""}, આનો જવાબ મારી પાસે નથી. ` +
      `અમારી ટીમ મદદ કરશે: ${phones} પર ફોન કરો, ${email} પર ઈમેલ કરો, અથવા ${contactPath} પેજના ફોર્મથી લખો. ` +
      `કામનો સમય: ${hours}. ` +
      `હું આ બાબતોના જવાબ આપી શકું: ${topics}.`,
    more: (paths, phone) => `પૂરી માહિતી: ${paths.join(" અને ")}. મદદ માટે ${phone} પર ફોન કરો.`,
    callbackOffer:
      "તમારા બે સવાલના જવાબ હું આપી શક્યો નહીં, એટલે અમારી ટીમમાંથી કોઈ તમને ફોન કરે તો સારું રહેશે. " +
      "નીચે \"મને ફોન કરો\" દબાવો, કામના સમયમાંથી તમને ફાવે એ સમય પસંદ કરો, અમે તમને ફોન કરીશું.",
    contactTitle: "અમારો સંપર્ક કરો",
    clinicsIn: (place, clinics) => `${place} માં અમારાં ક્લિનિક: ${clinics.join("; ")}. ચકાસણી બુક કરવા ક્લિનિક શોધો પેજ જુઓ.`,
    noClinicIn: (place) =>
      `${place} માં હજી અમારું કોઈ ક્લિનિક નથી. ક્લિનિક શોધો પેજ પર દરેક રાજ્યનાં ક્લિનિક છે; તમે જાતે પણ ક્લિનિક ખોલી શકો (/start-clinic પેજ જુઓ) અથવા અમને તમારા ગામમાં ચકાસણી લાવવા કહી શકો.`,
    nearestTo: (place, clinics) =>
      `${place} માં હજી અમારું કોઈ ક્લિનિક નથી. સૌથી નજીકનાં ક્લિનિક: ${clinics.map((c) => `${c.line} (આશરે ${c.km} કિમી દૂર)`).join("; ")}. ક્લિનિક શોધો પેજ પર તેમને નકશા પર જુઓ અને ત્યાં જ ચકાસણી બુક કરો.`,
  },
};
