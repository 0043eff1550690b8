/**
 * The picture a shared link shows (WhatsApp, Facebook, X): one 1200×630 JPEG
 * per public page and language, drawn by scripts/build-og-images.ts and
 * committed under public/og/. Kept free of imports so the script and the
 * pages name the files the same way.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** `/` in English → `/og/en/home.jpg`; `/find-clinic` in Hindi → `/og/hi/find-clinic.jpg`. */
export function ogImagePath(englishPath: string, locale: string): string {
  const name = englishPath.replace(/^\/+|\/+$/g, "").replaceAll("/", "-") || "home";
  return `/og/${locale}/${name}.jpg`;
}
