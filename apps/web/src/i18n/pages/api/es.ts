import type { ApiCopy } from "./en.ts";

export const api = {
  title: "API de GIF para desarrolladores",
  description:
    "La API HTTP de GifKit: {toolCount} herramientas de GIF en el servidor: de video a GIF, optimizar, recortar, efectos. Inicia una tarea, consulta su estado, descarga.",
  crumb: "API",
  eyebrow: "Para desarrolladores",
  heading: "La API de GifKit",
  intro:
    "Todo lo que hace el sitio está disponible por HTTP simple: sube un archivo o envía un enlace, recibe el id de una tarea, consulta su estado y descarga el resultado. Gratis dentro de los mismos límites que el sitio, o con los límites más altos y los webhooks de una clave de API gratuita.",
  baseHeading: "Dirección base de la API",
  baseText: "El mismo origen que el sitio web. Todos los errores son JSON: {error, code}.",
  openApiHeading: "Especificación OpenAPI",
  openApiText:
    "OpenAPI 3.1, generada con los mismos esquemas con los que valida el servidor. También en [JSON](/api/openapi.json).",
  endpointsHeading: "Endpoints",
  endpointsIntro:
    "La API ofrece una llamada de inicio para cada una de las {toolCount} herramientas que funcionan en el servidor{browserOnly}, además de llamadas de estado y de descarga. Las llamadas de las herramientas reciben `multipart/form-data` con un `file` o una `url` y las opciones de la herramienta, y responden **202** con un `task_id`.",
  browserOnlyNote: " ({names} solo funciona en el navegador)",
  callsLabel: "Llamadas de la API",
  callColumn: "Llamada",
  whatColumn: "Qué hace",
  calls: {
    "POST /api/gif-metadata":
      "Responde al momento con la duración, el número de fotogramas, el ancho y el alto.",
    "POST /api/analyze":
      "Responde al momento con en qué se van los bytes de un GIF (partes, fotogramas) y qué se podría ahorrar.",
    "GET /api/task-status/{id}":
      "Estado (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), progreso y resultado.",
    "GET /api/download/{key}":
      "Descarga un archivo de resultado con la clave del resultado de la tarea.",
    "DELETE /api/task/{id}": "Cancela una tarea en espera o en curso; sus archivos se borran.",
    "POST /api/keys": "Pide una clave de API: se envía un enlace a ella a la dirección de correo.",
    "POST /api/keys/confirm": "Entra el token del enlace, sale la clave nueva (una sola vez).",
    "GET /api/keys/me": "Con la clave: su cuota, sus bytes, sus tareas y las entregas de webhooks.",
    "DELETE /api/keys/me": "Con la clave: la revoca para siempre.",
    "POST /api/batch":
      "Hasta {maxBatchInputs} entradas y una lista de operaciones: una tarea por entrada.",
    "POST /api/destinations-pack":
      "Una entrada preparada para varios sitios (Discord, emoji de Slack, Telegram...): un lote.",
    "GET /api/batch/{id}":
      "El estado y el progreso de un lote, y cada tarea con su enlace de descarga.",
    "GET /api/batch/{id}/zip":
      "Todos los resultados de un lote terminado en un solo ZIP (el de un paquete, con README.txt).",
    "DELETE /api/batch/{id}": "Cancela todas las tareas del lote que siguen en espera o en curso.",
    "GET /t/{signature}/{operations}/{source}":
      "Una transformación por URL firmada: el propio resultado, en caché (ETag).",
  },
  untranslatedToolCalls: {
    "/api/edit": "Cualquier cadena de ediciones en una sola pasada, a cualquier formato de salida.",
  },
  quickStartHeading: "Inicio rápido",
  quickStart: [
    "Inicia una tarea con la llamada de una herramienta. Recibes el id de la tarea al momento.",
    "Consulta `/api/task-status/{id}` cada uno o dos segundos hasta que el estado sea SUCCESS o FAILURE.",
    "Descarga cada resultado con su clave antes de que se borre (ver abajo).",
  ],
  retentionHeading: "Cuánto tiempo se guardan los archivos",
  retentionLabelEnd: ":",
  limitsNote:
    "Los archivos subidos y enlazados pueden ocupar hasta {maxUpload}; los demás límites están en las [preguntas frecuentes](/faq). Demasiadas solicitudes reciben **429** con una cabecera Retry-After. Preguntas: {email}.",
  exampleLabel: "Solicitud de ejemplo",
  keysHeading: "Claves de API (opcionales)",
  keysText:
    "Todas las llamadas funcionan sin clave, con los límites de una dirección. Una clave le da a un programa sus propios límites, más altos, webhooks y una página de uso. No hay cuenta ni contraseña: pídela con una dirección de correo, abre el enlace que te enviamos (funciona una vez, en un plazo de {linkHours} horas) y la clave se muestra una sola vez. GifKit solo guarda su hash. Envíala como `Authorization: Bearer gk_…`.",
  keyRequests:
    "Como máximo {perAddressPerHour} solicitudes de clave por hora desde una dirección y {perEmailPerDay} al día para un mismo correo. La página de tu clave ([/api-key](/api-key)) muestra la cuota de hoy, los bytes de entrada y salida, sus tareas y las entregas de webhooks, y permite revocarla.",
  getKeyHeading: "Obtén una clave",
  form: {
    email: "Tu correo",
    send: "Envíame una clave",
    sending: "Enviando…",
    invalidEmail: "Escribe un correo válido.",
    networkFailed:
      "No se pudo conectar con GifKit. Revisa tu conexión a internet y vuelve a intentarlo.",
    unexpected: "Algo salió mal. Vuelve a intentarlo.",
    sent: "Revisa tu bandeja de entrada: el enlace a tu clave va en camino. Funciona una vez, en un plazo de {linkHours} horas.",
  },
  serverErrors: {
    "missing-fields": "Escribe tu correo.",
    "invalid-email": "Escribe un correo válido.",
    "email-unavailable":
      "Este servidor no puede enviar correos (no hay un relé SMTP configurado), así que no puede dar claves de API.",
    "rate-limited": "Demasiadas solicitudes de clave por ahora. Vuelve a intentarlo más tarde.",
  },
  callerLimitsHeading: "Límites por tipo de cliente",
  callerLimitsText:
    "Cada llamada de inicio responde con las cabeceras `RateLimit-Policy` y `RateLimit` del IETF (cuál es la cuota y cuánto queda); por encima de un límite la respuesta es **429** con `Retry-After` en segundos. Una clave revocada o incorrecta recibe **401**.",
  limitColumn: "Límite",
  withoutKeyColumn: "Sin clave (por dirección)",
  withKeyColumn: "Con clave (por clave)",
  limitRows: {
    startsPerMinute: "Tareas iniciadas por minuto",
    startsPerDay: "Tareas iniciadas por día (UTC)",
    unfinishedTasks: "Tareas en espera o en curso a la vez",
    storedBytes: "Archivos guardados a la vez",
    webhooks: "Webhooks (callback_url)",
  },
  noDailyQuota: "Sin cuota diaria",
  stillPerAddress: "{size} (también por dirección)",
  yes: "Sí",
  no: "No",
  webhooksHeading: "Webhooks y reintentos",
  webhooksText:
    "Con una clave, añade `callback_url` a cualquier llamada de inicio. Cuando la tarea termina (`task.succeeded`, `task.failed` o `task.cancelled`), GifKit le hace un POST con `{type, timestamp, data}`, donde `data` es el estado de la tarea, firmado como indica la especificación Standard Webhooks: `webhook-id`, `webhook-timestamp` y `webhook-signature` (`v1,` y el HMAC-SHA256 en base64 de `id.timestamp.body` con el secreto `whsec_` de tu clave).",
  retriesText:
    "Responde con cualquier 2xx en menos de {timeoutSeconds} segundos. Cualquier otra respuesta se reintenta, primero {firstRetrySeconds} segundos después y luego con esperas más largas de hasta {lastRetryHours} horas, durante {retryForHours} horas; todos los intentos de un mismo evento llevan el mismo `webhook-id`. Los webhooks solo van a direcciones públicas (nunca loopback, privadas ni de enlace local).",
  idempotencyHeading: "Reintentar una llamada de inicio sin riesgo",
  idempotencyText:
    "Envía `Idempotency-Key` (una cadena única entre comillas): la misma llamada repetida por el mismo cliente responde el mismo `task_id` mientras se guarde la tarea, en lugar de crear una segunda. La misma clave con una solicitud distinta recibe **422**.",
  keyedExampleLabel: "Llamada de ejemplo con clave",
  verifyExampleLabel: "Verificar un webhook",
  batchesHeading: "Lotes, paquetes de destinos y transformaciones por URL",
  batchesText:
    "`POST /api/batch` recibe hasta {maxBatchInputs} entradas (`files`, `urls`, `source_keys` o `inputs` en JSON) y una lista de operaciones, con los mismos `operations` y `output` que `POST /api/edit`. Cada entrada se convierte en su propia tarea con las mismas comprobaciones; si se rechaza una entrada, el error la nombra y no se inicia nada. Sigue el lote en `/api/batch/{id}`, descarga cada resultado desde su tarea o todos juntos en un ZIP cuando termine. Para cancelar las tareas que siguen en curso, envía `DELETE /api/batch/{id}` con el `cancel_token` de la respuesta de la llamada de inicio en la cabecera `X-Cancel-Token`: solo quien inició el lote puede cancelarlo y, sin esa cabecera, la respuesta es **403** `cancel-not-allowed`.",
  packsText:
    "`POST /api/destinations-pack` prepara una entrada para varios sitios a la vez (ids de `GET /api/destinations`). Su ZIP contiene un archivo por sitio y una línea de README.txt para cada uno, que dice qué límites cumple y qué se cambió para cumplirlos.",
  transformsText:
    "`GET /t/{key id}.{signature}/…operations…/{source}` responde el enlace de origen con las operaciones aplicadas, así que se puede usar directamente como dirección de una imagen. Las operaciones se escriben `resize:w=320`, `crop:1:1`, `speed:2`, `format:webp` o `name:key=value,…`, los mismos pasos que `POST /api/edit`, y terminan en cualquiera de sus formatos. La firma es el HMAC-SHA256 en base64url de la ruta que la sigue, hecho con el secreto `whsec_` de tu clave, como firma imgproxy. Las rutas sin firma, o con una incorrecta, reciben **403**. La primera solicitud crea una tarea y responde el resultado, o **202** con la dirección de su estado si tarda más de unos segundos. Después, la misma ruta se sirve desde la caché (el mismo `ETag`) mientras se guarden los resultados.",
  batchExampleLabel: "Un lote y un paquete de destinos",
  transformExampleLabel: "Firmar una transformación por URL",
  clientHeading: "El cliente, la línea de comandos y MCP",
  clientText:
    "`@gifkit/client` es un cliente tipado hecho a partir del documento OpenAPI: las opciones de cada herramienta y cada operación tienen tipos, las subidas informan de su progreso, `finish` consulta con esperas crecientes (y respeta `Retry-After`) y `cancel` envía el token de cancelación de la tarea. También inicia y sigue lotes.",
  cliText:
    "`gifkit`, la línea de comandos, ejecuta cada herramienta con sus opciones como flags, encadena con `--ops`, procesa lotes con `gifkit batch`, imprime `--json` si se lo pides y sale con un código por tipo de fallo. `--server` lo apunta a un GifKit que tú mismo ejecutes. `gifkit mcp` es un servidor Model Context Protocol para agentes de IA: lista las herramientas y la lista de operaciones, y guarda los resultados en archivos.",
  clientExampleLabel: "El cliente tipado",
  cliExampleLabel: "La línea de comandos",
  errorsHeading: "Errores y códigos",
  errorsText:
    'Una llamada rechazada responde su estado HTTP con `{"error": "…", "code": "…"}`: el mensaje está escrito para personas y el código para programas (nunca cambia). Una tarea fallida dice lo mismo en su estado como `error` y `error_code`. Un paso rechazado de una lista de operaciones también nombra el paso; una herramienta de GIF que recibe un vídeo o imágenes indica las llamadas que los aceptan (`tools`). Estos son todos los códigos:',
} satisfies ApiCopy;
