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
    "file-too-large": "El archivo supera el límite de {maxUpload}.",
    "unsupported-file-type":
      "Esta herramienta no admite este tipo de archivo. Consulta los formatos compatibles bajo la zona de subida.",
    "empty-file": "El archivo está vacío.",
    "source-expired":
      "Ese resultado ya no se conserva (los resultados se eliminan a los {minutes} minutos). Vuelve a subir el archivo.",
    "upload-expired": "Ese archivo subido ya no se conserva. Vuelve a subirlo.",
    "queue-full":
      "El servidor está ocupado en este momento. Vuelve a intentarlo dentro de un minuto.",
    "storage-full":
      "El servidor no tiene espacio para más archivos ahora mismo. Inténtalo más tarde.",
    "address-storage-full":
      "Tus archivos en el servidor han llegado al límite. Espera a que se eliminen los resultados anteriores y vuelve a intentarlo.",
    "too-many-running-tasks":
      "Ya tienes varias tareas en curso. Espera a que termine alguna y vuelve a intentarlo.",
    "internal-error": "Algo ha fallado por nuestra parte. Vuelve a intentarlo.",
  },
  toolPage: {
    home: "Inicio",
    howItWorks: "Cómo funciona",
    step: "Paso",
    guide: "Guía",
    moreTools: "Más herramientas GIF",
    operatingSystem: "Cualquiera (navegador web)",
    browserRequirements: "Requiere un navegador web actual con JavaScript.",
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
