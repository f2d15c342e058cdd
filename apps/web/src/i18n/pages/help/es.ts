import type { HelpCopy } from "./en.ts";

export const help = {
  title: "Centro de ayuda",
  description:
    "Empieza con GifKit y resuelve los problemas habituales: archivos demasiado grandes o no admitidos, GIF borrosos, descargas bloqueadas y consejos por plataforma.",
  crumb: "Ayuda",
  heading: "Centro de ayuda",
  intro: "Guías rápidas, soluciones a problemas habituales y consejos para compartir tus GIF.",
  quickStartHeading: "Primeros pasos",
  guideQuickStart: {
    title: "Crear un GIF a partir de un vídeo",
    text: "Una guía paso a paso (en inglés): segmentos, fotogramas por segundo, tamaño y exportación.",
  },
  troubleshootingHeading: "Solución de problemas",
  troubleshooting: {
    upload: {
      area: "Problemas al subir archivos",
      problems: {
        tooLarge: {
          title: "«Archivo demasiado grande»",
          fix: {
            size: "Cada archivo puede ocupar hasta {maxUpload}. Si es un vídeo, recórtalo o expórtalo a 720p o menos antes de subirlo.",
            selection:
              "Recuerda que solo puedes usar {maxVideoSelectionSeconds} segundos de vídeo en total, así que te basta con un archivo de origen más corto.",
          },
        },
        unsupported: {
          title: "«Tipo de archivo no admitido»",
          fix: {
            formats:
              "{videoToGif} admite {videoFormats}; {gifMaker} admite {imageFormats}; los editores de GIF admiten {gifFormats}.",
            content:
              "Se comprueba el contenido del archivo, no solo su nombre: un archivo renombrado se rechaza. Vuelve a exportarlo en uno de los formatos anteriores.",
          },
        },
        link: {
          title: "Un enlace no carga",
          fix: {
            direct:
              "El enlace debe llevar directamente a un archivo público (que termine en .mp4, .gif, .png, etc.) o ser un enlace de YouTube para {videoToGif}.",
            private:
              "Nuestro servidor no puede descargar páginas que piden iniciar sesión ni enlaces a direcciones privadas.",
          },
        },
      },
    },
    quality: {
      area: "Problemas de calidad",
      problems: {
        blurry: {
          title: "Mi GIF se ve borroso",
          fix: {
            wider:
              "Hazlo más ancho: un GIF que se muestra más grande de lo que se creó se estira y pierde nitidez.",
            quality: "Elige una calidad más alta y evita ampliar un GIF pequeño.",
          },
        },
        banding: {
          title: "Franjas o colores moteados",
          fix: {
            colors:
              "Un GIF admite 256 colores por fotograma. Los clips más cortos y con menos cambios de escena se ven más limpios.",
            dither: "En «{optimize}», conserva más colores o prueba otro ajuste de tramado.",
          },
        },
        jerky: {
          title: "La animación va a saltos",
          fix: {
            frameRate:
              "Sube a 24 fotogramas por segundo para movimientos rápidos, o usa menos fotogramas y más largos para presentaciones de diapositivas.",
          },
        },
      },
    },
    download: {
      area: "Problemas de descarga",
      problems: {
        blocked: {
          title: "La descarga está bloqueada",
          fix: {
            allow:
              "Algunos navegadores preguntan antes de guardar archivos de un sitio. Permite las descargas de GifKit en los ajustes del navegador.",
            ios: "En iPhone y iPad, el archivo va a la app Archivos (carpeta Descargas); mantén pulsada la vista previa para guardarlo en Fotos.",
          },
        },
        empty: {
          title: "El archivo ocupa 0 bytes o no se abre",
          fix: {
            deleted:
              "Los resultados se eliminan {minutes} minutos después de estar listos; pasado ese tiempo, vuelve a ejecutar la tarea.",
            finished:
              "Asegúrate de que la descarga ha terminado antes de abrir el archivo y conserva la extensión .gif.",
          },
        },
      },
    },
  },
  platformTipsHeading: "Consejos por plataforma",
  platformTipsIntro:
    "Cada plataforma trata los GIF de forma un poco distinta. Son recomendaciones generales, no límites de GifKit.",
  platformTips: {
    email: {
      name: "Correo electrónico",
      tip: "Mantén los GIF por debajo de 1 MB para que carguen rápido; muchos clientes de correo solo muestran el primer fotograma.",
    },
    x: {
      name: "X (Twitter)",
      tip: "No pases de 5 MB para que el GIF se publique desde cualquier dispositivo; entre 480 y 720 px de ancho se ve nítido en la cronología.",
    },
    chat: {
      name: "Slack y Discord",
      tip: "Menos de 8 MB es un objetivo seguro para cualquier cuenta; el ajuste predefinido «{socialPreset}» de «{optimize}» suele conseguirlo.",
    },
    websites: {
      name: "Sitios web",
      tip: "Usa el ajuste predefinido «{webPreset}», ajusta el ancho al tamaño al que se muestra y añade un texto alternativo.",
    },
  },
  faqHeading: "Preguntas habituales",
  faq: {
    server: {
      q: "¿Por qué mis archivos van a un servidor?",
      a: "Codificar un GIF con buenas paletas de colores es un trabajo pesado. Nuestros servidores lo hacen rápido en cualquier dispositivo y eliminan lo que has subido en cuanto termina la tarea.",
    },
    kept: {
      q: "¿Durante cuánto tiempo está disponible mi resultado?",
      a: "{minutes} minutos desde que está listo. Descárgalo antes.",
    },
    stuck: {
      q: "Una tarea parece atascada. ¿Qué hago?",
      a: "La mayoría de las tareas terminan en menos de dos minutos. Si el progreso no ha avanzado en cinco minutos, recarga la página y vuelve a intentarlo, quizá con una selección más corta o un tamaño menor.",
    },
  },
  moreAnswers: "Más respuestas en las [preguntas frecuentes](/faq).",
  contactTitle: "Contactar con soporte",
  blogTitle: "Leer el blog",
  blogText: "Guías (en inglés) para crear, optimizar y compartir GIF.",
} satisfies HelpCopy;
