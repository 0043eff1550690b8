import type { Localized } from "./i18n.ts";
import type { PageMeta } from "./types.ts";
import { site } from "./site.ts";

/**
 * Everything the newsletter says, English and Hindi side by side: the form on
 * the Resources page, the confirmation e-mail, and the two pages its links
 * open. Each language must fill every text, so a missing translation fails
 * the build. Hindi uses the words a farmer uses ("पक्का करें", not a loan word).
 */
export interface NewsletterForm {
  heading: string;
  label: string;
  hint: string;
  submit: string;
  busy: string;
  thanksTitle: string;
  thanksBody: string;
  /** Field messages for the e-mail address. */
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
}

/** A page a mail link opens: a button that does the change, then its result. */
export interface NewsletterLinkPage {
  meta: PageMeta;
  title: string;
  intro: string;
  button: string;
  busy: string;
  doneTitle: string;
  doneBody: string;
  /** The change was made before (confirmed twice, unsubscribed twice). */
  already: string;
  /** No such token, or one replaced by a newer link. */
  unknown: string;
  /** The address has no token at all (a cut-off link). */
  missing: string;
  back: string;
}

export interface NewsletterPages {
  form: NewsletterForm;
  confirm: NewsletterLinkPage;
  unsubscribe: NewsletterLinkPage;
}

export interface NewsletterMail {
  subject: string;
  text(links: { confirm: string; unsubscribe: string }): string;
}

const brand = site.brandName;

export const newsletterPages: Localized<NewsletterPages> = {
  en: {
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
  },
  hi: {
    form: {
      heading: "हमारी खबरें ईमेल पर पाएँ",
      label: "आपका ईमेल पता",
      hint: "महीने में लगभग एक ईमेल। जब चाहें बंद करवा सकते हैं।",
      submit: "ईमेल पर खबरें पाएँ",
      busy: "भेज रहे हैं...",
      thanksTitle: "बस एक काम बाकी है: अपना ईमेल देखें",
      thanksBody: "हमने आपको एक ईमेल भेजा है। उसे खोलें और बटन दबाकर पक्का करें। कुछ मिनट में न आए तो स्पैम फ़ोल्डर में देखें।",
      emailRequired: "कृपया अपना ईमेल पता लिखें।",
      emailInvalid: "कृपया सही ईमेल पता लिखें, जैसे name@example.com",
      emailTooLong: "यह ईमेल पता बहुत लंबा है।",
    },
    confirm: {
      meta: { title: "ईमेल पर खबरें पक्की करें", description: "पक्का करें कि आप हमारी खबरें ईमेल पर पाना चाहते हैं।" },
      title: "ईमेल पर खबरें पाना पक्का करें",
      intro: "बटन दबाएँ, फिर हमारी खबरें आपके ईमेल पर आने लगेंगी।",
      button: "हाँ, पक्का करें",
      busy: "पक्का कर रहे हैं...",
      doneTitle: "हो गया, आप जुड़ गए हैं",
      doneBody: "धन्यवाद। मौसम की सलाह, नई गाइड और किसानों की कहानियाँ अब आपके ईमेल पर आएँगी। हर ईमेल में इन्हें बंद करने का लिंक होगा।",
      already: "यह पहले ही पक्का हो चुका है। अब कुछ और नहीं करना है।",
      unknown: "यह लिंक अब काम नहीं करता: यह पुराना है या पहले ही इस्तेमाल हो चुका है। फिर से जुड़ने के लिए जानकारी वाले पेज पर अपना ईमेल लिखें।",
      missing: "यह लिंक अधूरा है। कृपया ईमेल से पूरा लिंक खोलें।",
      back: "जानकारी वाले पेज पर जाएँ",
    },
    unsubscribe: {
      meta: { title: "ईमेल पर खबरें बंद करें", description: "हमारी खबरें ईमेल पर पाना बंद करें।" },
      title: "ईमेल पर खबरें बंद करें",
      intro: "बटन दबाएँ, फिर हम आपके ईमेल पर खबरें भेजना बंद कर देंगे।",
      button: "खबरें बंद करें",
      busy: "बंद कर रहे हैं...",
      doneTitle: "खबरें बंद हो गईं",
      doneBody: "अब हम आपको ईमेल पर खबरें नहीं भेजेंगे। जब चाहें, जानकारी वाले पेज पर फिर से जुड़ सकते हैं।",
      already: "इस ईमेल पर खबरें पहले ही बंद हैं। हम इस पर कुछ नहीं भेजेंगे।",
      unknown: "यह लिंक अब काम नहीं करता: यह पुराना है या किसी नए ईमेल ने इसकी जगह ले ली है। कृपया हमारे सबसे नए ईमेल का लिंक खोलें।",
      missing: "यह लिंक अधूरा है। कृपया ईमेल से पूरा लिंक खोलें।",
      back: "जानकारी वाले पेज पर जाएँ",
    },
  },
};

/** The confirmation e-mail, in the language of the page the address was given on. */
export const newsletterMail: Localized<NewsletterMail> = {
  en: {
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
  },
  hi: {
    subject: `${brand} की खबरें ईमेल पर: कृपया पक्का करें`,
    text: (l) =>
      [
        "नमस्ते,",
        "",
        `किसी ने, शायद आपने, इस ईमेल पते पर ${brand} की खबरें मँगाई हैं। पक्का करने के लिए यह लिंक खोलें और बटन दबाएँ:`,
        l.confirm,
        "",
        "अगर आपने यह नहीं मँगाया, तो इस ईमेल को छोड़ दें: हम आपको कुछ नहीं भेजेंगे।",
        "",
        "खबरें कभी भी बंद करने के लिए यह लिंक खोलें:",
        l.unsubscribe,
        "",
        brand,
      ].join("\n"),
  },
};
