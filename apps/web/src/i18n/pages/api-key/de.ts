import type { ApiKeyCopy } from "./en.ts";

export const apiKey = {
  title: "Dein API-Schlüssel",
  description:
    "Die Seite deines GifKit-API-Schlüssels: heutiges Kontingent, Bytes rein und raus, Aufgaben und Webhook-Zustellungen. Der Schlüssel öffnet sie, ohne Konto.",
  crumb: "Dein API-Schlüssel",
  eyebrow: "Für Entwickler",
  heading: "Dein API-Schlüssel",
  intro:
    "Kein Konto und kein Passwort: Der Schlüssel selbst öffnet diese Seite. Füge ihn unten ein oder öffne die Adresse, die dir diese Seite nach dem Anzeigen des Schlüssels gibt.",
  revealHeading: "Dein neuer Schlüssel: Kopiere ihn jetzt",
  revealText:
    "Er wird nur dieses eine Mal angezeigt: GifKit speichert nur seinen Hash und kann ihn nicht noch einmal zeigen. Schick ihn als `Authorization: Bearer …`.",
  secretHeading: "Webhook-Signaturgeheimnis",
  secretText:
    "Webhooks an deine `callback_url` werden damit signiert (Standard Webhooks); es steht auch auf dieser Seite, wann immer du sie mit dem Schlüssel öffnest.",
  openHeading: "Seite deines Schlüssels öffnen",
  keyLabel: "API-Schlüssel",
  show: "Nutzung anzeigen",
  privacyNote:
    "Der Schlüssel geht nur im Authorization-Header an GifKit, nie in einer Adresse, und steht so in keinem Server-Log. Die Adresse der Seite endet danach auf `#key=…`: Der Teil nach `#` verlässt deinen Browser nie, und mit einem Lesezeichen darauf kommst du hierher zurück.",
  usageHeading: "Nutzung",
  script: {
    keyId: "Schlüssel-ID",
    created: "Erstellt",
    email: "E-Mail-Adresse",
    startedToday: "Heute gestartet ({day}, UTC)",
    startedTodayValue: "{starts} von {perDay}: noch {left}",
    startRate: "Startrate",
    startRateValue: { one: "{count} Aufgabe pro Minute", other: "{count} Aufgaben pro Minute" },
    unfinished: "Gleichzeitig wartend oder laufend",
    bytesToday: "Bytes heute",
    bytesValue: "{in} rein, {out} raus",
    allTime: "Insgesamt",
    allTimeValue: {
      one: "{count} Aufgabe, {in} rein, {out} raus",
      other: "{count} Aufgaben, {in} rein, {out} raus",
    },
    bytes: { one: "{count} Byte", other: "{count} Bytes" },
    megabytes: "{count} MB",
    time: "{time} UTC",
    webhookSecret: "Webhook-Signaturgeheimnis",
    tasksHeading: "Aufgaben der letzten 24 Stunden",
    noTasks: "Noch keine Aufgaben.",
    tasksLabel: "Aufgaben",
    taskColumn: "Aufgabe",
    toolColumn: "Tool",
    stateColumn: "Status",
    startedColumn: "Gestartet",
    deliveriesHeading: "Webhook-Zustellungen der letzten 7 Tage",
    noDeliveries: "Noch keine Webhooks.",
    deliveriesLabel: "Webhook-Zustellungen",
    callbackColumn: "Ziel",
    attemptsColumn: "Versuche",
    nextTry: "{state} (nächster Versuch {time})",
    attempt: "{time}: {status}",
    attemptError: "{time}: {status} ({error})",
    noAnswer: "keine Antwort",
    revoke: "Diesen Schlüssel widerrufen",
    revokeConfirm:
      "Diesen Schlüssel endgültig widerrufen? Jeder Aufruf mit ihm wird abgelehnt; Aufrufe ohne Schlüssel funktionieren weiter.",
    revoked: "Der Schlüssel ist widerrufen. Aufrufe mit ihm werden jetzt abgelehnt.",
    keyFormat:
      "Ein API-Schlüssel beginnt mit gk_ und enthält keine Leerzeichen. Füge den ganzen Schlüssel ein.",
    networkFailed:
      "GifKit ist nicht erreichbar. Prüfe deine Internetverbindung und versuch es noch einmal.",
    unexpected: "Etwas ist schiefgelaufen. Bitte versuch es noch einmal.",
  },
  serverErrors: {
    "invalid-api-key":
      "Dieser API-Schlüssel ist nicht gültig. Prüfe, ob du den ganzen Schlüssel eingefügt hast, oder fordere auf der API-Seite einen neuen an.",
    "api-key-revoked":
      "Dieser API-Schlüssel wurde widerrufen. Fordere auf der API-Seite einen neuen an; Aufrufe ohne Schlüssel funktionieren mit den Limits einer Adresse.",
    "confirmation-expired":
      "Dieser Link wurde schon benutzt oder ist abgelaufen (Links funktionieren einmal, innerhalb von {linkHours} Stunden). Fordere auf der API-Seite einen neuen Schlüssel an.",
    "rate-limited":
      "Zu viele Anfragen in kurzer Zeit. Bitte warte einen Moment und versuch es noch einmal.",
  },
} satisfies ApiKeyCopy;
