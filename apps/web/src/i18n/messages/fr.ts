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
    "file-too-large": "Le fichier dépasse la limite de {maxUpload}.",
    "unsupported-file-type":
      "Cet outil n'accepte pas ce type de fichier. Les formats pris en charge sont indiqués sous la zone d'import.",
    "empty-file": "Le fichier est vide.",
    "source-expired":
      "Ce résultat n'est plus conservé (les résultats sont supprimés au bout de {minutes} minutes). Importez de nouveau le fichier.",
    "upload-expired": "Ce fichier importé n'est plus conservé. Importez-le de nouveau.",
    "queue-full": "Le serveur est très sollicité en ce moment. Réessayez dans une minute.",
    "storage-full":
      "Le serveur n'a plus de place pour d'autres fichiers pour l'instant. Réessayez plus tard.",
    "address-storage-full":
      "Vos fichiers sur le serveur ont atteint leur limite. Attendez la suppression des résultats précédents, puis réessayez.",
    "too-many-running-tasks":
      "Vous avez déjà plusieurs tâches en cours. Attendez qu'une se termine, puis réessayez.",
    "internal-error": "Un problème est survenu de notre côté. Réessayez.",
  },
  toolPage: {
    home: "Accueil",
    howItWorks: "Comment ça marche",
    step: "Étape",
    guide: "Guide pratique",
    moreTools: "Autres outils GIF",
    operatingSystem: "Tous (navigateur web)",
    browserRequirements: "Nécessite un navigateur récent avec JavaScript.",
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
