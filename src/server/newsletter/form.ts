import { z } from "zod";
import type { NewsletterForm } from "../../../content/newsletter.ts";

/** The form field's name and the most an address may hold (RFC 5321). */
export const EMAIL_MAX = 254;
/** Tokens are 43 characters (32 random bytes, base64url); anything far longer is not one of ours. */
const TOKEN_MAX = 200;

/** The subscribe form, with its messages in the page's language. */
export const subscribeSchema = (m: Pick<NewsletterForm, "emailRequired" | "emailInvalid" | "emailTooLong">) =>
  z.object({
    email: z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired).max(EMAIL_MAX, m.emailTooLong).pipe(z.email(m.emailInvalid)),
  });

/** The confirm and unsubscribe buttons post the token from their link. */
export const tokenSchema = z.object({ token: z.string().trim().min(1).max(TOKEN_MAX) });
