import type { CookiePolicyCopy } from "./en.ts";

export const cookiePolicy = {
  title: "Cookie-Richtlinie",
  description:
    "Welche Cookies und welchen Browser-Speicher GifKit nutzt, wozu, und wie du zustimmst, ablehnst oder deine Wahl jederzeit in den Cookie-Einstellungen änderst.",
  crumb: "Cookie-Richtlinie",
  heading: "Cookie-Richtlinie",
  intro:
    "GifKit beschränkt Cookies auf das Nötigste. Hier steht alles, was wir speichern, und warum.",
  updatedLabel: "Zuletzt aktualisiert:",
  englishBinds:
    "Dies ist eine Übersetzung, die dir das Lesen erleichtern soll. Verbindlich ist allein die [englische Fassung](/cookie-policy).",
  whatHeading: "Was Cookies sind",
  what: "Cookies und ähnlicher Browser-Speicher (etwa localStorage) lassen eine Website kleine Informationen zwischen Besuchen behalten. Manche sind für das Funktionieren einer Website notwendig; andere dienen der Werbung oder Messung.",
  essentialHeading: "Notwendiger Speicher",
  table: {
    name: "Name",
    type: "Typ",
    purpose: "Zweck",
    kept: "Speicherdauer",
    consentPurpose: "Merkt sich, ob du nicht notwendige Cookies akzeptiert oder abgelehnt hast.",
    consentKept: "Bis du ihn löschst",
  },
  noTracking:
    "GifKit selbst setzt keine Tracking-Cookies und hat keine Konten, es gibt also keine Login-Cookies.",
  advertisingHeading: "Werbe-Cookies (nur mit Einwilligung)",
  advertising: [
    "GifKit finanziert sich durch Anzeigen von Google AdSense. Das Werbeskript wird erst geladen, nachdem du auf **{accept}** geklickt hast. Google kann dann Cookies setzen (etwa `__gads`, `__gpi` und `IDE`), um Anzeigen auszuspielen, zu begrenzen, wie oft du sie siehst, sie zu messen und, wo erlaubt, zu personalisieren. Googles eigene Richtlinien beschreiben diese Cookies.",
    "Bevor du wählst, teilen wir Googles Einwilligungssystem mit, dass Werbung, Analyse, Nutzerdaten für Werbung und personalisierte Werbung **abgelehnt** sind; erlaubt ist nur Speicher für Funktion und Sicherheit.",
  ],
  choiceHeading: "Deine Wahl",
  choices: [
    "**{accept}** erlaubt die oben beschriebenen Werbe-Cookies.",
    "**{decline}** lässt sie aus; es wird kein Werbeskript geladen. Die Tools funktionieren in beiden Fällen gleich.",
  ],
  changeMind:
    "Du kannst deine Meinung jederzeit über **{settings}** unten auf jeder Seite ändern, oder hier:",
  openSettings: "Cookie-Einstellungen öffnen",
  browser:
    "Du kannst Cookies und Website-Daten auch in den Einstellungen deines Browsers löschen. Fragen: {email}.",
} satisfies CookiePolicyCopy;
