import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, iconNames } from "./icons";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");

describe("the icon sprite", () => {
  it("draws every icon the pages can name, and no other", () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect([...ids].sort()).toEqual([...iconNames].sort());
    for (const m of sprite.matchAll(/<symbol [^>]*>/g)) expect(m[0], m[0]).toMatch(/ viewBox="0 0 24 24"/);
  });

  it("points at a symbol of the built sprite, or draws it inline for the first screen", () => {
    const used = renderToStaticMarkup(createElement(Icon, { name: "pin", className: "size-4" }));
    expect(used).toMatch(/^<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" class="size-4"><use href="[^"#]*icons[^"#]*\.svg[^"#]*#pin"><\/use><\/svg>$/);
    const inline = renderToStaticMarkup(createElement(Icon, { name: "pin", inline: true }));
    const symbol = /<symbol id="pin" viewBox="0 0 24 24"([^>]*)>([\s\S]*?)<\/symbol>/.exec(sprite)!;
    expect(inline).toBe(`<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><g${symbol[1]}>${symbol[2]}</g></svg>`);
  });
});
