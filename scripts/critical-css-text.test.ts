import { describe, expect, it } from "vitest";
import { dropTransitions, finishCriticalCss, minifyCss, pruneCustomProperties, pruneKeyframes, registrationsAsDefaults } from "./critical-css-text.ts";

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

  it("runs the steps in order on Chromium's text", () => {
    const out = finishCriticalCss("@layer theme{:root,:host{--a: 1px; --b: 2px}}\n.x{ margin: var(--a); }\n@keyframes pulse{50%{opacity: 0.5}}");
    expect(out).toBe("@layer theme{:root,:host{--a:1px}}.x{margin:var(--a)}");
  });
});
