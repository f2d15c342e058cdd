import type { SiteMessages } from "./en.ts";

/** Deutsch (Glossar: docs/i18n/de.md). Du-Form, wie bei den meisten Web-Tools. */
export const de = {
  language: {
    label: "Sprache",
    suggestion: "Diese Seite gibt es auch auf Deutsch.",
    suggestionLink: "Auf Deutsch lesen",
    dismiss: "Schließen",
    notTranslated: "Diese Seite ist noch nicht übersetzt und wird auf Englisch angezeigt.",
    blogEnglishOnly: "Der Blog ist auf Englisch.",
  },
  shell: {
    skipToContent: "Zum Inhalt springen",
    homeLabel: "GifKit-Startseite",
    mainNav: "Hauptmenü",
    mobileNav: "Mobil",
    breadcrumb: "Brotkrümelnavigation",
    tools: "Tools",
    blog: "Blog",
    about: "Über uns",
    help: "Hilfe",
    contact: "Kontakt",
    faq: "FAQ",
    api: "API",
    allToolsByTask: {
      one: "Das Tool nach Aufgabe",
      other: "Alle {count} Tools nach Aufgabe",
    },
    allToolsByTaskShort: "Alle Tools nach Aufgabe",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    makeGif: "GIF erstellen",
    tagline:
      "Kostenlose Online-Tools zum Erstellen und Bearbeiten animierter GIFs. Ohne Konto, ohne Wasserzeichen.",
    legal: "Rechtliches",
    privacyPolicy: "Datenschutzerklärung",
    terms: "Nutzungsbedingungen",
    cookiePolicy: "Cookie-Richtlinie",
    cookieSettings: "Cookie-Einstellungen",
    rightsReserved: "GifKit. Alle Rechte vorbehalten.",
    filesNote: "Dateien werden auf unseren Servern verarbeitet und automatisch gelöscht.",
    shareImageAlt: "GifKit: kostenlose Online-Tools zum Erstellen und Bearbeiten animierter GIFs",
  },
  consent: {
    label: "Cookie-Einwilligung",
    text: "Wir verwenden Cookies für Werbung, die GifKit kostenlos hält. Notwendiger Speicher (etwa für diese Auswahl) ist immer aktiv; Werbung und Messung nur mit deiner Einwilligung.",
    policyLink: "Cookie-Richtlinie",
    decline: "Nur notwendige",
    accept: "Alle akzeptieren",
  },
  errors: {
    notFoundTitle: "Seite nicht gefunden",
    notFoundText: "Die gesuchte Seite gibt es nicht oder sie wurde verschoben.",
    /** The not-found page's meta description (at least 50 characters). */
    notFoundDescription:
      "Die gesuchte Seite gibt es nicht oder sie wurde verschoben. Starte auf der Startseite oder mit einem beliebten Tool.",
    errorTitle: "Etwas ist schiefgelaufen",
    errorText:
      "Diese Seite konnte nicht angezeigt werden. Lade sie neu oder kehre zur Startseite zurück.",
    goHome: "Zur Startseite",
    backHome: "Zurück zur Startseite",
    helpCenter: "Zum Hilfebereich",
    popularTools: "Beliebte Tools",
  },
  apiErrors: {
    "bad-request":
      "Die Anfrage konnte nicht gelesen werden. Lade die Seite neu und versuch es noch einmal.",
    "invalid-options":
      "Eine der Einstellungen ist ungültig. Prüfe die Einstellungen und versuch es noch einmal.",
    "duplicate-field":
      "Eine Einstellung wurde doppelt gesendet. Lade die Seite neu und versuch es noch einmal.",
    "missing-input":
      "Es wurde keine Datei und kein Link gesendet. Wähle eine Datei oder füge einen Link ein und versuch es noch einmal.",
    "too-many-files":
      "Zu viele Dateien für dieses Tool. Entferne einige und versuch es noch einmal.",
    "too-many-parts": "Der Upload hat zu viele Teile. Sende weniger Dateien auf einmal.",
    "malformed-upload":
      "Der Upload wurde unterwegs abgebrochen oder beschädigt. Versuch es noch einmal.",
    "file-too-large": "Die Datei ist größer als das Limit von {maxUpload}.",
    "unsupported-file-type":
      "Dieses Tool nimmt diesen Dateityp nicht an. Die unterstützten Formate stehen unter dem Upload-Bereich.",
    "empty-file": "Die Datei ist leer.",
    "source-expired":
      "Dieses Ergebnis ist nicht mehr gespeichert (Ergebnisse werden nach {minutes} Minuten gelöscht). Lade die Datei erneut hoch.",
    "upload-expired": "Dieser Upload ist nicht mehr gespeichert. Lade die Datei erneut hoch.",
    "rate-limited":
      "Zu viele Anfragen von deiner Verbindung. Warte einen Moment und versuch es dann noch einmal.",
    "too-many-running-tasks":
      "Bei dir laufen schon mehrere Aufgaben. Warte, bis eine fertig ist, und versuch es dann noch einmal.",
    "expected-time-too-long":
      "Diese Umwandlung würde länger dauern als das Zeitlimit. Wähle einen kürzeren Abschnitt, eine kleinere Breite, weniger Frames pro Sekunde oder eine niedrigere Qualität.",
    "too-many-connections":
      "Gerade gibt es zu viele Verbindungen von deiner Adresse. Schließe andere GifKit-Tabs und versuch es noch einmal.",
    "queue-full": "Der Server ist gerade ausgelastet. Versuch es in einer Minute noch einmal.",
    "queue-unavailable":
      "Gerade können keine Aufgaben gestartet werden. Versuch es in ein paar Minuten noch einmal.",
    "storage-full":
      "Auf dem Server ist gerade kein Platz für weitere Dateien. Versuch es später noch einmal.",
    "address-storage-full":
      "Deine Dateien auf dem Server haben ihr Limit erreicht. Warte, bis frühere Ergebnisse gelöscht sind, und versuch es dann noch einmal.",
    "internal-error": "Bei uns ist etwas schiefgelaufen. Versuch es noch einmal.",
    "url-not-allowed":
      "Dieser Link kann nicht verwendet werden: Er muss eine öffentliche http- oder https-Adresse sein.",
    "url-fetch-failed":
      "Die Datei hinter diesem Link konnte nicht heruntergeladen werden. Prüfe, ob der Link funktioniert und öffentlich ist, oder lade die Datei herunter und dann hier hoch.",
    "youtube-playlist":
      "Das ist ein Link zu einer Playlist. Füge den Link zu einem einzelnen Video ein.",
    "youtube-too-long":
      "Dieses YouTube-Video ist zu lang für die Umwandlung. Nimm ein kürzeres Video, oder lade den benötigten Teil herunter und hier hoch.",
    "youtube-live":
      "Livestreams können nicht umgewandelt werden. Versuch es noch einmal, wenn der Stream vorbei ist.",
    "youtube-unavailable":
      "Dieses YouTube-Video kann nicht heruntergeladen werden: Es ist vielleicht privat, altersbeschränkt oder entfernt.",
    "input-too-large":
      "Die Datei ist zu groß für die Verarbeitung: Ihre Abmessungen oder ihre Anzahl an Frames liegen über den Limits. Verkleinere sie zuerst; die FAQ nennt die Limits.",
    "damaged-input":
      "Die Datei ist beschädigt und kann nicht gelesen werden. Versuch es mit einer anderen Kopie.",
    "corrupt-input":
      "Die Datei konnte nicht gelesen werden: Sie ist vielleicht beschädigt oder nicht von der Art, die ihr Name sagt.",
    "unreadable-image":
      "Eines der Bilder konnte nicht gelesen werden. Speichere es neu als PNG oder JPEG und versuch es noch einmal.",
    "no-video-stream": "Diese Datei enthält kein Video.",
    "invalid-font":
      "Die Schriftdatei konnte nicht gelesen werden. Nimm eine TTF- oder OTF-Schrift.",
    "missing-font":
      "Die für den Text gewählte Schrift wurde nicht gesendet. Wähle die Schrift noch einmal.",
    "no-audio-stream": "Diese Datei enthält keinen Ton.",
    "invalid-subtitles":
      "Die Untertiteldatei konnte nicht gelesen werden. Nimm eine SRT- oder VTT-Datei.",
    "processing-failed":
      "Die Verarbeitung ist fehlgeschlagen. Versuch es noch einmal oder mit anderen Einstellungen.",
    "output-too-large":
      "Das Ergebnis wäre zu groß. Wähle eine kleinere Größe, weniger Frames oder einen kürzeren Abschnitt.",
    "crop-too-small":
      "Der Zuschneidebereich ist zu klein. Vergrößere ihn und versuch es noch einmal.",
    "invalid-range":
      "Start- und Endzeit passen nicht zu dieser Datei. Prüfe sie und versuch es noch einmal.",
    "invalid-frames":
      "Die gewählten Frames passen nicht zu dieser Datei. Prüfe sie und versuch es noch einmal.",
    "segment-exceeds-video":
      "Der gewählte Abschnitt reicht über das Ende des Videos hinaus. Wähle einen früheren Abschnitt.",
    "selection-too-large": "Die Auswahl ist zu groß. Wähle einen kleineren Teil.",
    "conversion-failed":
      "Die Umwandlung ist fehlgeschlagen. Versuch es noch einmal oder mit anderen Einstellungen.",
    "target-size-unreachable":
      "Das GIF lässt sich nicht so klein machen wie die gewählte Größe. Wähle eine größere Größe, oder kürze oder verkleinere das GIF zuerst.",
    "generation-not-configured":
      "GIFs aus einer Beschreibung zu erstellen ist auf diesem Server gerade nicht verfügbar.",
    "generation-failed":
      "Die Frames konnten nicht erzeugt werden. Versuch es noch einmal oder mit einer anderen Beschreibung.",
    "generation-malformed-output":
      "Der Generator hat unbrauchbare Frames zurückgegeben. Versuch es noch einmal.",
    "empty-output": "Das Ergebnis ist leer. Versuch es mit anderen Einstellungen.",
    "incomplete-output": "Das Ergebnis konnte nicht fertiggestellt werden. Versuch es noch einmal.",
    "task-timeout":
      "Die Aufgabe hat zu lange gedauert und wurde gestoppt. Versuch es mit einem kürzeren Abschnitt, einer kleineren Größe oder weniger Frames.",
    "task-memory-limit":
      "Die Aufgabe brauchte mehr Speicher als erlaubt und wurde gestoppt. Versuch es mit einer kleineren Größe oder weniger Frames.",
    "worker-crashed": "Die Aufgabe wurde unerwartet beendet. Versuch es noch einmal.",
    "task-interrupted": "Die Aufgabe wurde auf dem Server unterbrochen. Versuch es noch einmal.",
    "task-lost": "Der Server hat die Aufgabe verloren. Versuch es noch einmal.",
  },
  apiErrorsWithValues: {
    "too-many-files": "Zu viele Dateien: Dieses Tool nimmt höchstens {max_files}.",
    "expected-time-too-long":
      "Diese Umwandlung würde länger dauern als das Zeitlimit von {limit_seconds}. Wähle einen kürzeren Abschnitt, eine kleinere Breite, weniger Frames pro Sekunde oder eine niedrigere Qualität.",
    "youtube-too-long":
      "Dieses YouTube-Video ist zu lang: Videos dürfen bis zu {max_seconds} lang sein. Nimm ein kürzeres Video, oder lade den benötigten Teil herunter und hier hoch.",
    "task-timeout":
      "Die Aufgabe hat das Limit von {limit_seconds} überschritten und wurde gestoppt. Versuch es mit einem kürzeren Abschnitt, einer kleineren Größe oder weniger Frames.",
    "task-memory-limit":
      "Die Aufgabe brauchte mehr als das Speicherlimit von {limit_megabytes} und wurde gestoppt. Versuch es mit einer kleineren Größe oder weniger Frames.",
  },
  toolPage: {
    home: "Startseite",
    howItWorks: "So funktioniert's",
    step: "Schritt",
    guide: "Anleitung",
    moreTools: "Weitere GIF-Tools",
    operatingSystem: "Beliebig (Webbrowser)",
    browserRequirements: "Erfordert einen aktuellen Webbrowser mit JavaScript.",
    shareImageAlt: "{name} auf GifKit, mit einem Frame aus einem damit erstellten Ergebnis: {alt}",
    shareImageAltShort: "{name} auf GifKit, mit einem Frame aus einem damit erstellten Ergebnis",
  },
  home: {
    title: "GifKit: GIFs online erstellen, Video zu GIF und GIF-Editor",
    description:
      "{count} kostenlose Tools für animierte GIFs: Video zu GIF, Größe ändern, zuschneiden, optimieren, Effekte, Frames und mehr. Ohne Konto, ohne Wasserzeichen.",
    badge: "Kostenlos · Ohne Konto · Ohne Wasserzeichen",
    heading: "GIFs im Handumdrehen",
    intro:
      "Mach aus Videos und Bildern animierte GIFs und ändere danach Größe und Ausschnitt, optimiere sie, bearbeite Frames oder füge Effekte und Text hinzu. {count} kostenlose Tools für Smartphone, Tablet oder Computer (Bildschirmaufnahmen brauchen einen Computer).",
    toolsEyebrow: "Tools",
    toolsHeading: "Alles, was du zum Erstellen und Bearbeiten von GIFs brauchst",
    tryNow: "Ausprobieren",
    examples: {
      heroCredit: "{credit}.",
      heroLine: "{before}: {input}. {after}, mit {tool}: {output}.",
      before: "Vorher",
      after: "Nachher",
      result: "das Ergebnis von {tool}",
      input: "die Eingabe von {tool}",
      eyebrow: "Echte Ergebnisse",
      heading: "Von GifKit gemacht, nicht nachgestellt",
      intro:
        "Jedes Ergebnis unten stammt aus dem Tool, das darunter steht, angewandt auf freie Beispielclips und -fotos; die angegebene Größe ist die der Datei, die das Tool erzeugt hat. Animationen laufen hier als kurze Videos, die aus diesen Dateien gemacht wurden, und Pause hält sie an.",
      pauseAll: "Alle anhalten",
      playAll: "Alle abspielen",
    },
    howEyebrow: "So funktioniert's",
    howHeading: "In drei Schritten von der Datei zum GIF",
    step: "Schritt {number}",
    steps: [
      {
        title: "Hochladen",
        text: "Wähle ein Video, Bilder oder ein GIF von deinem Gerät oder füge einen Link ein. Dateien bis {maxUpload}.",
      },
      {
        title: "Bearbeiten",
        text: "Wähle Ausschnitt, Größe, Tempo, Text oder Komprimierung. Die Einstellungen starten mit sinnvollen Werten.",
      },
      {
        title: "Herunterladen",
        text: "Dein GIF entsteht in wenigen Augenblicken auf unseren Servern. Lade es herunter; Ergebnisse werden nach {minutes} Minuten gelöscht.",
      },
    ],
    whyEyebrow: "Warum GifKit",
    whyHeading: "Schnell, privat und kostenlos",
    benefits: [
      {
        title: "Blitzschnell",
        text: "Abgestimmte ffmpeg- und gifsicle-Abläufe erstellen die meisten GIFs in Sekunden, und ein Fortschrittsbalken zeigt den Rest.",
      },
      {
        title: "100 % privat",
        text: "Kein Konto, keine Anmeldung. Nichts, was du sendest, bleibt länger als {minutes} Minuten; die meisten Uploads verschwinden, sobald ihre Aufgabe fertig ist.",
      },
      {
        title: "Für immer kostenlos",
        text: "Jedes Tool ist kostenlos, ohne Wasserzeichen und ohne Tageslimit. Werbung, nur mit deiner Einwilligung, bezahlt die Server.",
      },
      {
        title: "Hohe Qualität",
        text: "Eigene Farbpaletten je Clip, sorgfältiges Dithering und exaktes Frame-Timing halten GIFs scharf und flüssig.",
      },
    ],
    aboutHeading: "Ein kostenloser GIF-Werkzeugkasten für alle",
    aboutText:
      "GIFs sind nach wie vor das eine animierte Format, das überall läuft: in Messengern, E-Mails, Dokumentationen, Foren und Präsentationen, ohne Play-Button und ohne Ton. GifKit bündelt den ganzen Ablauf an einem Ort: vom Videoclip oder einer Fotoserie zur sauberen, kompakten Schleife, ohne etwas zu installieren.",
    limitsText:
      "Jedes Tool nimmt Dateien bis {maxUpload} an und behält das Timing jedes Frames bei.",
    privacyText:
      "Deine Dateien werden auf unseren Servern verarbeitet, nie weitergegeben und automatisch gelöscht. Wie, steht in der Datenschutzerklärung; Formate und Limits findest du in den FAQ.",
    privacyLink: "Datenschutzerklärung",
    faqLink: "FAQ",
    blogEyebrow: "Aus dem Blog",
    blogHeading: "Neueste Blogartikel",
    blogAll: "Alle Blogartikel",
    ctaTitle: "Bereit für dein erstes GIF?",
    ctaText:
      "Zieh ein paar Bilder oder ein Video hierher und hab im Nu ein GIF zum Teilen. Kostenlos, ohne Konto und ohne Wasserzeichen.",
    ctaOpen: "{tool} öffnen",
  },
} satisfies SiteMessages;
