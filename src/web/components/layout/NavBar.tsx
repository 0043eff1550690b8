import { useEffect, useState, useSyncExternalStore } from "react";
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

const noSubscription = () => () => {};

/** Scroll distance after which the bar turns white with a shadow (as the specification sets it). */
export const NAV_SHADOW_AFTER_PX = 10;

/**
 * Fixed top bar: transparent over the hero, white with a shadow once the page
 * has scrolled more than 10 px. Wide screens show the nine links inline;
 * narrower screens get a disclosure menu that closes on every route change.
 * The language switch sits in the bar at every width and again in the menu;
 * `suggest` adds a one-line offer of the page in the visitor's language.
 */
export function NavBar({ suggest, lost }: { suggest?: Locale | null; lost?: boolean }) {
  const t = useContent(common).nav;
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  // Until the page is live the panel opens as the link's target (no scripts
  // needed); from then on React's state alone decides.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SHADOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Close the menu whenever the route changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const solid = scrolled || open;

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    [
      "relative rounded-full px-2.5 py-2 text-[0.9rem] font-medium whitespace-nowrap transition-colors",
      solid
        ? isActive
          ? "bg-forest-50 text-forest-800 font-semibold"
          : "text-ink hover:bg-forest-50 hover:text-forest-800"
        : isActive
          ? "bg-white/15 text-white font-semibold"
          : "text-white/90 hover:bg-white/10 hover:text-white",
    ].join(" ");

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        solid ? "bg-white shadow-[0_2px_16px_rgb(22_53_32_/_0.12)]" : "bg-transparent"
      } ${solid ? "on-light" : ""}`}
    >
      {suggest ? <LanguageSuggestion key={suggest} target={suggest} /> : null}
      <nav aria-label={t.label} className="mx-auto flex h-16 max-w-[88rem] items-center justify-between gap-4 px-5 sm:h-18 sm:px-8">
        <Link to="/" aria-label={t.homeLabel} aria-current={stripLocale(pathname) === "/" ? "page" : undefined} className="shrink-0 rounded-lg">
          <Logo tone={solid ? "light" : "dark"} />
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
          <LanguageSwitch
            toHome={lost}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors ${
              solid ? "border-forest-200 text-forest-800 hover:bg-forest-50" : "border-white/40 text-white hover:bg-white/10"
            }`}
          />
          <ButtonLink to={t.startClinic.to} size="sm" tone={solid ? "light" : "dark"} className="max-sm:hidden!">
            {t.startClinic.label}
          </ButtonLink>
          {/* A link to the menu panel, so the menu opens before and without scripts
              (the panel shows when it is the page's target, see app.css); once the
              page is live it acts as the disclosure button it announces. */}
          <a
            href="#site-menu"
            role="button"
            className={`inline-flex size-11 items-center justify-center rounded-full xl:hidden ${solid ? "text-forest-900 hover:bg-forest-50" : "text-white hover:bg-white/10"}`}
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label={open ? t.closeMenu : t.openMenu}
            onClick={(e) => {
              e.preventDefault();
              setOpen((v) => !v);
            }}
            onKeyDown={(e) => {
              if (e.key !== " ") return;
              e.preventDefault();
              setOpen((v) => !v);
            }}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </a>
        </div>
      </nav>

      <div id="site-menu" hidden={!open} data-live={live ? "" : undefined} className="site-menu max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-forest-100 bg-white xl:hidden">
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
          <li className="sm:col-span-2">
            <LanguageSwitch toHome={lost} className="flex items-center gap-2 rounded-xl px-4 py-3 text-base font-semibold text-forest-800 hover:bg-forest-50" />
          </li>
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
