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
  censorStage: {
    region: "Zona {number}: {style}, {width} × {height} px en x {x}, y {y}",
    notActive: "{region}, sin ocultar en este momento",
    styles: {
      blur: "desenfoque",
      pixelate: "pixelado",
      box: "recuadro",
    },
  },
  edLayers: {
    timeRange: {
      start: "Inicio (s)",
      end: "Fin (s)",
      endPlaceholder: "Final del GIF",
      notNumbers: "Los tiempos son segundos, como {example}.",
      theEnd: "el final",
    },
  },
  sharedParts: {
    estimate: {
      label: "Tamaño estimado:",
      about: "unos {size}",
      measuring: "calculando…",
      notAvailable: "no disponible",
      fitAtMost: ", como máximo {size} con «Ajustar a un tamaño máximo»",
      failed: "No se pudo calcular la estimación.",
      couldNotStart: "No se pudo iniciar la estimación.",
      tooLong: "La estimación tardó demasiado.",
      progressUnreadable: "No se pudo leer el progreso de la estimación.",
    },
    timeRange: {
      seconds: "{seconds} s",
      theEnd: "el final",
      start: "Inicio (s)",
      end: "Fin (s)",
      endPlaceholder: "Final del GIF",
      notNumbers: "Los tiempos son segundos, como 1.5.",
    },
    moveRemove: {
      nouns: { animation: "animación", image: "imagen", step: "paso" },
      up: "Subir {noun} {number}",
      down: "Bajar {noun} {number}",
      left: "Mover {noun} {number} a la izquierda",
      right: "Mover {noun} {number} a la derecha",
      remove: "Quitar",
      removeLabel: "Quitar {noun} {number}",
    },
  },
} satisfies EditorUiMessages;
