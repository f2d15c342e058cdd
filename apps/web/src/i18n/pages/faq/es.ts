import type { PluralForms } from "../../format.ts";
import type { FaqCopy } from "./en.ts";

export const faq = {
  title: "Preguntas frecuentes",
  description:
    "Respuestas sobre GifKit: límites de tamaño y formatos, privacidad y borrado de archivos, ajustes de calidad, cada herramienta, problemas frecuentes y la API.",
  crumb: "Preguntas frecuentes",
  heading: "Preguntas frecuentes",
  intro:
    "Límites, formatos, privacidad y cómo funciona cada herramienta. ¿No encuentras tu respuesta? Pregúntanos.",
  sectionsLabel: "Secciones de las preguntas frecuentes",
  groups: {
    general: {
      name: "General",
      entries: {
        free: {
          q: "¿GifKit es gratis de verdad?",
          a: "Sí. Todas las herramientas son gratuitas, sin cuenta, sin marca de agua y sin límite diario. El sitio se financia con anuncios, que solo se muestran si aceptas las cookies.",
        },
        account: {
          q: "¿Tengo que crear una cuenta?",
          a: "No. En GifKit no hay registro ni inicio de sesión en ninguna parte. Abre una herramienta y empieza.",
        },
        phone: {
          q: "¿GifKit funciona en el móvil?",
          a: "Sí. Las herramientas funcionan en cualquier navegador moderno, en móviles, tabletas y ordenadores, salvo {record}, que necesita un ordenador (un móvil no puede compartir su pantalla con una página web). El trabajo se hace en nuestros servidores, así que hasta un móvil lento puede crear GIF grandes.",
        },
        watermark: {
          q: "¿GifKit añade una marca de agua?",
          a: "Nunca. El GIF que descargas contiene solo lo tuyo.",
        },
      },
    },
    privacy: {
      name: "Privacidad y archivos",
      entries: {
        uploaded: {
          q: "¿Se suben mis archivos?",
          a: "Sí. Tus archivos se envían a GifKit y se procesan en nuestros servidores; el sitio no los procesa dentro de tu navegador. Nunca los compartimos ni los miramos.",
        },
        kept: {
          q: "¿Cuánto tiempo se guardan mis archivos?",
        },
        links: {
          q: "¿Y los enlaces que pego?",
          a: "Nuestro servidor descarga por ti el archivo enlazado (hasta {maxUpload}) y lo trata como una subida. {linkRetention}",
        },
        cookies: {
          q: "¿GifKit usa cookies?",
          a: "Solo una entrada esencial que recuerda tu elección sobre las cookies. Las cookies de publicidad solo se usan si pulsas {accept}; puedes cambiar tu elección cuando quieras con {settings}, al pie de cada página.",
        },
      },
    },
    technical: {
      name: "Aspectos técnicos",
      entries: {
        maxSize: {
          q: "¿Cuál es el tamaño máximo de archivo?",
          a: "{maxUpload} por archivo, en todas las herramientas, tanto si subes el archivo como si pegas un enlace.",
        },
        formats: {
          q: "¿Qué formatos puedo usar?",
          a: "{convert} genera MP4, WebP, APNG, AVIF o WebM; {split}, un ZIP de fotogramas PNG o JPG; {spriteSheet}, una hoja PNG o un GIF; las herramientas de vídeo, un MP4 o WebM que conserva el sonido. Todas las demás herramientas generan un GIF.",
        },
        videoLength: {
          q: "¿Cuánto puede durar un GIF hecho a partir de un vídeo?",
          a: "Puedes seleccionar hasta {maxVideoSelectionSeconds} segundos de vídeo en total, en uno o varios tramos. El resultado puede tener hasta {maxOutputFrames} fotogramas, y los mejores GIF suelen durar entre 2 y 6 segundos.",
        },
        largest: {
          q: "¿Cuál es el GIF más grande que puedo crear?",
          a: "{videoToGif} crea GIF de hasta {maxVideoOutputSize} píxeles, y los editores de GIF, de hasta {maxGifOutputSize}. Además, cada resultado tiene un límite de {maxOutputFrames} fotogramas y de {maxOutputTotalMegapixels} megapíxeles en total (ancho × alto × fotogramas).",
        },
        processing: {
          q: "¿Cuánto tarda el procesamiento?",
          a: "La mayoría de las ediciones terminan en pocos segundos. Un vídeo largo o pesado puede tardar un par de minutos; mientras esperas, la página muestra el progreso de la tarea.",
        },
      },
    },
    tools: {
      name: "Por herramienta",
      entries: {
        frameRate: {
          q: "¿Qué velocidad de fotogramas elijo en {videoToGif}?",
          a: "15 fps (el valor predeterminado) va bien para la mayoría de los clips. Usa 10 fps para grabaciones de pantalla y escenas lentas, y 24 o 30 fps solo para movimientos cortos y rápidos: más fotogramas significan un archivo más grande.",
        },
        sound: {
          q: "¿Puedo conservar el sonido del vídeo?",
          a: "Los GIF no tienen sonido. Marca la opción MP4 en {videoToGif} y recibirás, junto al GIF, un MP4 con audio (H.264 y AAC) de la misma selección.",
        },
        speed: {
          q: "¿Redimensionar o recortar cambia la velocidad de la animación?",
          a: "No. {resize} y {crop} conservan todos los fotogramas y la duración de cada uno. {crop} no pierde calidad: los fotogramas se recortan, no se vuelven a codificar.",
        },
        bigger: {
          q: "¿Puede {optimize} hacer mi GIF más grande?",
          a: "No. Si ningún ajuste consigue reducir el archivo, recibes tu archivo original sin cambios y la página te lo indica.",
        },
        font: {
          q: "¿Puedo usar mi propia fuente en {addText}?",
          a: "Sí. Además de las ocho fuentes incluidas, puedes subir un archivo de fuente .ttf u .otf para una capa de texto.",
        },
        ai: {
          q: "¿Por qué el generador de GIF con IA dice que no está disponible?",
          a: "Necesita un servidor de generación con GPU. Donde no hay ninguno configurado, la página lo dice claramente en lugar de dar un resultado falso.",
        },
      },
    },
    troubleshooting: {
      name: "Solución de problemas",
      entries: {
        tooLarge: {
          q: "Mi archivo es demasiado grande. ¿Qué puedo hacer?",
          a: "Los archivos de más de {maxUpload} se rechazan. Recorta antes el vídeo o expórtalo con menos resolución; si es un GIF, pásalo por {optimize} por partes.",
        },
        unsupported: {
          q: "Dice que mi tipo de archivo no es compatible.",
          a: "Comprueba la extensión del archivo con los formatos indicados para la herramienta. GifKit también revisa el contenido del archivo, así que un archivo de otro tipo con el nombre cambiado se rechaza; vuelve a exportarlo en un formato compatible.",
        },
        blurry: {
          q: "Mi GIF se ve borroso o con manchas.",
          a: "Aumenta el ancho, elige un ajuste de calidad más alto o acorta el clip para que cada fotograma aproveche mejor los 256 colores que permite un GIF. Evita agrandar un GIF pequeño.",
        },
        download: {
          q: "La descarga está bloqueada o el archivo pesa 0 bytes.",
          a: "Permite las descargas de este sitio en tu navegador y descarga el resultado antes de {minutes} minutos, porque después se borra. Si sigue fallando, vuelve a ejecutar la tarea.",
        },
      },
    },
    advanced: {
      name: "Avanzado",
      entries: {
        api: {
          q: "¿Hay una API?",
          a: "Sí. Todas las herramientas están disponibles como API HTTP: inicia una tarea, consulta su estado y descarga el resultado. En la [página de la API](/api) tienes los endpoints y la descripción OpenAPI.",
        },
        rate: {
          q: "¿Hay límites de uso de las herramientas?",
          a: "Para que el servicio sea justo para todos, una misma dirección puede ejecutar unas pocas tareas a la vez, y un servidor ocupado puede pedirte que lo intentes de nuevo en un momento (HTTP 429 o 503 con una cabecera Retry-After).",
        },
        loops: {
          q: "¿Cómo se gestionan las repeticiones del bucle?",
          a: "{gifMaker} repite en bucle sin fin por defecto; con un número de repeticiones N, la animación se reproduce N veces. Los editores conservan el ajuste de bucle del GIF que les das.",
        },
      },
    },
  },
  formatsAnswer: {
    images: {
      one: "{tools} acepta {formats} (la primera página de un PDF).",
      other: "{tools} aceptan {formats} (la primera página de un PDF).",
    } as PluralForms,
    video: {
      one: "{tools} acepta {formats}, enlaces a archivos de vídeo y enlaces de YouTube.",
      other: "{tools} aceptan {formats}, enlaces a archivos de vídeo y enlaces de YouTube.",
    } as PluralForms,
    gifOrVideo: {
      one: "{tools} acepta una animación o un vídeo.",
      other: "{tools} aceptan una animación o un vídeo.",
    } as PluralForms,
    gif: {
      one: "{tools} acepta {formats}.",
      other: "{tools} aceptan {formats}.",
    } as PluralForms,
    gifOrStill: {
      one: "{tools} acepta {formats}, o una imagen fija JPG, PNG o WebP, que devuelve en el mismo formato.",
      other:
        "{tools} aceptan {formats}, o una imagen fija JPG, PNG o WebP, que devuelven en el mismo formato.",
    } as PluralForms,
  },
  destinationsLink: "Límites por plataforma",
  destinationsHeading: "¿Qué tamaño puede tener un GIF según dónde lo publiques?",
  destinationsIntro:
    "El archivo más grande que admite cada sitio, según su propia documentación (sigue el enlace junto a cada cifra). Más detalles en nuestro artículo (en inglés) [GIF size limits: Discord, Slack, X, GitHub, Reddit and email](/blog/gif-size-limits-by-platform)",
  destinationColumns: {
    where: "Dónde",
    maxSize: "Archivo máximo",
    maxDimensions: "Dimensiones máximas",
    source: "Fuente",
  },
  destinationInline: {
    maxSize: "Archivo máximo: ",
    maxDimensions: "Dimensiones máximas: ",
    source: "Fuente: ",
  },
  readOn: " consultada el {date}",
  dimensions: {
    exact: "exactamente {width} × {height} px",
    oneSideExact: "un lado de exactamente {side} px, el otro de {other} px como máximo",
    notStated: "no se indica",
  },
  destinationNotes: {
    discord:
      "El límite de subida de Discord para una cuenta sin Nitro es de 10 MiB por archivo. Nitro y las mejoras de servidor lo amplían, pero un GIF de menos de 10 MiB puede publicarlo y compartirlo cualquiera.",
    slack:
      "Slack acepta archivos de hasta 1 GB, mucho más de lo que necesita cualquier GIF (GifKit se detiene en 200 MB). Slack no documenta un límite aparte para los GIF; un GIF pequeño carga antes para todos en el hilo.",
    x: "X convierte los GIF publicados en vídeo MP4, así que subir un MP4 da más calidad para el mismo tamaño. Su documentación para desarrolladores admite GIF de hasta 15 MB y recomienda como máximo 1280 × 1080 px y 350 fotogramas; se ha informado de que las apps móviles de X admiten menos (5 MB), algo que las páginas de X que pudimos consultar no confirman.",
    github:
      "GitHub admite imágenes y GIF de hasta 10 MB en issues, pull requests, discusiones y comentarios; arrastrar ahí un GIF es también la forma habitual de obtener una dirección para un README. GitHub muestra el GIF tal cual. También acepta vídeos cortos MP4, MOV o WebM (10 MB en los planes gratuitos).",
    reddit:
      "La documentación para desarrolladores de Reddit admite GIF de hasta 100 MB (imágenes fijas, 20 MB). Reddit reproduce un GIF subido a partir de una copia MP4 que crea, así que subir un MP4 da más calidad para el mismo tamaño. Publicar desde la web o las apps de Reddit puede permitir menos de lo que indica esa documentación.",
    email:
      "Gmail envía adjuntos de hasta 25 MB en total con una cuenta personal (los más grandes se convierten en un enlace de Google Drive); las cuentas de trabajo y otros proveedores de correo fijan sus propios límites, a menudo más bajos. Para un GIF que se ve dentro del mensaje, cuanto más pequeño, mejor: se descarga cada vez que se abre el correo.",
    "fast-web-page":
      "Lighthouse, la auditoría en la que se basa PageSpeed Insights, señala cada GIF de más de 100 KiB en una página y sugiere usar vídeo. Para algo más grande en tu propio sitio, usa un MP4 en <video autoplay loop muted playsinline> o un WebP animado.",
    "discord-emoji":
      "Discord admite emojis personalizados (los animados, como GIF) de hasta 256 KB y los muestra en pequeño; su documentación describe una imagen de 128 × 128 px, y las más grandes se reducen de todos modos.",
    "discord-sticker":
      "Los stickers de Discord pueden ser GIF o APNG animados de 512 KB, 320 × 320 px y 5 segundos como máximo. Lo mejor es que sean cuadrados: los stickers se muestran en un cuadrado.",
    "slack-emoji":
      "La documentación de Slack pide imágenes de emoji cuadradas de menos de 128 KB; un emoji animado es un GIF que se muestra en pequeño, así que 128 × 128 px es más que suficiente.",
    "twitch-animated-emote":
      "Los emotes animados de Twitch son GIF cuadrados de 60 fotogramas como máximo; el archivo de 112 × 112 px de una subida manual puede pesar como máximo 512 KB (1 MB si es un único GIF grande que Twitch redimensiona). No pudimos consultar la página de ayuda de Twitch para comprobar estas cifras.",
  },
  limitsHeading: "Límites y formatos",
  limitsIntro: "Las mismas cifras que aplica el servidor.",
  limits: {
    fileSize: "Tamaño de archivo (cada subida y enlace)",
    inputSide: "Lado de imagen o fotograma",
    inputFrame: "Un fotograma de entrada",
    inputFrames: "Fotogramas de entrada",
    inputTotal: "Todos los fotogramas de entrada juntos",
    outputFrames: "Fotogramas del resultado",
    outputTotal: "Tamaño del resultado (ancho × alto × fotogramas)",
    videoOutput: "Tamaño del resultado de {videoToGif}",
    gifOutput: "Tamaño del resultado al editar un GIF",
    videoSelection: "Selección de vídeo (todos los tramos)",
    chainEdits: "Ediciones en una cadena (POST /api/edit)",
    batchInputs: "Entradas en un lote (POST /api/batch)",
    videoEditLength: "Duración del vídeo editado (MP4 o WebM de una cadena)",
    youtubeLength: "Duración de un vídeo de YouTube",
    taskStarts: "Tareas iniciadas por minuto (por dirección)",
    keyTaskStarts: "Tareas iniciadas con una clave de API (por clave)",
    storedBytes: "Archivos guardados a la vez (por dirección)",
    taskMemory: "Memoria por tarea",
    resultsKept: "Conservación de los resultados",
  },
  units: {
    megapixels: "{count} megapíxeles",
    perMinuteAndDay: "{minute} por minuto, {day} por día",
  },
  imagesLabel: "Imágenes: ",
  videoLabel: "Vídeo: ",
  videoFormats: "{formats}, enlaces y YouTube",
  gifToolsLabel: "Herramientas de GIF: ",
  gifFormats: "{formats} de entrada, GIF de salida",
  stillStuck: "¿Sigues atascado? Consulta el [centro de ayuda](/help) o escribe a {email}.",
  ctaTitle: "¿Te animas a probarlo?",
  ctaText: "Crea tu primer GIF en un minuto, gratis y sin cuenta.",
  ctaTry: "Probar {tool}",
} satisfies FaqCopy;
