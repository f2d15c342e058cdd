/**
 * The /api-key page's words in English (a key's own page: its usage, its revocation): the type
 * every other language's file satisfies (i18n/page-copy.ts). In a sentence `` `words` `` is code
 * (the same in every language: headers, fields, the address's fragment). `script` is what the
 * page's script (api-keys/key-page.ts) writes once a key is open: it reads it from the page's
 * data-words, so no bundle carries it; its {placeholders} are numbers, sizes and times the script
 * writes through Intl in the page's language. POST /api/keys/confirm's and GET /api/keys/me's
 * refusals are `serverErrors`, by code (English pages show the API's own words).
 */
export const apiKey = {
  title: "Your API Key",
  description:
    "Your GifKit API key's own page: today's quota, the bytes in and out, its tasks and webhook deliveries. The key opens it; there is no account.",
  crumb: "Your API key",
  eyebrow: "For developers",
  heading: "Your API key",
  intro:
    "No account and no password: the key itself opens this page. Paste it below, or open the address this page gives you after the key is shown.",
  revealHeading: "Your new key: copy it now",
  revealText:
    "It is shown this once: GifKit keeps only its hash and cannot show it again. Send it as `Authorization: Bearer …`.",
  secretHeading: "Webhook signing secret",
  secretText:
    "Webhooks to your `callback_url` are signed with it (Standard Webhooks); it is also on this page whenever you open it with the key.",
  openHeading: "Open your key's page",
  keyLabel: "API key",
  show: "Show usage",
  privacyNote:
    "The key goes to GifKit only in the Authorization header, never in an address, so it is in no server log. The page's address then ends in `#key=…`: the part after `#` never leaves your browser, and bookmarking it brings you back here.",
  usageHeading: "Usage",
  script: {
    keyId: "Key id",
    created: "Created",
    email: "Email",
    startedToday: "Started today ({day}, UTC)",
    startedTodayValue: "{starts} of {perDay}: {left} left",
    startRate: "Start rate",
    startRateValue: { one: "{count} task a minute", other: "{count} tasks a minute" },
    unfinished: "Waiting or running at once",
    bytesToday: "Bytes today",
    bytesValue: "{in} in, {out} out",
    allTime: "All time",
    allTimeValue: {
      one: "{count} task, {in} in, {out} out",
      other: "{count} tasks, {in} in, {out} out",
    },
    bytes: { one: "{count} byte", other: "{count} bytes" },
    megabytes: "{count} MB",
    /** A time, in UTC (the API's days are UTC days). */
    time: "{time} UTC",
    webhookSecret: "Webhook signing secret",
    tasksHeading: "Tasks of the last 24 hours",
    noTasks: "No tasks yet.",
    tasksLabel: "Tasks",
    taskColumn: "Task",
    toolColumn: "Tool",
    stateColumn: "State",
    startedColumn: "Started",
    deliveriesHeading: "Webhook deliveries of the last 7 days",
    noDeliveries: "No webhooks yet.",
    deliveriesLabel: "Webhook deliveries",
    callbackColumn: "Callback",
    attemptsColumn: "Attempts",
    nextTry: "{state} (next try {time})",
    attempt: "{time}: {status}",
    attemptError: "{time}: {status} ({error})",
    noAnswer: "no answer",
    revoke: "Revoke this key",
    revokeConfirm:
      "Revoke this key for good? Every call with it will be refused; calls without a key keep working.",
    revoked: "The key is revoked. Calls with it are now refused.",
    keyFormat: "An API key starts with gk_ and has no spaces. Paste the whole key.",
    networkFailed: "GifKit could not be reached. Check your internet connection and try again.",
    unexpected: "Something went wrong. Please try again.",
  },
  /** The key API's refusals by code, in the page's language (English pages show the API's). */
  serverErrors: {
    "invalid-api-key":
      "This API key is not valid. Check that you pasted the whole key, or ask for a new one on the API page.",
    "api-key-revoked":
      "This API key was revoked. Ask for a new one on the API page; calls without a key work with an address's limits.",
    "confirmation-expired":
      "This link was already used or has expired (links work once, within {linkHours} hours). Ask for a new key on the API page.",
    "rate-limited": "Too many requests in a short time. Please wait a moment and try again.",
  },
};

export type ApiKeyCopy = typeof apiKey;
