import type { ApiCopy } from "./en.ts";

export const api = {
  title: "API GIF per sviluppatori",
  description:
    "L'API HTTP di GifKit: {toolCount} strumenti GIF sul server, da video a GIF a ottimizzare, ritagliare ed effetti. Avvia un'attività, seguila, prendi il risultato.",
  crumb: "API",
  eyebrow: "Per sviluppatori",
  heading: "L'API di GifKit",
  intro:
    "Tutto quello che fa il sito è disponibile via semplice HTTP: carica un file o invia un link, ricevi l'id di un'attività, controllane lo stato e scarica il risultato. Gratis con gli stessi limiti del sito, oppure con i limiti più alti e i webhook di una chiave API gratuita.",
  baseHeading: "Indirizzo base dell'API",
  baseText: "La stessa origine del sito web. Ogni errore è in JSON: {error, code}.",
  openApiHeading: "Specifica OpenAPI",
  openApiText:
    "OpenAPI 3.1, generata dagli stessi schemi con cui il server convalida le richieste. Anche in [JSON](/api/openapi.json).",
  endpointsHeading: "Endpoint",
  endpointsIntro:
    "L'API offre una chiamata di avvio per ciascuno dei {toolCount} strumenti che funzionano sul server{browserOnly}, più chiamate di stato e di download. Le chiamate degli strumenti accettano `multipart/form-data` con un `file` o un `url` e le opzioni dello strumento, e rispondono **202** con un `task_id`.",
  browserOnlyNote: " ({names} funziona solo nel browser)",
  callsLabel: "Chiamate dell'API",
  callColumn: "Chiamata",
  whatColumn: "Cosa fa",
  calls: {
    "POST /api/gif-metadata":
      "Risponde subito con durata, numero di fotogrammi, larghezza e altezza.",
    "POST /api/analyze":
      "Risponde subito con dove finiscono i byte di una GIF (parti, fotogrammi) e cosa si potrebbe risparmiare.",
    "GET /api/task-status/{id}":
      "Stato (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), avanzamento e risultato.",
    "GET /api/download/{key}":
      "Scarica un file di risultato con la chiave presente nel risultato dell'attività.",
    "DELETE /api/task/{id}":
      "Annulla un'attività in attesa o in corso; i suoi file vengono eliminati.",
    "POST /api/keys":
      "Richiedi una chiave API: un link per ottenerla viene inviato all'indirizzo email.",
    "POST /api/keys/confirm": "Entra il token del link, esce la nuova chiave (una sola volta).",
    "GET /api/keys/me":
      "Con la chiave: la sua quota, i byte, le attività e le consegne dei webhook.",
    "DELETE /api/keys/me": "Con la chiave: la revoca per sempre.",
    "POST /api/batch":
      "Fino a {maxBatchInputs} input e un elenco di operazioni: un'attività per input.",
    "POST /api/destinations-pack":
      "Un input preparato per più destinazioni (Discord, emoji di Slack, Telegram...): un batch.",
    "GET /api/batch/{id}":
      "Lo stato e l'avanzamento di un batch, e ogni attività con il suo link di download.",
    "GET /api/batch/{id}/zip":
      "Tutti i risultati di un batch concluso in un unico ZIP (quello di un pacchetto con README.txt).",
    "DELETE /api/batch/{id}": "Annulla tutte le attività del batch ancora in attesa o in corso.",
    "GET /t/{signature}/{operations}/{source}":
      "Una trasformazione via URL firmata: il risultato stesso, in cache (ETag).",
  },
  untranslatedToolCalls: {
    "/api/edit":
      "Qualsiasi catena di modifiche in un solo passaggio, verso qualsiasi formato di uscita.",
  },
  quickStartHeading: "Per iniziare",
  quickStart: [
    "Avvia un'attività con la chiamata di uno strumento. Ricevi subito l'id dell'attività.",
    "Interroga `/api/task-status/{id}` ogni uno o due secondi finché lo stato è SUCCESS o FAILURE.",
    "Scarica ogni risultato con la sua chiave prima che venga eliminato (vedi sotto).",
  ],
  retentionHeading: "Per quanto tempo vengono conservati i file",
  retentionLabelEnd: ":",
  limitsNote:
    "I file caricati o tramite link possono arrivare a {maxUpload}; gli altri limiti sono nelle [domande frequenti](/faq). Troppe richieste ricevono **429** con un'intestazione Retry-After. Domande: {email}.",
  exampleLabel: "Richiesta di esempio",
  keysHeading: "Chiavi API (facoltative)",
  keysText:
    "Ogni chiamata funziona senza chiave, con i limiti di un indirizzo. Una chiave dà a un programma limiti propri e più alti, webhook e una pagina di utilizzo. Non ci sono account né password: richiedila con un indirizzo email, apri il link che ti inviamo (funziona una volta, entro {linkHours} ore) e la chiave viene mostrata una sola volta. GifKit ne conserva solo l'hash. Inviala come `Authorization: Bearer gk_…`.",
  keyRequests:
    "Al massimo {perAddressPerHour} richieste di chiave all'ora da un indirizzo e {perEmailPerDay} al giorno per una stessa email. La pagina della tua chiave ([/api-key](/api-key)) mostra la quota di oggi, i byte in entrata e in uscita, le sue attività e le consegne dei webhook, e permette di revocarla.",
  getKeyHeading: "Ottieni una chiave",
  form: {
    email: "La tua email",
    send: "Inviami una chiave",
    sending: "Invio in corso…",
    invalidEmail: "Inserisci un indirizzo email valido.",
    networkFailed: "Impossibile raggiungere GifKit. Controlla la connessione a internet e riprova.",
    unexpected: "Qualcosa è andato storto. Riprova.",
    sent: "Controlla la posta in arrivo: il link alla tua chiave è in arrivo. Funziona una volta, entro {linkHours} ore.",
  },
  serverErrors: {
    "missing-fields": "Inserisci la tua email.",
    "invalid-email": "Inserisci un indirizzo email valido.",
    "email-unavailable":
      "Questo server non può inviare email (non è configurato un relay SMTP), quindi non può fornire chiavi API.",
    "rate-limited": "Troppe richieste di chiave per ora. Riprova più tardi.",
  },
  callerLimitsHeading: "Limiti per tipo di chiamante",
  callerLimitsText:
    "Ogni chiamata di avvio risponde con le intestazioni IETF `RateLimit-Policy` e `RateLimit` (qual è la quota e quanto ne resta); oltre un limite la risposta è **429** con `Retry-After` in secondi. Una chiave revocata o sbagliata riceve **401**.",
  limitColumn: "Limite",
  withoutKeyColumn: "Senza chiave (per indirizzo)",
  withKeyColumn: "Con chiave (per chiave)",
  limitRows: {
    startsPerMinute: "Attività avviate al minuto",
    startsPerDay: "Attività avviate al giorno (UTC)",
    unfinishedTasks: "Attività in attesa o in corso contemporaneamente",
    storedBytes: "File conservati contemporaneamente",
    webhooks: "Webhook (callback_url)",
  },
  noDailyQuota: "Nessuna quota giornaliera",
  stillPerAddress: "{size} (sempre per indirizzo)",
  yes: "Sì",
  no: "No",
  webhooksHeading: "Webhook e nuovi tentativi",
  webhooksText:
    "Con una chiave, aggiungi `callback_url` a qualsiasi chiamata di avvio. Quando l'attività finisce (`task.succeeded`, `task.failed` o `task.cancelled`), GifKit invia lì in POST `{type, timestamp, data}`, dove `data` è lo stato dell'attività, firmato come prevede la specifica Standard Webhooks: `webhook-id`, `webhook-timestamp` e `webhook-signature` (`v1,` e l'HMAC-SHA256 in base64 di `id.timestamp.body` con il segreto `whsec_` della tua chiave).",
  retriesText:
    "Rispondi con un qualsiasi 2xx entro {timeoutSeconds} secondi. Qualsiasi altra risposta viene ritentata, la prima volta dopo {firstRetrySeconds} secondi, poi con attese più lunghe fino a {lastRetryHours} ore, per {retryForHours} ore; ogni tentativo di uno stesso evento ha lo stesso `webhook-id`. I webhook vanno solo a indirizzi pubblici (mai loopback, privati o link-local).",
  idempotencyHeading: "Ripetere una chiamata di avvio in sicurezza",
  idempotencyText:
    "Invia `Idempotency-Key` (una stringa univoca tra virgolette): la stessa chiamata ripetuta dallo stesso chiamante risponde con lo stesso `task_id` finché l'attività è conservata, invece di crearne una seconda. La stessa chiave con una richiesta diversa riceve **422**.",
  keyedExampleLabel: "Chiamata di esempio con una chiave",
  verifyExampleLabel: "Verificare un webhook",
  batchesHeading: "Batch, pacchetti di destinazioni e trasformazioni via URL",
  batchesText:
    "`POST /api/batch` accetta fino a {maxBatchInputs} input (`files`, `urls`, `source_keys` o `inputs` in JSON) e un elenco di operazioni, gli stessi `operations` e `output` di `POST /api/edit`. Ogni input diventa un'attività a sé con gli stessi controlli; se un input viene rifiutato, l'errore lo indica e non parte nulla. Segui il batch su `/api/batch/{id}`, scarica ogni risultato dalla sua attività, oppure tutti insieme in un unico ZIP quando è concluso. Per annullare le attività ancora in corso, invia `DELETE /api/batch/{id}` con il `cancel_token` della risposta alla chiamata di avvio nell'intestazione `X-Cancel-Token`: solo chi ha avviato il batch può annullarlo e, senza quell'intestazione, la risposta è **403** `cancel-not-allowed`.",
  packsText:
    "`POST /api/destinations-pack` prepara un input per più destinazioni insieme (gli id da `GET /api/destinations`). Il suo ZIP contiene un file per destinazione e una riga di README.txt per ciascuna, che dice quali limiti rispetta e cosa è stato cambiato per rispettarli.",
  transformsText:
    "`GET /t/{key id}.{signature}/…operations…/{source}` risponde al link di origine con le operazioni applicate, quindi si può usare direttamente come indirizzo di un'immagine. Le operazioni si scrivono `resize:w=320`, `crop:1:1`, `speed:2`, `format:webp` o `name:key=value,…`, gli stessi passaggi di `POST /api/edit`, e finiscono in uno qualsiasi dei suoi formati. La firma è l'HMAC-SHA256 in base64url del percorso che la segue, fatto con il segreto `whsec_` della tua chiave, come firma imgproxy. I percorsi senza firma, o con una firma sbagliata, ricevono **403**. La prima richiesta crea un'attività e risponde con il risultato, oppure **202** con l'indirizzo del suo stato se ci vuole più di qualche secondo. Dopo, lo stesso percorso viene servito dalla cache (stesso `ETag`) finché i risultati vengono conservati.",
  batchExampleLabel: "Un batch e un pacchetto di destinazioni",
  transformExampleLabel: "Firmare una trasformazione via URL",
  clientHeading: "Il client, la riga di comando e MCP",
  clientText:
    "`@gifkit/client` è un client tipizzato ricavato dal documento OpenAPI: le opzioni di ogni strumento e ogni operazione sono tipizzate, i caricamenti segnalano l'avanzamento, `finish` interroga con attese crescenti (e rispetta `Retry-After`), `cancel` invia il token di annullamento dell'attività. Avvia e segue anche i batch.",
  cliText:
    "`gifkit`, la riga di comando, esegue ogni strumento con le sue opzioni come flag, concatena con `--ops`, elabora batch con `gifkit batch`, stampa `--json` su richiesta ed esce con un codice per ogni tipo di errore. `--server` lo punta a un GifKit che gestisci tu. `gifkit mcp` è un server Model Context Protocol per agenti di IA: elenca gli strumenti e l'elenco di operazioni e salva i risultati su file.",
  clientExampleLabel: "Il client tipizzato",
  cliExampleLabel: "La riga di comando",
  errorsHeading: "Errori e codici",
  errorsText:
    'Una chiamata rifiutata risponde con il suo stato HTTP e `{"error": "…", "code": "…"}`: il messaggio è scritto per le persone, il codice per i programmi (non cambia mai). Un\'attività non riuscita dice lo stesso nel suo stato come `error` ed `error_code`. Un passaggio rifiutato di un elenco di operazioni indica anche il passaggio; uno strumento GIF che riceve un video o delle immagini elenca le chiamate che li accettano (`tools`). Questi sono tutti i codici:',
} satisfies ApiCopy;
