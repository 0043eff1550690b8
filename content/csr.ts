import type { Localized } from "./i18n.ts";
import type { CsrContent } from "./page-types.ts";
import { csrEn } from "./en/csr.ts";
import { csrHi } from "./hi/csr.ts";

export const csr: Localized<CsrContent> = { en: csrEn, hi: csrHi };
