import { describe, expect, it } from "vitest";
import { CLINIC_SERVICE_OPTIONS, USER_TYPE_OPTIONS } from "../src/shared/constants.ts";
import { CONTACT_ROLE_OPTIONS } from "../src/shared/lead-forms/contact-options.ts";
import { CSR_FOCUS_AREA_OPTIONS, CSR_MODEL_OPTIONS, PARTNER_ORG_TYPE_OPTIONS } from "../src/shared/lead-forms/enquiry-options.ts";
import { locales } from "./i18n.ts";
import { optionLabels } from "./option-labels.ts";

describe("labels of the forms' choices", () => {
  const lists = {
    userType: USER_TYPE_OPTIONS,
    contactRole: CONTACT_ROLE_OPTIONS,
    partnerOrgType: PARTNER_ORG_TYPE_OPTIONS,
    csrFocusArea: CSR_FOCUS_AREA_OPTIONS,
    csrModel: CSR_MODEL_OPTIONS,
    clinicService: CLINIC_SERVICE_OPTIONS,
  } as const;

  for (const [name, options] of Object.entries(lists)) {
    it(`name every ${name} choice in every language, the English ones as the option list does`, () => {
      for (const locale of locales) {
        expect(Object.keys(optionLabels[locale][name as keyof typeof lists]).sort()).toEqual(options.map((o) => o.value).sort());
      }
      expect(optionLabels.en[name as keyof typeof lists]).toEqual(Object.fromEntries(options.map((o) => [o.value, o.label])));
    });
  }
});
