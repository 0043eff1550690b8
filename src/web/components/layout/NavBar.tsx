import { useLocation } from "react-router";
import { Link, NavLink } from "~/components/ui/Link";
import { common } from "@content/common";
import type { Locale } from "@content/i18n";
import { useContent } from "~/lib/content";
import { stripLocale } from "~/lib/locale";
import { ButtonLink } from "~/components/ui/Button";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { Logo } from "./Logo";
import { LanguageSuggestion, LanguageSwitch } from "./LanguageSwitch";

/**
 * Fixed top bar: transparent over the hero, white with a shadow once the page
 * has scrolled more than 10 px. Wide screens show the nine links inline;
 * narrower screens get a disclosure menu. The markup is the whole bar; its
 * behaviour is the `nav` island (src/web/islands/nav.ts), so it works the same
 * on every public page with or without React in the browser. The language
 * menu sits in the bar at every width; `suggest` adds a one-line offer of the
 * page in the visitor's language.
 */
export function NavBar({ suggest, lost }: { suggest?: Locale | null; lost?: boolean }) {
  const t = useContent(common).nav;
  const { pathname } = useLocation();

  // `group-data-solid/nav:` classes: the bar's colours while it is solid (scrolled, or the menu open).
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    [
      "relative rounded-full px-2.5 py-2 text-[0.9rem] font-medium whitespace-nowrap transition-colors",
      isActive
        ? "bg-white/15 text-white font-semibold group-data-solid/nav:bg-forest-50 group-data-solid/nav:text-forest-800"
        : "text-white/90 hover:bg-white/10 hover:text-white group-data-solid/nav:text-ink group-data-solid/nav:hover:bg-forest-50 group-data-solid/nav:hover:text-forest-800",
    ].join(" ");

  return (
    <header
      data-island="nav"
      data-scrolled="false"
      className="group/nav fixed inset-x-0 top-0 z-50 bg-transparent transition-[background-color,box-shadow] duration-300 data-solid:bg-white data-solid:shadow-[0_2px_16px_rgb(22_53_32_/_0.12)]"
    >
      {suggest ? <LanguageSuggestion key={suggest} target={suggest} /> : null}
      <nav aria-label={t.label} className="mx-auto flex h-16 max-w-[88rem] items-center justify-between gap-4 px-5 sm:h-18 sm:px-8">
        <Link to="/" aria-label={t.homeLabel} aria-current={stripLocale(pathname) === "/" ? "page" : undefined} className="shrink-0 rounded-lg">
          <Logo tone="auto" />
        </Link>

        <ul className="hidden items-center gap-0.5 xl:flex">
          {t.links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-2">
          <LanguageSwitch toHome={lost} />
          <ButtonLink
            to={t.startClinic.to}
            size="sm"
            tone="dark"
            // One line whatever the font: a label that wraps while the page's font is still on its way makes the bar taller, and the whole page jumps when it lands.
            className="max-sm:hidden! whitespace-nowrap group-data-solid/nav:bg-forest-700 group-data-solid/nav:text-white group-data-solid/nav:hover:bg-forest-800"
          >
            {t.startClinic.label}
          </ButtonLink>
          {/* A link to the menu panel, so the menu opens before and without scripts
              (the panel shows when it is the page's target, see app.css); once the
              page is live it acts as the disclosure button it announces. */}
          <a
            href="#site-menu"
            role="button"
            className="group/menu inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 xl:hidden group-data-solid/nav:text-forest-900 group-data-solid/nav:hover:bg-forest-50"
            aria-expanded="false"
            aria-controls="site-menu"
            aria-label={t.openMenu}
            data-open-label={t.openMenu}
            data-close-label={t.closeMenu}
          >
            <MenuIcon inline className="group-aria-expanded/menu:hidden" />
            <CloseIcon inline className="hidden group-aria-expanded/menu:block" />
          </a>
        </div>
      </nav>

      <div id="site-menu" hidden className="site-menu max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-forest-100 bg-white xl:hidden">
        <ul className="mx-auto grid max-w-[88rem] gap-1 px-5 py-4 sm:grid-cols-2 sm:px-8">
          {t.links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `block rounded-xl px-4 py-3 text-base font-medium ${isActive ? "bg-forest-50 text-forest-800 font-semibold" : "text-ink hover:bg-forest-50"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2 sm:col-span-2">
            <ButtonLink to={t.startClinic.to} fullWidth>
              {t.startClinic.label}
            </ButtonLink>
          </li>
        </ul>
      </div>
    </header>
  );
}
