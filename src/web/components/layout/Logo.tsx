import { site } from "@content/site";

const tones = {
  light: { disc: "fill-forest-700", word: "text-forest-900" },
  dark: { disc: "fill-white/15", word: "text-white" },
  // In the top bar: dark ground over the hero, light once the bar turns solid (NavBar's `group/nav`).
  auto: { disc: "fill-white/15 group-data-solid/nav:fill-forest-700", word: "text-white group-data-solid/nav:text-forest-900" },
};

/** The brand mark: a leaf growing out of soil layers, and the wordmark. */
export function Logo({ tone }: { tone: keyof typeof tones }) {
  const c = tones[tone];
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false" className="shrink-0">
        <circle cx="20" cy="20" r="20" className={c.disc} />
        <path d="M9 27.5c3.7-1.6 7.3-1.6 11 0s7.3 1.6 11 0" fill="none" strokeWidth="2.2" strokeLinecap="round" className="stroke-harvest-400" />
        <path d="M11 31.5c3-1.2 6-1.2 9 0s6 1.2 9 0" fill="none" strokeWidth="2" strokeLinecap="round" className="stroke-soil-300" />
        <path d="M20 25V15.5" strokeWidth="2.2" strokeLinecap="round" className="stroke-white" />
        <path d="M20 17.5c0-4.5 2.8-7.6 8-8.3-.3 5.1-3.3 8.1-8 8.3z" className="fill-forest-300" />
        <path d="M20 20c0-3.6-2.3-6.1-6.5-6.6.2 4.1 2.7 6.5 6.5 6.6z" className="fill-white" />
      </svg>
      <span className={`font-brand text-xl font-semibold tracking-tight ${c.word}`}>{site.brandName}</span>
    </span>
  );
}
