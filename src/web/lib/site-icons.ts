/**
 * The site's mark as the PNGs browsers and search engines ask for, each drawn
 * from `public/favicon.svg` by scripts/build-icons.ts and committed. PNG, not
 * the SVG itself: a browser builds a whole document on the page's main thread
 * to draw an SVG favicon, while the page is loading.
 */
export const ICON_SOURCE = "/favicon.svg";

export interface SiteIcon {
  /** Where it is served, from `public/`. */
  path: string;
  /** Width and height in pixels. */
  size: number;
  /** Drawn over this colour: a home-screen icon is opaque (iOS fills transparent corners with black). */
  background?: string;
}

export const SITE_ICONS = {
  /** The tab's icon. */
  favicon: { path: "/favicon-32.png", size: 32 },
  /** A phone's home screen: the circle's green fills the square. */
  homeScreen: { path: "/apple-touch-icon.png", size: 180, background: "#235731" },
  /** The logo the organisation's structured data gives search engines. */
  logo: { path: "/logo-512.png", size: 512 },
} as const satisfies Record<string, SiteIcon>;
