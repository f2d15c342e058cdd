import type { EditorUiMessages } from "./editor-ui.en.ts";

export const es = {
  actions: {
    uploadDifferentGif: "Subir otro GIF",
  },
  preview: { alt: "Vista previa de {name}", originalSize: "Tamaño original:" },
  switch: { on: "Sí", off: "No" },
  videoFormat: { label: "Formato" },
  frameOrder: {
    reverse: "Invertir",
    boomerang: "Bumerán",
    reverseExplanation:
      "Los fotogramas se reproducen del último al primero y cada uno conserva su duración, así que las pausas siguen donde estaban. El ajuste de bucle se mantiene.",
    boomerangExplanation:
      "Los fotogramas van hacia delante y luego hacia atrás hasta el inicio, así el bucle nunca salta. El primero y el último no se repiten en los giros; cada fotograma conserva su duración y el GIF dura casi el doble. El ajuste de bucle se mantiene.",
    reverseAction: "Invertir GIF",
    boomerangAction: "Crear bumerán",
    reverseBusy: "Invirtiendo...",
    boomerangBusy: "Creando el bumerán...",
    settings: "Qué ocurre",
    playFrames: "Reproducir los fotogramas",
    tooMany:
      "Un bumerán de este GIF tendría {frames} fotogramas (sus {forward} hacia delante y luego hacia atrás); un resultado puede tener como máximo {max}. Córtalo primero a {fewer} fotogramas o menos con {cutLink} y después crea el bumerán del resultado.",
    cutLink: "Cortar GIF",
  },
  videoParts: {
    uploadDifferentVideo: "Subir otro vídeo",
    region: "{label}: reproductor y línea de tiempo",
    play: "Reproducir",
    pause: "Pausa",
    previousFrame: "Fotograma anterior",
    nextFrame: "Fotograma siguiente",
    frameBack: "−1 fotograma",
    frameForward: "+1 fotograma",
    mute: "Silenciar",
    playhead: "Cabezal de reproducción",
    seconds: "{seconds} s",
    frameTime: "{time}, fotograma {frame} de {count}",
    range: "Tramo",
    rangeStart: "Inicio: {range}",
    rangeEnd: "Fin: {range}",
    rangeFrom: "{range}: de {start} a {end},",
    rangeFrames: { one: "({count} fotograma)", other: "({count} fotogramas)" },
    startValue: "{time}, desde el fotograma {frame}",
    endValue: "{time}, hasta el fotograma {frame}",
    startHere: "Empezar aquí",
    endAfterFrame: "Terminar tras este fotograma",
    playRange: "Reproducir: {range}",
    keyHelp:
      "Flechas izquierda y derecha: un fotograma; Mayús+flechas: un segundo; Inicio, Fin: primer y último fotograma; J: un fotograma atrás (mantén para retroceder), K: pausa, L: reproducir (otra vez: más rápido); I y O: inicio y fin del tramo aquí.",
    noFrameRate: "El archivo no indica su velocidad de fotogramas: cada paso es 1/{fps} s.",
    frameRate: "{fps} fotogramas por segundo.",
    frameRatePreview:
      "{fps} fotogramas por segundo; este navegador no puede reproducir el archivo, así que se muestra una vista previa hecha por GifKit (se usa el original).",
    loading: "Cargando el vídeo...",
    fetching: "Descargando el vídeo...",
    preparingPreview:
      "Este formato no se reproduce en el navegador: preparando una vista previa...",
    loadFailed: "No se pudo cargar el archivo o la URL del vídeo.",
    uploadFailed: "No se pudo procesar la URL del vídeo",
  },
} satisfies EditorUiMessages;
