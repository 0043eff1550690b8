// Writes src/web/styles/languages.css, which app.css imports: each script's
// font faces and each registered language's font stacks and line heights
// (scripts/build-fonts.ts makes the text from content/i18n.ts). The build's
// first step, so a language registered with its one line is styled without
// anyone editing or regenerating a stylesheet. Git-ignored.
import { writeFileSync } from "node:fs";
import { LANGUAGES_CSS, languagesCss } from "./build-fonts.ts";

writeFileSync(LANGUAGES_CSS, await languagesCss());
console.log(`language stylesheet: ${LANGUAGES_CSS}`);
