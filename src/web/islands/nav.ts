/** Scroll distance after which the bar turns white with a shadow (as the specification sets it). */
export const NAV_SHADOW_AFTER_PX = 10;

/**
 * The fixed top bar (`data-island="nav"` on the header): transparent over the
 * hero, solid once the page has scrolled more than 10 px or while the menu is
 * open (`data-solid`, which the classes follow). On narrow screens the menu
 * link becomes the disclosure button it announces: it opens and closes the
 * panel, Escape closes it, and so does following a link in it.
 */
export function enhanceNav(header: HTMLElement) {
  const button = header.querySelector<HTMLAnchorElement>("a[aria-controls='site-menu']");
  const menu = header.querySelector<HTMLElement>("#site-menu");
  let open = false;
  let scrolled = false;

  const paint = () => {
    header.dataset.scrolled = scrolled ? "true" : "false";
    header.toggleAttribute("data-solid", scrolled || open);
  };
  const setOpen = (next: boolean) => {
    open = next;
    if (menu) menu.hidden = !open;
    if (button) {
      button.setAttribute("aria-expanded", String(open));
      const label = open ? button.dataset.closeLabel : button.dataset.openLabel;
      if (label) button.setAttribute("aria-label", label);
    }
    paint();
  };

  const onScroll = () => {
    const now = window.scrollY > NAV_SHADOW_AFTER_PX;
    if (now === scrolled) return;
    scrolled = now;
    paint();
  };
  scrolled = window.scrollY > NAV_SHADOW_AFTER_PX;
  window.addEventListener("scroll", onScroll, { passive: true });

  // From here on the button's state rules the panel, not the address's #site-menu.
  if (menu) {
    menu.dataset.live = "";
    if (location.hash === "#site-menu") history.replaceState(history.state, "", location.pathname + location.search);
  }
  setOpen(false);

  button?.addEventListener("click", (e) => {
    e.preventDefault();
    setOpen(!open);
  });
  button?.addEventListener("keydown", (e) => {
    if (e.key !== " ") return;
    e.preventDefault();
    setOpen(!open);
  });
  window.addEventListener("keydown", (e) => {
    if (open && e.key === "Escape") setOpen(false);
  });
  menu?.addEventListener("click", (e) => {
    if ((e.target as Element | null)?.closest?.("a[href]")) setOpen(false);
  });
}
