import type { Localized } from "./i18n.ts";
import type { StateNames } from "./indian-states.ts";
import { localized } from "./packs.ts";

/** India's states as every language writes them. */
export const stateNames: Localized<StateNames> = localized((p) => p.stateNames);
