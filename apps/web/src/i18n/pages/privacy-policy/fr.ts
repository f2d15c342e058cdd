import type { PrivacyPolicyCopy } from "./en.ts";

export const privacyPolicy = {
  title: "Politique de confidentialité",
  description:
    "Ce que GifKit fait de vos fichiers et données : traités sur nos serveurs, envois supprimés en fin de tâche, résultats supprimés au bout de {minutes} minutes.",
  crumb: "Politique de confidentialité",
  heading: "Politique de confidentialité",
  intro:
    "Cette politique explique simplement ce qu'il advient de vos fichiers et de vos données quand vous utilisez GifKit.",
  updatedLabel: "Dernière mise à jour :",
  englishBinds:
    "Ceci est une traduction, fournie pour votre commodité. Seule la [version anglaise](/privacy-policy) fait foi.",
  summaryHeading: "L'essentiel",
  summary: [
    "Vous n'avez pas besoin de compte. Nous ne vous demandons pas votre nom pour utiliser un outil.",
    "Les fichiers que vous envoyez (ou les liens que vous nous donnez) sont **traités sur nos serveurs** et conservés uniquement le temps indiqué dans la liste ci-dessous : jamais plus de **{minutes} minutes**. Téléchargez vos résultats avant.",
    "Nous ne vendons jamais vos fichiers ni vos données, et nous ne regardons jamais vos fichiers, sauf pour les traiter automatiquement.",
    "Les cookies publicitaires ne sont utilisés que si vous les acceptez dans le bandeau cookies.",
  ],
  filesHeading: "Les fichiers et liens que vous nous confiez",
  files:
    "Pour créer ou modifier un GIF, le fichier que vous choisissez est envoyé à GifKit et stocké temporairement pendant qu'une tâche le traite. Si vous collez un lien, notre serveur télécharge ce fichier pour vous. Chaque fichier peut peser jusqu'à {maxUpload}.",
  retentionIntro: "Durée de conservation de chaque type de fichier :",
  retentionLabelEnd: ".",
  retention: {
    uploads: {
      label: "Fichiers envoyés",
      text: "Un fichier envoyé avec une tâche est supprimé dès que la tâche se termine, qu'elle réussisse ou échoue.",
    },
    results: {
      label: "Résultats",
      text: "Les résultats, et l'état de leur tâche, sont supprimés {minutes} minutes après leur création.",
    },
    "estimate-samples": {
      label: "Échantillons d'estimation de poids",
      text: "Un GIF envoyé pour une estimation de poids (celle d'Optimiser un GIF : votre GIF, ou ses premières images s'il est volumineux) est conservé comme un résultat, pendant {minutes} minutes, pour qu'un changement de réglage ne demande pas de l'envoyer à nouveau.",
    },
    "link-uploads": {
      label: "Vidéos par lien et aperçus",
      text: "Une vidéo récupérée depuis un lien, ou envoyée pour un aperçu dans le navigateur, dans Vidéo en GIF est conservée jusqu'à {minutes} minutes sous sa clé d'envoi, jusqu'à ce qu'une conversion l'utilise (elle est alors supprimée à la fin de cette tâche).",
    },
  },
  afterRetention: [
    "La suppression est automatique. Nous ne gardons pas de copies, n'utilisons pas vos fichiers pour entraîner des modèles et ne les partageons avec personne.",
    "Le Générateur de GIF par IA envoie votre texte (aucun fichier) au serveur de génération configuré pour GifKit. Le texte sert uniquement à créer votre animation.",
  ],
  messagesHeading: "Les messages que vous nous envoyez",
  messages:
    "Si vous utilisez le [formulaire de contact](/contact), nous enregistrons votre nom, votre adresse e-mail et votre message sur nos serveurs et les transmettons à notre boîte d'assistance pour pouvoir vous répondre. Nous les conservons le temps nécessaire pour vous répondre et assurer un éventuel suivi. Vous pouvez nous demander de les supprimer à tout moment.",
  technicalHeading: "Données techniques",
  technical:
    "Comme tout serveur web, les nôtres voient votre adresse IP et des informations de base sur chaque requête. Nous les utilisons pour fournir le site, le sécuriser et appliquer des limites d'usage raisonnable (par exemple, le nombre de tâches ou de messages qu'une adresse peut lancer sur une période). Nous ne créons pas de profils à partir de ces données.",
  cookiesHeading: "Cookies et publicité",
  cookies:
    "GifKit enregistre une petite entrée dans votre navigateur pour retenir votre choix concernant les cookies. Si vous cliquez sur **{accept}**, nous chargeons le script publicitaire de Google, qui peut déposer ses propres cookies pour afficher et mesurer les annonces. Si vous cliquez sur **{decline}**, aucun script publicitaire n'est chargé. Vous pouvez changer d'avis à tout moment avec **{settings}**, en bas de chaque page. Tous les détails figurent dans notre [politique relative aux cookies](/cookie-policy).",
  rightsHeading: "Vos droits",
  rights:
    "Selon l'endroit où vous vivez, vous pouvez avoir le droit d'accéder aux données personnelles que nous détenons sur vous, de les rectifier ou de les supprimer, et de vous opposer à leur utilisation. Comme nous n'avons pas de comptes et supprimons les fichiers automatiquement, les seules données personnelles que nous détenons normalement sont celles que vous envoyez par le formulaire de contact. Écrivez à {email} et nous vous aiderons.",
  childrenHeading: "Enfants",
  children:
    "GifKit ne s'adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment de données les concernant.",
  changesHeading: "Modifications de cette politique",
  changes:
    "Si nous changeons notre façon de traiter les données, nous mettrons à jour cette page et la date indiquée en haut. Des questions ? Écrivez à {email}.",
} satisfies PrivacyPolicyCopy;
