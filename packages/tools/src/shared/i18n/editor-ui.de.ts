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
  videoParts: {
    uploadDifferentVideo: "Anderes Video hochladen",
    region: "{label}: Player und Zeitleiste",
    play: "Abspielen",
    pause: "Anhalten",
    previousFrame: "Vorheriges Bild",
    nextFrame: "Nächstes Bild",
    frameBack: "−1 Bild",
    frameForward: "+1 Bild",
    mute: "Stumm",
    playhead: "Abspielposition",
    seconds: "{seconds} s",
    frameTime: "{time}, Bild {frame} von {count}",
    range: "Bereich",
    rangeStart: "{range}: Anfang",
    rangeEnd: "{range}: Ende",
    rangeFrom: "{range}: {start} bis {end},",
    rangeFrames: { one: "({count} Bild)", other: "({count} Bilder)" },
    startValue: "{time}, ab Bild {frame}",
    endValue: "{time}, bis einschließlich Bild {frame}",
    startHere: "Hier beginnen",
    endAfterFrame: "Nach diesem Bild enden",
    playRange: "Abspielen: {range}",
    keyHelp:
      "Pfeil links und rechts: ein Bild; Umschalt+Pfeile: eine Sekunde; Pos1, Ende: erstes und letztes Bild; J: ein Bild zurück (gedrückt halten zum Zurückgehen), K: Pause, L: Abspielen (nochmals: schneller); I und O: Anfang und Ende des Bereichs hier.",
    noFrameRate: "Die Datei nennt keine Bildrate: Ein Schritt ist 1/{fps} s.",
    frameRate: "{fps} Bilder pro Sekunde.",
    frameRatePreview:
      "{fps} Bilder pro Sekunde; dieser Browser kann die Datei nicht abspielen, daher wird eine Vorschau von GifKit gezeigt (verwendet wird das Original).",
    loading: "Video wird geladen...",
    fetching: "Video wird abgerufen...",
    preparingPreview: "Dieses Format läuft nicht im Browser: Vorschau wird erstellt...",
    loadFailed: "Videodatei oder -URL konnte nicht geladen werden.",
    uploadFailed: "Video-URL konnte nicht verarbeitet werden",
  },
} satisfies EditorUiMessages;
