import { pageFormLimiter } from "../../src/server/leads/website-forms.ts";
import type { TestApp } from "./test-app.ts";

/** Form fields as a browser posts them; a list becomes repeated fields (checkboxes). */
export function formData(values: Record<string, string | string[]>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) for (const one of Array.isArray(v) ? v : [v]) fd.append(k, one);
  return fd;
}

/** The limit the pages put on submissions of a form: per person, under a ceiling per address. */
export const formLimit = (t: TestApp, ip: string) => pageFormLimiter(t.app.limits, ip);
