import type { ApiKeyCopy } from "./en.ts";

export const apiKey = {
  title: "Tu clave de API",
  description:
    "La página de tu clave de API de GifKit: la cuota de hoy, los bytes de entrada y salida, sus tareas y entregas de webhooks. La abre la clave; no hay cuenta.",
  crumb: "Tu clave de API",
  eyebrow: "Para desarrolladores",
  heading: "Tu clave de API",
  intro:
    "Sin cuenta y sin contraseña: la propia clave abre esta página. Pégala abajo o abre la dirección que te da esta página después de mostrarte la clave.",
  revealHeading: "Tu nueva clave: cópiala ahora",
  revealText:
    "Se muestra solo esta vez: GifKit guarda únicamente su hash y no puede volver a mostrarla. Envíala como `Authorization: Bearer …`.",
  secretHeading: "Secreto de firma de webhooks",
  secretText:
    "Los webhooks a tu `callback_url` se firman con él (Standard Webhooks); también aparece en esta página siempre que la abras con la clave.",
  openHeading: "Abre la página de tu clave",
  keyLabel: "Clave de API",
  show: "Ver el uso",
  privacyNote:
    "La clave llega a GifKit solo en la cabecera Authorization, nunca en una dirección, así que no queda en ningún registro del servidor. Después, la dirección de la página termina en `#key=…`: lo que va detrás de `#` nunca sale de tu navegador, y si la guardas en marcadores vuelves aquí.",
  usageHeading: "Uso",
  script: {
    keyId: "Id. de la clave",
    created: "Creada",
    email: "Correo",
    startedToday: "Iniciadas hoy ({day}, UTC)",
    startedTodayValue: "{starts} de {perDay}: quedan {left}",
    startRate: "Ritmo de inicio",
    startRateValue: { one: "{count} tarea por minuto", other: "{count} tareas por minuto" },
    unfinished: "En espera o en curso a la vez",
    bytesToday: "Bytes de hoy",
    bytesValue: "{in} de entrada, {out} de salida",
    allTime: "Desde el principio",
    allTimeValue: {
      one: "{count} tarea, {in} de entrada, {out} de salida",
      other: "{count} tareas, {in} de entrada, {out} de salida",
    },
    bytes: { one: "{count} byte", other: "{count} bytes" },
    megabytes: "{count} MB",
    time: "{time} UTC",
    webhookSecret: "Secreto de firma de webhooks",
    tasksHeading: "Tareas de las últimas 24 horas",
    noTasks: "Todavía no hay tareas.",
    tasksLabel: "Tareas",
    taskColumn: "Tarea",
    toolColumn: "Herramienta",
    stateColumn: "Estado",
    startedColumn: "Iniciada",
    deliveriesHeading: "Entregas de webhooks de los últimos 7 días",
    noDeliveries: "Todavía no hay webhooks.",
    deliveriesLabel: "Entregas de webhooks",
    callbackColumn: "Destino",
    attemptsColumn: "Intentos",
    nextTry: "{state} (próximo intento {time})",
    attempt: "{time}: {status}",
    attemptError: "{time}: {status} ({error})",
    noAnswer: "sin respuesta",
    revoke: "Revocar esta clave",
    revokeConfirm:
      "¿Revocar esta clave para siempre? Toda llamada con ella será rechazada; las llamadas sin clave siguen funcionando.",
    revoked: "La clave está revocada. Las llamadas con ella ahora se rechazan.",
    keyFormat: "Una clave de API empieza por gk_ y no tiene espacios. Pega la clave completa.",
    networkFailed:
      "No se pudo conectar con GifKit. Revisa tu conexión a internet y vuelve a intentarlo.",
    unexpected: "Algo salió mal. Vuelve a intentarlo.",
  },
  serverErrors: {
    "invalid-api-key":
      "Esta clave de API no es válida. Comprueba que pegaste la clave completa o pide una nueva en la página de la API.",
    "api-key-revoked":
      "Esta clave de API fue revocada. Pide una nueva en la página de la API; las llamadas sin clave funcionan con los límites de una dirección.",
    "confirmation-expired":
      "Este enlace ya se usó o caducó (los enlaces funcionan una vez, en un plazo de {linkHours} horas). Pide una clave nueva en la página de la API.",
    "rate-limited":
      "Demasiadas solicitudes en poco tiempo. Espera un momento y vuelve a intentarlo.",
  },
} satisfies ApiKeyCopy;
