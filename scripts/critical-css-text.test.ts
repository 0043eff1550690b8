import { describe, expect, it } from "vitest";
import { finishCriticalCss, minifyCss, pruneCustomProperties, pruneKeyframes } from "./critical-css-text.ts";

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

  it("runs the steps in order on Chromium's text", () => {
    const out = finishCriticalCss("@layer theme{:root,:host{--a: 1px; --b: 2px}}\n.x{ margin: var(--a); }\n@keyframes pulse{50%{opacity: 0.5}}");
    expect(out).toBe("@layer theme{:root,:host{--a:1px}}.x{margin:var(--a)}");
  });
});
