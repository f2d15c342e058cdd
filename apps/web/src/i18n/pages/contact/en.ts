import { contactMessages } from "../../../contact/contact-messages.ts";

/**
 * The contact page's words in English: the type every other language's file satisfies. `form`
 * is what the form's script says (it reads them from the page: contact-form.tsx); `serverErrors`
 * are the API's refusals by code, in the page's language (the API keeps its English messages).
 */
export const contact = {
  title: "Contact Us",
  description:
    "Questions, feedback or a problem with a GIF tool? Send GifKit a message or email support. We reply within 2 business days.",
  crumb: "Contact",
  heading: "Contact us",
  intro: "Questions, ideas or a problem with a tool? We read every message.",
  formHeading: "Send us a message",
  allRequired: "All fields are required.",
  detailsHeading: "Contact details",
  emailLabel: "Email",
  hoursLabel: "Support hours",
  hours: "Monday to Friday, 9:00–17:00 GMT",
  responseLabel: "Response time",
  response: "We reply within 2 business days.",
  privacyHeading: "Your privacy",
  privacy:
    "We use your name and email only to answer you. Your message is stored on our servers and sent to our support inbox; see the [privacy policy](/privacy-policy).",
  elsewhereLabel: "Other help",
  elsewhereHeading: "Looking for something else?",
  helpCenter: "Help center",
  faq: "Frequently asked questions",
  home: "GifKit home",
  form: {
    name: "Name",
    email: "Email",
    message: "Message",
    honeypot: "Leave this field empty",
    send: "Send message",
    sending: "Sending…",
    sent: contactMessages.sent as string,
    missingFields: contactMessages.missingFields as string,
    invalidEmail: contactMessages.invalidEmail as string,
    serverFailed: contactMessages.serverFailed as string,
    unexpected: contactMessages.unexpected as string,
    networkFailed: contactMessages.networkFailed as string,
  },
  serverErrors: {
    "missing-fields": contactMessages.missingFields as string,
    "invalid-email": contactMessages.invalidEmail as string,
    "field-too-long": "One of the fields is too long. Shorten it and try again.",
    "rate-limited": "You have sent several messages in a short time. Wait a while, then try again.",
  },
};

export type ContactCopy = typeof contact;
