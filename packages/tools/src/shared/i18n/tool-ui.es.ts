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
      "gif-or-still": "Arrastra y suelta aquí tu GIF o imagen, o pégalo",
    },
    chooseHere: {
      gif: "Elige tu GIF en este dispositivo",
      gifs: "Elige tus GIF en este dispositivo",
      images: "Elige tus imágenes en este dispositivo",
      video: "Elige tu vídeo en este dispositivo",
      "gif-or-video": "Elige tu GIF o vídeo en este dispositivo",
      "gif-or-still": "Elige tu GIF o imagen en este dispositivo",
    },
    fileInputLabel: {
      gif: "Elegir un archivo GIF",
      gifs: "Elegir archivos GIF",
      images: "Elegir imágenes",
      video: "Elegir un archivo de vídeo",
      "gif-or-video": "Elegir un GIF o un vídeo",
      "gif-or-still": "Elegir un GIF o una imagen",
    },
    linkLabel: {
      gif: "Enlace a un GIF",
      gifs: "Enlace a un GIF",
      images: "Enlace a una imagen",
      video: "Enlace a un vídeo",
      "gif-or-video": "Enlace a un GIF o vídeo",
      "gif-or-still": "Enlace a un GIF o imagen",
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
      "gif-or-still":
        "Formatos admitidos: GIF, WebP, APNG, MNG, AVIF y WebM animados (se convierten a GIF), e imágenes fijas JPG, PNG y WebP (conservan su formato)",
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
  chain: {
    heading: "Tus ediciones, en orden",
    intro:
      "Todos los pasos se aplican en una sola pasada sobre el GIF con el que empezaste, así que ninguna edición añade otra codificación del GIF. Quita un paso o cámbialo de lugar y el GIF se vuelve a generar desde el principio.",
    startAlt: "El GIF del que parten las ediciones",
    start: "Inicio: el GIF que empezaste a editar",
    afterStepAlt: "Después del paso {number}",
    noPreview: "sin vista previa",
    steps: {
      crop: "Recortar",
      resize: "Redimensionar",
      rotate: "Girar",
      speed: "Velocidad",
      reverse: "Invertir",
      boomerang: "Bumerán",
      cut: "Cortar",
      frames: "Fotogramas",
      loop: "Bucle",
      effects: "Efectos",
      censor: "Censurar",
      overlay: "Superponer",
      text: "Texto",
      draw: "Dibujar",
    },
  },
  zip: {
    reading: "Leyendo el archivo ZIP…",
    unreadable:
      "No se pudo mostrar aquí el contenido del archivo ZIP; la descarga trae todos los archivos.",
    holds: {
      one: "{name} contiene {count} archivo. Puedes guardarlo por separado:",
      other: "{name} contiene {count} archivos. Puedes guardar cada uno por separado:",
    },
    holdsPictures: {
      one: "{name} contiene {files} archivos ({count} imagen). Puedes guardar cada uno por separado:",
      other:
        "{name} contiene {files} archivos ({count} imágenes). Puedes guardar cada uno por separado:",
    },
    download: "Descargar",
    downloadEntry: "Descargar {name}",
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
  xray: {
    title: "En qué se van los bytes",
    about:
      "Contamos cada byte del GIF en nuestro servidor (GIF de hasta {size}) y lo que se podría ahorrar.",
    reading: "Leyendo el GIF…",
    tooLarge: "Se analizan GIF de hasta {size}; este es más grande.",
    failed: "No se pudo analizar el GIF.",
    total: {
      one: "{size} en {count} fotograma, {width} × {height}.",
      other: "{size} en {count} fotogramas, {width} × {height}.",
    },
    kilobytes: "{count} KB",
    bytes: {
      one: "{count} byte",
      other: "{count} bytes",
    },
    savesPredicted: "ahorra {size} (estimado)",
    bytesPerFrame: "Bytes por fotograma",
    frameBar: "Fotograma {number}: {size}",
    frameBarRepeat: "Fotograma {number}: {size}, repite el anterior",
    merged: "Fusionado: {size}, {saved} menos.",
    downloadMerged: "Descargar el GIF fusionado",
    merging: "Fusionando…",
    merge: "Fusionar fotogramas repetidos",
    parts: {
      header: "Cabecera y pantalla",
      "global-palette": "Paleta global",
      "local-palettes": "Paletas de los fotogramas",
      "frame-controls": "Duración y transparencia de los fotogramas",
      "image-descriptors": "Posición de los fotogramas",
      "image-data": "Datos de imagen",
      loop: "Ajuste de bucle",
      comments: "Comentarios",
      "other-extensions": "Otros metadatos",
      trailer: "Fin del archivo",
    },
    findings: {
      duplicateFramesTitle: {
        one: "{count} fotograma repite la imagen anterior",
        other: "{count} fotogramas repiten la imagen anterior",
      },
      duplicateFramesMergeable:
        "Si se fusionan con el fotograma anterior (que suma su duración), ocupan {size} menos; la animación se ve igual.",
      duplicateFramesKept:
        "No se pueden fusionar sin cambiar el ritmo: algunas duraciones son de 0 o 1 centésima, y los navegadores las reproducen como 10.",
      unchangedPixelsTitle: {
        one: "{count} píxel se vuelve a dibujar sin cambios",
        other: "{count} píxeles se vuelven a dibujar sin cambios",
      },
      unchangedPixelsDetail:
        "Los fotogramas pintan estos píxeles del color que ya se ve. Si se hacen transparentes (Optimizar GIF), se ahorran como mucho unos {size} de datos de imagen.",
      paletteTitle: "Las paletas tienen colores que ningún píxel usa",
      paletteDetail: {
        one: "Una paleta de {entries} entradas de las que se usa {count}. Reducidas a lo que se usa, las paletas ocupan {size} menos (con menos bits por píxel se puede ahorrar más).",
        other:
          "Una paleta de {entries} entradas de las que se usan {count}. Reducidas a lo que se usa, las paletas ocupan {size} menos (con menos bits por píxel se puede ahorrar más).",
      },
      metadataTitle: "Comentarios y metadatos",
      metadataDetail:
        "{size} de comentarios y datos de aplicaciones que no cambian nada de lo que se ve; Optimizar GIF los quita.",
      lossyTitle: "Compresión con pérdida",
      lossyDetail:
        "Los datos de imagen son el {percent} del archivo. La compresión con pérdida de Optimizar GIF deja que LZW reutilice coincidencias aproximadas; lo que ahorra depende de la imagen y aquí no se estima.",
    },
  },
  fitUnder: {
    title: "Ajustar a un tamaño máximo",
    aboutOn: "El GIF se hace con la mejor calidad posible sin pasar de este tamaño: {order}.",
    orders: {
      default:
        "primero la compresión con pérdida y los colores, después las dimensiones y por último los fotogramas por segundo",
      colorsFirst:
        "primero los colores (hasta 96), después las dimensiones y por último los fotogramas por segundo",
    },
    aboutOff:
      "Desactivado: se usan tus ajustes tal cual. Actívalo para elegir adónde va el GIF o un tamaño que no debe superar.",
    destination: "Adónde va el GIF",
    destinationOption: "{name}: {size}",
    custom: "Tamaño personalizado",
    fitsUnder: "Cabe en {size}",
    destinationTakesMore: " ({name} admite {max}; GifKit hace GIF de hasta {size})",
    sizeExact:
      "Tamaño para {name}: {size}. El GIF se escala para caber y se centra en un lienzo transparente de ese tamaño.",
    exactly: "exactamente {size}",
    sizeLargest: "Tamaño máximo para {name}: {size}.",
    sidesBoth: "{width} × {height} px",
    sidesWidth: "{width} px de ancho",
    sidesHeight: "{height} px de alto",
    extraLimits:
      "{name} también pide una animación {limits}: un GIF más largo se corta para que quepa y se quitan fotogramas de forma uniforme donde haga falta; el resultado dice qué cambió.",
    limitSeconds: "de {count} segundos como máximo",
    limitFramesPerSecond: "de {count} fotogramas por segundo como máximo",
    limitFrames: "de {count} fotogramas como máximo",
    limitsJoin: ", ",
    source: "De dónde sale este límite",
    readOn: "(consultado el {date})",
    customPlaceholder: "p. ej., 5",
    unitLabel: "Unidad del tamaño personalizado",
    customHint: "De {min} a {max}; aquí 1 MB son 1024 KB, como en la pantalla del resultado.",
    customProblem: "Escribe un tamaño de {min} a {max}.",
    tooBig: "El GIF mediría {width} × {height} px: reduce el ancho o el alto.",
    lowered: "Se redujeron el ancho y el alto para que quepa: {width} × {height} px.",
    fits: "Tu tamaño cabe: {width} × {height} px.",
    convertSuggestion:
      "Para un MP4 o un WebP, envía el resultado a Convertir GIF desde la pantalla del resultado (Editar este GIF), sin volver a subirlo; o abre {link}.",
    convertLink: "la herramienta Convertir GIF (pestaña nueva)",
    fittedUnder: "Ajustado a {size}: {settings}.",
    fittedToYourSize: "Ajustado a tu tamaño: {settings}.",
    fittedFps: "{fps} fps",
    fittedColors: "{count} colores",
    fittedLossy: "pérdida {value}",
    fittedNoLossy: "sin compresión con pérdida",
    destinations: {
      discord: "Discord",
      slack: "Slack",
      x: "X (Twitter)",
      github: "GitHub (README, incidencias, pull requests)",
      reddit: "Reddit",
      email: "Adjunto de correo (Gmail)",
      "fast-web-page": "Página web rápida",
      "discord-emoji": "Emoji de Discord",
      "discord-sticker": "Sticker de Discord",
      "slack-emoji": "Emoji de Slack",
      "telegram-video-sticker": "Sticker de vídeo de Telegram",
      "telegram-video-emoji": "Emoji animado de Telegram",
      "whatsapp-animated-sticker": "Sticker animado de WhatsApp",
      "twitch-animated-emote": "Emote animado de Twitch",
    },
  },
} satisfies ToolUiMessages;
