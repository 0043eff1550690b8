import type { ReactNode } from "react";
import { common } from "@content/common";
import type { Locale } from "@content/i18n";
import { useContent } from "~/lib/content";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";

/** Skip link, navigation bar, main landmark and footer around every public page. */
/** `lost`: the page is missing or failed, so the language switch leads to the other language's home. */
export function PublicShell({ children, suggest, lost }: { children: ReactNode; suggest?: Locale | null; lost?: boolean }) {
  const t = useContent(common);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-harvest-400 focus:px-5 focus:py-3 focus:font-semibold focus:text-soil-950 focus:shadow-lg"
      >
        {t.skipLink}
      </a>
      <NavBar suggest={suggest} lost={lost} />
      {/* lazy-sections: below the first screen, sections render after the load (islands/sections.ts). */}
      <main id="main" tabIndex={-1} className="lazy-sections outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
