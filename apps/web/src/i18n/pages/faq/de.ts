import type { PluralForms } from "../../format.ts";
import type { FaqCopy } from "./en.ts";

export const faq = {
  title: "Häufige Fragen",
  description:
    "Antworten zu GifKit: Dateigröße und Formate, Datenschutz und Löschung von Dateien, Qualitätseinstellungen, jedes Tool, Problemlösung und die API.",
  crumb: "Häufige Fragen",
  heading: "Häufige Fragen",
  intro:
    "Limits, Formate, Datenschutz und wie jedes Tool funktioniert. Deine Antwort ist nicht dabei? Frag uns.",
  sectionsLabel: "Abschnitte der häufigen Fragen",
  groups: {
    general: {
      name: "Allgemein",
      entries: {
        free: {
          q: "Ist GifKit wirklich kostenlos?",
          a: "Ja. Alle Tools sind kostenlos, ohne Konto, ohne Wasserzeichen und ohne Tageslimit. Die Seite finanziert sich über Werbung, die nur erscheint, wenn du Cookies akzeptierst.",
        },
        account: {
          q: "Muss ich ein Konto anlegen?",
          a: "Nein. Auf GifKit gibt es nirgends eine Registrierung oder Anmeldung. Öffne ein Tool und leg los.",
        },
        phone: {
          q: "Funktioniert GifKit auf dem Smartphone?",
          a: "Ja. Die Tools laufen in jedem aktuellen Browser auf Smartphone, Tablet und Computer, außer {record}: Dafür brauchst du einen Computer (ein Smartphone kann seinen Bildschirm nicht mit einer Webseite teilen). Die Verarbeitung läuft auf unseren Servern, deshalb schafft auch ein langsames Smartphone große GIFs.",
        },
        watermark: {
          q: "Fügt ihr ein Wasserzeichen hinzu?",
          a: "Niemals. Das GIF, das du herunterlädst, enthält nur deine Inhalte.",
        },
      },
    },
    privacy: {
      name: "Datenschutz und Dateien",
      entries: {
        uploaded: {
          q: "Werden meine Dateien hochgeladen?",
          a: "Ja. Deine Dateien werden an GifKit gesendet und auf unseren Servern verarbeitet; die Seite verarbeitet sie nicht in deinem Browser. Wir geben sie nie weiter und sehen sie uns nicht an.",
        },
        kept: {
          q: "Wie lange bewahrt ihr meine Dateien auf?",
        },
        links: {
          q: "Was passiert mit Links, die ich einfüge?",
          a: "Unser Server lädt die verlinkte Datei für dich herunter (bis {maxUpload}) und behandelt sie wie einen Upload. {linkRetention}",
        },
        cookies: {
          q: "Verwendet ihr Cookies?",
          a: "Nur einen notwendigen Eintrag, der sich deine Cookie-Auswahl merkt. Werbe-Cookies kommen nur zum Einsatz, wenn du auf {accept} klickst; deine Auswahl kannst du jederzeit über {settings} unten auf jeder Seite ändern.",
        },
      },
    },
    technical: {
      name: "Technisches",
      entries: {
        maxSize: {
          q: "Wie groß darf eine Datei höchstens sein?",
          a: "{maxUpload} pro Datei, bei jedem Tool, egal ob du die Datei hochlädst oder einen Link einfügst.",
        },
        formats: {
          q: "Welche Formate kann ich verwenden?",
          a: "{convert} erzeugt MP4, WebP, APNG, AVIF oder WebM, {split} ein ZIP mit PNG- oder JPG-Frames, {spriteSheet} ein PNG-Sheet oder ein GIF und die Video-Tools ein MP4 oder WebM mit Ton; alle anderen Tools erzeugen ein GIF.",
        },
        videoLength: {
          q: "Wie lang darf ein GIF aus einem Video sein?",
          a: "Du kannst insgesamt bis zu {maxVideoSelectionSeconds} Sekunden Video auswählen, in einem oder mehreren Abschnitten. Das Ergebnis darf bis zu {maxOutputFrames} Frames haben, und die besten GIFs sind meist 2 bis 6 Sekunden lang.",
        },
        largest: {
          q: "Wie groß darf ein GIF höchstens werden?",
          a: "{videoToGif} erstellt GIFs bis {maxVideoOutputSize} Pixel, die GIF-Editoren bis {maxGifOutputSize}. Außerdem ist jedes Ergebnis auf {maxOutputFrames} Frames und insgesamt {maxOutputTotalMegapixels} Megapixel begrenzt (Breite × Höhe × Frames).",
        },
        processing: {
          q: "Wie lange dauert die Verarbeitung?",
          a: "Die meisten Bearbeitungen sind in wenigen Sekunden fertig. Lange oder große Videos können ein bis zwei Minuten dauern; solange zeigt die Seite den Fortschritt der Aufgabe.",
        },
      },
    },
    tools: {
      name: "Zu einzelnen Tools",
      entries: {
        frameRate: {
          q: "Welche Bildrate sollte ich in {videoToGif} wählen?",
          a: "15 fps (die Voreinstellung) passt für die meisten Clips. Nimm 10 fps für Bildschirmaufnahmen und ruhige Szenen, 24 oder 30 fps nur für kurze, schnelle Bewegungen: Mehr Frames bedeuten eine größere Datei.",
        },
        sound: {
          q: "Kann ich den Ton meines Videos behalten?",
          a: "GIFs haben keinen Ton. Aktiviere in {videoToGif} die MP4-Option, dann bekommst du zusätzlich zum GIF ein MP4 mit Ton (H.264 und AAC) vom selben Ausschnitt.",
        },
        speed: {
          q: "Ändert sich beim Skalieren oder Zuschneiden die Geschwindigkeit der Animation?",
          a: "Nein. {resize} und {crop} behalten jedes Frame mit seiner eigenen Dauer. {crop} ist verlustfrei: Die Frames werden beschnitten, nicht neu kodiert.",
        },
        bigger: {
          q: "Kann {optimize} mein GIF größer machen?",
          a: "Nein. Wenn keine Einstellung die Datei verkleinern kann, bekommst du deine Originaldatei unverändert zurück, und die Seite sagt dir das.",
        },
        font: {
          q: "Kann ich in {addText} meine eigene Schriftart verwenden?",
          a: "Ja. Neben den acht eingebauten Schriftarten kannst du für eine Textebene eine Schriftdatei im Format .ttf oder .otf hochladen.",
        },
        ai: {
          q: "Warum meldet der KI-GIF-Generator, dass er nicht verfügbar ist?",
          a: "Er braucht einen Generierungsserver mit GPU. Wo keiner eingerichtet ist, sagt die Seite das offen, statt ein gefälschtes Ergebnis zu liefern.",
        },
      },
    },
    troubleshooting: {
      name: "Problemlösung",
      entries: {
        tooLarge: {
          q: "Meine Datei ist zu groß. Was kann ich tun?",
          a: "Dateien über {maxUpload} werden abgelehnt. Kürze das Video vorher oder exportiere es in einer niedrigeren Auflösung; ein GIF kannst du in Teilen durch {optimize} schicken.",
        },
        unsupported: {
          q: "Mein Dateityp wird angeblich nicht unterstützt.",
          a: "Vergleiche die Dateiendung mit den Formaten, die beim Tool aufgeführt sind. GifKit prüft auch den Inhalt der Datei, eine umbenannte Datei eines anderen Typs wird also abgelehnt; exportiere sie erneut in einem unterstützten Format.",
        },
        blurry: {
          q: "Mein GIF sieht unscharf oder fleckig aus.",
          a: "Erhöhe die Breite, wähle eine höhere Qualitätsstufe oder kürze den Clip, damit jedes Frame mehr von den 256 Farben nutzen kann, die ein GIF erlaubt. Vergrößere ein kleines GIF besser nicht.",
        },
        download: {
          q: "Der Download wird blockiert oder die Datei hat 0 Bytes.",
          a: "Erlaube in deinem Browser Downloads für diese Seite und lade das Ergebnis innerhalb von {minutes} Minuten herunter, danach wird es gelöscht. Klappt es immer noch nicht, starte die Aufgabe noch einmal.",
        },
      },
    },
    advanced: {
      name: "Für Fortgeschrittene",
      entries: {
        api: {
          q: "Gibt es eine API?",
          a: "Ja. Jedes Tool gibt es auch als HTTP-API: Aufgabe starten, Status abfragen, Ergebnis herunterladen. Die Endpunkte und die OpenAPI-Beschreibung findest du auf der [API-Seite](/api).",
        },
        rate: {
          q: "Wie oft darf ich die Tools nutzen?",
          a: "Damit es für alle fair bleibt, kann eine Adresse nur wenige Aufgaben gleichzeitig ausführen, und ein ausgelasteter Server bittet dich eventuell, es gleich noch einmal zu versuchen (HTTP 429 oder 503 mit einem Retry-After-Header).",
        },
        loops: {
          q: "Wie werden Wiederholungen gehandhabt?",
          a: "{gifMaker} wiederholt standardmäßig endlos; bei N Wiederholungen wird die Animation N-mal abgespielt. Die Editoren übernehmen die Loop-Einstellung des GIFs, das du ihnen gibst.",
        },
      },
    },
  },
  formatsAnswer: {
    images: {
      one: "{tools} nimmt {formats} an (bei PDF die erste Seite).",
      other: "{tools} nehmen {formats} an (bei PDF die erste Seite).",
    } as PluralForms,
    video: {
      one: "{tools} nimmt {formats}, Links zu Videodateien und YouTube-Links an.",
      other: "{tools} nehmen {formats}, Links zu Videodateien und YouTube-Links an.",
    } as PluralForms,
    gifOrVideo: {
      one: "{tools} nimmt eine Animation oder ein Video an.",
      other: "{tools} nehmen eine Animation oder ein Video an.",
    } as PluralForms,
    gif: {
      one: "{tools} nimmt {formats} an.",
      other: "{tools} nehmen {formats} an.",
    } as PluralForms,
    gifOrStill: {
      one: "{tools} nimmt {formats} an oder ein Standbild als JPG, PNG oder WebP, das es im selben Format zurückgibt.",
      other:
        "{tools} nehmen {formats} an oder ein Standbild als JPG, PNG oder WebP, das sie im selben Format zurückgeben.",
    } as PluralForms,
  },
  destinationsLink: "Limits nach Plattform",
  destinationsHeading: "Wie groß darf ein GIF dort sein, wo es hinsoll?",
  destinationsIntro:
    "Die größte Datei, die jede Plattform annimmt, laut ihrer eigenen Dokumentation (folge dem Link neben jeder Zahl). Mehr dazu in unserem Artikel (auf Englisch) [GIF size limits: Discord, Slack, X, GitHub, Reddit and email](/blog/gif-size-limits-by-platform)",
  destinationColumns: {
    where: "Wo",
    maxSize: "Größte Datei",
    maxDimensions: "Größte Abmessungen",
    source: "Quelle",
  },
  destinationInline: {
    maxSize: "Größte Datei: ",
    maxDimensions: "Größte Abmessungen: ",
    source: "Quelle: ",
  },
  readOn: " gelesen am {date}",
  dimensions: {
    exact: "genau {width} × {height} px",
    oneSideExact: "eine Seite genau {side} px, die andere höchstens {other} px",
    notStated: "nicht angegeben",
  },
  destinationNotes: {
    discord:
      "Das Upload-Limit von Discord für ein Konto ohne Nitro liegt bei 10 MiB pro Datei. Nitro und Server-Boosts heben es an, aber ein GIF unter 10 MiB kann jeder posten und weiterteilen.",
    slack:
      "Slack nimmt Dateien bis 1 GB an, weit mehr, als ein GIF je braucht (GifKit selbst hört bei 200 MB auf). Ein eigenes Limit für GIFs dokumentiert Slack nicht; ein kleines GIF lädt für alle im Thread schneller.",
    x: "X macht aus einem geposteten GIF ein MP4-Video, deshalb liefert ein hochgeladenes MP4 bei gleicher Größe die bessere Qualität. Laut Entwicklerdokumentation sind GIFs bis 15 MB erlaubt, empfohlen sind höchstens 1280 × 1080 px und 350 Frames; aus den Smartphone-Apps von X soll weniger möglich sein (5 MB), was die Seiten von X, die wir lesen konnten, nicht bestätigen.",
    github:
      "GitHub nimmt Bilder und GIFs bis 10 MB in Issues, Pull Requests, Diskussionen und Kommentaren an; ein GIF dorthin zu ziehen ist auch der übliche Weg, eine Adresse für eine README zu bekommen. GitHub zeigt das GIF unverändert. Kurze MP4-, MOV- oder WebM-Videos gehen auch (10 MB bei kostenlosen Plänen).",
    reddit:
      "Laut Entwicklerdokumentation von Reddit sind GIFs bis 100 MB erlaubt (Standbilder 20 MB). Reddit spielt ein hochgeladenes GIF aus einer selbst erstellten MP4-Kopie ab, deshalb liefert ein hochgeladenes MP4 bei gleicher Größe die bessere Qualität. Über die Website oder die Apps von Reddit ist unter Umständen weniger möglich, als die Dokumentation angibt.",
    email:
      "Gmail verschickt mit einem privaten Konto Anhänge bis insgesamt 25 MB (größere werden zu einem Google-Drive-Link); Arbeitskonten und andere E-Mail-Anbieter setzen eigene, oft niedrigere Limits. Für ein GIF, das in der Nachricht angezeigt wird, gilt: je kleiner, desto besser, denn es wird bei jedem Öffnen der Mail geladen.",
    "fast-web-page":
      "Lighthouse, die Prüfung hinter PageSpeed Insights, bemängelt jedes GIF über 100 KiB auf einer Seite und schlägt stattdessen ein Video vor. Für alles Größere auf deiner eigenen Website nimm ein MP4 in <video autoplay loop muted playsinline> oder ein animiertes WebP.",
    "discord-emoji":
      "Discord nimmt eigene Emojis (animierte als GIF) bis 256 KB an und zeigt sie klein; die Dokumentation beschreibt ein Bild mit 128 × 128 px, größere werden ohnehin verkleinert.",
    "discord-sticker":
      "Discord-Sticker können animierte GIFs oder APNGs mit höchstens 512 KB, 320 × 320 px und 5 Sekunden sein. Quadratisch ist am besten: Sticker werden in einem Quadrat angezeigt.",
    "slack-emoji":
      "Die Dokumentation von Slack verlangt quadratische Emoji-Bilder unter 128 KB; ein animiertes Emoji ist ein GIF und wird klein angezeigt, 128 × 128 px reichen also völlig.",
    "twitch-animated-emote":
      "Animierte Emotes bei Twitch sind quadratische GIFs mit höchstens 60 Frames; die 112 × 112 px große Datei eines manuellen Uploads darf höchstens 512 KB groß sein (1 MB für ein einzelnes großes GIF, das Twitch verkleinert). Die Hilfeseite von Twitch selbst war nicht verfügbar, um diese Zahlen zu prüfen.",
  },
  limitsHeading: "Limits und Formate",
  limitsIntro: "Dieselben Zahlen, die der Server durchsetzt.",
  limits: {
    fileSize: "Dateigröße (jeder Upload und Link)",
    inputSide: "Seitenlänge von Bild oder Frame",
    inputFrame: "Ein Eingabe-Frame",
    inputFrames: "Eingabe-Frames",
    inputTotal: "Alle Eingabe-Frames zusammen",
    outputFrames: "Ausgabe-Frames",
    outputTotal: "Ausgabegröße (Breite × Höhe × Frames)",
    videoOutput: "Ausgabegröße von {videoToGif}",
    gifOutput: "Ausgabegröße der GIF-Bearbeitung",
    videoSelection: "Videoauswahl (alle Abschnitte)",
    chainEdits: "Bearbeitungen in einer Kette (POST /api/edit)",
    batchInputs: "Eingaben in einem Stapel (POST /api/batch)",
    videoEditLength: "Länge des bearbeiteten Videos (MP4 oder WebM einer Kette)",
    youtubeLength: "Länge eines YouTube-Videos",
    taskStarts: "Gestartete Aufgaben pro Minute (pro Adresse)",
    keyTaskStarts: "Gestartete Aufgaben mit API-Schlüssel (pro Schlüssel)",
    storedBytes: "Gleichzeitig gespeicherte Dateien (pro Adresse)",
    taskMemory: "Arbeitsspeicher pro Aufgabe",
    resultsKept: "Ergebnisse aufbewahrt für",
  },
  units: {
    megapixels: "{count} Megapixel",
    // Short: the value is kept on one line beside its label (375 px).
    perMinuteAndDay: "{minute}/Minute, {day}/Tag",
  },
  imagesLabel: "Bilder: ",
  videoLabel: "Video: ",
  videoFormats: "{formats}, Links und YouTube",
  gifToolsLabel: "GIF-Tools: ",
  gifFormats: "{formats} rein, GIF raus",
  stillStuck: "Kommst du nicht weiter? Sieh im [Hilfe-Center](/help) nach oder schreib an {email}.",
  ctaTitle: "Lust, es auszuprobieren?",
  ctaText: "Erstelle dein erstes GIF in einer Minute, kostenlos und ohne Konto.",
  ctaTry: "{tool} ausprobieren",
} satisfies FaqCopy;
