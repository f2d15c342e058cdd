import type { ToolsCopy } from "./en.ts";

export const tools = {
  title: "Alle GIF-Tools",
  description:
    "Alle {toolCount} kostenlosen GifKit-Tools, nach Aufgabe: erstellen, bearbeiten, umwandeln, optimieren, Frames, Effekte und Text. Ohne Konto, ohne Wasserzeichen.",
  crumb: "Tools",
  heading: "Alle GIF-Tools",
  intro:
    "{toolCount} kostenlose Tools, sortiert nach dem, was du vorhast. Jedes läuft in deinem Browser auf jedem Gerät; die Dateien werden auf unseren Servern verarbeitet.",
  groups: {
    make: {
      name: "GIF erstellen",
      text: "Starte mit einem Video, Fotos, deinem Bildschirm oder einem Satz.",
    },
    edit: {
      name: "GIF bearbeiten",
      text: "Ändere Größe, Ausschnitt, Länge, Tempo oder Ausrichtung, oder füge mehrere zusammen.",
    },
    convert: {
      name: "Umwandeln",
      text: "Mach aus einem GIF ein Video, WebP, APNG oder AVIF, oder ein Sprite Sheet und zurück.",
    },
    optimize: {
      name: "Optimieren",
      text: "Mach ein GIF kleiner für Chat, E-Mail und Webseiten.",
    },
    frames: {
      name: "Mit Frames arbeiten",
      text: "Frames auswählen, umsortieren, timen, aufteilen oder rückwärts abspielen.",
    },
    effects: {
      name: "Effekte und Text",
      text: "Füge Bildunterschriften, Filter, eine Unschärfe über Gesichtern oder ein Logo hinzu.",
    },
    video: {
      name: "Video",
      text: "Bearbeite ein Video als Video: für eine Chat-App komprimieren, kürzen, den Ton behalten.",
    },
  },
} satisfies ToolsCopy;
