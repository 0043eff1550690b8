import { config } from "zod/v4/core";

/**
 * Zod compiles fast object parsers with `new Function`, after probing whether
 * eval is allowed; under the page policy (no 'unsafe-eval') that probe is a
 * reported violation on every page that validates a form. In the browser the
 * plain parser is fast enough for a form, so the compiler is switched off
 * before any schema is built (root.tsx imports this module first). The server
 * keeps it.
 */
if (typeof document !== "undefined") config({ jitless: true });
