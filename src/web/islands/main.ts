// The one script a public page loads (built by scripts/build-islands.ts, linked by root.tsx).
import { enhancePage } from "./enhance";
import { fontsAfterFirstPaint } from "./fonts";

fontsAfterFirstPaint();
void enhancePage();
