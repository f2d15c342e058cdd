import type { HelpCopy } from "./en.ts";

export const help = {
  title: "Centre d'aide",
  description:
    "Bien démarrer avec GifKit et régler les problèmes courants : fichiers trop lourds ou refusés, GIF flous, téléchargements bloqués, conseils par plateforme.",
  crumb: "Aide",
  heading: "Centre d'aide",
  intro:
    "Prise en main rapide, solutions aux problèmes courants et conseils pour partager vos GIF.",
  quickStartHeading: "Prise en main",
  guideQuickStart: {
    title: "Créer un GIF à partir d'une vidéo",
    text: "Un guide pas à pas (en anglais) : passages, fréquence d'images, taille et exports.",
  },
  troubleshootingHeading: "Dépannage",
  troubleshooting: {
    upload: {
      area: "Problèmes d'importation",
      problems: {
        tooLarge: {
          title: "« Fichier trop volumineux »",
          fix: {
            size: "Chaque fichier peut peser jusqu'à {maxUpload}. Pour une vidéo, raccourcissez-la ou exportez-la en 720p ou moins avant de l'importer.",
            selection:
              "N'oubliez pas que vous ne pouvez utiliser que {maxVideoSelectionSeconds} secondes de vidéo au total : un fichier source plus court suffit.",
          },
        },
        unsupported: {
          title: "« Type de fichier non pris en charge »",
          fix: {
            formats:
              "{videoToGif} accepte {videoFormats} ; {gifMaker} accepte {imageFormats} ; les éditeurs de GIF acceptent {gifFormats}.",
            content:
              "Le contenu du fichier est vérifié, pas seulement son nom : un fichier renommé est refusé. Exportez-le à nouveau dans l'un des formats ci-dessus.",
          },
        },
        link: {
          title: "Un lien ne se charge pas",
          fix: {
            direct:
              "Le lien doit mener directement à un fichier public (se terminant par .mp4, .gif, .png, etc.) ou être un lien YouTube pour {videoToGif}.",
            private:
              "Notre serveur ne peut pas récupérer les pages qui demandent une connexion, ni les liens vers des adresses privées.",
          },
        },
      },
    },
    quality: {
      area: "Problèmes de qualité",
      problems: {
        blurry: {
          title: "Mon GIF est flou",
          fix: {
            wider:
              "Élargissez-le : un GIF affiché plus grand que sa taille réelle est étiré et perd en netteté.",
            quality: "Choisissez une qualité plus élevée et évitez d'agrandir un petit GIF.",
          },
        },
        banding: {
          title: "Des bandes ou des couleurs mouchetées",
          fix: {
            colors:
              "Un GIF peut contenir 256 couleurs par image. Des extraits plus courts, avec moins de changements de scène, sont plus nets.",
            dither:
              "Dans « {optimize} », gardez plus de couleurs ou essayez un autre réglage de tramage.",
          },
        },
        jerky: {
          title: "L'animation est saccadée",
          fix: {
            frameRate:
              "Passez à 24 images par seconde pour les mouvements rapides, ou utilisez moins d'images, plus longues, pour un diaporama.",
          },
        },
      },
    },
    download: {
      area: "Problèmes de téléchargement",
      problems: {
        blocked: {
          title: "Le téléchargement est bloqué",
          fix: {
            allow:
              "Certains navigateurs demandent une confirmation avant d'enregistrer les fichiers d'un site. Autorisez les téléchargements pour GifKit dans les réglages du navigateur.",
            ios: "Sur iPhone et iPad, le fichier va dans l'app Fichiers (dossier Téléchargements) ; maintenez le doigt sur l'aperçu pour l'enregistrer dans Photos.",
          },
        },
        empty: {
          title: "Le fichier fait 0 octet ou ne s'ouvre pas",
          fix: {
            deleted:
              "Les résultats sont supprimés {minutes} minutes après être prêts ; passé ce délai, relancez la tâche.",
            finished:
              "Vérifiez que le téléchargement est terminé avant d'ouvrir le fichier, et gardez l'extension .gif.",
          },
        },
      },
    },
  },
  platformTipsHeading: "Conseils par plateforme",
  platformTipsIntro:
    "Chaque plateforme traite les GIF un peu différemment. Ce sont des repères, pas des limites de GifKit.",
  platformTips: {
    email: {
      name: "E-mail",
      tip: "Gardez vos GIF sous 1 Mo pour un chargement rapide ; beaucoup de messageries n'affichent que la première image.",
    },
    x: {
      name: "X (Twitter)",
      tip: "Restez sous 5 Mo pour que le GIF se publie depuis n'importe quel appareil ; 480 à 720 px de large, c'est net dans le fil.",
    },
    chat: {
      name: "Slack et Discord",
      tip: "Moins de 8 Mo, c'est une cible sûre pour tous les comptes ; le préréglage « {socialPreset} » de l'outil « {optimize} » y arrive en général.",
    },
    websites: {
      name: "Sites web",
      tip: "Utilisez le préréglage « {webPreset} », réglez la largeur sur la taille d'affichage et ajoutez un texte alternatif.",
    },
  },
  faqHeading: "Questions courantes",
  faq: {
    server: {
      q: "Pourquoi mes fichiers sont-ils envoyés à un serveur ?",
      a: "Encoder un GIF avec de bonnes palettes demande beaucoup de calcul. Nos serveurs le font rapidement, quel que soit votre appareil, puis suppriment votre fichier importé dès la fin de la tâche.",
    },
    kept: {
      q: "Combien de temps mon résultat reste-t-il disponible ?",
      a: "{minutes} minutes après qu'il est prêt. Téléchargez-le avant.",
    },
    stuck: {
      q: "Une tâche semble bloquée. Que faire ?",
      a: "La plupart des tâches se terminent en moins de deux minutes. Si la progression n'a pas bougé depuis cinq minutes, rechargez la page et réessayez, éventuellement avec une sélection plus courte ou une taille plus petite.",
    },
  },
  moreAnswers: "D'autres réponses dans les [questions fréquentes](/faq).",
  contactTitle: "Contacter l'assistance",
  blogTitle: "Lire le blog",
  blogText: "Des guides (en anglais) pour créer, optimiser et partager des GIF.",
} satisfies HelpCopy;
