import type { enquiryEn } from "../en/enquiry.ts";

/** Text shared by the partner and CSR enquiry forms that the browser itself needs. */
export const enquiryHi: typeof enquiryEn = {
  /** Shown when an enquiry could not reach the server (connection lost). */
  offline: "आपका संदेश नहीं जा पाया: इंटरनेट बंद लग रहा है। आपने जो लिखा है वह सुरक्षित है; थोड़ी देर बाद फिर से भेजें।",
};
