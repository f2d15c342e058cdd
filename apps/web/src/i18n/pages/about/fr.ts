import type { AboutCopy } from "./en.ts";

export const about = {
  title: "À propos de GifKit",
  description:
    "GifKit réunit {toolCount} outils GIF gratuits en ligne : créez des GIF à partir de vidéos et d'images, puis modifiez-les, convertissez-les et optimisez-les. Sans compte.",
  crumb: "À propos",
  eyebrow: "Qui sommes-nous",
  heading: "Des GIF simples à faire, pour tout le monde",
  intro:
    "GifKit existe pour que chacun puisse faire un bon GIF en une minute : une réaction tirée d'une vidéo, une boucle produit à partir de quelques captures, une légende sur un classique. Rien à installer, rien à payer.",
  missionEyebrow: "Notre mission",
  missionHeading: "De bons outils GIF doivent être gratuits et honnêtes",
  mission: [
    "Le GIF animé est le seul format d'image animée qui fonctionne partout : dans les messageries, les e-mails, les documents, les forums et les présentations. Pourtant, en faire un bon oblige souvent à se battre avec un logiciel de bureau ou à confier ses fichiers à un site aux promesses floues.",
    "Nous concevons GifKit pour faire l'inverse : des outils clairs avec de bons réglages par défaut, des limites claires et une explication simple de ce que deviennent vos fichiers. Ils sont traités sur nos serveurs et supprimés automatiquement. Notre [politique de confidentialité](/privacy-policy) explique précisément comment.",
  ],
  highlightsHeading: "Ce qui compte pour nous",
  highlights: {
    free: {
      title: "Gratuit, sans contrepartie",
      text: "Tous les outils sont gratuits, sans filigrane, sans inscription et sans offre premium qui garderait les bons réglages pour elle.",
    },
    files: {
      title: "Des fichiers éphémères",
      text: "Rien de ce que vous envoyez n'est conservé plus de {minutes} minutes, et la plupart des fichiers importés disparaissent dès la fin de leur tâche. Nous ne regardons ni ne partageons jamais vos fichiers.",
    },
    quality: {
      title: "La qualité d'abord",
      text: "Une palette par clip, un tramage soigné et des durées d'image exactes, comparés aux meilleurs encodeurs que nous avons pu tester.",
    },
    devices: {
      title: "Sur tous les appareils",
      text: "Les outils fonctionnent dans tout navigateur récent, sur téléphone, tablette ou ordinateur (Enregistrer l'écran demande un ordinateur : un téléphone ne peut pas partager son écran avec une page web). Le gros du travail se fait sur nos serveurs.",
    },
  },
  storyHeading: "Notre histoire",
  story: [
    {
      title: "Pourquoi nous avons commencé",
      text: "GifKit est né d'un petit agacement : transformer deux secondes d'un enregistrement d'écran en GIF demandait trois logiciels et beaucoup de tâtonnements sur la cadence et les palettes. Le résultat était énorme ou plein de taches. Nous voulions un seul endroit qui règle bien les détails dès le départ.",
    },
    {
      title: "Comment ça marche aujourd'hui",
      text: "GifKit compte aujourd'hui {toolCount} outils ([voir la liste](/tools)). Quand vous en utilisez un, votre fichier est importé sur GifKit et une tâche est mise en file d'attente sur nos serveurs. Des encodeurs open source éprouvés (ffmpeg, gifsicle et libvips) font le travail, puis vous téléchargez le résultat. Chaque fichier importé, quel que soit l'outil, peut peser jusqu'à {maxUpload}, et les mêmes limites s'appliquent partout ; elles sont détaillées dans la [FAQ](/faq).",
    },
    {
      title: "Comment le service reste gratuit",
      text: "GifKit est financé par la publicité, affichée seulement si vous acceptez les cookies. Il n'y a ni offre payante ni filigrane. Si vous refusez, les outils fonctionnent exactement de la même façon.",
    },
    {
      title: "Ouvert aux développeurs",
      text: "Les mêmes outils existent sous forme d'API HTTP simple : lancez une tâche, suivez son état, téléchargez le résultat. La [page de l'API](/api) donne les détails et une description OpenAPI.",
    },
  ],
  helloHeading: "Écrivez-nous",
  hello: "Une question, une idée ou un bug à signaler ? [Contactez-nous](/contact) ou suivez-nous.",
  ctaTitle: "Créez quelque chose qui mérite d'être partagé",
  ctaText: "Choisissez un outil et obtenez votre GIF en quelques instants.",
  ctaTry: "Essayer {tool}",
} satisfies AboutCopy;
