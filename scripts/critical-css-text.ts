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
  return tidyAfterRemoval(css.replace(/([{;])(?:transition(?:-[a-z-]+)?|--tw-duration|--tw-ease):[^;{}]*(?=[;}])/g, "$1"));
}

/** Tidies what removing declarations left: `{;a:b}`, `a:b;;c:d`, `a:b;}`, and rules with nothing left. */
function tidyAfterRemoval(css: string): string {
  let result = css;
  for (let before = ""; before !== result; ) {
    before = result;
    result = result.replace(/\{;+/g, "{").replace(/;;+/g, ";").replace(/;\}/g, "}").replace(/(^|[{}])(?:[^{}@]+|@(?:media|supports|container)[^{}]*)\{\}/g, "$1");
  }
  return result;
}

/**
 * Drops animations that loop for ever (the partner strip's scroll): at the
 * first paint a loop stands at its start, which is how the element looks
 * without it, and the full stylesheet starts it from there. Rules that only
 * stop such a loop (for reduced motion) go with it; their keyframes go in
 * `pruneKeyframes`. Entrance animations (the hero's rise) stay: starting one
 * later would hide what was already painted.
 */
export function dropLoopingAnimations(css: string): string {
  const rulesOf = (text: string) => [...text.matchAll(/(?<=^|[{}])([^{}@]+)\{([^{}]*)\}/g)];
  const looping = new Set(rulesOf(css).filter((r) => /(^|;)animation:[^;]*\binfinite\b/.test(r[2]!)).map((r) => r[1]!));
  let result = css.replace(/([{;])animation:[^;{}]*\binfinite\b[^;{}]*(?=[;}])/g, "$1");
  const stop = /^animation:(?:none|auto ease 0s 1 normal none running none)$/;
  for (const selector of looping) {
    const rules = rulesOf(result).filter((r) => r[1] === selector);
    const animated = rules.some((r) => r[2]!.split(";").some((d) => /^animation(-name)?:/.test(d) && !stop.test(d)));
    if (!animated) for (const r of rules) if (stop.test(r[2]!)) result = result.replace(r[0], "");
  }
  return tidyAfterRemoval(result);
}

/** Tailwind's theme rule, `@layer theme{:root,:host{--a:…;--b:…}}`: its opening, its declarations, its closing. */
const THEME_RULE = /(@layer theme\{:root,:host\{)([^}]*)(\}\})/;

/** A declaration's property name (`--a` of `--a:1px`). */
const nameOf = (decl: string) => decl.slice(0, decl.indexOf(":")).trim();

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
  const themeRule = THEME_RULE.exec(css);
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

/**
 * Drops Tailwind's `color-mix()` upgrades where the rule right before gives
 * the same colour in plain sRGB: for a colour with an opacity (`bg-white/10`)
 * Tailwind writes `rgba(…)`, then the same colour mixed in OKLab inside
 * `@supports (color:color-mix(…))`. Mixing with `transparent` keeps the hue,
 * so both paint the same pixels; the first paint needs only the first, and
 * the full stylesheet brings the upgrade. An upgrade without such a fallback
 * (the placeholder's half-tone) is kept.
 */
export function dropColorMixUpgrades(css: string): string {
  const head = "@supports (color:color-mix(in lab,red,red)){";
  let result = css;
  for (const block of blocksStartingWith(css, head)) {
    const inner = block.slice(head.length, -1);
    const rules = [...inner.matchAll(/([^{}]+)\{[^{}]*\}/g)];
    // Only plain rules inside, each right after a rule for the same selector.
    if (rules.map((r) => r[0]).join("") !== inner) continue;
    const at = result.indexOf(block);
    const before = result.slice(0, at);
    const fallback = /(?:^|[{}])([^{}@]+)\{([^{}]*)\}$/.exec(before);
    const upgrade = rules.length === 1 ? /^([^{}]+)\{([^{}]*)\}$/.exec(rules[0]![0]) : null;
    if (fallback && upgrade && fallback[1] === upgrade[1] && sameColourProperties(fallback[2]!, upgrade[2]!)) {
      result = before + result.slice(at + block.length);
    }
  }
  return result;
}

/** Whether `fallback` sets the same properties as `upgrade`, each to a plain sRGB colour. */
function sameColourProperties(fallback: string, upgrade: string): boolean {
  const declarations = (body: string) => body.split(";").map((d) => [d.slice(0, d.indexOf(":")), d.slice(d.indexOf(":") + 1)] as const);
  const plain = declarations(fallback);
  const names = (list: ReadonlyArray<readonly [string, string]>) => list.map(([n]) => n).join(";");
  return names(plain) === names(declarations(upgrade)) && plain.every(([, value]) => /^(#[0-9a-f]{3,8}|rgba?\([\d.,\s%]+\))$/i.test(value));
}

/** Codepoints as the shortest `unicode-range` that names exactly them: runs become ranges (`U+915-919`). */
export function unicodeRange(codepoints: readonly number[]): string {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const hex = (c: number) => c.toString(16).toUpperCase();
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(",");
}

/**
 * A font cut's `unicode-range` in few bytes: within each 128-codepoint page
 * (Basic Latin, Latin-1, Devanagari…) it has characters in, the span from its
 * first to its last. A character inside a span that the cut lacks is drawn by
 * the next font of the stack, as one outside every span is: the browser looks
 * in the font's own table before using it (CSS Fonts 4, font matching).
 */
export function unicodeSpans(codepoints: readonly number[]): string {
  const byPage = new Map<number, number[]>();
  for (const c of new Set(codepoints)) byPage.set(c >> 7, [...(byPage.get(c >> 7) ?? []), c]);
  return unicodeRange(
    [...byPage.values()].flatMap((inPage) => {
      const [low, high] = [Math.min(...inPage), Math.max(...inPage)];
      return Array.from({ length: high - low + 1 }, (_, i) => low + i);
    }),
  );
}

/**
 * Writes a theme variable's value where the kept rules read it
 * (`var(--color-forest-700)` becomes `#235731`) and drops its declaration,
 * for every theme variable that nothing in the whole stylesheet (`fullSheet`)
 * sets again: those are constants, and the full stylesheet declares them all
 * when it arrives. Variables set again (the font stacks, which change once
 * the site's fonts are in) stay variables.
 */
export function inlineThemeValues(css: string, fullSheet: string): string {
  const themeRule = THEME_RULE.exec(css);
  if (!themeRule) return css;
  const setAnywhere = (name: string) => fullSheet.match(new RegExp(`(^|[{;\\s])${name.replace(/[-]/g, "\\-")}\\s*:`, "g"))?.length ?? 0;
  const kept: string[] = [];
  let rest = css.replace(themeRule[0], "\u0000");
  for (const decl of themeRule[2]!.split(/;(?=--)/)) {
    const name = nameOf(decl);
    const value = decl.slice(name.length + 1);
    // Kept too when read with a fallback (`var(--x,…)`): the fallback would win without it.
    if (value.includes("var(") || setAnywhere(name) !== 1 || rest.includes(`var(${name},`)) kept.push(decl);
    else rest = rest.split(`var(${name})`).join(value);
  }
  // The layer keeps its place in the cascade's order even when nothing is left in it.
  return rest.replace("\u0000", kept.length ? `${themeRule[1]}${kept.join(";")}${themeRule[3]}` : "@layer theme;");
}

/** Each `var(name…)` in `css` with its text and its fallback (after the comma, parentheses balanced), or undefined. */
function varReads(css: string, name: string): { text: string; fallback: string | undefined }[] {
  const reads: { text: string; fallback: string | undefined }[] = [];
  const open = `var(${name}`;
  for (let at = css.indexOf(open); at >= 0; at = css.indexOf(open, at + 1)) {
    const next = css[at + open.length];
    if (next !== ")" && next !== ",") continue; // another variable whose name starts the same
    let depth = 0;
    for (let i = at + 3; i < css.length; i++) {
      if (css[i] === "(") depth++;
      else if (css[i] === ")" && --depth === 0) {
        reads.push({ text: css.slice(at, i + 1), fallback: next === "," ? css.slice(at + open.length + 1, i) : undefined });
        break;
      }
    }
  }
  return reads;
}

/**
 * Drops the fallback of a `var()` whose variable the theme layer's `:root`
 * rule always declares: the fallback can never apply (Tailwind's preflight
 * reads `var(--default-font-family, <a long list of fonts>)`).
 */
export function dropDeadFallbacks(css: string): string {
  const theme = THEME_RULE.exec(css)?.[2];
  if (!theme) return css;
  let result = css;
  for (const decl of theme.split(/;(?=--)/)) {
    const name = nameOf(decl);
    for (const read of varReads(result, name)) if (read.fallback !== undefined) result = result.split(read.text).join(`var(${name})`);
  }
  return result;
}

/**
 * Writes Tailwind's own variables as their starting values where no kept rule
 * sets them: `border-style:var(--tw-border-style)` becomes `border-style:solid`,
 * and a shadow's unused ring and inset parts become `0 0 #0000`. Such a
 * variable only ever holds its default on the first screen, so its default
 * (in `@layer properties`, on every element) goes too. A variable whose default
 * is `initial` (unset) reads as its fallback; one read without a fallback
 * stays. Once the full stylesheet arrives its rules, later in the page, win.
 */
export function foldUnsetVariables(css: string): string {
  const [block] = blocksStartingWith(css, "@layer properties{");
  const body = block && /\{([^{}]*)\}\}$/.exec(block)?.[1];
  if (!block || !body) return css;
  let rest = css.replace(block, "\u0000");
  const kept: string[] = [];
  for (const decl of body.split(/;(?=--)/)) {
    const name = nameOf(decl);
    const value = decl.slice(name.length + 1);
    const setElsewhere = new RegExp(`(^|[{;])${name.replace(/-/g, "\\-")}:`).test(rest);
    const reads = varReads(rest, name);
    if (setElsewhere || (value === "initial" && reads.some((r) => r.fallback === undefined))) {
      kept.push(decl);
      continue;
    }
    for (const read of reads) rest = rest.split(read.text).join(value === "initial" ? read.fallback! : value);
  }
  const folded = kept.length ? block.replace(body, kept.join(";")) : "";
  // An unset part folds to nothing: `var(--a,) var(--b,)` leaves spaces before the `;`.
  return rest.replace("\u0000", folded).replace(/ +(?=[;}])/g, "");
}

/** A number as CSS writes it shortest: `0.375` as `.375`, `-0.5` as `-.5`. */
function shortNumber(n: number): string {
  return String(Number(n.toPrecision(12))).replace(/^(-?)0\./, "$1.");
}

/**
 * Works out the products Tailwind leaves to the browser once the theme's
 * spacing is written in: `calc(.25rem * 4)` becomes `1rem`, `calc(.25rem * -1)`
 * `-.25rem`, and a lone number in `calc()` (`z-index:calc(-10)`) the number.
 * The browser would compute the same length; the page carries fewer bytes.
 * Divisions (line-height ratios) stay: their quotients do not end.
 */
export function multiplyOutLengths(css: string): string {
  return css
    .replace(/calc\((-?[\d.]+)([a-z%]+) \* (-?[\d.]+)\)/g, (_, a: string, unit: string, b: string) => `${shortNumber(Number(a) * Number(b))}${unit}`)
    .replace(/calc\((-?[\d.]+)\)/g, (_, n: string) => shortNumber(Number(n)));
}

/** All of the above, in order: the first screen's CSS as it goes into the page. */
export function finishCriticalCss(serialised: string, fullSheet: string): string {
  const pruned = registrationsAsDefaults(pruneCustomProperties(dropTransitions(minifyCss(serialised))));
  const themed = inlineThemeValues(dropDeadFallbacks(dropColorMixUpgrades(pruned)), minifyCss(fullSheet));
  // After the theme's values are written in: a loop may be named by one (`--animate-marquee`).
  return multiplyOutLengths(foldUnsetVariables(pruneKeyframes(dropLoopingAnimations(themed))));
}
