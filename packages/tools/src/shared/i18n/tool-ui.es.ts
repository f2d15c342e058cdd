import type { ToolUiMessages } from "./tool-ui.en.ts";

export const es = {
  upload: {
    inputTabs: "Entrada",
    uploadFiles: "Subir archivos",
    uploadFile: "Subir archivo",
    fromUrls: "Desde enlaces",
    fromUrl: "Desde un enlace",
    dropHere: {
      gif: "Arrastra y suelta aquí tu GIF, o pégalo",
      gifs: "Arrastra y suelta aquí tus GIF, o pégalos",
      images: "Arrastra y suelta aquí tus imágenes, o pégalas",
      video: "Arrastra y suelta aquí tu vídeo, o pégalo",
      "gif-or-video": "Arrastra y suelta aquí tu GIF o vídeo, o pégalo",
    },
    chooseHere: {
      gif: "Elige tu GIF en este dispositivo",
      gifs: "Elige tus GIF en este dispositivo",
      images: "Elige tus imágenes en este dispositivo",
      video: "Elige tu vídeo en este dispositivo",
      "gif-or-video": "Elige tu GIF o vídeo en este dispositivo",
    },
    fileInputLabel: {
      gif: "Elegir un archivo GIF",
      gifs: "Elegir archivos GIF",
      images: "Elegir imágenes",
      video: "Elegir un archivo de vídeo",
      "gif-or-video": "Elegir un GIF o un vídeo",
    },
    linkLabel: {
      gif: "Enlace a un GIF",
      gifs: "Enlace a un GIF",
      images: "Enlace a una imagen",
      video: "Enlace a un vídeo",
      "gif-or-video": "Enlace a un GIF o vídeo",
    },
    chooseFiles: "Elegir archivos",
    chooseFile: "Elegir un archivo",
    checkingFiles: "Comprobando los archivos...",
    checkingFile: "Comprobando el archivo...",
    linksLabel: "Enlaces (uno por línea o separados por comas)",
    checkingLinks: "Comprobando los enlaces...",
    checkingLink: "Comprobando el enlace...",
    loadUrls: "Cargar enlaces",
    loadUrl: "Cargar enlace",
    maxFileSize: "Tamaño máximo: {size}",
    filesNote:
      "Los archivos se procesan en nuestros servidores: lo que subes se borra al terminar la tarea y los resultados, a los {minutes} minutos.",
    linkCheckUnavailable:
      "No se pudo comprobar el enlace: error de red o problema inesperado. Inténtalo de nuevo.",
    formats: {
      gif: "Formatos admitidos: GIF, y WebP, APNG, MNG, AVIF y WebM animados (se convierten a GIF)",
      images:
        "Formatos admitidos: JPG, PNG, GIF, WebP, APNG, HEIC/HEIF, MNG, JP2, AVIF, JXL, BMP, PDF (primera página)",
      video: "Formatos admitidos: MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV",
      "gif-or-video":
        "Formatos admitidos: GIF, WebP, APNG, MNG y vídeos (MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV)",
    },
    rightToolVideo: "¿Es un vídeo? {tool} para convertirlo en GIF.",
    rightToolPictures: "¿Son imágenes? {tool} para hacer un GIF con ellas.",
    openTool: "Abre {name}",
  },
  progress: {
    label: "Progreso de la tarea",
    uploadProgress: "Progreso de la subida",
    processingProgress: "Progreso del procesamiento",
    cancel: "Cancelar",
    elapsed: "Tiempo: {seconds} s",
    waitingInQueue: "Esperando en la cola...",
    uploading: "Subiendo...",
    starting: "Empezando...",
    sendingLink: "Enviando el enlace...",
  },
  retry: {
    wait: {
      one: "Espera {count} segundo y vuelve a intentarlo.",
      other: "Espera {count} segundos y vuelve a intentarlo.",
    },
    waitMinutes: {
      one: "Espera {count} minuto y vuelve a intentarlo.",
      other: "Espera {count} minutos y vuelve a intentarlo.",
    },
    canRetryNow: "Ya puedes volver a intentarlo.",
    tryAgain: "Reintentar",
  },
  flow: {
    expired:
      "Esta tarea ya no se conserva: los resultados y su estado se borran {minutes} minutos después de crearse. Empieza de nuevo con tu archivo.",
    cancelled: "Cancelado. Tus ajustes se mantienen: cámbialos o vuelve a empezar.",
    networkError: "Error de red o problema inesperado.",
    chooseAgain:
      "Vuelve a elegir {name}: un archivo elegido no se conserva al recargar la página (tu resultado sigue en su propia dirección hasta que caduque).",
    versionTitle: "Versión {number}, hecha con {tool}",
    editAgain: "Cambia un ajuste y vuelve a convertir: tu archivo sigue aquí",
  },
  tool: {
    startFailed: "No se pudo iniciar la tarea: falta su identificador.",
    taskFailed: "La tarea ha fallado.",
    fetchResultFailed: "No se pudo obtener el GIF resultante.",
    resultTitle: "¡Tu GIF está listo!",
    startOver: "Empezar de nuevo",
  },
  checks: {
    unsupportedFile: "Tipo de archivo no admitido: {names}. Se admiten: {allowed}",
    emptyFile: {
      one: "{names} está vacío (0 bytes). Vuelve a elegir el archivo, u otro.",
      other: "Estos archivos están vacíos (0 bytes): {names}. Vuelve a elegirlos, u otros.",
    },
    tooLarge: "Archivo demasiado grande: {name} ocupa {size}. Tamaño máximo: {max}.",
    contentMismatch: {
      one: "{names} no es un archivo {format}: su contenido no coincide con su nombre.",
      other: "Estos archivos no son lo que dicen sus nombres (su contenido no coincide): {names}.",
    },
    enterLink: "Escribe un enlace a un archivo.",
    invalidLink: "Este enlace no es válido: copia la dirección completa, empezando por https://.",
    linkScheme:
      "No se admiten enlaces {scheme}: GifKit solo descarga enlaces http:// y https://. Descarga el archivo y súbelo.",
    videoSitePage:
      "Una página de {site} no es un archivo de vídeo, y GifKit no puede descargar vídeos de {site}. Descarga el vídeo (si su autor lo permite) y sube el archivo.",
    webPage:
      "Este enlace es una página web, no un archivo. Enlaza el archivo en sí (terminado en {extensions}...): haz clic derecho sobre él en la página y copia su dirección.",
    unsupportedLink: "Esta herramienta no admite este tipo de archivo. Se admiten: {allowed}",
    unsupportedLinks: "Enlaces no admitidos: {urls}. Se admiten: {allowed}",
  },
  result: {
    download: "Descargar {name}",
    preview: "Vista previa del resultado",
    unchanged:
      "Tu GIF ya es más pequeño de lo que estos ajustes podrían dejarlo, así que se devuelve sin cambios. Prueba un ajuste con menos colores o más compresión con pérdida.",
    keptFor:
      "El resultado se guarda en nuestros servidores {minutes} minutos y luego se borra. Hasta entonces puedes seguir editándolo sin volver a subirlo.",
    editThisGif: "Editar este GIF",
    versionsTitle: "Tus versiones de esta sesión",
    versionsNote:
      "Cada una se guarda {minutes} minutos desde que se hizo. Elige una para verla de nuevo y seguir editando a partir de ella.",
    shown: "(en pantalla)",
    originalSize: "Tamaño original",
    dimensions: "Dimensiones",
    frames: "Fotogramas",
    frameRate: "Fotogramas por segundo",
    duration: "Duración",
    resultSize: "Tamaño del resultado",
  },
} satisfies ToolUiMessages;
