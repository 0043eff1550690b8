import { site } from "../site.ts";
import type { CommonContent } from "../types.ts";

export const commonPa: CommonContent = {
  skipLink: "ਸਿੱਧਾ ਮੁੱਖ ਜਾਣਕਾਰੀ ਤੇ ਜਾਓ",
  honeypotLabel: "ਇਸ ਨੂੰ ਖਾਲੀ ਛੱਡ ਦਿਓ",
  nav: {
    label: "ਮੁੱਖ ਮੀਨੂ",
    homeLabel: `${site.brandName} ਦਾ ਮੁੱਖ ਪੰਨਾ`,
    links: [
      { label: "ਸਾਡੀ ਕਹਾਣੀ", to: "/about" },
      { label: "ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ", to: "/solutions" },
      { label: "ਮਿੱਟੀ ਦੀ ਸਮਝ", to: "/soil-intelligence" },
      { label: "ਕਿਸਾਨਾਂ ਲਈ", to: "/for-farmers" },
      { label: "ਭਾਈਵਾਲਾਂ ਲਈ", to: "/for-partners" },
      { label: "CSR", to: "/csr" },
      { label: "ਕਲੀਨਿਕ ਲੱਭੋ", to: "/find-clinic" },
      { label: "ਜਾਣਕਾਰੀ", to: "/resources" },
      { label: "ਸੰਪਰਕ", to: "/contact" },
    ],
    startClinic: { label: "ਕਲੀਨਿਕ ਖੋਲ੍ਹੋ", to: "/start-clinic" },
    openMenu: "ਮੀਨੂ ਖੋਲ੍ਹੋ",
    closeMenu: "ਮੀਨੂ ਬੰਦ ਕਰੋ",
  },
  footer: {
    blurb: `${site.brandName} ਲੈਬ ਵਰਗੀ ਮਿੱਟੀ ਦੀ ਜਾਂਚ ਸਿੱਧੀ ਤੁਹਾਡੇ ਖੇਤ ਤੱਕ ਲਿਆਉਂਦਾ ਹੈ। ਛੋਟੀ ਜਾਂਚ ਮਸ਼ੀਨ, ਪਿੰਡ ਦੀ ਸਿਖਲਾਈ ਪ੍ਰਾਪਤ ${site.programmeName} ਅਤੇ ਸੈਟੇਲਾਈਟ ਤੋਂ ਮਿਲੀ ਸਲਾਹ ਦੀ ਮਦਦ ਨਾਲ ਕਿਸਾਨ ਖਾਦ-ਦਵਾਈ ਤੇ ਘੱਟ ਖਰਚਾ ਕਰਦੇ ਹਨ ਅਤੇ ਚੰਗੀ ਮਿੱਟੀ ਤੋਂ ਵੱਧ ਫ਼ਸਲ ਲੈਂਦੇ ਹਨ।`,
    socialHeading: "ਸਾਡੇ ਨਾਲ ਜੁੜੋ",
    quickLinksHeading: "ਜ਼ਰੂਰੀ ਲਿੰਕ",
    quickLinks: [
      { label: "ਸਾਡੀ ਕਹਾਣੀ", to: "/about" },
      { label: "ਕਿਸਾਨਾਂ ਲਈ", to: "/for-farmers" },
      { label: "ਭਾਈਵਾਲਾਂ ਲਈ", to: "/for-partners" },
      { label: "CSR ਭਾਈਵਾਲੀ", to: "/csr" },
      { label: "ਜਾਣਕਾਰੀ", to: "/resources" },
      { label: "ਬਲੌਗ", to: "/blog" },
      { label: "ਸੰਪਰਕ", to: "/contact" },
    ],
    servicesHeading: "ਸਾਡੀਆਂ ਸੇਵਾਵਾਂ",
    services: [
      { label: "ਮਿੱਟੀ ਜਾਂਚ ਮਸ਼ੀਨ", to: "/solutions" },
      { label: "ਨੇੜੇ ਦਾ ਕਲੀਨਿਕ ਲੱਭੋ", to: "/find-clinic" },
      { label: `${site.programmeName} ਸਕੀਮ`, to: "/solutions" },
      { label: "ਮਿੱਟੀ ਜਾਣਕਾਰੀ ਪਲੇਟਫ਼ਾਰਮ", to: "/soil-intelligence" },
      { label: "ਕਲੀਨਿਕ ਖੋਲ੍ਹੋ", to: "/start-clinic" },
    ],
    phoneLabel: "ਫ਼ੋਨ",
    emailLabel: "ਈਮੇਲ",
    legalLabel: "ਨਿਯਮ ਅਤੇ ਸ਼ਰਤਾਂ",
    legal: [
      { label: "ਨਿੱਜਤਾ ਨੀਤੀ", to: "/privacy-policy" },
      { label: "ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ", to: "/terms-of-service" },
      { label: "ਸਾਈਟ ਦਾ ਨਕਸ਼ਾ", to: "/sitemap" },
    ],
    rights: "ਸਾਰੇ ਹੱਕ ਰਾਖਵੇਂ।",
  },
  notFound: {
    meta: {
      title: "ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ",
      description: "ਤੁਸੀਂ ਜੋ ਪੰਨਾ ਲੱਭ ਰਹੇ ਸੀ, ਉਹ ਹੈ ਨਹੀਂ ਜਾਂ ਕਿਤੇ ਹੋਰ ਚਲਾ ਗਿਆ ਹੈ।",
    },
    eyebrow: "ਗਲਤੀ 404",
    title: "ਇਹ ਖੇਤ ਖਾਲੀ ਹੈ",
    subtitle: "ਤੁਸੀਂ ਜੋ ਪੰਨਾ ਲੱਭ ਰਹੇ ਸੀ, ਉਹ ਹੈ ਨਹੀਂ ਜਾਂ ਕਿਤੇ ਹੋਰ ਚਲਾ ਗਿਆ ਹੈ। ਆਓ, ਤੁਹਾਨੂੰ ਸਹੀ ਥਾਂ ਲੈ ਚੱਲੀਏ।",
    home: { label: "ਮੁੱਖ ਪੰਨੇ ਤੇ ਜਾਓ", to: "/" },
    contact: { label: "ਸਾਡੇ ਨਾਲ ਗੱਲ ਕਰੋ", to: "/contact" },
    suggestionsHeading: "ਲੋਕ ਇਹ ਪੰਨੇ ਵੱਧ ਵੇਖਦੇ ਹਨ",
  },
  error: {
    title: "ਕੁਝ ਗੜਬੜ ਹੋ ਗਈ",
    subtitle: "ਇਹ ਪੰਨਾ ਨਹੀਂ ਖੁੱਲ੍ਹ ਸਕਿਆ। ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।",
    home: { label: "ਮੁੱਖ ਪੰਨੇ ਤੇ ਜਾਓ", to: "/" },
  },
};
