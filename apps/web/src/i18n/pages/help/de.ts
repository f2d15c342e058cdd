import type { HelpCopy } from "./en.ts";

export const help = {
  title: "Hilfe-Center",
  description:
    "Starte mit GifKit und löse häufige Probleme: zu große oder nicht unterstützte Dateien, unscharfe GIFs, blockierte Downloads, dazu Tipps für jede Plattform.",
  crumb: "Hilfe",
  heading: "Hilfe-Center",
  intro: "Schnellstarts, Lösungen für häufige Probleme und Tipps zum Teilen deiner GIFs.",
  quickStartHeading: "Schnellstart",
  guideQuickStart: {
    title: "Ein GIF aus einem Video machen",
    text: "Eine Schritt-für-Schritt-Anleitung (auf Englisch): Abschnitte, Bildrate, Größe und Export.",
  },
  troubleshootingHeading: "Fehlerbehebung",
  troubleshooting: {
    upload: {
      area: "Probleme beim Hochladen",
      problems: {
        tooLarge: {
          title: "„Datei zu groß“",
          fix: {
            size: "Jede Datei darf bis zu {maxUpload} groß sein. Kürze ein Video vor dem Hochladen oder exportiere es in 720p oder niedriger.",
            selection:
              "Denk daran, dass du insgesamt nur {maxVideoSelectionSeconds} Sekunden Video verwenden kannst – eine kürzere Ausgangsdatei reicht also.",
          },
        },
        unsupported: {
          title: "„Dateityp nicht unterstützt“",
          fix: {
            formats:
              "{videoToGif} akzeptiert {videoFormats}; {gifMaker} akzeptiert {imageFormats}; die GIF-Editoren akzeptieren {gifFormats}.",
            content:
              "Geprüft wird nicht nur der Dateiname, sondern auch der Inhalt: Eine umbenannte Datei wird abgelehnt. Exportiere sie neu in einem der Formate oben.",
          },
        },
        link: {
          title: "Ein Link lädt nicht",
          fix: {
            direct:
              "Der Link muss direkt auf eine öffentliche Datei zeigen (mit der Endung .mp4, .gif, .png usw.) oder bei {videoToGif} ein YouTube-Link sein.",
            private:
              "Seiten, die eine Anmeldung verlangen, und Links zu privaten Adressen kann unser Server nicht abrufen.",
          },
        },
      },
    },
    quality: {
      area: "Probleme mit der Qualität",
      problems: {
        blurry: {
          title: "Mein GIF sieht unscharf aus",
          fix: {
            wider:
              "Mach es breiter: Ein GIF, das größer angezeigt wird, als es erstellt wurde, wird gestreckt und wirkt weich.",
            quality: "Wähle eine höhere Qualität und vergrößere kein kleines GIF.",
          },
        },
        banding: {
          title: "Farbstreifen oder gesprenkelte Farben",
          fix: {
            colors:
              "Ein GIF kann 256 Farben pro Frame enthalten. Kürzere Clips mit weniger Szenenwechseln sehen sauberer aus.",
            dither:
              "Behalte in „{optimize}“ mehr Farben oder probier eine andere Dithering-Einstellung.",
          },
        },
        jerky: {
          title: "Die Animation ruckelt",
          fix: {
            frameRate:
              "Erhöhe die Bildrate für schnelle Bewegungen auf 24 fps, oder nimm für Diashows weniger, dafür längere Frames.",
          },
        },
      },
    },
    download: {
      area: "Probleme beim Herunterladen",
      problems: {
        blocked: {
          title: "Der Download wird blockiert",
          fix: {
            allow:
              "Manche Browser fragen nach, bevor sie Dateien einer Website speichern. Erlaube Downloads für GifKit in den Einstellungen deines Browsers.",
            ios: "Auf iPhone und iPad landet die Datei in der Dateien-App (Ordner „Downloads“); halte die Vorschau gedrückt, um sie in Fotos zu sichern.",
          },
        },
        empty: {
          title: "Die Datei hat 0 Bytes oder lässt sich nicht öffnen",
          fix: {
            deleted:
              "Ergebnisse werden {minutes} Minuten nach ihrer Fertigstellung gelöscht; danach musst du die Aufgabe erneut ausführen.",
            finished:
              "Öffne die Datei erst, wenn der Download abgeschlossen ist, und behalte die Endung .gif bei.",
          },
        },
      },
    },
  },
  platformTipsHeading: "Tipps für Plattformen",
  platformTipsIntro:
    "Jede Plattform geht etwas anders mit GIFs um. Das sind Faustregeln, keine Limits von GifKit.",
  platformTips: {
    email: {
      name: "E-Mail",
      tip: "Bleib unter 1 MB, damit GIFs schnell laden; viele E-Mail-Programme zeigen nur den ersten Frame.",
    },
    x: {
      name: "X (Twitter)",
      tip: "Bleib unter 5 MB, damit sich das GIF von jedem Gerät aus posten lässt; 480 bis 720 px Breite wirken in der Timeline scharf.",
    },
    chat: {
      name: "Slack und Discord",
      tip: "Unter 8 MB bist du bei jedem Konto auf der sicheren Seite; die Vorlage „{socialPreset}“ in „{optimize}“ schafft das meist.",
    },
    websites: {
      name: "Eigene Websites",
      tip: "Nimm die Vorlage „{webPreset}“, stell die Breite auf die angezeigte Größe ein und füge einen Alternativtext hinzu.",
    },
  },
  faqHeading: "Häufige Fragen",
  faq: {
    server: {
      q: "Warum werden meine Dateien an einen Server geschickt?",
      a: "GIFs mit guten Farbpaletten zu kodieren ist aufwendig. Unsere Server erledigen das schnell, egal auf welchem Gerät, und löschen deinen Upload, sobald die Aufgabe fertig ist.",
    },
    kept: {
      q: "Wie lange ist mein Ergebnis verfügbar?",
      a: "{minutes} Minuten, nachdem es fertig ist. Lade es vorher herunter.",
    },
    stuck: {
      q: "Eine Aufgabe scheint festzuhängen. Was kann ich tun?",
      a: "Die meisten Aufgaben sind in höchstens zwei Minuten fertig. Hat sich der Fortschritt fünf Minuten lang nicht bewegt, lade die Seite neu und versuch es noch einmal, etwa mit einer kürzeren Auswahl oder einer kleineren Größe.",
    },
  },
  moreAnswers: "Weitere Antworten in den [häufigen Fragen](/faq).",
  contactTitle: "Support kontaktieren",
  blogTitle: "Zum Blog",
  blogText: "Anleitungen (auf Englisch) zum Erstellen, Optimieren und Teilen von GIFs.",
} satisfies HelpCopy;
