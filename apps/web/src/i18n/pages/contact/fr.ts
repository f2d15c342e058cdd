import type { ContactCopy } from "./en.ts";

export const contact = {
  title: "Nous contacter",
  description:
    "Une question, un avis ou un problème avec un outil GIF ? Écrivez à GifKit ou au support par e-mail. Nous répondons sous 2 jours ouvrés.",
  crumb: "Contact",
  heading: "Nous contacter",
  intro: "Une question, une idée ou un problème avec un outil ? Nous lisons chaque message.",
  formHeading: "Envoyez-nous un message",
  allRequired: "Tous les champs sont obligatoires.",
  detailsHeading: "Coordonnées",
  emailLabel: "E-mail",
  hoursLabel: "Horaires du support",
  hours: "Du lundi au vendredi, de 9 h à 17 h (GMT)",
  responseLabel: "Délai de réponse",
  response: "Nous répondons sous 2 jours ouvrés.",
  privacyHeading: "Vos données",
  privacy:
    "Nous utilisons votre nom et votre e-mail uniquement pour vous répondre. Votre message est conservé sur nos serveurs et envoyé à notre boîte de support ; voir la [politique de confidentialité](/privacy-policy).",
  elsewhereLabel: "Autres aides",
  elsewhereHeading: "Vous cherchez autre chose ?",
  helpCenter: "Centre d'aide",
  faq: "Questions fréquentes",
  home: "Accueil GifKit",
  form: {
    name: "Nom",
    email: "E-mail",
    message: "Message",
    honeypot: "Laissez ce champ vide",
    send: "Envoyer le message",
    sending: "Envoi…",
    sent: "Merci ! Votre message a bien été envoyé.",
    missingFields: "Veuillez remplir tous les champs.",
    invalidEmail: "Veuillez saisir une adresse e-mail valide.",
    serverFailed: "Le message n'a pas pu être envoyé.",
    unexpected: "Une erreur s'est produite.",
    networkFailed:
      "Votre message n'a pas pu être envoyé : la connexion à GifKit a échoué. Vérifiez votre connexion Internet et réessayez.",
  },
  serverErrors: {
    "missing-fields": "Veuillez remplir tous les champs.",
    "invalid-email": "Veuillez saisir une adresse e-mail valide.",
    "field-too-long": "L'un des champs est trop long. Raccourcissez-le et réessayez.",
    "rate-limited":
      "Vous avez envoyé plusieurs messages en peu de temps. Patientez un moment, puis réessayez.",
  },
} satisfies ContactCopy;
