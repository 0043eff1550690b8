import { site } from "../site.ts";
import type { NewsletterMail, NewsletterPages } from "../newsletter.ts";

const brand = site.brandName;

/** The form on the Resources page and the two pages the confirmation mail's links open. */
export const newsletterPagesEn: NewsletterPages = {
  form: {
    heading: "Get our newsletter by e-mail",
    label: "Your e-mail address",
    hint: "About one e-mail a month. You can stop it any time.",
    submit: "Subscribe",
    busy: "Subscribing...",
    thanksTitle: "Almost done: please check your inbox",
    thanksBody: "We have sent you an e-mail. Open it and press the button to confirm your subscription. If it does not arrive in a few minutes, look in your spam folder.",
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address, for example name@example.com.",
    emailTooLong: "This e-mail address is too long.",
  },
  confirm: {
    meta: { title: "Confirm your subscription", description: "Confirm that you want to receive our newsletter." },
    title: "Confirm your newsletter subscription",
    intro: "Press the button to start receiving our newsletter at your e-mail address.",
    button: "Yes, confirm my subscription",
    busy: "Confirming...",
    doneTitle: "You are subscribed",
    doneBody: "Thank you. Seasonal advice, new guides and farmer stories will now come to your inbox. Every e-mail has a link to stop them.",
    already: "This subscription is already confirmed. There is nothing more to do.",
    unknown: "This link does not work any more: it is old or was already used. To subscribe again, use the form on the Resources page.",
    missing: "This link is not complete. Please open the whole link from the e-mail.",
    back: "Go to Resources",
  },
  unsubscribe: {
    meta: { title: "Stop the newsletter", description: "Stop receiving our newsletter." },
    title: "Stop the newsletter",
    intro: "Press the button and we will stop sending our newsletter to your e-mail address.",
    button: "Unsubscribe",
    busy: "Unsubscribing...",
    doneTitle: "You are unsubscribed",
    doneBody: "We will not send you the newsletter any more. You can subscribe again any time on the Resources page.",
    already: "This address is already unsubscribed. We will not send it the newsletter.",
    unknown: "This link does not work any more: it is old or a newer e-mail replaced it. Please use the link in our latest e-mail.",
    missing: "This link is not complete. Please open the whole link from the e-mail.",
    back: "Go to Resources",
  },
};

/** The confirmation e-mail. */
export const newsletterMailEn: NewsletterMail = {
  subject: `Please confirm your ${brand} newsletter`,
  text: (l) =>
    [
      "Namaste,",
      "",
      `Someone, we hope you, asked to receive the ${brand} newsletter at this e-mail address. To confirm, open this link and press the button:`,
      l.confirm,
      "",
      "If you did not ask for it, simply ignore this e-mail: we will send you nothing.",
      "",
      "To stop the newsletter at any time, open this link:",
      l.unsubscribe,
      "",
      brand,
    ].join("\n"),
};
