/**
 * Sample articles a fresh site starts with (seeded once into blog_posts; staff
 * edit or delete them in the admin area). Bodies are HTML in the editor's
 * vocabulary: paragraphs, level 2-3 headings, lists, quotes and links.
 */
export interface SampleBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: "Soil Science" | "Organic Farming" | "Technology" | "Success Stories";
  tags: string[];
  imageUrl: string;
  /** Days before the seed ran; gives the list a believable spread of dates. */
  daysAgo: number;
}

export const sampleBlogPosts: readonly SampleBlogPost[] = [
  {
    slug: "understanding-soil-as-a-living-system",
    title: "Understanding Soil as a Living System, Not a Report Card",
    excerpt:
      "A soil test is more than a list of numbers. Learn how nutrients, structure, biology and carbon work together, and why that changes the advice a farmer gets.",
    author: "Dr. Anjali Rao",
    category: "Soil Science",
    tags: ["soil health", "organic carbon", "nutrients"],
    imageUrl: "/images/soil-system.svg",
    daysAgo: 3,
    content: `<p>Most farmers in India have seen a soil health card: a table of nitrogen, phosphorus, potassium and a few micronutrients, each marked low, medium or high. It is useful, but it treats the field like a report card. Soil is a living system, and the numbers only make sense together.</p>
<h2>Four things that move together</h2>
<ul>
<li><strong>Nutrients</strong> tell you what is available to the crop this season.</li>
<li><strong>Structure</strong> decides whether roots and water can reach those nutrients.</li>
<li><strong>Biology</strong> (microbes, fungi, earthworms) turns organic matter into plant food.</li>
<li><strong>Organic carbon</strong> holds water and nutrients and feeds the biology.</li>
</ul>
<p>A field with enough phosphorus on paper can still starve a crop if the soil is compacted or the microbes that release it are missing.</p>
<h2>What this means for advice</h2>
<p>When a Soil Doctor clinic tests 13 parameters in the field, the recommendation looks at the whole picture: less urea where organic carbon is rising, a green-manure crop where structure is poor, a micronutrient spray only where a deficiency is real.</p>
<blockquote><p>Test the soil, then treat the system, not the symptom.</p></blockquote>
<p>Collect your sample from 5-10 spots at 6-inch depth, mix it well and bring about 500 g to your nearest clinic.</p>`,
  },
  {
    slug: "five-steps-to-start-organic-farming",
    title: "Five Practical Steps to Start Organic Farming on a Small Farm",
    excerpt:
      "Switching to organic does not have to happen all at once. These five steps help small farmers cut input costs while building healthier soil season by season.",
    author: "Suresh Kulkarni",
    category: "Organic Farming",
    tags: ["organic", "compost", "input costs"],
    imageUrl: "/images/journey-during.svg",
    daysAgo: 11,
    content: `<p>Many farmers want to reduce chemical inputs but worry about yields in the first seasons. A gradual plan, guided by soil tests, keeps the risk small.</p>
<h2>1. Know your starting point</h2>
<p>Test the soil before changing anything. Organic carbon and microbial activity tell you how fast the field can respond.</p>
<h2>2. Make compost on the farm</h2>
<p>Crop residue, cow dung and green waste become a steady supply of organic matter instead of being burnt.</p>
<h2>3. Grow a green-manure crop</h2>
<p>Dhaincha or sunhemp between seasons adds nitrogen and improves structure.</p>
<h2>4. Replace inputs one at a time</h2>
<p>Start with one plot or one nutrient. Compare yields honestly before extending the change.</p>
<h2>5. Test again after each season</h2>
<p>The second test shows whether carbon and biology are improving, and where the plan needs adjusting.</p>`,
  },
  {
    slug: "how-a-portable-soil-testing-device-works",
    title: "How a Portable Soil Testing Device Gives Results in 45-60 Minutes",
    excerpt:
      "Lab reports used to take weeks. Here is how a portable kit measures 13+ parameters in the field, and how satellite data and AI turn the results into advice.",
    author: "Vikram Mehta",
    category: "Technology",
    tags: ["technology", "soil testing", "satellite"],
    imageUrl: "/images/hero-fields.svg",
    daysAgo: 20,
    content: `<p>Waiting weeks for a laboratory report means the sowing decision is often made without it. A portable device brings the test to the village.</p>
<h2>In the field</h2>
<ol>
<li>The sample is dried, sieved and mixed with reagents from a sealed sachet.</li>
<li>A filtration unit separates the extract.</li>
<li>The device reads colour changes and conductivity for each parameter.</li>
</ol>
<p>In 45-60 minutes the clinic has values for 13+ parameters, stored in the app with cloud sync.</p>
<h2>Beyond the test</h2>
<p>Satellite data adds crop history and moisture trends for the plot. The recommendation engine combines both and gives a fertiliser plan in the farmer's language.</p>`,
  },
  {
    slug: "from-seven-to-nine-quintals-a-farmers-story",
    title: "From 7 to 9 Quintals: How One Farmer Raised Her Yield by 28.5%",
    excerpt:
      "After years of guessing fertiliser doses, a farmer in Madhya Pradesh tested her soil, followed the advice and saw her yield rise while her costs fell.",
    author: "Soil Doctor Team",
    category: "Success Stories",
    tags: ["success story", "yield", "Madhya Pradesh"],
    imageUrl: "/images/journey-after.svg",
    daysAgo: 34,
    content: `<p>Savitri Patel farms four acres in Madhya Pradesh. For years she used the same fertiliser mix her neighbours used, and her wheat yield stayed at about 7 quintals per acre.</p>
<h2>The test</h2>
<p>A soil test at her village clinic showed enough potassium but low organic carbon and a zinc deficiency. She had been paying for nutrients the field did not need.</p>
<h2>The change</h2>
<ul>
<li>Less potash, a zinc application and farmyard manure.</li>
<li>A green-manure crop before the next season.</li>
</ul>
<h2>The result</h2>
<p>Her yield rose from 7 to 9 quintals per acre, an increase of 28.5%, and her input costs fell.</p>
<blockquote><p>"Now I know what my soil needs before I spend a single rupee."</p></blockquote>`,
  },
];

/** A sample article written in Hindi; `translationOf` names the English post it translates. */
export interface SampleHindiPost extends SampleBlogPost {
  translationOf?: string;
}

/** Hindi articles for the Hindi blog, written for farmers (seeded once, like the English ones). */
export const sampleHindiPosts: readonly SampleHindiPost[] = [
  {
    slug: "mitti-ek-zinda-tantra-hai",
    translationOf: "understanding-soil-as-a-living-system",
    title: "मिट्टी ज़िंदा है: इसे सिर्फ़ रिपोर्ट के नंबर न समझें",
    excerpt:
      "मिट्टी की जाँच सिर्फ़ नंबरों की सूची नहीं है। जानिए कि पोषक तत्व, मिट्टी की बनावट, मिट्टी के जीव और कार्बन मिलकर कैसे काम करते हैं, और इससे किसान को मिलने वाली सलाह कैसे बदलती है।",
    author: "डॉ. अंजलि राव",
    category: "Soil Science",
    tags: ["मिट्टी की सेहत", "जैविक कार्बन", "पोषक तत्व"],
    imageUrl: "/images/soil-system.svg",
    daysAgo: 3,
    content: `<p>भारत के ज़्यादातर किसानों ने मृदा स्वास्थ्य कार्ड देखा है: नाइट्रोजन, फ़ॉस्फ़ोरस, पोटाश और कुछ सूक्ष्म पोषक तत्वों की एक तालिका, हर एक के आगे कम, मध्यम या ज़्यादा लिखा होता है। यह काम का है, पर यह खेत को परीक्षा की मार्कशीट की तरह देखता है। मिट्टी एक ज़िंदा तंत्र है, और ये नंबर साथ मिलकर ही सही मतलब देते हैं।</p>
<h2>चार बातें जो साथ चलती हैं</h2>
<ul>
<li><strong>पोषक तत्व</strong> बताते हैं कि इस मौसम में फसल को क्या मिल सकता है।</li>
<li><strong>मिट्टी की बनावट</strong> तय करती है कि जड़ें और पानी उन पोषक तत्वों तक पहुँच पाएँगे या नहीं।</li>
<li><strong>मिट्टी के जीव</strong> (सूक्ष्म जीव, फफूँद, केंचुए) जैविक खाद को पौधे के भोजन में बदलते हैं।</li>
<li><strong>जैविक कार्बन</strong> पानी और पोषक तत्व रोककर रखता है और मिट्टी के जीवों को भोजन देता है।</li>
</ul>
<p>कागज़ पर भरपूर फ़ॉस्फ़ोरस वाला खेत भी फसल को भूखा रख सकता है, अगर मिट्टी सख़्त हो गई हो या उसे छोड़ने वाले जीव न हों।</p>
<h2>सलाह पर इसका असर</h2>
<p>जब Soil Doctor क्लिनिक खेत पर ही 13 चीज़ें जाँचता है, तो सलाह पूरी तस्वीर देखकर बनती है: जहाँ जैविक कार्बन बढ़ रहा है वहाँ कम यूरिया, जहाँ बनावट खराब है वहाँ हरी खाद की फसल, और सूक्ष्म पोषक तत्व का छिड़काव सिर्फ़ वहीं जहाँ सच में कमी है।</p>
<blockquote><p>पहले मिट्टी जाँचें, फिर पूरे तंत्र का इलाज करें, सिर्फ़ लक्षण का नहीं।</p></blockquote>
<p>खेत की 5-10 जगहों से 6 इंच गहराई तक मिट्टी लें, उसे अच्छी तरह मिलाएँ और लगभग 500 ग्राम मिट्टी अपने पास के क्लिनिक पर ले जाएँ।</p>`,
  },
  {
    slug: "buvai-se-pehle-mitti-jaanch",
    title: "बुवाई से पहले मिट्टी की जाँच: खाद पर पैसा कैसे बचाएँ",
    excerpt:
      "हर साल अंदाज़े से खाद डालने के बजाय, बुवाई से पहले एक बार मिट्टी जाँच कराइए। ₹300-₹500 की जाँच से हर एकड़ पर ₹800-₹1,200 तक बच सकते हैं।",
    author: "Soil Doctor टीम",
    category: "Soil Science",
    tags: ["मिट्टी जाँच", "खाद", "बचत"],
    imageUrl: "/images/soil-system.svg",
    daysAgo: 6,
    content: `<p>बहुत से किसान भाई-बहन हर मौसम में पिछली बार जितनी या उससे ज़्यादा खाद डालते हैं, ताकि पैदावार कम न हो। पर कई खेतों में फ़ॉस्फ़ोरस पहले से ही भरपूर होता है, और असली कमी ज़िंक या जैविक कार्बन की होती है। अंदाज़े की खाद पैसा भी खाती है और मिट्टी को भी थकाती है।</p>
<h2>जाँच कब कराएँ</h2>
<p>सबसे अच्छा समय बुवाई से 2-3 हफ़्ते पहले है, खाद या गोबर की खाद डालने से पहले। तब रिपोर्ट के हिसाब से खाद खरीद सकते हैं।</p>
<h2>नमूना कैसे लें</h2>
<ul>
<li>खेत में टेढ़ी-मेढ़ी चाल से चलें और 5-10 जगहें चुनें। मेड़, पेड़ के नीचे, खाद के गड्ढे और गीली जगह छोड़ दें।</li>
<li>हर जगह ऊपर का कचरा हटाकर 6 इंच गहरा "V" आकार का गड्ढा खोदें और उसकी दीवार से ऊपर से नीचे तक पतली परत काटें।</li>
<li>सब जगह की मिट्टी एक साफ़ बाल्टी में अच्छी तरह मिलाएँ, कंकड़ और जड़ें निकाल दें।</li>
<li>लगभग 500 ग्राम मिट्टी छाँव में सुखाकर साफ़ थैली में रखें, और उस पर अपना नाम, गाँव, खेत और पिछली फसल लिखें।</li>
</ul>
<h2>जाँच से क्या मिलता है</h2>
<p>Soil Doctor या Soil Didi क्लिनिक पर जाँच ₹300-₹500 प्रति नमूना में होती है और 45-60 मिनट में नतीजा मिल जाता है। साथ में सलाह मिलती है कि कौन-सी खाद कितनी डालें। सलाह मानने वाले किसानों की पैदावार 10-30% बढ़ती है और हर एकड़ पर ₹800-₹1,200 बचते हैं।</p>
<blockquote><p>एक जाँच, पूरे मौसम की समझ।</p></blockquote>
<p>अपने पास का क्लिनिक "क्लिनिक खोजें" पेज पर ज़िले या राज्य के नाम से खोजें।</p>`,
  },
];
