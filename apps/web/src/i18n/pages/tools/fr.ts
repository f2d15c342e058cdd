import type { ToolsCopy } from "./en.ts";

export const tools = {
  title: "Tous les outils GIF",
  description:
    "Les {toolCount} outils gratuits de GifKit, selon ce que vous voulez faire : créer, modifier, convertir, optimiser, images, effets et texte. Sans compte.",
  crumb: "Outils",
  heading: "Tous les outils GIF",
  intro:
    "{toolCount} outils gratuits, classés selon ce que vous voulez faire. Chacun fonctionne dans votre navigateur, sur tout appareil ; les fichiers sont traités sur nos serveurs.",
  groups: {
    make: {
      name: "Créer un GIF",
      text: "Partez d'une vidéo, de photos, de votre écran ou d'une phrase.",
    },
    edit: {
      name: "Modifier un GIF",
      text: "Changez sa taille, son cadrage, sa durée, sa vitesse ou son orientation, ou assemblez-en plusieurs.",
    },
    convert: {
      name: "Convertir",
      text: "Transformez un GIF en vidéo, WebP, APNG ou AVIF, ou en planche de sprites, et inversement.",
    },
    optimize: {
      name: "Optimiser",
      text: "Allégez un GIF pour les messageries, les e-mails et les pages web.",
    },
    frames: {
      name: "Travailler les images",
      text: "Choisissez, réordonnez, minutez, séparez ou inversez les images.",
    },
    effects: {
      name: "Effets et texte",
      text: "Ajoutez des légendes, des filtres, un flou sur les visages ou un logo par-dessus.",
    },
    video: {
      name: "Vidéo",
      text: "Modifiez une vidéo en tant que vidéo : compressez-la pour une messagerie, coupez-la, gardez son son.",
    },
  },
} satisfies ToolsCopy;
