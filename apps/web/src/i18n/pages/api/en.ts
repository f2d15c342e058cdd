/**
 * The /api page's words in English: the type every other language's file satisfies
 * (i18n/page-copy.ts). Filled from code (app/routes/api-info.tsx's loader, through Intl):
 * {toolCount} from the registry, {maxUpload} and {maxBatchInputs} from the enforced limits,
 * {linkHours}, {perAddressPerHour} and {perEmailPerDay} from the key request limits,
 * {timeoutSeconds}, {firstRetrySeconds}, {lastRetryHours} and {retryForHours} from the webhook
 * delivery rules; {browserOnly} is `browserOnlyNote` with the browser-only tools' names, {names}.
 * In a sentence `` `words` `` is code (left as it is in every language: paths, fields, headers),
 * `**words**` strong (a status code), `[words](/path)` a link and {email} the support address.
 * Code samples are code: they stay as the loader writes them, their comments in English.
 */
export const api = {
  title: "GIF API for Developers",
  description:
    "GifKit's HTTP API: {toolCount} GIF tools that run on the server, from video to GIF to optimize, crop and effects. Start a task, poll its status, get the result.",
  crumb: "API",
  eyebrow: "For developers",
  heading: "The GifKit API",
  intro:
    "Everything the site does is available over plain HTTP: upload a file or send a link, get a task id, poll its status and download the result. Free to use within the same limits as the site, or with a free API key's higher limits and webhooks.",
  baseHeading: "API base address",
  baseText: "Same origin as the web site. Every error is JSON: {error, code}.",
  openApiHeading: "OpenAPI specification",
  openApiText:
    "OpenAPI 3.1, generated from the same schemas the server validates with. Also as [JSON](/api/openapi.json).",
  endpointsHeading: "Endpoints",
  endpointsIntro:
    "The API offers a start call for each of the {toolCount} tools that run on the server{browserOnly}, plus status and download calls. Tool calls take `multipart/form-data` with a `file` or a `url` plus the tool's options, and answer **202** with a `task_id`.",
  browserOnlyNote: " ({names} works only in the browser)",
  callsLabel: "API calls",
  callColumn: "Call",
  whatColumn: "What it does",
  /**
   * What each call that is not a tool's does, by method and path. A tool's start call says its
   * tool.ts apiSummary on the English page and its translations.ts summary in other languages.
   */
  calls: {
    "POST /api/gif-metadata": "Answers at once with duration, frame count, width and height.",
    "POST /api/analyze":
      "Answers at once with where a GIF's bytes go (parts, frames) and what could be saved.",
    "GET /api/task-status/{id}":
      "State (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), progress and result.",
    "GET /api/download/{key}": "Download a result file by the key from the task's result.",
    "DELETE /api/task/{id}": "Cancel a waiting or running task; its files are deleted.",
    "POST /api/keys": "Ask for an API key: a link to it is mailed to the address.",
    "POST /api/keys/confirm": "The link's token in, the new key out (once).",
    "GET /api/keys/me": "With the key: its quota, bytes, tasks and webhook deliveries.",
    "DELETE /api/keys/me": "With the key: revoke it for good.",
    "POST /api/batch": "Up to {maxBatchInputs} inputs and one operation list: one task per input.",
    "POST /api/destinations-pack":
      "One input made for several places (Discord, Slack emoji, Telegram...): a batch.",
    "GET /api/batch/{id}": "A batch's state, progress and each task with its download link.",
    "GET /api/batch/{id}/zip":
      "Every result of a finished batch as one ZIP (a pack's with README.txt).",
    "DELETE /api/batch/{id}": "Cancel every task of the batch that still waits or runs.",
    "GET /t/{signature}/{operations}/{source}":
      "A signed URL transformation: the result itself, cached (ETag).",
  },
  /**
   * The start call of a tool whose folder has no translations.ts (the API-only chain), by its
   * path: shown in other languages instead of its English apiSummary.
   */
  untranslatedToolCalls: {
    "/api/edit": "Any chain of edits in one pass, to any output format.",
  } as Record<string, string>,
  quickStartHeading: "Quick start",
  quickStart: [
    "Start a task with a tool call. You get a task id back at once.",
    "Poll `/api/task-status/{id}` every second or two until the state is SUCCESS or FAILURE.",
    "Download each output with its key before it is deleted (below).",
  ],
  retentionHeading: "How long files are kept",
  /** What follows a kind of file's name (the privacy policy's retention sentences). */
  retentionLabelEnd: ":",
  limitsNote:
    "Uploads and linked files may be up to {maxUpload}; the other limits are on the [FAQ](/faq). Too many requests get **429** with a Retry-After header. Questions: {email}.",
  exampleLabel: "Example request",
  keysHeading: "API keys (optional)",
  keysText:
    "Every call works without a key, with an address's limits. A key gives a program its own, higher limits, webhooks and a usage page. There is no account and no password: ask with an email address, open the link we mail you (it works once, within {linkHours} hours) and the key is shown once. GifKit keeps only its hash. Send it as `Authorization: Bearer gk_…`.",
  keyRequests:
    "At most {perAddressPerHour} key requests an hour from one address and {perEmailPerDay} a day for one email. Your key's page ([/api-key](/api-key)) shows today's quota, bytes in and out, its tasks and webhook deliveries, and revokes it.",
  getKeyHeading: "Get a key",
  /** The key request form's words; its script reads them from the form's data-words. */
  form: {
    email: "Your email",
    send: "Email me a key",
    sending: "Sending…",
    invalidEmail: "Please enter a valid email.",
    networkFailed: "GifKit could not be reached. Check your internet connection and try again.",
    unexpected: "Something went wrong. Please try again.",
    /** Other languages' pages say this when the link is sent (English shows the server's). */
    sent: "Check your inbox: the link to your key is on its way. It works once, within {linkHours} hours.",
  },
  /** POST /api/keys's refusals by code, in the page's language (English pages show the API's). */
  serverErrors: {
    "missing-fields": "Please enter your email.",
    "invalid-email": "Please enter a valid email.",
    "email-unavailable":
      "This server cannot send email (no SMTP relay is set up), so it cannot give out API keys.",
    "rate-limited": "Too many key requests for now. Please try again later.",
  } as Record<string, string>,
  callerLimitsHeading: "Limits per caller kind",
  callerLimitsText:
    "Every start call answers with the IETF `RateLimit-Policy` and `RateLimit` headers (what the quota is and what is left); over a limit the answer is **429** with `Retry-After` in seconds. A revoked or wrong key is **401**.",
  limitColumn: "Limit",
  withoutKeyColumn: "Without a key (per address)",
  withKeyColumn: "With a key (per key)",
  limitRows: {
    startsPerMinute: "Tasks started per minute",
    startsPerDay: "Tasks started per day (UTC)",
    unfinishedTasks: "Tasks waiting or running at once",
    storedBytes: "Files stored at once",
    webhooks: "Webhooks (callback_url)",
  },
  noDailyQuota: "No daily quota",
  stillPerAddress: "{size} (still per address)",
  yes: "Yes",
  no: "No",
  webhooksHeading: "Webhooks and retries",
  webhooksText:
    "With a key, add `callback_url` to any start call. When the task ends (`task.succeeded`, `task.failed` or `task.cancelled`), GifKit POSTs `{type, timestamp, data}` to it, where `data` is the task's status, signed as the Standard Webhooks specification says: `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` with your key's `whsec_` secret).",
  retriesText:
    "Answer with any 2xx within {timeoutSeconds} seconds. Anything else is tried again, {firstRetrySeconds} seconds later at first, then at longer waits up to {lastRetryHours} hours, for {retryForHours} hours; every attempt of one event has the same `webhook-id`. Webhooks go only to public addresses (never loopback, private or link-local).",
  idempotencyHeading: "Retrying a start call safely",
  idempotencyText:
    "Send `Idempotency-Key` (a quoted unique string): the same call again from the same caller answers the same `task_id` while the task is kept, instead of a second task. The same key with a different request is **422**.",
  keyedExampleLabel: "Example call with a key",
  verifyExampleLabel: "Verifying a webhook",
  batchesHeading: "Batches, destination packs and URL transformations",
  batchesText:
    "`POST /api/batch` takes up to {maxBatchInputs} inputs (`files`, `urls`, `source_keys`, or `inputs` in JSON) and one operation list, the same `operations` and `output` as `POST /api/edit`. Each input becomes its own task with the same checks; if one input is refused, the error names it and nothing is started. Follow the batch at `/api/batch/{id}`, download each result from its task, or all of them as one ZIP once it is finished. To cancel the tasks that are still running, send `DELETE /api/batch/{id}` with the `cancel_token` of the batch's start answer in the `X-Cancel-Token` header: only the one who started the batch can cancel it, and without that header the answer is **403** `cancel-not-allowed`.",
  packsText:
    "`POST /api/destinations-pack` makes one input for several places at once (ids from `GET /api/destinations`). Its ZIP holds a file per place and a README.txt line for each one, saying which limits it meets and what was changed to meet them.",
  transformsText:
    "`GET /t/{key id}.{signature}/…operations…/{source}` answers the source link with the operations applied, so it can be used directly as an image address. Operations are written `resize:w=320`, `crop:1:1`, `speed:2`, `format:webp` or `name:key=value,…`, the same steps as `POST /api/edit`, ending in any of its formats. The signature is the base64url HMAC-SHA256 of the path after it, made with your key's `whsec_` secret, as imgproxy signs. Paths without a signature, or with a wrong one, get **403**. The first request makes one task and answers the result, or **202** with its status address if it takes more than a few seconds. After that, the same path is served from the cache (same `ETag`) for as long as results are kept.",
  batchExampleLabel: "A batch and a destination pack",
  transformExampleLabel: "Signing a URL transformation",
  clientHeading: "The client, the command line and MCP",
  clientText:
    "`@gifkit/client` is a typed client made from the OpenAPI document: every tool's options and every operation are typed, uploads report progress, `finish` polls with growing waits (and honours `Retry-After`), `cancel` sends the task's cancel token. It also starts and follows batches.",
  cliText:
    "`gifkit`, the command line, runs every tool with its options as flags, chains with `--ops`, batches with `gifkit batch`, prints `--json` on request and exits with a code per kind of failure. `--server` points it at a GifKit you run yourself. `gifkit mcp` is a Model Context Protocol server for AI agents: it lists the tools and the operation list and saves results to files.",
  clientExampleLabel: "The typed client",
  cliExampleLabel: "The command line",
  errorsHeading: "Errors and codes",
  errorsText:
    'A refused call answers its HTTP status with `{"error": "…", "code": "…"}`: the message is written for people, the code for programs (it never changes). A failed task says the same in its status as `error` and `error_code`. A refused step of an operation list also names the step; a GIF tool given a video or pictures lists the calls that take them (`tools`). These are all the codes:',
};

export type ApiCopy = typeof api;
