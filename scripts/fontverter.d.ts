// fontverter ships no types; the one call the font tests use.
declare module "fontverter" {
  export function convert(font: Uint8Array, toFormat: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Buffer>;
}
