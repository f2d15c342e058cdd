import type { ContactCopy } from "./en.ts";

export const contact = {
  title: "Kontakt",
  description:
    "Fragen, Feedback oder ein Problem mit einem GIF-Tool? Schreib GifKit eine Nachricht oder eine E-Mail an den Support. Wir antworten innerhalb von 2 Werktagen.",
  crumb: "Kontakt",
  heading: "Schreib uns",
  intro: "Fragen, Ideen oder ein Problem mit einem Tool? Wir lesen jede Nachricht.",
  formHeading: "Schick uns eine Nachricht",
  allRequired: "Alle Felder sind Pflichtfelder.",
  detailsHeading: "Kontaktdaten",
  emailLabel: "E-Mail",
  hoursLabel: "Support-Zeiten",
  hours: "Montag bis Freitag, 9:00–17:00 Uhr GMT",
  responseLabel: "Antwortzeit",
  response: "Wir antworten innerhalb von 2 Werktagen.",
  privacyHeading: "Deine Privatsphäre",
  privacy:
    "Wir nutzen deinen Namen und deine E-Mail-Adresse nur, um dir zu antworten. Deine Nachricht wird auf unseren Servern gespeichert und an unser Support-Postfach geschickt; siehe die [Datenschutzerklärung](/privacy-policy).",
  elsewhereLabel: "Weitere Hilfe",
  elsewhereHeading: "Suchst du etwas anderes?",
  helpCenter: "Hilfe-Center",
  faq: "Häufige Fragen",
  home: "GifKit-Startseite",
  form: {
    name: "Name",
    email: "E-Mail",
    message: "Nachricht",
    honeypot: "Dieses Feld leer lassen",
    send: "Nachricht senden",
    sending: "Wird gesendet…",
    sent: "Danke! Deine Nachricht wurde gesendet.",
    missingFields: "Bitte füll alle Felder aus.",
    invalidEmail: "Bitte gib eine gültige E-Mail-Adresse ein.",
    serverFailed: "Die Nachricht konnte nicht gesendet werden.",
    unexpected: "Etwas ist schiefgelaufen.",
    networkFailed:
      "Deine Nachricht konnte nicht gesendet werden: Die Verbindung zu GifKit ist fehlgeschlagen. Prüf deine Internetverbindung und versuch es noch einmal.",
  },
  serverErrors: {
    "missing-fields": "Bitte füll alle Felder aus.",
    "invalid-email": "Bitte gib eine gültige E-Mail-Adresse ein.",
    "field-too-long": "Eines der Felder ist zu lang. Kürze es und versuch es noch einmal.",
    "rate-limited":
      "Du hast in kurzer Zeit mehrere Nachrichten gesendet. Warte etwas und versuch es dann noch einmal.",
  },
} satisfies ContactCopy;
