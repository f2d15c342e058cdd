import type { SiteMessages } from "./en.ts";

/** Español (glosario: docs/i18n/es.md). Tuteo, como en la mayoría de las herramientas web. */
export const es = {
  language: {
    label: "Idioma",
    suggestion: "Esta página también está en español.",
    suggestionLink: "Leerla en español",
    dismiss: "Cerrar",
    notTranslated: "Esta página aún no está traducida; se muestra en inglés.",
    blogEnglishOnly: "El blog está escrito en inglés.",
  },
  shell: {
    skipToContent: "Ir al contenido",
    homeLabel: "Inicio de GifKit",
    mainNav: "Principal",
    mobileNav: "Móvil",
    breadcrumb: "Ruta de navegación",
    tools: "Herramientas",
    blog: "Blog",
    about: "Quiénes somos",
    help: "Ayuda",
    contact: "Contacto",
    faq: "Preguntas frecuentes",
    api: "API",
    allToolsByTask: {
      one: "La {count} herramienta, por tarea",
      other: "Las {count} herramientas, por tarea",
    },
    allToolsByTaskShort: "Todas las herramientas por tarea",
    openMenu: "Abrir el menú",
    closeMenu: "Cerrar el menú",
    makeGif: "Crear un GIF",
    tagline:
      "Herramientas online gratuitas para crear y editar GIF animados. Sin cuenta y sin marca de agua.",
    legal: "Legal",
    privacyPolicy: "Política de privacidad",
    terms: "Condiciones del servicio",
    cookiePolicy: "Política de cookies",
    cookieSettings: "Configurar cookies",
    rightsReserved: "GifKit. Todos los derechos reservados.",
    filesNote: "Los archivos se procesan en nuestros servidores y se eliminan automáticamente.",
    shareImageAlt: "GifKit: herramientas gratis en línea para crear y editar GIF animados",
  },
  consent: {
    label: "Consentimiento de cookies",
    text: "Usamos cookies para los anuncios que mantienen GifKit gratis. El almacenamiento esencial (como esta elección) siempre está activo; los anuncios y la medición, solo si das tu consentimiento.",
    policyLink: "Política de cookies",
    decline: "Rechazar las no esenciales",
    accept: "Aceptar todas",
  },
  errors: {
    notFoundTitle: "Página no encontrada",
    notFoundText: "La página que buscas no existe o se ha movido.",
    /** The not-found page's meta description (at least 50 characters). */
    notFoundDescription:
      "La página que buscas no existe o se ha movido. Prueba desde el inicio o con una de las herramientas populares.",
    errorTitle: "Algo ha salido mal",
    errorText: "No se ha podido mostrar esta página. Vuelve a cargarla o regresa al inicio.",
    goHome: "Ir al inicio",
    backHome: "Volver al inicio",
    helpCenter: "Ir al centro de ayuda",
    popularTools: "Herramientas populares",
  },
  apiErrors: {
    "bad-request": "No se ha podido leer la solicitud. Recarga la página y vuelve a intentarlo.",
    "invalid-options": "Uno de los ajustes no es válido. Revisa los ajustes y vuelve a intentarlo.",
    "duplicate-field":
      "Un ajuste se ha enviado dos veces. Recarga la página y vuelve a intentarlo.",
    "missing-input":
      "No se ha enviado ningún archivo ni enlace. Elige un archivo o pega un enlace y vuelve a intentarlo.",
    "too-many-files":
      "Demasiados archivos para esta herramienta. Quita algunos y vuelve a intentarlo.",
    "too-many-parts": "La subida tiene demasiadas partes. Envía menos archivos a la vez.",
    "malformed-upload":
      "La subida se ha cortado o se ha dañado por el camino. Vuelve a intentarlo.",
    "file-too-large": "El archivo supera el límite de {maxUpload}.",
    "unsupported-file-type":
      "Esta herramienta no admite este tipo de archivo. Consulta los formatos compatibles bajo la zona de subida.",
    "empty-file": "El archivo está vacío.",
    "source-expired":
      "Ese resultado ya no se conserva (los resultados se eliminan a los {minutes} minutos). Vuelve a subir el archivo.",
    "upload-expired": "Ese archivo subido ya no se conserva. Vuelve a subirlo.",
    "rate-limited":
      "Demasiadas solicitudes desde tu conexión. Espera un momento y vuelve a intentarlo.",
    "too-many-running-tasks":
      "Ya tienes varias tareas en curso. Espera a que termine alguna y vuelve a intentarlo.",
    "expected-time-too-long":
      "Esta conversión tardaría más que el tiempo límite. Elige un fragmento más corto, un ancho menor, menos fotogramas por segundo o una calidad más baja.",
    "too-many-connections":
      "Hay demasiadas conexiones desde tu dirección ahora mismo. Cierra otras pestañas de GifKit y vuelve a intentarlo.",
    "queue-full":
      "El servidor está ocupado en este momento. Vuelve a intentarlo dentro de un minuto.",
    "queue-unavailable":
      "Ahora mismo no se pueden iniciar tareas. Vuelve a intentarlo dentro de unos minutos.",
    "storage-full":
      "El servidor no tiene espacio para más archivos ahora mismo. Inténtalo más tarde.",
    "address-storage-full":
      "Tus archivos en el servidor han llegado al límite. Espera a que se eliminen los resultados anteriores y vuelve a intentarlo.",
    "internal-error": "Algo ha fallado por nuestra parte. Vuelve a intentarlo.",
    "url-not-allowed": "Este enlace no se puede usar: debe ser una dirección http o https pública.",
    "url-fetch-failed":
      "No se ha podido descargar el archivo de este enlace. Comprueba que el enlace funciona y es público, o descarga el archivo y súbelo.",
    "youtube-playlist":
      "Este es el enlace de una lista de reproducción. Pega el enlace de un solo vídeo.",
    "youtube-too-long":
      "Este vídeo de YouTube es demasiado largo para convertirlo. Usa un vídeo más corto, o descarga la parte que necesitas y súbela.",
    "youtube-live":
      "Las emisiones en directo no se pueden convertir. Vuelve a intentarlo cuando haya terminado.",
    "youtube-unavailable":
      "No se puede descargar este vídeo de YouTube: puede que sea privado, tenga restricción de edad o se haya eliminado.",
    "input-too-large":
      "El archivo es demasiado grande para procesarlo: sus dimensiones o su número de fotogramas superan los límites. Redúcelo primero; las preguntas frecuentes indican los límites.",
    "damaged-input": "El archivo está dañado y no se puede leer. Prueba con otra copia.",
    "corrupt-input":
      "No se ha podido leer el archivo: puede que esté dañado o que no sea del tipo que indica su nombre.",
    "unreadable-image":
      "No se ha podido leer una de las imágenes. Vuelve a guardarla como PNG o JPEG e inténtalo de nuevo.",
    "no-video-stream": "Este archivo no contiene vídeo.",
    "invalid-font": "No se ha podido leer el archivo de fuente. Usa una fuente TTF u OTF.",
    "missing-font": "No se ha enviado la fuente elegida para el texto. Vuelve a elegirla.",
    "no-audio-stream": "Este archivo no tiene sonido.",
    "invalid-subtitles": "No se ha podido leer el archivo de subtítulos. Usa un archivo SRT o VTT.",
    "processing-failed": "El procesamiento ha fallado. Vuelve a intentarlo o prueba otros ajustes.",
    "output-too-large":
      "El resultado sería demasiado grande. Elige un tamaño menor, menos fotogramas o un fragmento más corto.",
    "crop-too-small":
      "La zona de recorte es demasiado pequeña. Hazla más grande y vuelve a intentarlo.",
    "invalid-range":
      "Los tiempos de inicio y fin no encajan con este archivo. Revísalos y vuelve a intentarlo.",
    "invalid-frames":
      "Los fotogramas elegidos no encajan con este archivo. Revísalos y vuelve a intentarlo.",
    "segment-exceeds-video": "El fragmento elegido pasa del final del vídeo. Elige uno anterior.",
    "selection-too-large": "La selección es demasiado grande. Elige una parte más pequeña.",
    "conversion-failed": "La conversión ha fallado. Vuelve a intentarlo o prueba otros ajustes.",
    "target-size-unreachable":
      "El GIF no se puede reducir hasta el tamaño elegido. Elige un tamaño mayor, o acorta o reduce antes el GIF.",
    "generation-not-configured":
      "Crear GIF a partir de una descripción no está disponible en este servidor ahora mismo.",
    "generation-failed":
      "No se han podido generar los fotogramas. Vuelve a intentarlo o prueba otra descripción.",
    "generation-malformed-output":
      "El generador ha devuelto fotogramas que no se pueden usar. Vuelve a intentarlo.",
    "empty-output": "El resultado ha salido vacío. Prueba otros ajustes.",
    "incomplete-output": "No se ha podido terminar el resultado. Vuelve a intentarlo.",
    "task-timeout":
      "La tarea ha tardado demasiado y se ha detenido. Prueba con un fragmento más corto, un tamaño menor o menos fotogramas.",
    "task-memory-limit":
      "La tarea necesitaba más memoria de la permitida y se ha detenido. Prueba con un tamaño menor o menos fotogramas.",
    "worker-crashed": "La tarea se ha detenido de forma inesperada. Vuelve a intentarlo.",
    "task-interrupted": "La tarea se ha interrumpido en el servidor. Vuelve a intentarlo.",
    "task-lost": "El servidor ha perdido la tarea. Vuelve a intentarlo.",
  },
  apiErrorsWithValues: {
    "too-many-files": "Demasiados archivos: esta herramienta admite {max_files} como máximo.",
    "expected-time-too-long":
      "Esta conversión tardaría más que el límite de {limit_seconds}. Elige un fragmento más corto, un ancho menor, menos fotogramas por segundo o una calidad más baja.",
    "youtube-too-long":
      "Este vídeo de YouTube es demasiado largo: los vídeos pueden durar hasta {max_seconds}. Usa un vídeo más corto, o descarga la parte que necesitas y súbela.",
    "task-timeout":
      "La tarea ha superado el límite de {limit_seconds} y se ha detenido. Prueba con un fragmento más corto, un tamaño menor o menos fotogramas.",
    "task-memory-limit":
      "La tarea necesitaba más memoria que el límite de {limit_megabytes} y se ha detenido. Prueba con un tamaño menor o menos fotogramas.",
  },
  toolPage: {
    home: "Inicio",
    howItWorks: "Cómo funciona",
    step: "Paso",
    guide: "Guía",
    moreTools: "Más herramientas GIF",
    operatingSystem: "Cualquiera (navegador web)",
    browserRequirements: "Requiere un navegador web actual con JavaScript.",
    shareImageAlt: "{name} en GifKit, con un fotograma de un resultado que creó: {alt}",
    shareImageAltShort: "{name} en GifKit, con un fotograma de un resultado que creó",
  },
  home: {
    title: "GifKit: creador de GIF online gratis, vídeo a GIF y editor",
    description:
      "{count} herramientas gratuitas para crear y editar GIF animados: vídeo a GIF, redimensionar, recortar, optimizar, efectos, fotogramas y más. Sin cuenta.",
    badge: "Gratis · Sin cuenta · Sin marca de agua",
    heading: "Crea GIF al instante",
    intro:
      "Convierte vídeos e imágenes en GIF animados y luego redimensiona, recorta, optimiza, edita fotogramas o añade efectos y texto. {count} herramientas gratuitas para móvil, tableta u ordenador (grabar la pantalla requiere un ordenador).",
    toolsEyebrow: "Herramientas",
    toolsHeading: "Todo lo que necesitas para crear y editar GIF",
    tryNow: "Probar",
    examples: {
      heroCredit: "{credit}.",
      heroLine: "{before}: {input}. {after}, con {tool}: {output}.",
      before: "Antes",
      after: "Después",
      result: "el resultado de {tool}",
      input: "la entrada de {tool}",
      eyebrow: "Resultados reales",
      heading: "Hecho con GifKit, no un montaje",
      intro:
        "Cada resultado de abajo salió de la herramienta cuyo nombre lleva debajo, aplicada a vídeos y fotos de muestra gratuitos; el tamaño indicado es el del archivo que creó la herramienta. Las animaciones se reproducen aquí como vídeos cortos hechos a partir de esos archivos, y Pausa las detiene.",
      pauseAll: "Pausar todo",
      playAll: "Reproducir todo",
    },
    howEyebrow: "Cómo funciona",
    howHeading: "Tres pasos del archivo al GIF",
    step: "Paso {number}",
    steps: [
      {
        title: "Sube",
        text: "Elige un vídeo, imágenes o un GIF de tu dispositivo, o pega un enlace. Archivos de hasta {maxUpload}.",
      },
      {
        title: "Edita",
        text: "Elige el momento, el tamaño, la velocidad, el texto o la compresión. Los ajustes parten de valores razonables.",
      },
      {
        title: "Descarga",
        text: "Tu GIF se crea en nuestros servidores en unos instantes. Descárgalo: los resultados se eliminan a los {minutes} minutos.",
      },
    ],
    whyEyebrow: "Por qué GifKit",
    whyHeading: "Rápido, privado y gratuito",
    benefits: [
      {
        title: "Rapidísimo",
        text: "Procesos de ffmpeg y gifsicle ajustados crean la mayoría de los GIF en segundos, y una barra de progreso muestra el resto.",
      },
      {
        title: "100 % privado",
        text: "Sin cuenta ni registro. Nada de lo que envías se guarda más de {minutes} minutos; la mayoría de los archivos se borran en cuanto termina su tarea.",
      },
      {
        title: "Gratis para siempre",
        text: "Todas las herramientas son gratuitas, sin marca de agua ni límite diario. Los anuncios, solo con tu consentimiento, pagan los servidores.",
      },
      {
        title: "Alta calidad",
        text: "Paletas de color propias de cada clip, un tramado cuidadoso y tiempos de fotograma exactos mantienen los GIF nítidos y fluidos.",
      },
    ],
    aboutHeading: "Un kit de GIF gratuito para todos",
    aboutText:
      "El GIF sigue siendo el único formato animado que se reproduce en todas partes: en apps de mensajería, correo, documentación, foros y presentaciones, sin botón de reproducción y sin sonido del que preocuparse. GifKit reúne todo el proceso en un solo sitio: de un clip de vídeo o una serie de fotos a un bucle pulido y ligero, sin instalar nada.",
    limitsText:
      "Todas las herramientas aceptan archivos de hasta {maxUpload} y respetan la duración de cada fotograma.",
    privacyText:
      "Tus archivos se procesan en nuestros servidores, nunca se comparten y se eliminan automáticamente. Nuestra política de privacidad explica cómo; las preguntas frecuentes detallan formatos y límites.",
    privacyLink: "Política de privacidad",
    faqLink: "Preguntas frecuentes",
    blogEyebrow: "Del blog",
    blogHeading: "Últimas entradas del blog",
    blogAll: "Ver todas las entradas",
    ctaTitle: "¿Listo para crear tu primer GIF?",
    ctaText:
      "Suelta unas cuantas imágenes o un vídeo y ten un GIF para compartir en un momento. Gratis, sin cuenta y sin marca de agua.",
    ctaOpen: "Abrir {tool}",
  },
} satisfies SiteMessages;
