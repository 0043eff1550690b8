import type { Localized } from "./i18n.ts";
import type { CsrContent } from "./page-types.ts";
import { localized } from "./packs.ts";

export const csr: Localized<CsrContent> = localized((p) => p.csr);
