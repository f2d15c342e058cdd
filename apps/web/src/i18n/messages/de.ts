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
    "file-too-large": "Die Datei ist größer als das Limit von {maxUpload}.",
    "unsupported-file-type":
      "Dieses Tool nimmt diesen Dateityp nicht an. Die unterstützten Formate stehen unter dem Upload-Bereich.",
    "empty-file": "Die Datei ist leer.",
    "source-expired":
      "Dieses Ergebnis ist nicht mehr gespeichert (Ergebnisse werden nach {minutes} Minuten gelöscht). Lade die Datei erneut hoch.",
    "upload-expired": "Dieser Upload ist nicht mehr gespeichert. Lade die Datei erneut hoch.",
    "queue-full": "Der Server ist gerade ausgelastet. Versuch es in einer Minute noch einmal.",
    "storage-full":
      "Auf dem Server ist gerade kein Platz für weitere Dateien. Versuch es später noch einmal.",
    "address-storage-full":
      "Deine Dateien auf dem Server haben ihr Limit erreicht. Warte, bis frühere Ergebnisse gelöscht sind, und versuch es dann noch einmal.",
    "too-many-running-tasks":
      "Bei dir laufen schon mehrere Aufgaben. Warte, bis eine fertig ist, und versuch es dann noch einmal.",
    "internal-error": "Bei uns ist etwas schiefgelaufen. Versuch es noch einmal.",
  },
  toolPage: {
    home: "Startseite",
    howItWorks: "So funktioniert's",
    step: "Schritt",
    guide: "Anleitung",
    moreTools: "Weitere GIF-Tools",
    operatingSystem: "Beliebig (Webbrowser)",
    browserRequirements: "Erfordert einen aktuellen Webbrowser mit JavaScript.",
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
