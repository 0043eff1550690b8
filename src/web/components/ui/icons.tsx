import type { SVGProps } from "react";
import spriteUrl from "./icons.svg?no-inline";
import spriteSource from "./icons.svg?raw";

/**
 * The site's icons (24 px grid, drawn in currentColor), decorative unless the
 * caller gives them a label. Every drawing lives once, as a symbol in
 * `icons.svg`; an icon on a page is a `<use>` of that symbol, so the browser
 * fetches the drawings once, caches them for a year, and each page carries a
 * short reference instead of the paths (decision 0026).
 *
 * The first screen's icons (the top bar, the hero's button) pass `inline`:
 * they are drawn in the page from the same symbol, so they paint with the
 * first response instead of a round trip later.
 */
export const iconNames = [
  "alert", "arrow-right", "book", "building", "chart", "check", "chevron-left", "chevron-right", "clock", "close", "coins",
  "directions", "download", "droplet", "facebook", "globe", "handshake", "heart", "instagram", "leaf", "linkedin", "mail",
  "menu", "phone", "pin", "plus", "press", "quote", "sampling", "satellite", "school", "search", "shield", "spark", "target",
  "testing", "trend-down", "trend-steady", "trend-up", "users", "whatsapp", "x",
] as const;
export type SpriteIconName = (typeof iconNames)[number];

type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML" | "name"> & {
  /** Draw the paths in the page (first-screen icons) instead of pointing at the sprite. */
  inline?: boolean;
};

/** Each symbol's drawing attributes and shapes, read from the sprite, for inline icons. */
const inlineDrawings = new Map<string, string>();
for (const [, id, attrs, body] of spriteSource.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"([^>]*)>([\s\S]*?)<\/symbol>/g)) {
  inlineDrawings.set(id!, `<g${attrs}>${body}</g>`);
}

export function Icon({ name, inline, ...props }: IconProps & { name: SpriteIconName }) {
  const frame = { viewBox: "0 0 24 24", width: 24, height: 24, "aria-hidden": true, ...props } as const;
  if (inline) return <svg {...frame} dangerouslySetInnerHTML={{ __html: inlineDrawings.get(name) ?? "" }} />;
  return (
    <svg {...frame}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

const named = (name: SpriteIconName) => (p: IconProps) => <Icon name={name} {...p} />;

export const ArrowRight = named("arrow-right");
export const ChevronLeft = named("chevron-left");
export const ChevronRight = named("chevron-right");
export const MenuIcon = named("menu");
export const CloseIcon = named("close");
export const PhoneIcon = named("phone");
export const MailIcon = named("mail");
export const PinIcon = named("pin");
export const CheckIcon = named("check");
export const AlertIcon = named("alert");
export const QuoteIcon = named("quote");
export const LeafIcon = named("leaf");
export const SamplingIcon = named("sampling");
export const TestingIcon = named("testing");
export const SatelliteIcon = named("satellite");
export const SparkIcon = named("spark");
export const DirectionsIcon = named("directions");
export const SearchIcon = named("search");
export const ClockIcon = named("clock");
export const HandshakeIcon = named("handshake");
export const PressIcon = named("press");
export const DownloadIcon = named("download");
export const PlusIcon = named("plus");
export const WhatsAppIcon = named("whatsapp");
export const TrendUpIcon = named("trend-up");
export const TrendDownIcon = named("trend-down");
export const TrendSteadyIcon = named("trend-steady");

export const LinkedInIcon = named("linkedin");
export const FacebookIcon = named("facebook");
export const XIcon = named("x");
export const InstagramIcon = named("instagram");
