import type { CookiePolicyCopy } from "./en.ts";

export const cookiePolicy = {
  title: "Politique relative aux cookies",
  description:
    "Les cookies et le stockage du navigateur qu'utilise GifKit, leur rôle, et comment accepter, refuser ou changer d'avis à tout moment avec Paramètres des cookies.",
  crumb: "Politique relative aux cookies",
  heading: "Politique relative aux cookies",
  intro:
    "GifKit limite les cookies au strict minimum. Voici tout ce que nous stockons, et pourquoi.",
  updatedLabel: "Dernière mise à jour :",
  englishBinds:
    "Ceci est une traduction, fournie pour votre commodité. Seule la [version anglaise](/cookie-policy) fait foi.",
  whatHeading: "Qu'est-ce qu'un cookie ?",
  what: "Les cookies et les stockages similaires du navigateur (comme localStorage) permettent à un site de retenir de petites informations d'une visite à l'autre. Certains sont indispensables au fonctionnement d'un site ; d'autres servent à la publicité ou à la mesure d'audience.",
  essentialHeading: "Stockage essentiel",
  table: {
    name: "Nom",
    type: "Type",
    purpose: "Finalité",
    kept: "Durée",
    consentPurpose: "Retient si vous avez accepté ou refusé les cookies non essentiels.",
    consentKept: "Jusqu'à ce que vous l'effaciez",
  },
  noTracking:
    "GifKit lui-même ne dépose aucun cookie de suivi et n'a pas de comptes : il n'y a donc pas de cookies de connexion.",
  advertisingHeading: "Cookies publicitaires (uniquement avec votre consentement)",
  advertising: [
    "GifKit est financé par des annonces Google AdSense. Le script publicitaire n'est chargé qu'après un clic sur **{accept}**. Google peut alors déposer des cookies (comme `__gads`, `__gpi` et `IDE`) pour afficher des annonces, limiter le nombre de fois où vous les voyez, les mesurer et, là où c'est autorisé, les personnaliser. Les règles de Google décrivent ces cookies.",
    "Avant votre choix, nous indiquons au système de consentement de Google que la publicité, l'analyse, les données utilisateur publicitaires et la personnalisation des annonces sont **refusées** ; seul le stockage lié aux fonctionnalités et à la sécurité est autorisé.",
  ],
  choiceHeading: "Votre choix",
  choices: [
    "**{accept}** autorise les cookies publicitaires décrits ci-dessus.",
    "**{decline}** les laisse désactivés ; aucun script publicitaire n'est chargé. Les outils fonctionnent de la même façon dans les deux cas.",
  ],
  changeMind:
    "Vous pouvez changer d'avis à tout moment avec **{settings}**, en bas de chaque page, ou ici :",
  openSettings: "Ouvrir les paramètres des cookies",
  browser:
    "Vous pouvez aussi supprimer les cookies et les données du site dans les réglages de votre navigateur. Des questions : {email}.",
} satisfies CookiePolicyCopy;
