import type { PluralForms } from "../../format.ts";
import type { FaqCopy } from "./en.ts";

export const faq = {
  title: "Questions fréquentes",
  description:
    "Réponses sur GifKit : limites de taille et formats, confidentialité et suppression des fichiers, réglages de qualité, chaque outil, dépannage et API.",
  crumb: "Questions fréquentes",
  heading: "Questions fréquentes",
  intro:
    "Limites, formats, confidentialité et fonctionnement de chaque outil. Vous ne trouvez pas votre réponse ? Posez-nous la question.",
  sectionsLabel: "Rubriques des questions fréquentes",
  groups: {
    general: {
      name: "Généralités",
      entries: {
        free: {
          q: "GifKit est-il vraiment gratuit ?",
          a: "Oui. Tous les outils sont gratuits, sans compte, sans filigrane et sans quota quotidien. Le site est financé par la publicité, affichée uniquement si vous acceptez les cookies.",
        },
        account: {
          q: "Dois-je créer un compte ?",
          a: "Non. Il n'y a ni inscription ni connexion nulle part sur GifKit. Ouvrez un outil et lancez-vous.",
        },
        phone: {
          q: "GifKit fonctionne-t-il sur mon téléphone ?",
          a: "Oui. Les outils fonctionnent dans tout navigateur récent, sur téléphone, tablette ou ordinateur, sauf {record}, qui demande un ordinateur (un téléphone ne peut pas partager son écran avec une page web). Le traitement se fait sur nos serveurs : même un téléphone lent peut créer de grands GIF.",
        },
        watermark: {
          q: "Ajoutez-vous un filigrane ?",
          a: "Jamais. Le GIF que vous téléchargez ne contient que votre contenu.",
        },
      },
    },
    privacy: {
      name: "Confidentialité et fichiers",
      entries: {
        uploaded: {
          q: "Mes fichiers sont-ils envoyés en ligne ?",
          a: "Oui. Vos fichiers sont envoyés à GifKit et traités sur nos serveurs ; le site ne les traite pas dans votre navigateur. Nous ne les partageons jamais et ne les regardons pas.",
        },
        kept: {
          q: "Combien de temps gardez-vous mes fichiers ?",
        },
        links: {
          q: "Et les liens que je colle ?",
          a: "Notre serveur télécharge pour vous le fichier du lien (jusqu'à {maxUpload}) et le traite comme un fichier importé. {linkRetention}",
        },
        cookies: {
          q: "Utilisez-vous des cookies ?",
          a: "Une seule entrée essentielle, qui retient votre choix concernant les cookies. Les cookies publicitaires ne sont utilisés que si vous cliquez sur {accept} ; vous pouvez changer d'avis à tout moment avec {settings}, en bas de chaque page.",
        },
      },
    },
    technical: {
      name: "Questions techniques",
      entries: {
        maxSize: {
          q: "Quelle est la taille maximale d'un fichier ?",
          a: "{maxUpload} par fichier, pour tous les outils, que vous importiez le fichier ou colliez un lien.",
        },
        formats: {
          q: "Quels formats puis-je utiliser ?",
          a: "{convert} produit du MP4, WebP, APNG, AVIF ou WebM ; {split}, un ZIP d'images PNG ou JPG ; {spriteSheet}, une planche PNG ou un GIF ; les outils vidéo, un MP4 ou WebM qui garde le son. Tous les autres outils produisent un GIF.",
        },
        videoLength: {
          q: "Quelle durée peut avoir un GIF tiré d'une vidéo ?",
          a: "Vous pouvez sélectionner jusqu'à {maxVideoSelectionSeconds} secondes de vidéo au total, en un ou plusieurs passages. Le résultat peut compter jusqu'à {maxOutputFrames} images, et les meilleurs GIF durent en général de 2 à 6 secondes.",
        },
        largest: {
          q: "Quelle est la taille maximale d'un GIF que je peux créer ?",
          a: "{videoToGif} crée des GIF jusqu'à {maxVideoOutputSize} pixels, les éditeurs de GIF jusqu'à {maxGifOutputSize}. Chaque résultat est aussi limité à {maxOutputFrames} images et à {maxOutputTotalMegapixels} mégapixels au total (largeur × hauteur × images).",
        },
        processing: {
          q: "Combien de temps dure le traitement ?",
          a: "La plupart des modifications se terminent en quelques secondes. Une vidéo longue ou lourde peut prendre une ou deux minutes ; la page affiche l'avancement de la tâche pendant l'attente.",
        },
      },
    },
    tools: {
      name: "Outil par outil",
      entries: {
        frameRate: {
          q: "Quelle fréquence d'images choisir dans {videoToGif} ?",
          a: "15 i/s (la valeur par défaut) convient à la plupart des extraits. Prenez 10 i/s pour les enregistrements d'écran et les scènes lentes, 24 ou 30 i/s seulement pour des mouvements courts et rapides : plus d'images, c'est un fichier plus lourd.",
        },
        sound: {
          q: "Puis-je garder le son de ma vidéo ?",
          a: "Un GIF n'a pas de son. Cochez l'option MP4 dans {videoToGif} pour obtenir, en plus du GIF, un MP4 avec le son (H.264 et AAC) de la même sélection.",
        },
        speed: {
          q: "Redimensionner ou rogner change-t-il la vitesse de l'animation ?",
          a: "Non. {resize} et {crop} gardent chaque image avec sa propre durée. {crop} est sans perte : les images sont découpées, pas réencodées.",
        },
        bigger: {
          q: "{optimize} peut-il alourdir mon GIF ?",
          a: "Non. Si aucun réglage ne réduit le fichier, vous récupérez votre fichier d'origine tel quel, et la page vous le signale.",
        },
        font: {
          q: "Puis-je utiliser ma propre police dans {addText} ?",
          a: "Oui. En plus des huit polices intégrées, vous pouvez importer un fichier de police .ttf ou .otf pour un calque de texte.",
        },
        ai: {
          q: "Pourquoi le générateur de GIF par IA se dit-il indisponible ?",
          a: "Il a besoin d'un serveur de génération équipé d'un GPU. Là où aucun n'est configuré, la page le dit clairement au lieu de produire un faux résultat.",
        },
      },
    },
    troubleshooting: {
      name: "Dépannage",
      entries: {
        tooLarge: {
          q: "Mon fichier est trop lourd. Que faire ?",
          a: "Les fichiers de plus de {maxUpload} sont refusés. Coupez d'abord la vidéo ou exportez-la dans une résolution plus basse ; pour un GIF, passez-le par {optimize} en plusieurs parties.",
        },
        unsupported: {
          q: "Le site indique que mon type de fichier n'est pas pris en charge.",
          a: "Vérifiez l'extension du fichier par rapport aux formats indiqués pour l'outil. GifKit vérifie aussi le contenu du fichier : un fichier d'un autre type simplement renommé est refusé. Réexportez-le dans un format pris en charge.",
        },
        blurry: {
          q: "Mon GIF est flou ou plein de taches.",
          a: "Augmentez la largeur, choisissez une qualité plus élevée ou raccourcissez l'extrait, pour que chaque image profite davantage des 256 couleurs qu'autorise un GIF. Évitez d'agrandir un petit GIF.",
        },
        download: {
          q: "Le téléchargement est bloqué ou le fichier fait 0 octet.",
          a: "Autorisez les téléchargements pour ce site dans votre navigateur et téléchargez le résultat dans les {minutes} minutes, après quoi il est supprimé. Si cela échoue encore, relancez la tâche.",
        },
      },
    },
    advanced: {
      name: "Utilisation avancée",
      entries: {
        api: {
          q: "Existe-t-il une API ?",
          a: "Oui. Chaque outil est disponible sous forme d'API HTTP : lancez une tâche, suivez son état, téléchargez le résultat. La [page de l'API](/api) présente les points d'accès et la description OpenAPI.",
        },
        rate: {
          q: "Le nombre d'utilisations des outils est-il limité ?",
          a: "Pour que le service reste équitable, une même adresse peut lancer quelques tâches à la fois, et un serveur très sollicité peut vous demander de réessayer dans un instant (HTTP 429 ou 503 avec un en-tête Retry-After).",
        },
        loops: {
          q: "Comment le nombre de boucles est-il géré ?",
          a: "{gifMaker} boucle à l'infini par défaut ; avec un nombre de boucles N, l'animation est lue N fois. Les éditeurs gardent le réglage de boucle du GIF que vous leur donnez.",
        },
      },
    },
  },
  formatsAnswer: {
    images: {
      one: "{tools} accepte {formats} (la première page d'un PDF).",
      other: "{tools} acceptent {formats} (la première page d'un PDF).",
    } as PluralForms,
    video: {
      one: "{tools} accepte {formats}, les liens vers des fichiers vidéo et les liens YouTube.",
      other: "{tools} acceptent {formats}, les liens vers des fichiers vidéo et les liens YouTube.",
    } as PluralForms,
    gifOrVideo: {
      one: "{tools} accepte une animation ou une vidéo.",
      other: "{tools} acceptent une animation ou une vidéo.",
    } as PluralForms,
    gif: {
      one: "{tools} accepte {formats}.",
      other: "{tools} acceptent {formats}.",
    } as PluralForms,
    gifOrStill: {
      one: "{tools} accepte {formats}, ou une image fixe JPG, PNG ou WebP, qu'il renvoie dans le même format.",
      other:
        "{tools} acceptent {formats}, ou une image fixe JPG, PNG ou WebP, qu'ils renvoient dans le même format.",
    } as PluralForms,
  },
  destinationsLink: "Limites par plateforme",
  destinationsHeading: "Quelle taille pour un GIF, selon sa destination ?",
  destinationsIntro:
    "Le plus gros fichier accepté par chaque service, d'après sa propre documentation (suivez le lien à côté de chaque chiffre). Plus de détails dans notre article (en anglais) [GIF size limits: Discord, Slack, X, GitHub, Reddit and email](/blog/gif-size-limits-by-platform)",
  destinationColumns: {
    where: "Où",
    maxSize: "Fichier maximal",
    maxDimensions: "Dimensions maximales",
    source: "Source",
  },
  destinationInline: {
    maxSize: "Fichier maximal : ",
    maxDimensions: "Dimensions maximales : ",
    source: "Source : ",
  },
  readOn: " consultée le {date}",
  dimensions: {
    exact: "exactement {width} × {height} px",
    oneSideExact: "un côté d'exactement {side} px, l'autre de {other} px au plus",
    notStated: "non précisé",
  },
  destinationNotes: {
    discord:
      "La limite d'envoi de Discord pour un compte sans Nitro est de 10 MiB par fichier. Nitro et les boosts de serveur la relèvent, mais un GIF de moins de 10 MiB peut être publié et repartagé par tout le monde.",
    slack:
      "Slack accepte des fichiers jusqu'à 1 GB, bien plus qu'il n'en faut pour un GIF (GifKit s'arrête lui-même à 200 MB). Slack ne documente pas de limite propre aux GIF ; un petit GIF se charge plus vite pour tous les participants du fil.",
    x: "X transforme un GIF publié en vidéo MP4 : envoyer directement un MP4 donne une meilleure qualité pour la même taille. Sa documentation pour développeurs accepte les GIF jusqu'à 15 MB et recommande au plus 1280 × 1080 px et 350 images ; les applications mobiles de X accepteraient moins (5 MB), ce que les pages de X que nous avons pu lire ne confirment pas.",
    github:
      "GitHub accepte les images et les GIF jusqu'à 10 MB dans les issues, pull requests, discussions et commentaires ; y glisser un GIF est aussi la façon habituelle d'obtenir une adresse pour un README. GitHub affiche le GIF tel quel. Les courtes vidéos MP4, MOV ou WebM sont acceptées aussi (10 MB avec les offres gratuites).",
    reddit:
      "La documentation pour développeurs de Reddit accepte les GIF jusqu'à 100 MB (images fixes : 20 MB). Reddit lit un GIF envoyé à partir d'une copie MP4 qu'il crée : envoyer directement un MP4 donne une meilleure qualité pour la même taille. Publier depuis le site ou les applications Reddit peut autoriser moins que ce qu'indique cette documentation.",
    email:
      "Gmail envoie des pièces jointes jusqu'à 25 MB au total avec un compte personnel (au-delà, elles deviennent un lien Google Drive) ; les comptes professionnels et les autres messageries fixent leurs propres limites, souvent plus basses. Pour un GIF affiché dans le message, plus il est petit, mieux c'est : il est téléchargé à chaque ouverture du mail.",
    "fast-web-page":
      "Lighthouse, l'audit derrière PageSpeed Insights, signale chaque GIF de plus de 100 KiB sur une page et suggère une vidéo à la place. Pour tout fichier plus lourd sur votre propre site, utilisez un MP4 dans <video autoplay loop muted playsinline> ou un WebP animé.",
    "discord-emoji":
      "Discord accepte les emoji personnalisés (les animés au format GIF) jusqu'à 256 KB et les affiche en petit ; sa documentation décrit une image de 128 × 128 px, et les plus grandes sont de toute façon réduites.",
    "discord-sticker":
      "Les stickers Discord peuvent être des GIF ou des APNG animés de 512 KB, 320 × 320 px et 5 secondes au plus. Le format carré est le meilleur : les stickers s'affichent dans un carré.",
    "slack-emoji":
      "La documentation de Slack demande des images d'emoji carrées de moins de 128 KB ; un emoji animé est un GIF affiché en petit, donc 128 × 128 px suffisent largement.",
    "twitch-animated-emote":
      "Les emotes animées de Twitch sont des GIF carrés de 60 images au plus ; le fichier de 112 × 112 px d'un envoi manuel peut peser au plus 512 KB (1 MB pour un seul grand GIF que Twitch redimensionne). La page d'aide de Twitch n'était pas disponible pour vérifier ces chiffres.",
  },
  limitsHeading: "Limites et formats",
  limitsIntro: "Les mêmes chiffres que ceux appliqués par le serveur.",
  limits: {
    fileSize: "Taille de fichier (chaque import et lien)",
    inputSide: "Côté d'une image",
    inputFrame: "Une image en entrée",
    inputFrames: "Images en entrée",
    inputTotal: "Toutes les images en entrée",
    outputFrames: "Images en sortie",
    outputTotal: "Taille du résultat (largeur × hauteur × images)",
    videoOutput: "Taille du résultat de {videoToGif}",
    gifOutput: "Taille du résultat d'une retouche de GIF",
    videoSelection: "Sélection vidéo (tous les passages)",
    chainEdits: "Modifications dans une chaîne (POST /api/edit)",
    batchInputs: "Fichiers dans un lot (POST /api/batch)",
    videoEditLength: "Durée d'une vidéo retouchée (MP4 ou WebM d'une chaîne)",
    youtubeLength: "Durée d'une vidéo YouTube",
    taskStarts: "Tâches lancées par minute (par adresse)",
    keyTaskStarts: "Tâches lancées avec une clé d'API (par clé)",
    storedBytes: "Fichiers stockés à la fois (par adresse)",
    taskMemory: "Mémoire par tâche",
    resultsKept: "Durée de conservation des résultats",
  },
  units: {
    megapixels: "{count} mégapixels",
    perMinuteAndDay: "{minute} par minute, {day} par jour",
  },
  imagesLabel: "Images : ",
  videoLabel: "Vidéo : ",
  videoFormats: "{formats}, liens et YouTube",
  gifToolsLabel: "Outils GIF : ",
  gifFormats: "{formats} en entrée, GIF en sortie",
  stillStuck: "Toujours bloqué ? Consultez le [centre d'aide](/help) ou écrivez à {email}.",
  ctaTitle: "Prêt à essayer ?",
  ctaText: "Créez votre premier GIF en une minute, gratuitement et sans compte.",
  ctaTry: "Essayer {tool}",
} satisfies FaqCopy;
