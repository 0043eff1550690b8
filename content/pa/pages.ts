import type { PlaceholderKey, PlaceholderPage } from "../types.ts";

/** Title, description and hero of the blog list page. */
export const pagesPa: Record<PlaceholderKey, PlaceholderPage> = {
  blog: {
    meta: { title: "ਬਲੌਗ", description: "ਮਿੱਟੀ ਦੇ ਵਿਗਿਆਨ, ਜੈਵਿਕ ਖੇਤੀ, ਖੇਤੀ ਦੀ ਨਵੀਂ ਤਕਨੀਕ ਅਤੇ ਕਿਸਾਨਾਂ ਦੀ ਕਾਮਯਾਬੀ ਬਾਰੇ ਲੇਖ।" },
    hero: { eyebrow: "ਬਲੌਗ", title: "ਖੇਤਾਂ ਤੋਂ ਕਹਾਣੀਆਂ", subtitle: "ਮਿੱਟੀ ਦਾ ਵਿਗਿਆਨ, ਜੈਵਿਕ ਖੇਤੀ, ਨਵੀਂ ਤਕਨੀਕ ਅਤੇ ਕਿਸਾਨਾਂ ਦੀ ਕਾਮਯਾਬੀ ਦੀਆਂ ਕਹਾਣੀਆਂ।" },
  },
};
