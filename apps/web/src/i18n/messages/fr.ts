import type { SiteMessages } from "./en.ts";

/** Français (glossaire : docs/i18n/fr.md). Vouvoiement, espace avant « : ; ? ! ». */
export const fr = {
  language: {
    label: "Langue",
    suggestion: "Cette page existe aussi en français.",
    suggestionLink: "La lire en français",
    dismiss: "Fermer",
    notTranslated: "Cette page n'est pas encore traduite ; elle s'affiche en anglais.",
    blogEnglishOnly: "Le blog est rédigé en anglais.",
  },
  shell: {
    skipToContent: "Aller au contenu",
    homeLabel: "Accueil de GifKit",
    mainNav: "Principale",
    mobileNav: "Mobile",
    breadcrumb: "Fil d'Ariane",
    tools: "Outils",
    blog: "Blog",
    about: "À propos",
    help: "Aide",
    contact: "Contact",
    faq: "FAQ",
    api: "API",
    allToolsByTask: {
      one: "L'outil, classé par tâche",
      other: "Les {count} outils, classés par tâche",
    },
    allToolsByTaskShort: "Tous les outils par tâche",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    makeGif: "Créer un GIF",
    tagline:
      "Des outils en ligne gratuits pour créer et modifier des GIF animés. Sans compte, sans filigrane.",
    legal: "Mentions légales",
    privacyPolicy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
    cookiePolicy: "Politique relative aux cookies",
    cookieSettings: "Paramètres des cookies",
    rightsReserved: "GifKit. Tous droits réservés.",
    filesNote: "Les fichiers sont traités sur nos serveurs et supprimés automatiquement.",
    shareImageAlt: "GifKit : outils en ligne gratuits pour créer et modifier des GIF animés",
  },
  consent: {
    label: "Consentement aux cookies",
    text: "Nous utilisons des cookies pour les publicités qui financent la gratuité de GifKit. Le stockage essentiel (comme ce choix) est toujours actif ; publicités et mesure d'audience uniquement avec votre accord.",
    policyLink: "Politique relative aux cookies",
    decline: "Refuser les non essentiels",
    accept: "Tout accepter",
  },
  errors: {
    notFoundTitle: "Page introuvable",
    notFoundText: "La page que vous cherchez n'existe pas ou a été déplacée.",
    /** The not-found page's meta description (at least 50 characters). */
    notFoundDescription:
      "La page que vous cherchez n'existe pas ou a été déplacée. Repartez de l'accueil ou d'un des outils populaires.",
    errorTitle: "Un problème est survenu",
    errorText: "Cette page n'a pas pu s'afficher. Rechargez-la ou revenez à la page d'accueil.",
    goHome: "Aller à la page d'accueil",
    backHome: "Retour à la page d'accueil",
    helpCenter: "Consulter le centre d'aide",
    popularTools: "Outils populaires",
  },
  apiErrors: {
    "bad-request": "La requête n'a pas pu être lue. Rechargez la page et réessayez.",
    "invalid-options": "L'un des réglages n'est pas valide. Vérifiez les réglages et réessayez.",
    "duplicate-field": "Un réglage a été envoyé deux fois. Rechargez la page et réessayez.",
    "missing-input":
      "Aucun fichier ni lien n'a été envoyé. Choisissez un fichier ou collez un lien, puis réessayez.",
    "too-many-files": "Trop de fichiers pour cet outil. Retirez-en quelques-uns et réessayez.",
    "too-many-parts": "L'envoi comporte trop de parties. Envoyez moins de fichiers à la fois.",
    "malformed-upload": "L'envoi a été interrompu ou abîmé en route. Réessayez.",
    "file-too-large": "Le fichier dépasse la limite de {maxUpload}.",
    "unsupported-file-type":
      "Cet outil n'accepte pas ce type de fichier. Les formats pris en charge sont indiqués sous la zone d'import.",
    "empty-file": "Le fichier est vide.",
    "source-expired":
      "Ce résultat n'est plus conservé (les résultats sont supprimés au bout de {minutes} minutes). Importez de nouveau le fichier.",
    "upload-expired": "Ce fichier importé n'est plus conservé. Importez-le de nouveau.",
    "rate-limited":
      "Trop de requêtes depuis votre connexion. Patientez un instant, puis réessayez.",
    "too-many-running-tasks":
      "Vous avez déjà plusieurs tâches en cours. Attendez qu'une se termine, puis réessayez.",
    "expected-time-too-long":
      "Cette conversion dépasserait la durée maximale. Choisissez un passage plus court, une largeur plus petite, moins d'images par seconde ou une qualité plus basse.",
    "too-many-connections":
      "Trop de connexions depuis votre adresse en ce moment. Fermez les autres onglets GifKit et réessayez.",
    "queue-full": "Le serveur est très sollicité en ce moment. Réessayez dans une minute.",
    "queue-unavailable":
      "Impossible de lancer des tâches pour le moment. Réessayez dans quelques minutes.",
    "storage-full":
      "Le serveur n'a plus de place pour d'autres fichiers pour l'instant. Réessayez plus tard.",
    "address-storage-full":
      "Vos fichiers sur le serveur ont atteint leur limite. Attendez la suppression des résultats précédents, puis réessayez.",
    "internal-error": "Un problème est survenu de notre côté. Réessayez.",
    "url-not-allowed":
      "Ce lien ne peut pas être utilisé : il doit s'agir d'une adresse http ou https publique.",
    "url-fetch-failed":
      "Le fichier de ce lien n'a pas pu être téléchargé. Vérifiez que le lien fonctionne et qu'il est public, ou téléchargez le fichier puis importez-le.",
    "youtube-playlist": "Ce lien mène à une playlist. Collez le lien d'une seule vidéo.",
    "youtube-too-long":
      "Cette vidéo YouTube est trop longue pour être convertie. Utilisez une vidéo plus courte, ou téléchargez le passage voulu puis importez-le.",
    "youtube-live":
      "Les diffusions en direct ne peuvent pas être converties. Réessayez une fois le direct terminé.",
    "youtube-unavailable":
      "Cette vidéo YouTube ne peut pas être téléchargée : elle est peut-être privée, soumise à une limite d'âge ou supprimée.",
    "input-too-large":
      "Le fichier est trop grand pour être traité : ses dimensions ou son nombre d'images dépassent les limites. Réduisez-le d'abord ; la FAQ indique les limites.",
    "damaged-input": "Le fichier est endommagé et ne peut pas être lu. Essayez-en une autre copie.",
    "corrupt-input":
      "Le fichier n'a pas pu être lu : il est peut-être endommagé, ou n'est pas du type qu'indique son nom.",
    "unreadable-image":
      "L'une des images n'a pas pu être lue. Enregistrez-la à nouveau en PNG ou en JPEG et réessayez.",
    "no-video-stream": "Ce fichier ne contient pas de vidéo.",
    "invalid-font": "Le fichier de police n'a pas pu être lu. Utilisez une police TTF ou OTF.",
    "missing-font": "La police choisie pour le texte n'a pas été envoyée. Choisissez-la à nouveau.",
    "no-audio-stream": "Ce fichier ne contient pas de son.",
    "invalid-subtitles":
      "Le fichier de sous-titres n'a pas pu être lu. Utilisez un fichier SRT ou VTT.",
    "processing-failed": "Le traitement a échoué. Réessayez, ou essayez d'autres réglages.",
    "output-too-large":
      "Le résultat serait trop grand. Choisissez une taille plus petite, moins d'images ou un passage plus court.",
    "crop-too-small": "La zone de recadrage est trop petite. Agrandissez-la et réessayez.",
    "invalid-range":
      "Les temps de début et de fin ne correspondent pas à ce fichier. Vérifiez-les et réessayez.",
    "invalid-frames":
      "Les images choisies ne correspondent pas à ce fichier. Vérifiez-les et réessayez.",
    "segment-exceeds-video":
      "Le passage choisi dépasse la fin de la vidéo. Choisissez un passage plus tôt.",
    "selection-too-large": "La sélection est trop grande. Choisissez une partie plus petite.",
    "conversion-failed": "La conversion a échoué. Réessayez, ou essayez d'autres réglages.",
    "target-size-unreachable":
      "Impossible de rendre le GIF aussi léger que la taille choisie. Choisissez une taille plus grande, ou raccourcissez ou réduisez d'abord le GIF.",
    "generation-not-configured":
      "La création de GIF à partir d'une description n'est pas disponible sur ce serveur pour le moment.",
    "generation-failed":
      "Les images n'ont pas pu être générées. Réessayez, ou essayez une autre description.",
    "generation-malformed-output": "Le générateur a renvoyé des images inutilisables. Réessayez.",
    "empty-output": "Le résultat est vide. Essayez d'autres réglages.",
    "incomplete-output": "Le résultat n'a pas pu être terminé. Réessayez.",
    "task-timeout":
      "La tâche a pris trop de temps et a été arrêtée. Essayez un passage plus court, une taille plus petite ou moins d'images.",
    "task-memory-limit":
      "La tâche demandait plus de mémoire que permis et a été arrêtée. Essayez une taille plus petite ou moins d'images.",
    "worker-crashed": "La tâche s'est arrêtée de façon inattendue. Réessayez.",
    "task-interrupted": "La tâche a été interrompue sur le serveur. Réessayez.",
    "task-lost": "Le serveur a perdu la trace de la tâche. Réessayez.",
  },
  apiErrorsWithValues: {
    "too-many-files": "Trop de fichiers : cet outil en accepte {max_files} au maximum.",
    "expected-time-too-long":
      "Cette conversion dépasserait la durée maximale de {limit_seconds}. Choisissez un passage plus court, une largeur plus petite, moins d'images par seconde ou une qualité plus basse.",
    "youtube-too-long":
      "Cette vidéo YouTube est trop longue : les vidéos peuvent durer jusqu'à {max_seconds}. Utilisez une vidéo plus courte, ou téléchargez le passage voulu puis importez-le.",
    "task-timeout":
      "La tâche a dépassé la limite de {limit_seconds} et a été arrêtée. Essayez un passage plus court, une taille plus petite ou moins d'images.",
    "task-memory-limit":
      "La tâche demandait plus que la limite de mémoire de {limit_megabytes} et a été arrêtée. Essayez une taille plus petite ou moins d'images.",
  },
  toolPage: {
    home: "Accueil",
    howItWorks: "Comment ça marche",
    step: "Étape",
    guide: "Guide pratique",
    moreTools: "Autres outils GIF",
    operatingSystem: "Tous (navigateur web)",
    browserRequirements: "Nécessite un navigateur récent avec JavaScript.",
    shareImageAlt: "{name} sur GifKit, avec une image d’un résultat obtenu : {alt}",
    shareImageAltShort: "{name} sur GifKit, avec une image d’un résultat obtenu",
  },
  home: {
    title: "GifKit : créer des GIF en ligne, vidéo en GIF, éditeur gratuit",
    description:
      "{count} outils gratuits pour créer et modifier des GIF animés : vidéo en GIF, redimensionner, rogner, optimiser, effets, images et plus. Sans compte.",
    badge: "Gratuit · Sans compte · Sans filigrane",
    heading: "Créez des GIF en un instant",
    intro:
      "Transformez vidéos et images en GIF animés, puis redimensionnez, rognez, optimisez, retouchez les images ou ajoutez des effets et du texte. {count} outils gratuits sur téléphone, tablette ou ordinateur (l'enregistrement d'écran demande un ordinateur).",
    toolsEyebrow: "Outils",
    toolsHeading: "Tout ce qu'il faut pour créer et modifier des GIF",
    tryNow: "Essayer",
    examples: {
      heroCredit: "{credit}.",
      heroLine: "{before} : {input}. {after}, avec {tool} : {output}.",
      before: "Avant",
      after: "Après",
      result: "le résultat de {tool}",
      input: "l'entrée de {tool}",
      eyebrow: "Résultats réels",
      heading: "Faits par GifKit, pas des maquettes",
      intro:
        "Chaque résultat ci-dessous sort de l'outil nommé en dessous, appliqué à des extraits et des photos d'exemple libres ; la taille indiquée est celle du fichier produit par l'outil. Les animations sont lues ici sous forme de courtes vidéos tirées de ces fichiers, et Pause les arrête.",
      pauseAll: "Tout mettre en pause",
      playAll: "Tout lire",
    },
    howEyebrow: "Comment ça marche",
    howHeading: "Trois étapes du fichier au GIF",
    step: "Étape {number}",
    steps: [
      {
        title: "Importez",
        text: "Choisissez une vidéo, des images ou un GIF sur votre appareil, ou collez un lien. Fichiers jusqu'à {maxUpload}.",
      },
      {
        title: "Modifiez",
        text: "Choisissez le passage, la taille, la vitesse, le texte ou la compression. Les réglages partent de valeurs raisonnables.",
      },
      {
        title: "Téléchargez",
        text: "Votre GIF est créé sur nos serveurs en quelques instants. Téléchargez-le : les résultats sont supprimés au bout de {minutes} minutes.",
      },
    ],
    whyEyebrow: "Pourquoi GifKit",
    whyHeading: "Rapide, confidentiel et gratuit",
    benefits: [
      {
        title: "Ultra rapide",
        text: "Des traitements ffmpeg et gifsicle optimisés créent la plupart des GIF en quelques secondes, et une barre de progression indique le reste.",
      },
      {
        title: "100 % confidentiel",
        text: "Ni compte ni inscription. Rien de ce que vous envoyez n'est gardé plus de {minutes} minutes ; la plupart des fichiers partent dès la fin de leur tâche.",
      },
      {
        title: "Gratuit pour toujours",
        text: "Tous les outils sont gratuits, sans filigrane ni quota quotidien. Les publicités, uniquement avec votre accord, paient les serveurs.",
      },
      {
        title: "Haute qualité",
        text: "Une palette de couleurs par clip, un tramage soigné et la durée exacte de chaque image gardent vos GIF nets et fluides.",
      },
    ],
    aboutHeading: "Une boîte à outils GIF gratuite pour tous",
    aboutText:
      "Le GIF reste le seul format animé lu partout : messageries, e-mails, documentation, forums et présentations, sans bouton lecture ni son à gérer. GifKit réunit toute la chaîne au même endroit : d'un extrait vidéo ou d'une série de photos à une boucle soignée et légère, sans rien installer.",
    limitsText:
      "Chaque outil accepte des fichiers jusqu'à {maxUpload} et respecte la durée de chaque image.",
    privacyText:
      "Vos fichiers sont traités sur nos serveurs, jamais partagés et supprimés automatiquement. Notre politique de confidentialité explique comment ; la FAQ détaille formats et limites.",
    privacyLink: "Politique de confidentialité",
    faqLink: "FAQ",
    blogEyebrow: "Sur le blog",
    blogHeading: "Derniers articles",
    blogAll: "Voir tous les articles",
    ctaTitle: "Prêt à créer votre premier GIF ?",
    ctaText:
      "Déposez quelques images ou une vidéo et obtenez un GIF à partager en un instant. Gratuit, sans compte et sans filigrane.",
    ctaOpen: "Ouvrir {tool}",
  },
} satisfies SiteMessages;
