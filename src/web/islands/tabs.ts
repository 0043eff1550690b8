/**
 * Tabs following the WAI-ARIA pattern (`data-island="tabs"` on the block that
 * holds the tablist and its panels). The server renders the first tab selected
 * and the other panels hidden; here a click selects a tab, the arrow keys move
 * and select (wrapping), Home and End jump to the ends, and only the selected
 * tab is in the tab order. The tabs' looks follow `aria-selected`.
 */
export function enhanceTabs(root: HTMLElement) {
  const tabs = [...root.querySelectorAll<HTMLElement>("[role=tab]")];
  const count = tabs.length;
  let selected = Math.max(0, tabs.findIndex((t) => t.getAttribute("aria-selected") === "true"));

  const select = (i: number, focus: boolean) => {
    selected = ((i % count) + count) % count;
    tabs.forEach((tab, j) => {
      const on = j === selected;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !on;
    });
    if (focus) tabs[selected]?.focus();
  };

  const moves: Record<string, () => number> = {
    ArrowRight: () => selected + 1,
    ArrowLeft: () => selected - 1,
    Home: () => 0,
    End: () => count - 1,
  };
  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => select(i, false));
    tab.addEventListener("keydown", (e) => {
      const move = moves[e.key];
      if (!move) return;
      e.preventDefault();
      select(move(), true);
    });
  });
}
