import type { ToolUiMessages } from "./tool-ui.en.ts";

export const de = {
  upload: {
    inputTabs: "Quelle",
    uploadFiles: "Dateien hochladen",
    uploadFile: "Datei hochladen",
    fromUrls: "Per Links",
    fromUrl: "Per Link",
    dropHere: {
      gif: "Zieh dein GIF hierher oder füge es ein",
      gifs: "Zieh deine GIFs hierher oder füge sie ein",
      images: "Zieh deine Bilder hierher oder füge sie ein",
      video: "Zieh dein Video hierher oder füge es ein",
      "gif-or-video": "Zieh dein GIF oder Video hierher oder füge es ein",
      "gif-or-still": "Zieh dein GIF oder Bild hierher oder füge es ein",
    },
    chooseHere: {
      gif: "Wähle dein GIF auf diesem Gerät",
      gifs: "Wähle deine GIFs auf diesem Gerät",
      images: "Wähle deine Bilder auf diesem Gerät",
      video: "Wähle dein Video auf diesem Gerät",
      "gif-or-video": "Wähle dein GIF oder Video auf diesem Gerät",
      "gif-or-still": "Wähle dein GIF oder Bild auf diesem Gerät",
    },
    fileInputLabel: {
      gif: "GIF-Datei wählen",
      gifs: "GIF-Dateien wählen",
      images: "Bilder wählen",
      video: "Videodatei wählen",
      "gif-or-video": "GIF oder Video wählen",
      "gif-or-still": "GIF oder Bild wählen",
    },
    linkLabel: {
      gif: "Link zu einem GIF",
      gifs: "Link zu einem GIF",
      images: "Link zu einem Bild",
      video: "Link zu einem Video",
      "gif-or-video": "Link zu einem GIF oder Video",
      "gif-or-still": "Link zu einem GIF oder Bild",
    },
    chooseFiles: "Dateien wählen",
    chooseFile: "Datei wählen",
    checkingFiles: "Dateien werden geprüft...",
    checkingFile: "Datei wird geprüft...",
    linksLabel: "Links (einer pro Zeile oder durch Kommas getrennt)",
    checkingLinks: "Links werden geprüft...",
    checkingLink: "Link wird geprüft...",
    loadUrls: "Links laden",
    loadUrl: "Link laden",
    maxFileSize: "Maximale Dateigröße: {size}",
    filesNote:
      "Dateien werden auf unseren Servern verarbeitet: Hochgeladenes wird gelöscht, sobald die Aufgabe fertig ist, Ergebnisse nach {minutes} Minuten.",
    linkCheckUnavailable:
      "Der Link konnte nicht geprüft werden: Netzwerkfehler oder unerwartetes Problem. Bitte versuch es noch einmal.",
    formats: {
      gif: "Unterstützte Formate: GIF sowie animierte WebP, APNG, MNG, AVIF und WebM (werden in GIF umgewandelt)",
      images:
        "Unterstützte Formate: JPG, PNG, GIF, WebP, APNG, HEIC/HEIF, MNG, JP2, AVIF, JXL, BMP, PDF (erste Seite)",
      video: "Unterstützte Formate: MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV",
      "gif-or-video":
        "Unterstützte Formate: GIF, WebP, APNG, MNG und Videos (MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV)",
      "gif-or-still":
        "Unterstützte Formate: GIF, animierte WebP, APNG, MNG, AVIF und WebM (werden in GIF umgewandelt) sowie Standbilder JPG, PNG und WebP (bleiben im eigenen Format)",
    },
    rightToolVideo: "Ein Video? {tool}, um ein GIF daraus zu machen.",
    rightToolPictures: "Bilder? {tool}, um ein GIF daraus zu machen.",
    openTool: "Öffne {name}",
  },
  progress: {
    label: "Fortschritt der Aufgabe",
    uploadProgress: "Fortschritt des Uploads",
    processingProgress: "Fortschritt der Verarbeitung",
    cancel: "Abbrechen",
    elapsed: "Vergangen: {seconds} s",
    waitingInQueue: "Wartet in der Warteschlange...",
    uploading: "Wird hochgeladen...",
    starting: "Wird gestartet...",
    sendingLink: "Link wird gesendet...",
  },
  retry: {
    wait: {
      one: "Bitte warte {count} Sekunde und versuch es dann noch einmal.",
      other: "Bitte warte {count} Sekunden und versuch es dann noch einmal.",
    },
    waitMinutes: {
      one: "Bitte warte {count} Minute und versuch es dann noch einmal.",
      other: "Bitte warte {count} Minuten und versuch es dann noch einmal.",
    },
    canRetryNow: "Du kannst es jetzt noch einmal versuchen.",
    tryAgain: "Noch einmal versuchen",
  },
  flow: {
    expired:
      "Diese Aufgabe wird nicht mehr aufbewahrt: Ergebnisse und ihr Status werden {minutes} Minuten nach dem Erstellen gelöscht. Fang mit deiner Datei neu an.",
    cancelled: "Abgebrochen. Deine Einstellungen bleiben erhalten: Ändere sie oder starte neu.",
    networkError: "Netzwerkfehler oder unerwartetes Problem.",
    chooseAgain:
      "Wähle {name} noch einmal: Eine gewählte Datei bleibt beim Neuladen der Seite nicht erhalten (dein Ergebnis bleibt unter seiner eigenen Adresse, bis es abläuft).",
    versionTitle: "Version {number}, erstellt mit {tool}",
    editAgain: "Ändere eine Einstellung und wandle erneut um: Deine Datei ist noch da",
  },
  tool: {
    startFailed: "Die Aufgabe konnte nicht gestartet werden: Kennung fehlt.",
    taskFailed: "Die Aufgabe ist fehlgeschlagen.",
    fetchResultFailed: "Das fertige GIF konnte nicht abgerufen werden.",
    resultTitle: "Dein GIF ist fertig!",
    startOver: "Neu beginnen",
  },
  checks: {
    unsupportedFile: "Dateityp nicht unterstützt: {names}. Erlaubt: {allowed}",
    emptyFile: {
      one: "{names} ist leer (0 Byte). Wähle die Datei noch einmal oder eine andere.",
      other: "Diese Dateien sind leer (0 Byte): {names}. Wähle sie noch einmal oder andere.",
    },
    tooLarge: "Datei zu groß: {name} hat {size}. Maximale Dateigröße: {max}.",
    contentMismatch: {
      one: "{names} ist keine {format}-Datei: Der Inhalt passt nicht zum Namen.",
      other: "Diese Dateien sind nicht, was ihre Namen sagen (der Inhalt passt nicht): {names}.",
    },
    enterLink: "Gib einen Link zu einer Datei ein.",
    invalidLink: "Das ist kein gültiger Link: Kopiere die ganze Adresse, beginnend mit https://.",
    linkScheme:
      "{scheme}-Links werden nicht unterstützt: GifKit lädt nur http://- und https://-Links. Lade die Datei herunter und dann hier hoch.",
    videoSitePage:
      "Eine {site}-Seite ist keine Videodatei, und GifKit kann keine Videos von {site} laden. Lade das Video herunter (wo der Urheber es erlaubt) und lade die Datei hoch.",
    webPage:
      "Dieser Link führt zu einer Webseite, nicht zu einer Datei. Verlinke die Datei selbst (endet auf {extensions}...): Klick sie auf der Seite mit der rechten Maustaste an und kopiere ihre Adresse.",
    unsupportedLink: "Dieses Tool nimmt diesen Dateityp nicht an. Erlaubt: {allowed}",
    unsupportedLinks: "Nicht unterstützte Links: {urls}. Erlaubt: {allowed}",
  },
  chain: {
    heading: "Deine Bearbeitungen der Reihe nach",
    intro:
      "Alle Schritte laufen in einem Durchgang über das GIF, mit dem du angefangen hast: Keine Bearbeitung kostet eine zusätzliche GIF-Kodierung. Entferne oder verschiebe einen Schritt, und das GIF wird von vorn neu erstellt.",
    startAlt: "Das GIF, mit dem die Bearbeitungen beginnen",
    start: "Start: das GIF, das du zu bearbeiten begonnen hast",
    afterStepAlt: "Nach Schritt {number}",
    noPreview: "keine Vorschau",
    steps: {
      crop: "Zuschneiden",
      resize: "Größe ändern",
      rotate: "Drehen",
      speed: "Tempo",
      reverse: "Rückwärts",
      boomerang: "Bumerang",
      cut: "Kürzen",
      frames: "Frames",
      loop: "Schleife",
      effects: "Effekte",
      censor: "Zensieren",
      overlay: "Überlagern",
      text: "Text",
      draw: "Zeichnen",
    },
  },
  zip: {
    reading: "Das Archiv wird gelesen …",
    unreadable:
      "Der Inhalt des Archivs konnte hier nicht angezeigt werden; der Download enthält trotzdem alle Dateien.",
    holds: {
      one: "{name} enthält {count} Datei. Jede lässt sich einzeln speichern:",
      other: "{name} enthält {count} Dateien. Jede lässt sich einzeln speichern:",
    },
    holdsPictures: {
      one: "{name} enthält {files} Dateien ({count} Bild). Jede lässt sich einzeln speichern:",
      other: "{name} enthält {files} Dateien ({count} Bilder). Jede lässt sich einzeln speichern:",
    },
    download: "Herunterladen",
    downloadEntry: "{name} herunterladen",
  },
  result: {
    download: "{name} herunterladen",
    preview: "Vorschau des Ergebnisses",
    unchanged:
      "Dein GIF ist schon kleiner, als diese Einstellungen es machen könnten, deshalb bekommst du es unverändert zurück. Probier eine Voreinstellung mit weniger Farben oder stärkerer verlustbehafteter Kompression.",
    keptFor:
      "Das Ergebnis bleibt {minutes} Minuten auf unseren Servern und wird dann gelöscht. Bis dahin kannst du es weiter bearbeiten, ohne es erneut hochzuladen.",
    editThisGif: "Dieses GIF bearbeiten",
    versionsTitle: "Deine Versionen in dieser Sitzung",
    versionsNote:
      "Jede bleibt {minutes} Minuten nach dem Erstellen erhalten. Wähl eine aus, um sie wieder anzusehen und von dort weiterzubearbeiten.",
    shown: "(angezeigt)",
    originalSize: "Originalgröße",
    dimensions: "Abmessungen",
    frames: "Frames",
    frameRate: "Bildrate",
    duration: "Dauer",
    resultSize: "Größe des Ergebnisses",
  },
  xray: {
    title: "Wohin die Bytes gehen",
    about:
      "Jedes Byte des GIFs auf unserem Server gezählt (GIFs bis {size}), und was sich sparen ließe.",
    reading: "GIF wird gelesen …",
    tooLarge: "Analysiert werden GIFs bis {size}; dieses ist größer.",
    failed: "Das GIF konnte nicht analysiert werden.",
    total: {
      one: "{size} in {count} Frame, {width} × {height}.",
      other: "{size} in {count} Frames, {width} × {height}.",
    },
    kilobytes: "{count} kB",
    bytes: {
      one: "{count} Byte",
      other: "{count} Bytes",
    },
    savesPredicted: "spart {size} (geschätzt)",
    bytesPerFrame: "Bytes pro Frame",
    frameBar: "Frame {number}: {size}",
    frameBarRepeat: "Frame {number}: {size}, wiederholt das vorige Frame",
    merged: "Zusammengeführt: {size}, {saved} gespart.",
    downloadMerged: "Zusammengeführtes GIF herunterladen",
    merging: "Wird zusammengeführt …",
    merge: "Doppelte Frames zusammenführen",
    parts: {
      header: "Header und Bildschirm",
      "global-palette": "Globale Palette",
      "local-palettes": "Paletten der Frames",
      "frame-controls": "Dauer und Transparenz der Frames",
      "image-descriptors": "Position der Frames",
      "image-data": "Bilddaten",
      loop: "Loop-Einstellung",
      comments: "Kommentare",
      "other-extensions": "Weitere Metadaten",
      trailer: "Dateiende",
    },
    findings: {
      duplicateFramesTitle: {
        one: "{count} Frame wiederholt das Bild davor",
        other: "{count} Frames wiederholen das Bild davor",
      },
      duplicateFramesMergeable:
        "Mit dem Frame davor zusammengeführt (seine Dauer wächst um ihre), belegen sie {size} weniger; die Animation läuft gleich.",
      duplicateFramesKept:
        "Sie lassen sich nicht zusammenführen, ohne das Timing zu ändern: Manche Dauern sind 0 oder 1 Hundertstel, was Browser als 10 abspielen.",
      unchangedPixelsTitle: {
        one: "{count} Pixel wird unverändert neu gezeichnet",
        other: "{count} Pixel werden unverändert neu gezeichnet",
      },
      unchangedPixelsDetail:
        "Frames zeichnen diese Pixel in der Farbe, die schon zu sehen ist. Transparent gemacht (GIF optimieren), fallen höchstens etwa {size} Bilddaten weg.",
      paletteTitle: "Paletten enthalten Farben, die kein Pixel nutzt",
      paletteDetail: {
        one: "Eine Palette mit {entries} Einträgen, von denen {count} genutzt wird. Auf das Genutzte gekürzt, belegen die Paletten {size} weniger (weniger Bits pro Pixel können mehr sparen).",
        other:
          "Eine Palette mit {entries} Einträgen, von denen {count} genutzt werden. Auf das Genutzte gekürzt, belegen die Paletten {size} weniger (weniger Bits pro Pixel können mehr sparen).",
      },
      metadataTitle: "Kommentare und Metadaten",
      metadataDetail:
        "{size} an Kommentaren und Anwendungsdaten, die nichts am Bild ändern; GIF optimieren lässt sie weg.",
      lossyTitle: "Verlustbehaftete Kompression",
      lossyDetail:
        "Bilddaten machen {percent} der Datei aus. Mit der verlustbehafteten Einstellung von GIF optimieren nutzt LZW auch annähernde Treffer; wie viel das spart, hängt vom Bild ab und wird hier nicht geschätzt.",
    },
  },
  fitUnder: {
    title: "Unter einer Größe bleiben",
    aboutOn: "Das GIF wird so gut wie möglich, ohne diese Größe zu überschreiten: {order}.",
    orders: {
      default:
        "zuerst verlustbehaftete Kompression und Farben, dann die Abmessungen, dann die Framerate",
      colorsFirst: "zuerst die Farben (bis 96), dann die Abmessungen, dann die Framerate",
    },
    aboutOff:
      "Aus: Deine Einstellungen werden unverändert verwendet. Schalte es ein, um zu wählen, wohin das GIF geht, oder eine Größe, unter der es bleiben muss.",
    destination: "Wohin das GIF geht",
    destinationOption: "{name}: {size}",
    custom: "Eigene Größe",
    fitsUnder: "Bleibt unter {size}",
    destinationTakesMore: " ({name} nimmt {max}; GifKit macht GIFs bis {size})",
    sizeExact:
      "Größe für {name}: {size}. Das GIF wird passend skaliert und auf einer transparenten Fläche dieser Größe zentriert.",
    exactly: "genau {size}",
    sizeLargest: "Höchstgröße für {name}: {size}.",
    sidesBoth: "{width} × {height} px",
    sidesWidth: "{width} px breit",
    sidesHeight: "{height} px hoch",
    extraLimits:
      "{name} verlangt außerdem eine Animation {limits}: Ein längeres GIF wird passend gekürzt, bei Bedarf werden gleichmäßig Frames weggelassen, und das Ergebnis nennt die Änderungen.",
    limitSeconds: "von höchstens {count} Sekunden",
    limitFramesPerSecond: "mit höchstens {count} Frames pro Sekunde",
    limitFrames: "mit höchstens {count} Frames",
    limitsJoin: ", ",
    source: "Woher diese Grenze stammt",
    readOn: "(abgerufen am {date})",
    customPlaceholder: "z. B. 5",
    unitLabel: "Einheit der eigenen Größe",
    customHint: "Von {min} bis {max}; 1 MB sind hier 1024 kB, wie auf der Ergebnisseite.",
    customProblem: "Gib eine Größe von {min} bis {max} ein.",
    tooBig: "Das GIF wäre {width} × {height} px groß: Verringere Breite oder Höhe.",
    lowered: "Breite und Höhe wurden passend verringert: {width} × {height} px.",
    fits: "Deine Größe passt: {width} × {height} px.",
    convertSuggestion:
      "Für ein MP4 oder WebP schick das Ergebnis auf der Ergebnisseite an GIF umwandeln (Dieses GIF bearbeiten), ohne neuen Upload; oder öffne {link}.",
    convertLink: "das Tool GIF umwandeln (neuer Tab)",
    fittedUnder: "Unter {size} gebracht: {settings}.",
    fittedToYourSize: "An deine Größe angepasst: {settings}.",
    fittedFps: "{fps} fps",
    fittedColors: "{count} Farben",
    fittedLossy: "Verlust {value}",
    fittedNoLossy: "ohne verlustbehaftete Kompression",
    destinations: {
      discord: "Discord",
      slack: "Slack",
      x: "X (Twitter)",
      github: "GitHub (README, Issues, Pull Requests)",
      reddit: "Reddit",
      email: "E-Mail-Anhang (Gmail)",
      "fast-web-page": "Schnelle Webseite",
      "discord-emoji": "Discord-Emoji",
      "discord-sticker": "Discord-Sticker",
      "slack-emoji": "Slack-Emoji",
      "telegram-video-sticker": "Telegram-Videosticker",
      "telegram-video-emoji": "Animiertes Telegram-Emoji",
      "whatsapp-animated-sticker": "Animierter WhatsApp-Sticker",
      "twitch-animated-emote": "Animiertes Twitch-Emote",
    },
  },
} satisfies ToolUiMessages;
