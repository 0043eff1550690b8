/**
 * The text steps of the first-screen CSS (scripts/build-critical-css.ts, decision
 * 0020): the rules Chromium kept come in as its serialisation, and leave as the
 * smallest CSS that means the same, because every byte of it is in every
 * page's first response (decision 0025).
 */

/** Chromium's serialisation without the spaces it adds: after `{`, `;`, `,` and after a declaration's colon. */
export function minifyCss(css: string): string {
  return (
    css
      .replace(/\s*\n\s*/g, "")
      .replace(/;?\s*}\s*/g, "}")
      .replace(/\s*{\s*/g, "{")
      .replace(/;\s+/g, ";")
      .replace(/,\s+/g, ",")
      // A declaration is `name: value` right after `{` or `;`; a selector's colon has no space after it.
      .replace(/([{;])(-{0,2}[A-Za-z][\w-]*): /g, "$1$2:")
  );
}

/**
 * Drops transitions: the first paint has nothing to animate from, and the
 * full stylesheet brings them before anyone can change a thing.
 * (`transition*` declarations, and the `--tw-duration`/`--tw-ease` they read;
 * a rule left empty goes too.)
 */
export function dropTransitions(css: string): string {
  let result = css.replace(/([{;])(?:transition(?:-[a-z-]+)?|--tw-duration|--tw-ease):[^;{}]*(?=[;}])/g, "$1");
  // Tidy what the removal left: `{;a:b}`, `a:b;;c:d`, `a:b;}`, and rules with nothing left.
  for (let before = ""; before !== result; ) {
    before = result;
    result = result.replace(/\{;+/g, "{").replace(/;;+/g, ";").replace(/;\}/g, "}").replace(/(^|[{}])(?:[^{}@]+|@(?:media|supports|container)[^{}]*)\{\}/g, "$1");
  }
  return result;
}

/** Top-level and nested blocks of `css` opened by `head` (e.g. `@layer properties{`), with their braces balanced. */
function blocksStartingWith(css: string, head: string): string[] {
  const found: string[] = [];
  for (let at = css.indexOf(head); at >= 0; at = css.indexOf(head, at + 1)) {
    let depth = 0;
    for (let i = at; i < css.length; i++) {
      if (css[i] === "{") depth++;
      else if (css[i] === "}" && --depth === 0) {
        found.push(css.slice(at, i + 1));
        break;
      }
    }
  }
  return found;
}

/**
 * Drops the custom properties nothing kept uses, until only those reachable
 * from the kept rules remain:
 * - theme variables (`--x: …` in the theme layer's `:root` rule);
 * - `@property --x {…}` registrations;
 * - the `@layer properties` block's defaults (Tailwind's stand-in for
 *   `@property` in browsers without it), which name every variable Tailwind
 *   registers and so must not count as a use.
 */
export function pruneCustomProperties(css: string): string {
  const themeRule = /(@layer theme\{:root,:host\{)([^}]*)(\})/.exec(css);
  const decls = themeRule ? themeRule[2]!.split(/;(?=--)/) : [];
  const props = [...css.matchAll(/@property (--[\w-]+)\{[^}]*\}/g)];
  const defaults = blocksStartingWith(css, "@layer properties{");
  let rest = themeRule ? css.replace(themeRule[0], "") : css;
  for (const m of props) rest = rest.replace(m[0], "");
  for (const block of defaults) rest = rest.replace(block, "");
  const used = new Set<string>();
  const collect = (text: string) => {
    let added = false;
    for (const m of text.matchAll(/(--[\w-]+)/g)) {
      if (used.has(m[1]!)) continue;
      used.add(m[1]!);
      added = true;
    }
    return added;
  };
  collect(rest);
  const nameOf = (decl: string) => decl.slice(0, decl.indexOf(":")).trim();
  // Theme variables refer to each other (e.g. --font-sans inside --default-font-family).
  for (let changed = true; changed; ) {
    changed = false;
    for (const d of decls) if (used.has(nameOf(d)) && collect(d.slice(d.indexOf(":") + 1))) changed = true;
  }
  let result = css;
  if (themeRule) result = result.replace(themeRule[0], themeRule[1] + decls.filter((d) => used.has(nameOf(d))).join(";") + themeRule[3]);
  for (const m of props) if (!used.has(m[1]!)) result = result.replace(m[0], "");
  for (const block of defaults) {
    // `…{*,::before,…{--a:0;--b:initial}}}`: keep the declarations of used variables only.
    const pruned = block.replace(/(\{)((?:--[\w-]+:[^;{}]*;?)+)(\})/, (_, open: string, body: string, close: string) => {
      const kept = body.split(/;(?=--)/).filter((d) => used.has(nameOf(d)));
      return kept.length ? `${open}${kept.join(";").replace(/;$/, "")}${close}` : `${open}${close}`;
    });
    result = result.replace(block, /\{\}\}*$/.test(pruned) ? "" : pruned);
  }
  return result;
}

/** Drops `@keyframes` that no kept rule (or kept variable) names. */
export function pruneKeyframes(css: string): string {
  const frames = blocksStartingWith(css, "@keyframes ");
  let rest = css;
  for (const block of frames) rest = rest.replace(block, "");
  let result = css;
  for (const block of frames) {
    const name = /^@keyframes ([\w-]+)/.exec(block)?.[1];
    if (name && !new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(rest)) result = result.replace(block, "");
  }
  return result;
}

/**
 * Tailwind gives its variables their starting values twice: `@property`
 * registrations, and the same values as plain declarations on every element
 * (`@layer properties`), wrapped in `@supports` for browsers without
 * `@property`. For the first paint the declarations alone do the same in
 * every browser, at a third of the bytes; the full stylesheet brings the
 * registrations (which only matter for animating those variables).
 */
export function registrationsAsDefaults(css: string): string {
  const [block] = blocksStartingWith(css, "@layer properties{");
  if (!block) return css;
  const defaults = /\{([^{}]*\{[^{}]*\})\}\}$/.exec(block)?.[1];
  if (!defaults) return css;
  const registered = [...css.matchAll(/@property (--[\w-]+)\{[^}]*\}/g)];
  // Only when every registration has its declaration, so nothing loses its starting value.
  if (registered.some((m) => !defaults.includes(`${m[1]}:`))) return css;
  let result = css.replace(block, `@layer properties{${defaults}}`);
  for (const m of registered) result = result.replace(m[0], "");
  return result;
}

/** All of the above, in order: the first screen's CSS as it goes into the page. */
export function finishCriticalCss(serialised: string): string {
  return registrationsAsDefaults(pruneKeyframes(pruneCustomProperties(dropTransitions(minifyCss(serialised)))));
}
