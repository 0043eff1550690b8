/**
 * Shared by the public website forms and the server that receives them.
 * The honeypot is a visually hidden field people never fill; bots usually do.
 */
export const HONEYPOT_FIELD = "company_website";
