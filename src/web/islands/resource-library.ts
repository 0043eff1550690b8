/** Case- and accent-blind, in English and Hindi alike. */
const normalise = (s: string) => s.toLocaleLowerCase("en-IN").normalize("NFKD");

/**
 * The resource library's search and filters (`data-island="resource-library"`).
 * The server lists every item with the filters at "All"; here typing or choosing
 * hides the items that do not match (each carries its type, category, language
 * and searchable text in `data-` attributes), the count says how many are left,
 * "Clear filters" appears while any filter is set, and an empty result says so.
 */
export function enhanceResourceLibrary(root: HTMLElement) {
  const control = (key: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-filter='${key}']`);
  const query = control("q");
  const selects = (["type", "category", "language"] as const).map((key) => [key, control(key)] as const);
  const count = root.querySelector<HTMLElement>("[data-testid='resource-count']");
  const clear = root.querySelector<HTMLButtonElement>("[data-clear]");
  const list = root.querySelector<HTMLElement>("[data-testid='resource-list']");
  const empty = root.querySelector<HTMLElement>("[data-testid='resource-empty']");
  const items = [...root.querySelectorAll<HTMLElement>("[data-resource]")].map((el) => ({ el, text: normalise(el.dataset.search ?? "") }));
  let lastCount = "";

  const apply = () => {
    const q = normalise(query?.value.trim() ?? "");
    let shown = 0;
    for (const { el, text } of items) {
      const match = (!q || text.includes(q)) && selects.every(([key, select]) => !select?.value || el.dataset[key] === select.value);
      el.hidden = !match;
      if (match) shown++;
    }
    if (list) list.hidden = shown === 0;
    if (empty) empty.hidden = shown > 0;
    if (clear) clear.hidden = !q && selects.every(([, select]) => !select?.value);
    const text = ((shown === 1 ? root.dataset.countOne : root.dataset.countMany) ?? "{n}").replace("{n}", String(shown));
    // Only a changed count is written, so the status is announced when there is news.
    if (count && text !== lastCount) count.textContent = lastCount = text;
  };

  query?.addEventListener("input", apply);
  for (const [, select] of selects) select?.addEventListener("change", apply);
  clear?.addEventListener("click", () => {
    if (query) query.value = "";
    for (const [, select] of selects) if (select) select.value = "";
    apply();
    // The button goes away with the filters: the search field takes the focus it had.
    query?.focus();
  });
  // A page restored by Back keeps what was typed and chosen: the list follows it from the start.
  lastCount = count?.textContent ?? "";
  apply();
}
