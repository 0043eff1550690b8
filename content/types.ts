/** Shapes of the site's copy and static data. Components render these; they hold no prose themselves. */

export interface LinkItem {
  label: string;
  to: string;
}

export interface CallToAction extends LinkItem {}

export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface HeroContent {
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  subtitle: string;
  primary?: CallToAction;
  secondary?: CallToAction;
  image?: ImageRef;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  /** Indian state. */
  location: string;
  /** Photo URL; without one the card shows the author's initials. */
  image?: string;
  stats: readonly { label: string; value: string }[];
}

export interface MediaMention {
  name: string;
  /** Logo URL; without one the card shows the name as a wordmark. */
  logo?: string;
  /** Link to the article; without one the card is not a link. */
  link?: string;
  description: string;
}

export interface Partner {
  name: string;
  /** Logo URL; without one, or when it fails to load, the name is shown as text. */
  logo?: string;
}

export interface Stat {
  value: string;
  label: string;
  detail: string;
}

export interface Step {
  title: string;
  description: string;
  icon: "sampling" | "testing" | "satellite" | "ai";
}

export interface JourneyCard {
  stage: string;
  title: string;
  description: string;
  image: ImageRef;
}

export interface CommonContent {
  skipLink: string;
  /** Label of the off-screen field only bots fill (forms' spam trap). */
  honeypotLabel: string;
  nav: {
    label: string;
    homeLabel: string;
    links: readonly LinkItem[];
    startClinic: CallToAction;
    openMenu: string;
    closeMenu: string;
  };
  footer: {
    blurb: string;
    socialHeading: string;
    quickLinksHeading: string;
    quickLinks: readonly LinkItem[];
    servicesHeading: string;
    services: readonly LinkItem[];
    phoneLabel: string;
    emailLabel: string;
    legalLabel: string;
    legal: readonly LinkItem[];
    rights: string;
  };
  notFound: {
    meta: PageMeta;
    eyebrow: string;
    title: string;
    subtitle: string;
    home: CallToAction;
    contact: CallToAction;
    suggestionsHeading: string;
  };
  error: {
    title: string;
    subtitle: string;
    home: CallToAction;
  };
}

export interface HomeContent {
  meta: PageMeta;
  hero: HeroContent;
  trusted: { heading: string };
  explainer: {
    eyebrow: string;
    title: string;
    problem: { heading: string; points: readonly string[] };
    solution: { heading: string; points: readonly string[] };
    cta: CallToAction;
  };
  illustration: ImageRef & { caption: string };
  journey: {
    eyebrow: string;
    title: string;
    subtitle: string;
    fallbackImage: string;
    cards: readonly JourneyCard[];
  };
  stats: { title: string; subtitle: string; items: readonly Stat[]; note: string };
  science: { eyebrow: string; title: string; subtitle: string; steps: readonly Step[] };
  testimonials: {
    eyebrow: string;
    title: string;
    carouselLabel: string;
    previous: string;
    next: string;
    /** "{n}" and "{count}" are replaced. */
    slideLabel: string;
    dotLabel: string;
    items: readonly Testimonial[];
  };
  media: {
    title: string;
    subtitle: string;
    scrollLeft: string;
    scrollRight: string;
    items: readonly MediaMention[];
  };
  cta: {
    title: string;
    subtitle: string;
    primary: CallToAction;
    secondary: CallToAction;
  };
}

/** The pages whose title and hero live in the shared page record (only the blog list now). */
export type PlaceholderKey = "blog";

export interface PlaceholderPage {
  meta: PageMeta;
  hero: HeroContent;
}
