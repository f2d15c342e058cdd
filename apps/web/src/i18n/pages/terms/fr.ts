import type { TermsCopy } from "./en.ts";

export const terms = {
  title: "Conditions d'utilisation",
  description:
    "Les conditions d'utilisation des outils GIF gratuits et de l'API de GifKit : vos contenus restent à vous, un usage licite, un service fourni en l'état.",
  crumb: "Conditions d'utilisation",
  heading: "Conditions d'utilisation",
  intro:
    "En utilisant le site, les outils ou l'API de GifKit, vous acceptez les présentes conditions.",
  updatedLabel: "Dernière mise à jour :",
  englishBinds:
    "Ceci est une traduction, fournie pour votre commodité. Seule la [version anglaise](/terms) fait foi.",
  serviceHeading: "Le service",
  service:
    "GifKit fournit des outils en ligne gratuits et une API HTTP pour créer et modifier des GIF animés. Le service est gratuit et financé par la publicité. Nous pouvons ajouter, modifier ou retirer des fonctionnalités, et limiter ou suspendre l'accès pour protéger le service et ses utilisateurs.",
  contentHeading: "Vos contenus",
  content: [
    "Vous conservez tous les droits sur les fichiers que vous envoyez et les GIF que vous créez. Vous nous accordez seulement l'autorisation nécessaire pour traiter vos fichiers afin de produire le résultat demandé. Les fichiers sont traités comme décrit dans notre [politique de confidentialité](/privacy-policy) : rien n'est conservé plus de {minutes} minutes, et les envois disparaissent généralement à la fin de leur tâche ; gardez donc vos propres copies.",
    "Vous confirmez avoir le droit d'utiliser les contenus que vous envoyez ou vers lesquels vous donnez un lien.",
  ],
  useHeading: "Usage acceptable",
  useIntro: "Vous vous engagez à ne pas utiliser GifKit pour :",
  uses: [
    "traiter des contenus illégaux, qui portent atteinte aux droits d'autrui ou qui sexualisent des mineurs ;",
    "harceler, menacer ou diffamer qui que ce soit, ou diffuser des logiciels malveillants ;",
    "surcharger, sonder ou contourner les limites du service, par exemple par des requêtes automatisées en masse au-delà des limites d'usage raisonnable documentées ;",
    "faire récupérer par nos serveurs des contenus à des adresses auxquelles vous n'avez pas le droit d'accéder.",
  ],
  limitsHeading: "Limites",
  limits:
    "Les fichiers envoyés ou fournis par lien peuvent peser jusqu'à {maxUpload} chacun. D'autres limites de taille d'image, de nombre d'images et de taille du résultat s'appliquent à tous les outils et sont listées dans la [FAQ](/faq). Une requête qui dépasse une limite est refusée avec un message qui nomme cette limite.",
  apiHeading: "L'API",
  api: "L'[API publique](/api) peut être utilisée pour des projets personnels et commerciaux, aux mêmes conditions et dans les mêmes limites. Identifiez votre application dans l'en-tête User-Agent et ralentissez quand on vous le demande (HTTP 429 ou 503 avec Retry-After).",
  aiHeading: "Contenus générés par IA",
  ai: "Les animations du Générateur de GIF par IA sont produites automatiquement à partir de votre texte. Les résultats peuvent être inattendus ; vous êtes responsable de l'usage que vous en faites.",
  warrantyHeading: "Absence de garantie",
  warranty:
    "GifKit est fourni « en l'état » et « selon disponibilité », sans garantie d'aucune sorte. Nous faisons de notre mieux pour qu'il fonctionne correctement, mais ne pouvons pas promettre qu'il sera toujours disponible, exempt d'erreurs ou adapté à un usage particulier.",
  liabilityHeading: "Limitation de responsabilité",
  liability:
    "Dans la mesure permise par la loi, GifKit n'est pas responsable des pertes indirectes ou consécutives, ni des pertes de données, résultant de votre utilisation du service. Rien dans les présentes conditions ne limite une responsabilité que la loi interdit de limiter.",
  changesHeading: "Modifications",
  changes:
    "Nous pouvons mettre à jour ces conditions ; la date en haut de page indique la dernière version. Continuer à utiliser GifKit après une modification vaut acceptation des nouvelles conditions. Des questions : {email}.",
} satisfies TermsCopy;
