import type { ApiCopy } from "./en.ts";

export const api = {
  title: "GIF-API für Entwickler",
  description:
    "Die HTTP-API von GifKit: {toolCount} GIF-Tools auf dem Server, von Video zu GIF bis Optimieren, Zuschneiden und Effekte. Aufgabe starten, abfragen, Ergebnis holen.",
  crumb: "API",
  eyebrow: "Für Entwickler",
  heading: "Die GifKit-API",
  intro:
    "Alles, was die Website kann, gibt es über einfaches HTTP: Lade eine Datei hoch oder schick einen Link, erhalte eine Aufgaben-ID, frag ihren Status ab und lade das Ergebnis herunter. Kostenlos in denselben Grenzen wie die Website oder mit den höheren Limits und Webhooks eines kostenlosen API-Schlüssels.",
  baseHeading: "Basisadresse der API",
  baseText: "Derselbe Ursprung wie die Website. Jeder Fehler ist JSON: {error, code}.",
  openApiHeading: "OpenAPI-Spezifikation",
  openApiText:
    "OpenAPI 3.1, erzeugt aus denselben Schemas, mit denen der Server prüft. Auch als [JSON](/api/openapi.json).",
  endpointsHeading: "Endpunkte",
  endpointsIntro:
    "Die API bietet einen Start-Aufruf für jedes der {toolCount} Tools, die auf dem Server laufen{browserOnly}, dazu Aufrufe für Status und Download. Tool-Aufrufe nehmen `multipart/form-data` mit einer `file` oder einer `url` und den Optionen des Tools und antworten mit **202** und einer `task_id`.",
  browserOnlyNote: " ({names} läuft nur im Browser)",
  callsLabel: "API-Aufrufe",
  callColumn: "Aufruf",
  whatColumn: "Was er tut",
  calls: {
    "POST /api/gif-metadata": "Antwortet sofort mit Dauer, Anzahl der Frames, Breite und Höhe.",
    "POST /api/analyze":
      "Antwortet sofort damit, wofür die Bytes eines GIFs draufgehen (Teile, Frames) und was sich sparen ließe.",
    "GET /api/task-status/{id}":
      "Zustand (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), Fortschritt und Ergebnis.",
    "GET /api/download/{key}":
      "Lädt eine Ergebnisdatei mit dem Schlüssel aus dem Ergebnis der Aufgabe herunter.",
    "DELETE /api/task/{id}":
      "Bricht eine wartende oder laufende Aufgabe ab; ihre Dateien werden gelöscht.",
    "POST /api/keys": "Einen API-Schlüssel anfordern: Ein Link dazu wird an die Adresse gemailt.",
    "POST /api/keys/confirm": "Das Token des Links rein, der neue Schlüssel raus (einmal).",
    "GET /api/keys/me":
      "Mit dem Schlüssel: sein Kontingent, Bytes, Aufgaben und Webhook-Zustellungen.",
    "DELETE /api/keys/me": "Mit dem Schlüssel: ihn endgültig widerrufen.",
    "POST /api/batch":
      "Bis zu {maxBatchInputs} Eingaben und eine Liste von Operationen: eine Aufgabe pro Eingabe.",
    "POST /api/destinations-pack":
      "Eine Eingabe, für mehrere Ziele gemacht (Discord, Slack-Emoji, Telegram...): ein Stapel.",
    "GET /api/batch/{id}":
      "Zustand und Fortschritt eines Stapels und jede Aufgabe mit ihrem Download-Link.",
    "GET /api/batch/{id}/zip":
      "Alle Ergebnisse eines fertigen Stapels als ein ZIP (das eines Pakets mit README.txt).",
    "DELETE /api/batch/{id}": "Bricht jede Aufgabe des Stapels ab, die noch wartet oder läuft.",
    "GET /t/{signature}/{operations}/{source}":
      "Eine signierte URL-Transformation: das Ergebnis selbst, zwischengespeichert (ETag).",
  },
  untranslatedToolCalls: {
    "/api/edit": "Beliebige Bearbeitungen in einem Durchgang, in jedes Ausgabeformat.",
  },
  quickStartHeading: "Schnellstart",
  quickStart: [
    "Starte eine Aufgabe mit einem Tool-Aufruf. Du bekommst sofort eine Aufgaben-ID zurück.",
    "Frag `/api/task-status/{id}` alle ein bis zwei Sekunden ab, bis der Zustand SUCCESS oder FAILURE ist.",
    "Lade jede Ausgabe mit ihrem Schlüssel herunter, bevor sie gelöscht wird (siehe unten).",
  ],
  retentionHeading: "Wie lange Dateien aufbewahrt werden",
  retentionLabelEnd: ":",
  limitsNote:
    "Hochgeladene und verlinkte Dateien dürfen bis zu {maxUpload} groß sein; die anderen Limits stehen in den [häufigen Fragen](/faq). Zu viele Anfragen bekommen **429** mit einem Retry-After-Header. Fragen: {email}.",
  exampleLabel: "Beispielanfrage",
  keysHeading: "API-Schlüssel (optional)",
  keysText:
    "Jeder Aufruf funktioniert ohne Schlüssel, mit den Limits einer Adresse. Ein Schlüssel gibt einem Programm eigene, höhere Limits, Webhooks und eine Nutzungsseite. Es gibt kein Konto und kein Passwort: Fordere ihn mit einer E-Mail-Adresse an, öffne den Link, den wir dir mailen (er funktioniert einmal, innerhalb von {linkHours} Stunden), und der Schlüssel wird einmal angezeigt. GifKit speichert nur seinen Hash. Schick ihn als `Authorization: Bearer gk_…`.",
  keyRequests:
    "Höchstens {perAddressPerHour} Schlüsselanfragen pro Stunde von einer Adresse und {perEmailPerDay} pro Tag für eine E-Mail-Adresse. Die Seite deines Schlüssels ([/api-key](/api-key)) zeigt das heutige Kontingent, die Bytes rein und raus, seine Aufgaben und Webhook-Zustellungen und widerruft ihn.",
  getKeyHeading: "Schlüssel anfordern",
  form: {
    email: "Deine E-Mail-Adresse",
    send: "Schlüssel per E-Mail",
    sending: "Wird gesendet…",
    invalidEmail: "Bitte gib eine gültige E-Mail-Adresse ein.",
    networkFailed:
      "GifKit ist nicht erreichbar. Prüfe deine Internetverbindung und versuch es noch einmal.",
    unexpected: "Etwas ist schiefgelaufen. Bitte versuch es noch einmal.",
    sent: "Schau in dein Postfach: Der Link zu deinem Schlüssel ist unterwegs. Er funktioniert einmal, innerhalb von {linkHours} Stunden.",
  },
  serverErrors: {
    "missing-fields": "Bitte gib deine E-Mail-Adresse ein.",
    "invalid-email": "Bitte gib eine gültige E-Mail-Adresse ein.",
    "email-unavailable":
      "Dieser Server kann keine E-Mails senden (kein SMTP-Relay eingerichtet) und deshalb keine API-Schlüssel ausgeben.",
    "rate-limited": "Gerade zu viele Schlüsselanfragen. Bitte versuch es später noch einmal.",
  },
  callerLimitsHeading: "Limits je Art des Aufrufers",
  callerLimitsText:
    "Jeder Start-Aufruf antwortet mit den IETF-Headern `RateLimit-Policy` und `RateLimit` (wie groß das Kontingent ist und was übrig ist); über einem Limit lautet die Antwort **429** mit `Retry-After` in Sekunden. Ein widerrufener oder falscher Schlüssel bekommt **401**.",
  limitColumn: "Begrenzung",
  withoutKeyColumn: "Ohne Schlüssel (pro Adresse)",
  withKeyColumn: "Mit Schlüssel (pro Schlüssel)",
  limitRows: {
    startsPerMinute: "Gestartete Aufgaben pro Minute",
    startsPerDay: "Gestartete Aufgaben pro Tag (UTC)",
    unfinishedTasks: "Gleichzeitig wartende oder laufende Aufgaben",
    storedBytes: "Gleichzeitig gespeicherte Dateien",
    webhooks: "Webhooks (callback_url)",
  },
  noDailyQuota: "Kein Tageskontingent",
  stillPerAddress: "{size} (weiterhin pro Adresse)",
  yes: "Ja",
  no: "Nein",
  webhooksHeading: "Webhooks und Wiederholungen",
  webhooksText:
    "Mit einem Schlüssel kannst du jedem Start-Aufruf `callback_url` hinzufügen. Wenn die Aufgabe endet (`task.succeeded`, `task.failed` oder `task.cancelled`), sendet GifKit per POST `{type, timestamp, data}` dorthin, wobei `data` der Status der Aufgabe ist, signiert nach der Spezifikation Standard Webhooks: `webhook-id`, `webhook-timestamp` und `webhook-signature` (`v1,` und der base64-HMAC-SHA256 von `id.timestamp.body` mit dem `whsec_`-Geheimnis deines Schlüssels).",
  retriesText:
    "Antworte innerhalb von {timeoutSeconds} Sekunden mit irgendeinem 2xx. Alles andere wird wiederholt, zuerst {firstRetrySeconds} Sekunden später, dann in längeren Abständen bis zu {lastRetryHours} Stunden, insgesamt {retryForHours} Stunden lang; jeder Versuch eines Ereignisses hat dieselbe `webhook-id`. Webhooks gehen nur an öffentliche Adressen (nie an Loopback-, private oder Link-Local-Adressen).",
  idempotencyHeading: "Einen Start-Aufruf sicher wiederholen",
  idempotencyText:
    "Schick `Idempotency-Key` (eine eindeutige Zeichenkette in Anführungszeichen): Derselbe Aufruf noch einmal vom selben Aufrufer liefert dieselbe `task_id`, solange die Aufgabe aufbewahrt wird, statt einer zweiten Aufgabe. Derselbe Schlüssel mit einer anderen Anfrage bekommt **422**.",
  keyedExampleLabel: "Beispielaufruf mit Schlüssel",
  verifyExampleLabel: "Einen Webhook prüfen",
  batchesHeading: "Stapel, Zielpakete und URL-Transformationen",
  batchesText:
    "`POST /api/batch` nimmt bis zu {maxBatchInputs} Eingaben (`files`, `urls`, `source_keys` oder `inputs` als JSON) und eine Liste von Operationen, dieselben `operations` und `output` wie `POST /api/edit`. Jede Eingabe wird zu einer eigenen Aufgabe mit denselben Prüfungen; wird eine Eingabe abgelehnt, nennt der Fehler sie und nichts wird gestartet. Verfolge den Stapel unter `/api/batch/{id}`, lade jedes Ergebnis über seine Aufgabe herunter oder alle zusammen als ein ZIP, sobald er fertig ist. Um die Aufgaben abzubrechen, die noch laufen, sende `DELETE /api/batch/{id}` mit dem `cancel_token` aus der Antwort des Start-Aufrufs im Header `X-Cancel-Token`: Nur wer den Stapel gestartet hat, kann ihn abbrechen, und ohne diesen Header lautet die Antwort **403** `cancel-not-allowed`.",
  packsText:
    "`POST /api/destinations-pack` macht aus einer Eingabe Dateien für mehrere Ziele auf einmal (IDs aus `GET /api/destinations`). Sein ZIP enthält eine Datei pro Ziel und für jedes eine Zeile in README.txt, die sagt, welche Limits es einhält und was dafür geändert wurde.",
  transformsText:
    "`GET /t/{key id}.{signature}/…operations…/{source}` liefert den Quelllink mit den angewendeten Operationen, lässt sich also direkt als Bildadresse verwenden. Operationen werden `resize:w=320`, `crop:1:1`, `speed:2`, `format:webp` oder `name:key=value,…` geschrieben, dieselben Schritte wie bei `POST /api/edit`, und enden in einem seiner Formate. Die Signatur ist der base64url-HMAC-SHA256 des Pfads dahinter, gebildet mit dem `whsec_`-Geheimnis deines Schlüssels, so wie imgproxy signiert. Pfade ohne Signatur oder mit einer falschen bekommen **403**. Die erste Anfrage startet eine Aufgabe und liefert das Ergebnis, oder **202** mit der Adresse ihres Status, wenn sie länger als ein paar Sekunden dauert. Danach kommt derselbe Pfad aus dem Cache (dasselbe `ETag`), solange Ergebnisse aufbewahrt werden.",
  batchExampleLabel: "Ein Stapel und ein Zielpaket",
  transformExampleLabel: "Eine URL-Transformation signieren",
  clientHeading: "Der Client, die Kommandozeile und MCP",
  clientText:
    "`@gifkit/client` ist ein typisierter Client, erzeugt aus dem OpenAPI-Dokument: Die Optionen jedes Tools und jede Operation sind typisiert, Uploads melden ihren Fortschritt, `finish` fragt mit wachsenden Abständen ab (und beachtet `Retry-After`), `cancel` schickt das Abbruch-Token der Aufgabe. Er startet und verfolgt auch Stapel.",
  cliText:
    "`gifkit`, die Kommandozeile, führt jedes Tool mit seinen Optionen als Flags aus, verkettet mit `--ops`, verarbeitet Stapel mit `gifkit batch`, gibt auf Wunsch `--json` aus und endet mit einem Code je Art des Fehlers. `--server` richtet es auf ein GifKit, das du selbst betreibst. `gifkit mcp` ist ein Model-Context-Protocol-Server für KI-Agenten: Er listet die Tools und die Operationen auf und speichert Ergebnisse in Dateien.",
  clientExampleLabel: "Der typisierte Client",
  cliExampleLabel: "Die Kommandozeile",
  errorsHeading: "Fehler und Codes",
  errorsText:
    'Ein abgelehnter Aufruf antwortet mit seinem HTTP-Status und `{"error": "…", "code": "…"}`: Die Meldung ist für Menschen geschrieben, der Code für Programme (er ändert sich nie). Eine fehlgeschlagene Aufgabe sagt dasselbe in ihrem Status als `error` und `error_code`. Ein abgelehnter Schritt einer Liste von Operationen nennt auch den Schritt; ein GIF-Werkzeug, das ein Video oder Bilder bekommt, nennt die Aufrufe, die sie annehmen (`tools`). Das sind alle Codes:',
} satisfies ApiCopy;
