import type { TermsCopy } from "./en.ts";

export const terms = {
  title: "Nutzungsbedingungen",
  description:
    "Die Bedingungen für GifKits kostenlose GIF-Tools und die API: Deine Inhalte bleiben deine, nutze die Tools rechtmäßig, der Dienst kommt ohne Gewähr.",
  crumb: "Nutzungsbedingungen",
  // A soft hyphen: one word wider than a phone at the heading's size breaks there, hyphenated.
  heading: "Nutzungs\u00ADbedingungen",
  intro:
    "Indem du die Website, die Tools oder die API von GifKit nutzt, stimmst du diesen Bedingungen zu.",
  updatedLabel: "Zuletzt aktualisiert:",
  englishBinds:
    "Dies ist eine Übersetzung, die dir das Lesen erleichtern soll. Verbindlich ist allein die [englische Fassung](/terms).",
  serviceHeading: "Der Dienst",
  service:
    "GifKit bietet kostenlose Online-Tools und eine HTTP-API zum Erstellen und Bearbeiten animierter GIFs. Der Dienst ist kostenlos und wird durch Werbung finanziert. Wir können Funktionen hinzufügen, ändern oder entfernen und den Zugang einschränken oder sperren, um den Dienst und seine Nutzer zu schützen.",
  contentHeading: "Deine Inhalte",
  content: [
    "Du behältst alle Rechte an den Dateien, die du hochlädst, und an den GIFs, die du erstellst. Du erteilst uns nur die Erlaubnis, die nötig ist, um deine Dateien zu verarbeiten und das gewünschte Ergebnis zu erzeugen. Dateien werden so behandelt, wie es unsere [Datenschutzerklärung](/privacy-policy) beschreibt: Nichts wird länger als {minutes} Minuten aufbewahrt, und Uploads werden meist gelöscht, wenn ihre Aufgabe endet. Bewahre also eigene Kopien auf.",
    "Du bestätigst, dass du das Recht hast, die Inhalte zu nutzen, die du hochlädst oder verlinkst.",
  ],
  useHeading: "Zulässige Nutzung",
  useIntro: "Du verpflichtest dich, GifKit nicht zu nutzen, um:",
  uses: [
    "Inhalte zu verarbeiten, die rechtswidrig sind, die Rechte anderer verletzen oder Minderjährige sexualisieren;",
    "andere zu belästigen, zu bedrohen oder zu verleumden oder Schadsoftware zu verbreiten;",
    "den Dienst zu überlasten, auszuforschen oder seine Grenzen zu umgehen, zum Beispiel durch automatisierte Massenanfragen über die dokumentierten Fair-Use-Grenzen hinaus;",
    "unsere Server Inhalte von Adressen abrufen zu lassen, auf die du nicht zugreifen darfst.",
  ],
  limitsHeading: "Grenzen",
  limits:
    "Hochgeladene und verlinkte Dateien dürfen jeweils bis zu {maxUpload} groß sein. Weitere Grenzen für Bildgröße, Anzahl der Frames und Größe des Ergebnisses gelten für jedes Tool und sind in den [FAQ](/faq) aufgeführt. Eine Anfrage über einer Grenze wird mit einer Meldung abgelehnt, die die Grenze nennt.",
  apiHeading: "Die API",
  api: "Die [öffentliche API](/api) darf für private und kommerzielle Projekte zu denselben Bedingungen und Grenzen genutzt werden. Bitte gib deine Anwendung im User-Agent-Header an und warte, wenn du dazu aufgefordert wirst (HTTP 429 oder 503 mit Retry-After).",
  aiHeading: "KI-generierte Inhalte",
  ai: "Animationen des KI-GIF-Generators entstehen automatisch aus deinem Prompt. Die Ergebnisse können unerwartet sein; du bist dafür verantwortlich, wie du sie verwendest.",
  warrantyHeading: "Keine Gewährleistung",
  warranty:
    "GifKit wird „wie besehen“ und „wie verfügbar“ bereitgestellt, ohne Gewährleistung jeglicher Art. Wir tun unser Bestes, damit es läuft und korrekt arbeitet, können aber nicht versprechen, dass es immer verfügbar, fehlerfrei oder für einen bestimmten Zweck geeignet ist.",
  liabilityHeading: "Haftungsbeschränkung",
  liability:
    "Soweit gesetzlich zulässig, haftet GifKit nicht für indirekte Schäden oder Folgeschäden oder für Datenverluste, die aus deiner Nutzung des Dienstes entstehen. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.",
  changesHeading: "Änderungen",
  changes:
    "Wir können diese Bedingungen aktualisieren; das Datum oben zeigt die neueste Fassung. Wer GifKit nach einer Änderung weiter nutzt, akzeptiert die neuen Bedingungen. Fragen: {email}.",
} satisfies TermsCopy;
