import { site } from "../site.ts";
import type { GuideSet } from "../page-types.ts";
import { csrEn } from "./csr.ts";
import { forPartnersEn } from "./for-partners.ts";

const brand = site.brandName;
const didi = site.programmeName;

/**
 * The downloadable guides. scripts/build-pdfs.ts renders each into
 * public/downloads/; a test checks the committed files were built from this copy.
 */
export const guidesEn: GuideSet = {
  pageOf: "Page {page} of {total}",
  guides: {
    "soil-health-booklet": {
      title: "Soil Health Booklet",
      subtitle: "Know your soil: what we test, how to take a sample and how to read your report",
      blocks: [
        {
          heading: "Why soil health matters",
          paragraphs: [
            "Healthy soil is a living system. It feeds the crop, holds water between rains and keeps pests and diseases in balance. When soil is tired, farmers spend more on fertiliser every season and still see flat or falling yields.",
            `A soil test tells you what your field already has and what it lacks. Farmers who follow their test usually save up to ₹1000 per acre on inputs and see yield gains of 10-30%. At a ${brand} or ${didi} centre a test costs ₹300-₹500 per sample and the result is ready in 45-60 minutes.`,
          ],
        },
        {
          heading: "What we test",
          paragraphs: ["The portable device measures 13+ parameters (a 7-parameter version covers the core nutrients):"],
          table: {
            headings: ["Parameter", "What it tells you"],
            widths: [150, 345],
            rows: [
              ["pH", "Acidity or alkalinity; controls how available every other nutrient is."],
              ["Electrical conductivity (EC)", "Salt level; high EC harms germination and roots."],
              ["Organic carbon (OC)", "Organic matter and soil life; the base of fertility."],
              ["Nitrogen (N)", "Leaf and stem growth; the nutrient most often over-applied."],
              ["Phosphorus (P)", "Roots, flowering and grain; often already high after years of DAP."],
              ["Potassium (K)", "Grain filling, drought and disease tolerance."],
              ["Sulphur (S)", "Oil and protein content; key for oilseeds and pulses."],
              ["Zinc, Iron, Manganese, Copper, Boron", "Micronutrients; small amounts, big effect on yield."],
            ],
          },
        },
        {
          heading: "How to take a soil sample",
          bullets: [
            "Take the sample before sowing and before applying fertiliser or manure.",
            "Walk the field in a zig-zag and mark 5-10 spots. Avoid bunds, trees, compost pits, irrigation channels and wet patches.",
            "At each spot, scrape away surface litter and dig a V-shaped pit 6 inches (15 cm) deep.",
            "Slice a thin layer from the side of the pit from top to bottom and put it in a clean bucket.",
            "Mix the soil from all spots well, remove stones and roots, and spread it in a circle.",
            "Divide it into four parts, keep two opposite parts and repeat until about 500 g remain.",
            "Dry it in the shade, put it in a clean cloth or plastic bag and label it: your name, village, field and last crop.",
          ],
        },
        {
          heading: "How to read your report",
          paragraphs: ["Each value is rated low, medium or high. These are the common ratings used on soil health cards in India:"],
          table: {
            headings: ["Parameter", "Low", "Medium", "High"],
            widths: [155, 110, 120, 110],
            rows: [
              ["Organic carbon (%)", "below 0.50", "0.50-0.75", "above 0.75"],
              ["Available N (kg/ha)", "below 280", "280-560", "above 560"],
              ["Available P (kg/ha)", "below 10", "10-25", "above 25"],
              ["Available K (kg/ha)", "below 110", "110-280", "above 280"],
              ["pH", "below 6.5 (acidic)", "6.5-7.5 (neutral)", "above 7.5 (alkaline)"],
              ["EC (dS/m)", "below 1 (normal)", "1-3 (take care)", "above 3 (harmful)"],
            ],
          },
        },
        {
          heading: "Spotting nutrient problems in the field",
          paragraphs: ["Leaves often show what the soil lacks. Use these signs to decide when to test, and confirm with a test before buying inputs:"],
          table: {
            headings: ["Nutrient", "What you see", "Common in"],
            widths: [95, 260, 140],
            rows: [
              ["Nitrogen", "Older leaves turn pale yellow from the tip; plants stay short and thin.", "Sandy soils, heavy rain"],
              ["Phosphorus", "Dark green or purplish leaves; slow growth and late maturity.", "Acidic and cold soils"],
              ["Potassium", "Leaf edges of older leaves scorch brown; weak stems that lodge.", "Light soils, intensive cropping"],
              ["Sulphur", "Young leaves turn uniformly pale yellow.", "Oilseeds, low organic matter"],
              ["Zinc", "Rusty-brown spots on leaves; stunted paddy (khaira disease).", "Alkaline and flooded soils"],
              ["Iron", "Yellow between the veins of young leaves, veins stay green.", "Calcareous, high pH soils"],
              ["Boron", "Hollow stems, poor flowering and seed set.", "Sandy soils, cauliflower, mustard"],
            ],
          },
        },
        {
          heading: "Keeping your soil alive",
          bullets: [
            "Never burn crop residue: mix it into the soil or use it as mulch.",
            "Grow a pulse or green-manure crop (dhaincha, sunhemp) once a year.",
            "Add compost or vermicompost every season where you can.",
            "Reduce deep ploughing where possible; it breaks soil structure and burns organic carbon.",
            "Keep the soil covered between crops to protect it from sun and rain.",
          ],
        },
        {
          heading: "Turning the report into action",
          bullets: [
            "Low nutrient: apply the recommended dose plus a correction, in splits where possible.",
            "Medium nutrient: apply the recommended dose for your crop.",
            "High nutrient: cut the dose; you may skip it for a season. This is where most savings come from.",
            "Low organic carbon: add farmyard manure or compost, keep crop residue in the field and grow a green-manure crop.",
            "Acidic soil: ask about lime. Alkaline or saline soil: ask about gypsum and better drainage.",
            "Test again every season, or at least once a year, at the same time, to see what changed.",
          ],
        },
      ],
    },
    "fertilizer-guide": {
      title: "Fertilizer Guide",
      subtitle: "Choose the right fertiliser, the right dose and the right time, based on your soil test",
      blocks: [
        {
          heading: "The four rights",
          paragraphs: [
            "Every rupee spent on fertiliser works best when four things are right: the right source (which fertiliser), the right rate (how much), the right time (when) and the right place (where, near the roots). Your soil test answers the first two; the crop's growth stages answer the last two.",
          ],
        },
        {
          heading: "Nutrient content of common fertilisers",
          table: {
            headings: ["Fertiliser", "Nutrients", "Notes"],
            widths: [130, 150, 215],
            rows: [
              ["Urea", "46% N", "Apply in 2-3 splits; never all at sowing."],
              ["DAP", "18% N, 46% P2O5", "Basal dose at sowing; skip if P is high."],
              ["SSP", "16% P2O5, 11% S", "Good for oilseeds and pulses that need sulphur."],
              ["MOP (potash)", "60% K2O", "Basal dose; split on light, sandy soils."],
              ["NPK 10:26:26", "10% N, 26% P2O5, 26% K2O", "Basal complex for low P and K soils."],
              ["Zinc sulphate", "21% Zn (heptahydrate)", "Common dose 25 kg/ha once in 2-3 seasons."],
              ["Gypsum", "about 19% Ca, 16% S", "Groundnut at flowering; reclaims sodic soils."],
            ],
          },
        },
        {
          heading: "Adjusting doses to your soil test",
          paragraphs: ["Start from the recommended dose for your crop and region, then adjust by the test rating:"],
          table: {
            headings: ["Soil test rating", "Adjustment", "Example: wheat, 120 kg N/ha"],
            widths: [130, 165, 200],
            rows: [
              ["Low", "Add 25% to the dose", "150 kg N/ha (about 326 kg urea)"],
              ["Medium", "Apply the recommended dose", "120 kg N/ha (about 261 kg urea)"],
              ["High", "Cut 25-50% from the dose", "60-90 kg N/ha (130-196 kg urea)"],
            ],
          },
        },
        {
          heading: "How to calculate the quantity",
          bullets: [
            "Quantity of fertiliser (kg) = nutrient needed (kg) x 100 / nutrient % in the fertiliser.",
            "Example: 60 kg P2O5 from DAP = 60 x 100 / 46 = about 130 kg DAP. That DAP also gives 23 kg N, so reduce urea by 23 x 100 / 46 = 50 kg.",
            "Per acre = per hectare / 2.47.",
          ],
        },
        {
          heading: "Organic and bio-fertilisers",
          table: {
            headings: ["Input", "Typical dose", "Benefit"],
            widths: [130, 130, 235],
            rows: [
              ["Farmyard manure", "5-10 t/ha", "Adds organic carbon and all nutrients in small amounts; improves structure."],
              ["Vermicompost", "2-5 t/ha", "Rich, fine compost; good for vegetables and nurseries."],
              ["Rhizobium", "Seed treatment", "Fixes nitrogen in pulses and soybean; saves 20-30 kg N/ha."],
              ["Azotobacter / Azospirillum", "Seed or soil", "Fixes nitrogen for cereals; saves some urea."],
              ["PSB (phosphate solubilising)", "Seed or soil", "Releases phosphorus already locked in the soil."],
            ],
          },
        },
        {
          heading: "Common mistakes that cost money",
          bullets: [
            "Applying DAP every season on soil that already tests high in phosphorus.",
            "Putting all the urea at sowing, so much of it is lost before the crop needs it.",
            "Ignoring potash and micronutrients, so the crop cannot use the nitrogen it gets.",
            "Mixing fertilisers with pesticides in the same tank without advice.",
            "Buying loose or unlabelled fertiliser that may be adulterated.",
          ],
        },
        {
          heading: "Applying fertiliser safely and well",
          bullets: [
            "Apply phosphorus and potash at sowing, placed near the seed row, not broadcast on the surface.",
            "Split nitrogen: about half at sowing and the rest at key stages (tillering, knee-high, flowering).",
            "Apply on moist soil, and never just before heavy rain, to avoid losses.",
            "Add 5-10 tonnes per hectare of farmyard manure or compost when organic carbon is low.",
            "Wear gloves, keep fertiliser away from children, food and water sources, and store it in a dry place.",
            "Buy from licensed dealers and keep the bill; check the bag's seal and date.",
          ],
        },
        {
          heading: "Quick conversions",
          table: {
            headings: ["From", "To", "How"],
            widths: [165, 165, 165],
            rows: [
              ["kg per hectare", "kg per acre", "divide by 2.47"],
              ["kg per acre", "kg per bigha (UP, 1 bigha = 0.625 acre)", "multiply by 0.625"],
              ["Bags of urea (45 kg)", "kg of nitrogen", "bags x 20.7"],
              ["Bags of DAP (50 kg)", "kg of P2O5", "bags x 23"],
              ["Bags of MOP (50 kg)", "kg of K2O", "bags x 30"],
            ],
          },
          paragraphs: ["Bigha sizes differ from state to state; ask your clinic for the local measure."],
        },
      ],
    },
    "crop-advisory": {
      title: "Crop Advisory",
      subtitle: "Season-wise nutrient plans for common crops, to be adjusted with your soil test",
      blocks: [
        {
          heading: "How to use this advisory",
          paragraphs: [
            "The doses below are general recommendations (kg per hectare of N, P2O5 and K2O) used across much of India. Your soil test tells you whether to raise or lower each one; your local clinic or " +
              didi +
              " can make a plan for your exact field and variety. Divide by 2.47 for per-acre amounts.",
          ],
        },
        {
          heading: "Kharif crops (sown June-July)",
          table: {
            headings: ["Crop", "N:P2O5:K2O (kg/ha)", "Key advice"],
            widths: [95, 125, 275],
            rows: [
              ["Paddy", "100-120 : 50-60 : 40", "N in 3 splits: basal, tillering, panicle initiation. Zinc sulphate 25 kg/ha on zinc-deficient soils."],
              ["Maize", "120 : 60 : 40", "N in 3 splits: basal, knee-high, tasselling. Keep the field free of water-logging."],
              ["Soybean", "20-30 : 60-80 : 30-40", "Treat seed with Rhizobium. Sulphur 20 kg/ha lifts yield and oil."],
              ["Groundnut", "20 : 40 : 40", "Gypsum 250-500 kg/ha at flowering for calcium and sulphur."],
              ["Cotton", "100-150 : 50 : 50", "N in 3 splits up to flowering. Watch for magnesium and boron needs."],
            ],
          },
        },
        {
          heading: "Rabi crops (sown October-December)",
          table: {
            headings: ["Crop", "N:P2O5:K2O (kg/ha)", "Key advice"],
            widths: [95, 125, 275],
            rows: [
              ["Wheat", "120 : 60 : 40", "Half N at sowing, half at first irrigation (crown root stage, 20-25 days)."],
              ["Mustard", "80 : 40 : 40", "Sulphur 40 kg/ha (through SSP or gypsum) for oil content."],
              ["Chickpea", "20 : 40-60 : 20", "Treat seed with Rhizobium; avoid excess nitrogen."],
              ["Potato", "150-180 : 80 : 100", "Split N between planting and earthing-up; potash improves tuber quality."],
            ],
          },
        },
        {
          heading: "Micronutrients at a glance",
          table: {
            headings: ["Micronutrient", "Soil application", "Foliar spray"],
            widths: [110, 190, 195],
            rows: [
              ["Zinc", "Zinc sulphate 25 kg/ha every 2-3 seasons", "0.5% zinc sulphate with 0.25% lime"],
              ["Iron", "Not usually effective on alkaline soils", "0.5-1% ferrous sulphate, 2-3 sprays"],
              ["Boron", "Borax 10 kg/ha once in 2-3 seasons", "0.2% borax at flowering"],
              ["Manganese", "Manganese sulphate 10-25 kg/ha", "0.5% manganese sulphate"],
            ],
          },
        },
        {
          heading: "A season calendar for soil care",
          table: {
            headings: ["When", "What to do"],
            widths: [120, 375],
            rows: [
              ["April-May", "Test soil for the kharif crop; plan inputs and order them early."],
              ["June-July", "Apply basal P and K; sow kharif crops with treated seed."],
              ["August-September", "Top-dress nitrogen at the right stages; watch for deficiency signs."],
              ["October", "Keep residue in the field; test soil again for the rabi crop."],
              ["November-December", "Apply basal doses and sow rabi crops."],
              ["January-March", "Top-dress nitrogen with irrigation; record yields and costs."],
            ],
          },
        },
        {
          heading: "Good practice in every season",
          bullets: [
            "Test your soil before every season and keep the reports together to track change.",
            "Keep crop residue in the field instead of burning it; it feeds soil life and raises organic carbon.",
            "Rotate cereals with pulses or oilseeds to break pest cycles and add nitrogen.",
            "Use certified seed and treat it before sowing.",
            "Irrigate by crop stage; over-watering washes nitrogen away.",
            "Record what you applied, when and what it cost, so next season's plan is better.",
          ],
        },
      ],
    },
    "partner-proposal": {
      title: "Partner Proposal",
      subtitle: `Bringing soil intelligence to the farmers you serve: how a partnership with ${brand} works`,
      blocks: [
        {
          heading: `About ${brand}`,
          paragraphs: [
            `${brand} brings lab-grade soil testing to the farm gate. A portable device tests 13+ soil parameters in 45-60 minutes; trained ${didi} entrepreneurs and local clinics explain the results; satellite data and AI turn every test into crop-wise advice. Farmers save up to ₹1000 per acre on inputs and see yield gains of 10-30%.`,
          ],
        },
        {
          heading: "Our impact so far",
          bullets: forPartnersEn.impact.items.map((i) => `${i.value} ${i.label}`),
        },
        {
          heading: "Who we partner with",
          paragraphs: [`${forPartnersEn.partnerTypes.items.map((i) => i.title).join(", ")}: every organisation that reaches farmers can bring soil intelligence with it.`],
        },
        {
          heading: "Collaboration models",
          bullets: forPartnersEn.collaboration.items.map((i) => `${i.title}: ${i.description}`),
        },
        {
          heading: "Programme sizes and investment",
          table: {
            headings: ["Tier", "Investment", "Clinics", "Farmers", "Duration"],
            widths: [80, 110, 80, 110, 115],
            rows: csrEn.partnership.tiers.map((t) => [t.tier, t.investment, t.clinics, t.farmers, t.duration]),
          },
          paragraphs: ["Three programme sizes, planned with you. Custom partnerships are also designed around your geography, budget and reporting needs."],
        },
        {
          heading: "How a programme runs",
          table: {
            headings: ["Phase", "What happens", "Timing"],
            widths: [95, 300, 100],
            rows: [
              ["1. Plan", "Choose districts and villages together; agree targets and reporting.", "Weeks 1-4"],
              ["2. Recruit", `Select local women and youth as ${didi}s and clinic operators.`, "Weeks 3-8"],
              ["3. Train and equip", "Hands-on training; devices, sachets and app accounts handed over.", "Weeks 6-10"],
              ["4. Test and advise", "Baseline tests, farmer meetings, crop-wise advice and follow-up.", "From month 3"],
              ["5. Report", "Live dashboard, quarterly reviews and an end-line impact report.", "Throughout"],
            ],
          },
        },
        {
          heading: "What every partner receives",
          bullets: [
            "A baseline and end-line report for every programme.",
            "A live impact dashboard: tests, farmers, savings and soil health, district by district.",
            `${didi}s and clinics that keep serving farmers after the programme ends.`,
            "A named partnership manager and quarterly reviews.",
          ],
        },
        {
          heading: "Next steps",
          paragraphs: [
            `Write to ${site.emails.info} or call ${site.phones[0].display} / ${site.phones[1].display}, or use the form on our For Partners page. We reply within two working days with a proposal sized to your goals.`,
          ],
        },
      ],
    },
  },
};
