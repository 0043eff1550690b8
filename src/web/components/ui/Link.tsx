import { forwardRef } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps, type To } from "react-router";
import { useLocale } from "~/lib/content";
import { localizePath } from "~/lib/locale";
import type { Locale } from "@content/i18n";

function localizeTo(to: To, locale: Locale): To {
  if (typeof to === "string") return localizePath(to, locale);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, locale) } : to;
}

/**
 * The site's internal link: paths are written in English (`/about`, as in the
 * content records) and lead to the same page in the current page's language.
 * Public pages are whole documents, not React in the browser (decision 0022),
 * so even from a page that still hydrates, a link loads the next page whole,
 * and there is no route for React Router to discover ahead of a click
 * (`discover="none"` leaves `data-discover` off every link).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const locale = useLocale();
  return <RouterLink ref={ref} to={localizeTo(to, locale)} reloadDocument discover="none" {...rest} />;
});

/**
 * NavLink with the same translation of paths. A language's home (`/hi`) is
 * only active on itself, as `/` is, not on every page below it.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end, ...rest }, ref) {
  const locale = useLocale();
  const localized = localizeTo(to, locale);
  const isHome = (typeof to === "string" ? to : to.pathname) === "/";
  return <RouterNavLink ref={ref} to={localized} end={end ?? isHome} reloadDocument discover="none" {...rest} />;
});
