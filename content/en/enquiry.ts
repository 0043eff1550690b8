/** Text shared by the partner and CSR enquiry forms that the browser itself needs. */
export const enquiryEn = {
  /** Shown when an enquiry could not reach the server (connection lost). */
  offline: "Your message could not be sent: the connection seems to be down. Nothing you typed is lost; please try again in a moment.",
};
