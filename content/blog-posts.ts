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
