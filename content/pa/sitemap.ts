import { site } from "../site.ts";
import type { SitemapContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const sitemapPa: SitemapContent = {
  meta: { title: "ਸਾਈਟ ਦਾ ਨਕਸ਼ਾ", description: `${brand} ਵੈੱਬਸਾਈਟ ਦੇ ਸਾਰੇ ਪੰਨੇ ਇੱਕ ਥਾਂ: ਮੁੱਖ ਪੰਨੇ, ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ, ਵੱਖ-ਵੱਖ ਲੋਕਾਂ ਦੇ ਪੰਨੇ ਅਤੇ ਨਿਯਮ-ਸ਼ਰਤਾਂ।` },
  hero: { eyebrow: "ਸਾਈਟ ਦਾ ਨਕਸ਼ਾ", title: "ਸਾਈਟ ਦਾ ਨਕਸ਼ਾ", subtitle: "ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਦੇ ਸਾਰੇ ਪੰਨੇ ਇੱਕ ਥਾਂ।" },
  groups: [
    {
      title: "ਮੁੱਖ ਪੰਨੇ",
      links: [
        { label: "ਮੁੱਖ ਪੰਨਾ", to: "/", description: "ਮਿੱਟੀ ਨੂੰ ਸਮਝ ਕੇ ਟਿਕਾਊ ਖੇਤੀ।" },
        { label: "ਸਾਡੀ ਕਹਾਣੀ", to: "/about", description: "ਸਾਡਾ ਸੁਪਨਾ, ਟੀਚਾ, ਟੀਮ ਅਤੇ ਇਨਾਮ।" },
        { label: "ਜਾਣਕਾਰੀ", to: "/resources", description: "ਗਾਈਡਾਂ, ਵੀਡੀਓ, ਡਾਊਨਲੋਡ ਅਤੇ ਆਮ ਸਵਾਲ।" },
        { label: "ਬਲੌਗ", to: "/blog", description: "ਖੇਤਾਂ ਤੋਂ ਲੇਖ ਅਤੇ ਕਹਾਣੀਆਂ।" },
        { label: "ਸੰਪਰਕ", to: "/contact", description: "ਦਫ਼ਤਰ, ਫ਼ੋਨ, ਈਮੇਲ ਅਤੇ ਕੰਮ ਦਾ ਸਮਾਂ।" },
      ],
    },
    {
      title: "ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ",
      links: [
        { label: "ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ", to: "/solutions", description: `ਜਾਂਚ ਮਸ਼ੀਨ, ਕਲੀਨਿਕ, ${didi} ਸਕੀਮ ਅਤੇ ਪਲੇਟਫ਼ਾਰਮ।` },
        { label: "ਮਿੱਟੀ ਦੀ ਸਮਝ", to: "/soil-intelligence", description: "ਜਾਂਚ, ਸੈਟੇਲਾਈਟ ਅਤੇ AI ਰਲ ਕੇ ਕਿਵੇਂ ਕੰਮ ਕਰਦੇ ਹਨ।" },
        { label: "ਕਲੀਨਿਕ ਲੱਭੋ", to: "/find-clinic", description: "ਤੁਹਾਡੇ ਨੇੜੇ ਦੇ ਮਿੱਟੀ ਕਲੀਨਿਕ।" },
        { label: "ਕਲੀਨਿਕ ਖੋਲ੍ਹੋ", to: "/start-clinic", description: "ਖਰਚਾ, ਕਮਾਈ, ਸਿਖਲਾਈ ਅਤੇ ਮਦਦ।" },
      ],
    },
    {
      title: "ਤੁਹਾਡੇ ਲਈ",
      links: [
        { label: "ਕਿਸਾਨਾਂ ਲਈ", to: "/for-farmers", description: "ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਕਿਉਂ ਅਤੇ ਕਿਵੇਂ ਕਰਾਈਏ।" },
        { label: "ਭਾਈਵਾਲਾਂ ਲਈ", to: "/for-partners", description: "ਰਲ ਕੇ ਕੰਮ ਕਰਨ ਦੇ ਤਰੀਕੇ ਅਤੇ ਭਾਈਵਾਲੀ ਦੀ ਅਰਜ਼ੀ।" },
        { label: "CSR", to: "/csr", description: "CSR ਪ੍ਰੋਗਰਾਮ, ਅਸਰ ਅਤੇ ਨਿਵੇਸ਼ ਦੇ ਪੱਧਰ।" },
      ],
    },
    {
      title: "ਨਿਯਮ ਅਤੇ ਸ਼ਰਤਾਂ",
      links: [
        { label: "ਨਿੱਜਤਾ ਨੀਤੀ", to: "/privacy-policy", description: "ਅਸੀਂ ਤੁਹਾਡੀ ਜਾਣਕਾਰੀ ਕਿਵੇਂ ਸਾਂਭਦੇ ਹਾਂ।" },
        { label: "ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ", to: "/terms-of-service", description: "ਸਾਡੀ ਵੈੱਬਸਾਈਟ ਵਰਤਣ ਦੀਆਂ ਸ਼ਰਤਾਂ।" },
        { label: "ਸਾਈਟ ਦਾ ਨਕਸ਼ਾ", to: "/sitemap", description: "ਇਹੀ ਪੰਨਾ।" },
      ],
    },
  ],
  xmlNote: { label: "sitemap.xml", to: "/sitemap.xml", text: "ਸਰਚ ਇੰਜਣਾਂ ਲਈ:" },
};
