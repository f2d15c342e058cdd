import type { PrivacyPolicyCopy } from "./en.ts";

export const privacyPolicy = {
  title: "Datenschutzerklärung",
  description:
    "Wie GifKit mit deinen Dateien und Daten umgeht: Verarbeitung auf unseren Servern, Uploads gelöscht bei Aufgabenende, Ergebnisse nach {minutes} Minuten.",
  crumb: "Datenschutzerklärung",
  // A soft hyphen: one word wider than a phone at the heading's size breaks there, hyphenated.
  heading: "Datenschutz\u00ADerklärung",
  intro:
    "Diese Erklärung beschreibt in einfachen Worten, was mit deinen Dateien und Daten geschieht, wenn du GifKit nutzt.",
  updatedLabel: "Zuletzt aktualisiert:",
  englishBinds:
    "Dies ist eine Übersetzung, die dir das Lesen erleichtern soll. Verbindlich ist allein die [englische Fassung](/privacy-policy).",
  summaryHeading: "Das Wichtigste in Kürze",
  summary: [
    "Du brauchst kein Konto. Für kein Tool fragen wir nach deinem Namen.",
    "Dateien, die du hochlädst (oder Links, die du uns gibst), werden **auf unseren Servern verarbeitet** und nur so lange aufbewahrt, wie die Liste unten angibt: nie länger als **{minutes} Minuten**. Lade deine Ergebnisse vorher herunter.",
    "Wir verkaufen deine Dateien und Daten niemals, und wir sehen uns deine Dateien nie an, außer um sie automatisch zu verarbeiten.",
    "Werbe-Cookies werden nur verwendet, wenn du sie im Cookie-Banner akzeptierst.",
  ],
  filesHeading: "Dateien und Links, die du uns gibst",
  files:
    "Um ein GIF zu erstellen oder zu bearbeiten, wird die gewählte Datei an GifKit gesendet und vorübergehend gespeichert, während eine Aufgabe sie verarbeitet. Wenn du einen Link einfügst, lädt unser Server diese Datei für dich herunter. Jede Datei darf bis zu {maxUpload} groß sein.",
  retentionIntro: "Wie lange jede Art von Datei aufbewahrt wird:",
  retentionLabelEnd: ".",
  retention: {
    uploads: {
      label: "Hochgeladene Dateien",
      text: "Eine mit einer Aufgabe gesendete Datei wird gelöscht, sobald die Aufgabe endet, ob sie gelingt oder fehlschlägt.",
    },
    results: {
      label: "Ergebnisse",
      text: "Ergebnisse und der Status ihrer Aufgabe werden {minutes} Minuten nach ihrer Erstellung gelöscht.",
    },
    "estimate-samples": {
      label: "Proben für die Größenschätzung",
      text: "Ein GIF, das für eine Größenschätzung gesendet wird (die von „GIF optimieren“: dein GIF oder, wenn es groß ist, seine ersten Frames), wird wie ein Ergebnis {minutes} Minuten lang aufbewahrt, damit es bei geänderten Einstellungen nicht erneut hochgeladen werden muss.",
    },
    "link-uploads": {
      label: "Videos aus Links und Vorschauen",
      text: "Ein Video, das in „Video zu GIF“ von einem Link abgerufen oder für eine Vorschau im Browser gesendet wird, wird bis zu {minutes} Minuten unter seinem Upload-Schlüssel aufbewahrt, bis eine Umwandlung es verwendet (dann wird es gelöscht, wenn diese Aufgabe endet).",
    },
  },
  afterRetention: [
    "Das Löschen geschieht automatisch. Wir behalten keine Kopien, trainieren keine Modelle mit deinen Dateien und geben sie an niemanden weiter.",
    "Der KI-GIF-Generator sendet deinen Text-Prompt (keine Datei) an den für GifKit eingerichteten Generierungsserver. Der Prompt wird nur verwendet, um deine Animation zu erstellen.",
  ],
  messagesHeading: "Nachrichten, die du uns sendest",
  messages:
    "Wenn du das [Kontaktformular](/contact) nutzt, speichern wir deinen Namen, deine E-Mail-Adresse und deine Nachricht auf unseren Servern und leiten sie an unser Support-Postfach weiter, damit wir antworten können. Wir bewahren sie so lange auf, wie wir sie brauchen, um dir zu antworten und Rückfragen zu klären. Du kannst jederzeit verlangen, dass wir sie löschen.",
  technicalHeading: "Technische Daten",
  technical:
    "Wie jeder Webserver sehen auch unsere deine IP-Adresse und grundlegende Angaben zu jeder Anfrage. Wir nutzen sie, um die Website auszuliefern, sie sicher zu halten und Fair-Use-Grenzen anzuwenden (zum Beispiel, wie viele Aufgaben oder Nachrichten eine Adresse in einem Zeitraum starten kann). Wir erstellen aus diesen Daten keine Profile.",
  cookiesHeading: "Cookies und Werbung",
  cookies:
    "GifKit speichert einen kleinen Eintrag in deinem Browser, um deine Cookie-Entscheidung zu merken. Wenn du auf **{accept}** klickst, laden wir das Werbeskript von Google, das eigene Cookies setzen kann, um Anzeigen auszuspielen und zu messen. Wenn du auf **{decline}** klickst, wird kein Werbeskript geladen. Du kannst deine Wahl jederzeit über **{settings}** unten auf jeder Seite ändern. Einzelheiten stehen in unserer [Cookie-Richtlinie](/cookie-policy).",
  rightsHeading: "Deine Rechte",
  rights:
    "Je nachdem, wo du lebst, hast du möglicherweise das Recht, Auskunft über die personenbezogenen Daten zu erhalten, die wir über dich speichern, sie berichtigen oder löschen zu lassen und ihrer Verwendung zu widersprechen. Da wir keine Konten haben und Dateien automatisch löschen, sind die einzigen personenbezogenen Daten, die wir normalerweise speichern, die, die du über das Kontaktformular sendest. Schreib an {email}, und wir helfen dir.",
  childrenHeading: "Kinder",
  children:
    "GifKit richtet sich nicht an Kinder unter 13 Jahren, und wir erheben nicht wissentlich Daten von ihnen.",
  changesHeading: "Änderungen dieser Erklärung",
  changes:
    "Wenn wir ändern, wie wir mit Daten umgehen, aktualisieren wir diese Seite und das Datum oben. Fragen? Schreib an {email}.",
} satisfies PrivacyPolicyCopy;
