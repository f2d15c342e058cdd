import type { ApiKeyCopy } from "./en.ts";

export const apiKey = {
  title: "La tua chiave API",
  description:
    "La pagina della tua chiave API di GifKit: quota di oggi, byte in entrata e in uscita, attività e consegne dei webhook. La apre la chiave, senza account.",
  crumb: "La tua chiave API",
  eyebrow: "Per sviluppatori",
  heading: "La tua chiave API",
  intro:
    "Niente account e niente password: è la chiave stessa ad aprire questa pagina. Incollala qui sotto, oppure apri l'indirizzo che questa pagina ti dà dopo aver mostrato la chiave.",
  revealHeading: "La tua nuova chiave: copiala ora",
  revealText:
    "Viene mostrata solo questa volta: GifKit ne conserva solo l'hash e non può mostrarla di nuovo. Inviala come `Authorization: Bearer …`.",
  secretHeading: "Segreto di firma dei webhook",
  secretText:
    "I webhook verso la tua `callback_url` sono firmati con questo segreto (Standard Webhooks); lo trovi anche su questa pagina ogni volta che la apri con la chiave.",
  openHeading: "Apri la pagina della tua chiave",
  keyLabel: "Chiave API",
  show: "Mostra l'utilizzo",
  privacyNote:
    "La chiave arriva a GifKit solo nell'intestazione Authorization, mai in un indirizzo, quindi non compare in nessun log del server. Poi l'indirizzo della pagina finisce con `#key=…`: la parte dopo `#` non lascia mai il tuo browser, e salvandola nei preferiti torni qui.",
  usageHeading: "Utilizzo",
  script: {
    keyId: "ID della chiave",
    created: "Creata il",
    email: "Indirizzo email",
    startedToday: "Avviate oggi ({day}, UTC)",
    startedTodayValue: "{starts} su {perDay}: ne restano {left}",
    startRate: "Ritmo di avvio",
    startRateValue: { one: "{count} attività al minuto", other: "{count} attività al minuto" },
    unfinished: "In attesa o in corso insieme",
    bytesToday: "Byte di oggi",
    bytesValue: "{in} in entrata, {out} in uscita",
    allTime: "Dall'inizio",
    allTimeValue: {
      one: "{count} attività, {in} in entrata, {out} in uscita",
      other: "{count} attività, {in} in entrata, {out} in uscita",
    },
    bytes: { one: "{count} byte", other: "{count} byte" },
    megabytes: "{count} MB",
    time: "{time} UTC",
    webhookSecret: "Segreto di firma dei webhook",
    tasksHeading: "Attività delle ultime 24 ore",
    noTasks: "Ancora nessuna attività.",
    tasksLabel: "Attività",
    taskColumn: "Attività",
    toolColumn: "Strumento",
    stateColumn: "Stato",
    startedColumn: "Avviata il",
    deliveriesHeading: "Consegne dei webhook degli ultimi 7 giorni",
    noDeliveries: "Ancora nessun webhook.",
    deliveriesLabel: "Consegne dei webhook",
    callbackColumn: "Destinazione",
    attemptsColumn: "Tentativi",
    nextTry: "{state} (prossimo tentativo {time})",
    attempt: "{time}: {status}",
    attemptError: "{time}: {status} ({error})",
    noAnswer: "nessuna risposta",
    revoke: "Revoca questa chiave",
    revokeConfirm:
      "Revocare questa chiave per sempre? Ogni chiamata con essa sarà rifiutata; le chiamate senza chiave continuano a funzionare.",
    revoked: "La chiave è revocata. Le chiamate con essa ora vengono rifiutate.",
    keyFormat: "Una chiave API inizia con gk_ e non contiene spazi. Incolla la chiave per intero.",
    networkFailed: "Impossibile raggiungere GifKit. Controlla la connessione a internet e riprova.",
    unexpected: "Qualcosa è andato storto. Riprova.",
  },
  serverErrors: {
    "invalid-api-key":
      "Questa chiave API non è valida. Controlla di aver incollato la chiave per intero, oppure richiedine una nuova nella pagina dell'API.",
    "api-key-revoked":
      "Questa chiave API è stata revocata. Richiedine una nuova nella pagina dell'API; le chiamate senza chiave funzionano con i limiti di un indirizzo.",
    "confirmation-expired":
      "Questo link è già stato usato o è scaduto (i link funzionano una volta, entro {linkHours} ore). Richiedi una nuova chiave nella pagina dell'API.",
    "rate-limited": "Troppe richieste in poco tempo. Attendi un momento e riprova.",
  },
} satisfies ApiKeyCopy;
