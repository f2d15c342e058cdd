import type { AboutCopy } from "./en.ts";

export const about = {
  title: "Über GifKit",
  description:
    "GifKit bietet {toolCount} kostenlose Online-GIF-Tools: GIFs aus Videos und Bildern erstellen, bearbeiten, umwandeln und optimieren. Ohne Konto, ohne Wasserzeichen.",
  crumb: "Über uns",
  eyebrow: "Über uns",
  heading: "GIFs ganz einfach, für alle",
  intro:
    "GifKit gibt es, damit jeder in einer Minute ein gutes GIF machen kann: eine Reaktion aus einem Video, einen Produkt-Loop aus ein paar Screenshots, eine Bildunterschrift auf einem Klassiker. Nichts zu installieren, nichts zu bezahlen.",
  missionEyebrow: "Unsere Mission",
  missionHeading: "Gute GIF-Tools sollten kostenlos und ehrlich sein",
  mission: [
    "Animierte GIFs sind das eine Bewegtbildformat, das überall funktioniert: im Chat, in E-Mails, Dokumenten, Foren und Präsentationen. Trotzdem heißt ein gutes GIF zu machen oft, sich mit Desktop-Software herumzuschlagen oder einer Website mit vagen Versprechen deine Dateien anzuvertrauen.",
    "Wir bauen GifKit als Gegenteil davon: klare Tools mit sinnvollen Voreinstellungen, klare Grenzen und eine ehrliche Auskunft darüber, was mit deinen Dateien passiert. Die Dateien werden auf unseren Servern verarbeitet und automatisch gelöscht. Unsere [Datenschutzerklärung](/privacy-policy) sagt genau, wie.",
  ],
  highlightsHeading: "Was uns wichtig ist",
  highlights: {
    free: {
      title: "Kostenlos, ohne Haken",
      text: "Jedes Tool ist kostenlos, ohne Wasserzeichen, ohne Anmeldung und ohne Premium-Stufe, die die guten Einstellungen zurückhält.",
    },
    files: {
      title: "Dateien auf Zeit",
      text: "Nichts, was du schickst, wird länger als {minutes} Minuten aufbewahrt, und die meisten Uploads verschwinden, sobald ihr Auftrag fertig ist. Wir sehen uns deine Dateien nie an und geben sie nie weiter.",
    },
    quality: {
      title: "Qualität zuerst",
      text: "Eine Palette je Clip, sorgfältiges Dithering und exakte Frame-Dauern, gemessen an den besten Encodern, die wir testen konnten.",
    },
    devices: {
      title: "Auf jedem Gerät",
      text: "Die Tools laufen in jedem aktuellen Browser auf Smartphone, Tablet oder Computer (Bildschirm aufnehmen braucht einen Computer: Smartphones können ihren Bildschirm nicht mit einer Webseite teilen). Die schwere Arbeit erledigen unsere Server.",
    },
  },
  storyHeading: "Unsere Geschichte",
  story: [
    {
      title: "Wie alles anfing",
      text: "GifKit begann mit einem kleinen Ärgernis: Zwei Sekunden aus einer Bildschirmaufnahme in ein GIF zu verwandeln, brauchte drei Programme und viel Rätselraten über Bildraten und Paletten. Das Ergebnis war riesig oder fleckig. Wir wollten einen Ort, der die Details von Haus aus richtig macht.",
    },
    {
      title: "Wie es heute funktioniert",
      text: "GifKit hat heute {toolCount} Tools ([alle ansehen](/tools)). Wenn du eines nutzt, wird deine Datei zu GifKit hochgeladen und auf unseren Servern ein Auftrag in die Warteschlange gestellt. Bewährte Open-Source-Encoder (ffmpeg, gifsicle und libvips) erledigen die Arbeit, und du lädst das Ergebnis herunter. Jeder Upload darf bei jedem Tool bis zu {maxUpload} groß sein, und überall gelten dieselben Grenzen; sie stehen in den [FAQ](/faq).",
    },
    {
      title: "Wie es kostenlos bleibt",
      text: "GifKit finanziert sich über Werbung, die nur erscheint, wenn du Cookies akzeptierst. Es gibt kein Bezahlabo und kein Wasserzeichen. Lehnst du ab, funktionieren die Tools genau gleich.",
    },
    {
      title: "Offen für Entwickler",
      text: "Dieselben Tools gibt es als einfache HTTP-API: Auftrag starten, Status abfragen, Ergebnis herunterladen. Die [API-Seite](/api) hat die Details und eine OpenAPI-Beschreibung.",
    },
  ],
  helloHeading: "Sag Hallo",
  hello: "Fragen, Ideen oder einen Fehler gefunden? [Schreib uns](/contact) oder folge uns.",
  ctaTitle: "Mach etwas, das sich zu teilen lohnt",
  ctaText: "Wähle ein Tool und dein GIF ist im Nu fertig.",
  ctaTry: "{tool} ausprobieren",
} satisfies AboutCopy;
