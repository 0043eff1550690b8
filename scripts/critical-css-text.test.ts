import { describe, expect, it } from "vitest";
import {
  dropColorMixUpgrades,
  dropDeadFallbacks,
  dropLoopingAnimations,
  dropTransitions,
  finishCriticalCss,
  foldUnsetVariables,
  inlineThemeValues,
  minifyCss,
  multiplyOutLengths,
  pruneCustomProperties,
  pruneKeyframes,
  registrationsAsDefaults,
  unicodeRange,
  unicodeSpans,
} from "./critical-css-text.ts";

describe("the first screen's CSS as text", () => {
  it("drops the spaces Chromium writes, but not a selector's or a value's", () => {
    const css = '.a:hover { color: red; --tw-x: 0 0 #0000; }\n@media (width >= 40rem) { .sm\\:p-4 { padding: calc(var(--spacing) * 4); } }\n.b::after { content: "a: b"; }';
    expect(minifyCss(css)).toBe('.a:hover{color:red;--tw-x:0 0 #0000}@media (width >= 40rem){.sm\\:p-4{padding:calc(var(--spacing) * 4)}}.b::after{content:"a: b"}');
  });

  it("keeps only the variables, registrations and defaults a kept rule reaches", () => {
    const css =
      "@layer properties{@supports (x:y){*,::before{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-ring-shadow:0 0 #0000}}}" +
      "@layer theme{:root,:host{--font-sans:Inter;--default-font-family:var(--font-sans);--color-unused:#fff;--color-soil:#845f3b}}" +
      ".shadow{box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}html{font-family:var(--default-font-family);color:var(--color-soil)}" +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-blur{syntax:"*";inherits:false}@property --tw-ring-shadow{syntax:"*";inherits:false}';
    const out = pruneCustomProperties(css);
    expect(out).toContain("{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000}");
    expect(out).not.toContain("--tw-blur");
    expect(out).not.toContain("--color-unused");
    expect(out).toContain("--font-sans:Inter;--default-font-family:var(--font-sans);--color-soil:#845f3b");
    expect(out).toContain("@property --tw-shadow{");
    expect(out).toContain("@property --tw-ring-shadow{");
  });

  it("drops the defaults block when no kept rule uses any of them", () => {
    const css = "@layer properties{@supports (x:y){*,::before{--tw-blur:initial}}}a{color:red}@property --tw-blur{syntax:\"*\";inherits:false}";
    expect(pruneCustomProperties(css)).toBe("a{color:red}");
  });

  it("keeps the keyframes a kept rule or variable names, and only those", () => {
    const css = "@keyframes spin{to{transform:rotate(360deg)}}@keyframes marquee{0%{transform:none}100%{transform:translate(-50%)}}@keyframes rise{0%{opacity:0}}" + ":root{--animate-marquee:marquee 40s linear infinite}.m{animation:var(--animate-marquee)}.r{animation:rise .6s both}";
    const out = pruneKeyframes(css);
    expect(out).not.toContain("@keyframes spin");
    expect(out).toContain("@keyframes marquee{0%{transform:none}100%{transform:translate(-50%)}}");
    expect(out).toContain("@keyframes rise{");
    // A name inside a longer word is not a use.
    expect(pruneKeyframes("@keyframes spin{to{opacity:1}}.spinner{color:red}")).toBe(".spinner{color:red}");
  });

  it("leaves transitions to the full stylesheet", () => {
    const css =
      ".transition{transition-property:color,background-color,--tw-gradient-from;transition-timing-function:var(--tw-ease,ease);transition-duration:var(--tw-duration,.15s)}" +
      ".duration-200{--tw-duration:.2s;transition-duration:.2s}.nav{position:fixed;transition:background-color .3s;top:0}" +
      "@media (width >= 40rem){.sm\\:transition-none{transition-property:none}.sm\\:p-4{padding:1rem}}@media (width >= 64rem){.lg\\:transition-none{transition-property:none}}";
    expect(dropTransitions(css)).toBe(".nav{position:fixed;top:0}@media (width >= 40rem){.sm\\:p-4{padding:1rem}}");
  });

  it("gives Tailwind's variables their starting values by plain declarations instead of registrations", () => {
    const css =
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,::before,::after,::backdrop{--tw-shadow:0 0 #0000;--tw-leading:initial}}}" +
      '.a{box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-leading{syntax:"*";inherits:false}';
    expect(registrationsAsDefaults(css)).toBe("@layer properties{*,::before,::after,::backdrop{--tw-shadow:0 0 #0000;--tw-leading:initial}}.a{box-shadow:var(--tw-shadow)}");
    // A registration without its declaration keeps everything as it was.
    const missing = css.replace("--tw-leading:initial", "--tw-other:initial");
    expect(registrationsAsDefaults(missing)).toBe(missing);
  });

  it("keeps a colour's plain sRGB value and leaves its color-mix() upgrade to the full stylesheet", () => {
    const mix = (rule: string) => `@supports (color:color-mix(in lab,red,red)){${rule}}`;
    const css =
      ".bg-white\\/10{background-color:rgba(255,255,255,0.1)}" + mix(".bg-white\\/10{background-color:color-mix(in oklab,var(--color-white) 10%,transparent)}") +
      ".from-x\\/95{--tw-gradient-from:#0c1f12f2}" + mix(".from-x\\/95{--tw-gradient-from:color-mix(in oklab,var(--color-x) 95%,transparent)}") + ".p-4{padding:1rem}";
    expect(dropColorMixUpgrades(css)).toBe(".bg-white\\/10{background-color:rgba(255,255,255,0.1)}.from-x\\/95{--tw-gradient-from:#0c1f12f2}.p-4{padding:1rem}");
    // The placeholder's half-tone has no plain equivalent before it: kept.
    const placeholder = "::placeholder{color:currentcolor}" + mix("::placeholder{color:color-mix(currentcolor,transparent)}");
    expect(dropColorMixUpgrades(placeholder)).toBe(placeholder);
    // An upgrade for another selector than the rule before it: kept.
    const other = ".a{color:#fff}" + mix(".b{color:color-mix(in oklab,red 50%,transparent)}");
    expect(dropColorMixUpgrades(other)).toBe(other);
  });

  it("names codepoints in runs", () => {
    expect(unicodeRange([0x915, 0x902, 0x916, 0x917, 0x901, 0x964, 0x20])).toBe("U+20,U+901-902,U+915-917,U+964");
    expect(unicodeRange([])).toBe("");
  });

  it("names a cut's characters as one span per 128-codepoint page", () => {
    expect(unicodeSpans([0x915, 0x902, 0x964, 0x20, 0x22, 0x78, 0xb7, 0x2014])).toBe("U+20-78,U+B7,U+902-964,U+2014");
    expect(unicodeSpans([])).toBe("");
  });

  it("writes the values of theme constants where they are read, and keeps the variables something sets again", () => {
    const theme = '@layer theme{:root,:host{--font-sans:"Inter Fallback",sans-serif;--color-forest-700:#235731;--spacing:.25rem;--text-sm:.875rem;--text-sm--line-height:calc(1.25 / .875);--color-x:red}}';
    const rules = ".bg{background-color:var(--color-forest-700)}.p{padding:calc(var(--spacing) * 4)}.t{font-size:var(--text-sm);line-height:var(--tw-leading,var(--text-sm--line-height))}.f{font-family:var(--font-sans)}.x{color:var(--color-x,blue)}";
    const full = theme + rules + 'html:lang(hi){--font-sans:"Noto Sans Devanagari First",sans-serif}';
    expect(inlineThemeValues(theme + rules, full)).toBe(
      '@layer theme{:root,:host{--font-sans:"Inter Fallback",sans-serif;--color-x:red}}' +
        ".bg{background-color:#235731}.p{padding:calc(.25rem * 4)}.t{font-size:.875rem;line-height:var(--tw-leading,calc(1.25 / .875))}.f{font-family:var(--font-sans)}.x{color:var(--color-x,blue)}",
    );
    // Nothing left: the layer keeps its place in the cascade's order.
    expect(inlineThemeValues("@layer theme{:root,:host{--a:1px}}.x{margin:var(--a)}", "--a:1px")).toBe("@layer theme;.x{margin:1px}");
  });

  it("works out the spacing products and lone numbers in calc(), and leaves divisions and variables alone", () => {
    const css = ".a{margin:calc(.25rem * 4)}.b{top:calc(.25rem * -1)}.c{gap:calc(.25rem * .5);padding-inline:calc(.25rem * 2.5)}.z{z-index:calc(-10)}";
    expect(multiplyOutLengths(css)).toBe(".a{margin:1rem}.b{top:-.25rem}.c{gap:.125rem;padding-inline:.625rem}.z{z-index:-10}");
    const untouched = ".t{line-height:var(--tw-leading,calc(1.25 / .875))}.v{width:calc(var(--w) * 2)}.m{height:calc(100% - 1rem)}";
    expect(multiplyOutLengths(untouched)).toBe(untouched);
  });

  it("runs the steps in order on Chromium's text", () => {
    const out = finishCriticalCss("@layer theme{:root,:host{--a: 1px; --b: 2px}}\n.x{ margin: var(--a); }\n@keyframes pulse{50%{opacity: 0.5}}", ":root{--a: 1px; --b: 2px}.y{--a: 2px}");
    expect(out).toBe("@layer theme{:root,:host{--a:1px}}.x{margin:var(--a)}");
  });
  it("drops the fallback of a variable the theme always declares, and only that", () => {
    const css = '@layer theme{:root,:host{--font-sans:"Inter Fallback",sans-serif;--default-font-family:var(--font-sans)}}html{font-family:var(--default-font-family,Arial,var(--x,serif));font-feature-settings:var(--default-font-feature-settings,normal)}';
    expect(dropDeadFallbacks(css)).toBe(
      '@layer theme{:root,:host{--font-sans:"Inter Fallback",sans-serif;--default-font-family:var(--font-sans)}}html{font-family:var(--default-font-family);font-feature-settings:var(--default-font-feature-settings,normal)}',
    );
    expect(dropDeadFallbacks(".a{color:var(--c,red)}")).toBe(".a{color:var(--c,red)}");
  });

  it("writes Tailwind's variables that nothing sets as their starting values", () => {
    const props = "@layer properties{*,::before,::after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-leading:initial;--tw-blur:initial}}";
    const rules =
      ".border{border-style:var(--tw-border-style);border-width:1px}" +
      ".shadow{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}" +
      ".text-sm{line-height:var(--tw-leading,calc(1.25 / .875))}" +
      ".blur{filter:var(--tw-blur)}";
    expect(foldUnsetVariables(props + rules)).toBe(
      "@layer properties{*,::before,::after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial}}" +
        ".border{border-style:solid;border-width:1px}" +
        ".shadow{--tw-shadow:0 1px 2px #0001;box-shadow:0 0 #0000,var(--tw-shadow)}" +
        ".text-sm{line-height:calc(1.25 / .875)}" +
        ".blur{filter:var(--tw-blur)}",
    );
    // With every variable folded, the block goes.
    expect(foldUnsetVariables("@layer properties{*{--tw-a:0}}.x{margin:var(--tw-a)}")).toBe(".x{margin:0}");
    // A longer name that starts the same is another variable.
    expect(foldUnsetVariables("@layer properties{*{--tw-a:0}}.x{margin:var(--tw-ab,1px);--tw-ab:2px}")).toBe(".x{margin:var(--tw-ab,1px);--tw-ab:2px}");
  });
  it("leaves loops to the full stylesheet, with the rules that only stop them, and keeps entrances", () => {
    const css =
      "@media (prefers-reduced-motion: no-preference){.rise > *{animation:rise .6s both}}" +
      ".track{display:flex;animation:marquee 40s linear infinite}" +
      ".spin{animation:spin 1s linear infinite}" +
      "@media (prefers-reduced-motion: reduce){.track{animation:auto ease 0s 1 normal none running none}.rise > *{animation:none}}" +
      "@keyframes marquee{0%{transform:none}100%{transform:translate(-50%)}}";
    expect(pruneKeyframes(dropLoopingAnimations(css))).toBe(
      "@media (prefers-reduced-motion: no-preference){.rise > *{animation:rise .6s both}}" +
        ".track{display:flex}" +
        "@media (prefers-reduced-motion: reduce){.rise > *{animation:none}}",
    );
  });
});
