import type { EditorUiMessages } from "./editor-ui.en.ts";

export const de = {
  actions: {
    uploadDifferentGif: "Anderes GIF hochladen",
  },
  preview: { alt: "Vorschau von {name}", originalSize: "Originalgröße:" },
  switch: { on: "An", off: "Aus" },
  videoFormat: { label: "Ausgabeformat" },
  frameOrder: {
    reverse: "Rückwärts",
    boomerang: "Bumerang",
    reverseExplanation:
      "Die Frames laufen vom letzten zum ersten, jedes behält seine Dauer, Pausen bleiben also, wo sie waren. Die Schleifen-Einstellung bleibt, wie sie ist.",
    boomerangExplanation:
      "Die Frames laufen vorwärts und dann rückwärts zum Anfang, die Schleife springt also nie. Erstes und letztes Frame werden an den Wenden nicht doppelt gezeigt; jedes Frame behält seine Dauer, und das GIF dauert fast doppelt so lang. Die Schleifen-Einstellung bleibt, wie sie ist.",
    reverseAction: "GIF umkehren",
    boomerangAction: "Bumerang erstellen",
    reverseBusy: "Wird umgekehrt...",
    boomerangBusy: "Bumerang wird erstellt...",
    settings: "Was passiert",
    playFrames: "Frames abspielen",
    tooMany:
      "Ein Bumerang dieses GIFs hätte {frames} Frames (seine {forward} vorwärts, dann zurück); Ergebnisse dürfen höchstens {max} Frames haben. Kürze es zuerst mit {cutLink} auf {fewer} Frames oder weniger und mach dann den Bumerang aus dem Ergebnis.",
    cutLink: "GIF kürzen",
  },
  censorStage: {
    region: "Bereich {number}: {style}, {width} × {height} px bei x {x}, y {y}",
    notActive: "{region}, gerade nicht verdeckt",
    styles: {
      blur: "Weichzeichnen",
      pixelate: "Verpixeln",
      box: "Balken",
    },
  },
  edLayers: {
    timeRange: {
      start: "Beginn (s)",
      end: "Ende (s)",
      endPlaceholder: "Ende des GIFs",
      notNumbers: "Zeiten sind Sekunden, etwa {example}.",
      theEnd: "das Ende",
    },
  },
  sharedParts: {
    estimate: {
      label: "Geschätzte Größe:",
      about: "etwa {size}",
      measuring: "wird berechnet…",
      notAvailable: "nicht verfügbar",
      fitAtMost: ", mit „Unter einer Größe bleiben“ höchstens {size}",
      failed: "Die Schätzung ist fehlgeschlagen.",
      couldNotStart: "Die Schätzung konnte nicht starten.",
      tooLong: "Die Schätzung hat zu lange gedauert.",
      progressUnreadable: "Der Fortschritt der Schätzung konnte nicht gelesen werden.",
    },
    timeRange: {
      seconds: "{seconds} s",
      theEnd: "Ende",
      start: "Anfang (s)",
      end: "Ende (s)",
      endPlaceholder: "Ende des GIFs",
      notNumbers: "Zeiten sind Sekunden, etwa 1.5.",
    },
    moveRemove: {
      nouns: { animation: "Animation", image: "Bild", step: "Schritt" },
      up: "{noun} {number} nach oben",
      down: "{noun} {number} nach unten",
      left: "{noun} {number} nach links",
      right: "{noun} {number} nach rechts",
      remove: "Entfernen",
      removeLabel: "{noun} {number} entfernen",
    },
  },
} satisfies EditorUiMessages;
