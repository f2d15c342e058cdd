import type { ApiCopy } from "./en.ts";

export const api = {
  title: "API GIF pour les développeurs",
  description:
    "L'API HTTP de GifKit : {toolCount} outils GIF sur le serveur, vidéo en GIF, optimisation, rognage, effets. Lancez une tâche, suivez-la, récupérez le résultat.",
  crumb: "API",
  eyebrow: "Pour les développeurs",
  heading: "L'API de GifKit",
  intro:
    "Tout ce que fait le site est disponible en HTTP simple : importez un fichier ou envoyez un lien, recevez l'identifiant d'une tâche, suivez son état et téléchargez le résultat. Gratuit dans les mêmes limites que le site, ou avec les limites plus élevées et les webhooks d'une clé d'API gratuite.",
  baseHeading: "Adresse de base de l'API",
  baseText: "La même origine que le site web. Chaque erreur est en JSON : {error, code}.",
  openApiHeading: "Spécification OpenAPI",
  openApiText:
    "OpenAPI 3.1, générée à partir des schémas avec lesquels le serveur valide les requêtes. Aussi en [JSON](/api/openapi.json).",
  endpointsHeading: "Points d'accès",
  endpointsIntro:
    "L'API propose un appel de lancement pour chacun des {toolCount} outils qui fonctionnent sur le serveur{browserOnly}, ainsi que des appels d'état et de téléchargement. Les appels des outils prennent du `multipart/form-data` avec un `file` ou une `url` et les options de l'outil, et répondent **202** avec un `task_id`.",
  browserOnlyNote: " ({names} ne fonctionne que dans le navigateur)",
  callsLabel: "Appels de l'API",
  callColumn: "Appel",
  whatColumn: "Ce qu'il fait",
  calls: {
    "POST /api/gif-metadata":
      "Répond aussitôt avec la durée, le nombre d'images, la largeur et la hauteur.",
    "POST /api/analyze":
      "Répond aussitôt avec la répartition des octets d'un GIF (parties, images) et ce qui pourrait être gagné.",
    "GET /api/task-status/{id}":
      "État (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), avancement et résultat.",
    "GET /api/download/{key}":
      "Télécharge un fichier de résultat avec la clé donnée dans le résultat de la tâche.",
    "DELETE /api/task/{id}":
      "Annule une tâche en attente ou en cours ; ses fichiers sont supprimés.",
    "POST /api/keys": "Demande une clé d'API : un lien vers elle est envoyé à l'adresse e-mail.",
    "POST /api/keys/confirm":
      "Le jeton du lien en entrée, la nouvelle clé en sortie (une seule fois).",
    "GET /api/keys/me":
      "Avec la clé : son quota, ses octets, ses tâches et ses envois de webhooks.",
    "DELETE /api/keys/me": "Avec la clé : la révoque définitivement.",
    "POST /api/batch":
      "Jusqu'à {maxBatchInputs} entrées et une liste d'opérations : une tâche par entrée.",
    "POST /api/destinations-pack":
      "Une entrée préparée pour plusieurs destinations (Discord, emoji Slack, Telegram...) : un lot.",
    "GET /api/batch/{id}":
      "L'état et l'avancement d'un lot, et chaque tâche avec son lien de téléchargement.",
    "GET /api/batch/{id}/zip":
      "Tous les résultats d'un lot terminé en un seul ZIP (celui d'un pack avec README.txt).",
    "DELETE /api/batch/{id}": "Annule toutes les tâches du lot encore en attente ou en cours.",
    "GET /t/{signature}/{operations}/{source}":
      "Une transformation par URL signée : le résultat lui-même, mis en cache (ETag).",
  },
  untranslatedToolCalls: {
    "/api/edit":
      "N'importe quelle suite de modifications en une passe, vers n'importe quel format de sortie.",
  },
  quickStartHeading: "Démarrage rapide",
  quickStart: [
    "Lancez une tâche avec l'appel d'un outil. Vous recevez aussitôt l'identifiant de la tâche.",
    "Interrogez `/api/task-status/{id}` toutes les une ou deux secondes jusqu'à ce que l'état soit SUCCESS ou FAILURE.",
    "Téléchargez chaque résultat avec sa clé avant qu'il soit supprimé (voir ci-dessous).",
  ],
  retentionHeading: "Durée de conservation des fichiers",
  retentionLabelEnd: " :",
  limitsNote:
    "Les fichiers importés ou liés peuvent atteindre {maxUpload} ; les autres limites sont dans la [FAQ](/faq). Trop de requêtes reçoivent **429** avec un en-tête Retry-After. Des questions : {email}.",
  exampleLabel: "Exemple de requête",
  keysHeading: "Clés d'API (facultatives)",
  keysText:
    "Chaque appel fonctionne sans clé, avec les limites d'une adresse. Une clé donne à un programme ses propres limites, plus élevées, des webhooks et une page d'utilisation. Pas de compte ni de mot de passe : faites la demande avec une adresse e-mail, ouvrez le lien que nous vous envoyons (il fonctionne une fois, dans les {linkHours} heures) et la clé s'affiche une seule fois. GifKit n'en garde que l'empreinte. Envoyez-la sous la forme `Authorization: Bearer gk_…`.",
  keyRequests:
    "Au plus {perAddressPerHour} demandes de clé par heure depuis une adresse et {perEmailPerDay} par jour pour une même adresse e-mail. La page de votre clé ([/api-key](/api-key)) montre le quota du jour, les octets reçus et envoyés, ses tâches et ses envois de webhooks, et permet de la révoquer.",
  getKeyHeading: "Obtenir une clé",
  form: {
    email: "Votre e-mail",
    send: "Recevoir une clé par e-mail",
    sending: "Envoi…",
    invalidEmail: "Saisissez une adresse e-mail valide.",
    networkFailed: "Impossible de joindre GifKit. Vérifiez votre connexion Internet et réessayez.",
    unexpected: "Une erreur s'est produite. Réessayez.",
    sent: "Consultez votre boîte de réception : le lien vers votre clé est en route. Il fonctionne une fois, dans les {linkHours} heures.",
  },
  serverErrors: {
    "missing-fields": "Saisissez votre adresse e-mail.",
    "invalid-email": "Saisissez une adresse e-mail valide.",
    "email-unavailable":
      "Ce serveur ne peut pas envoyer d'e-mails (aucun relais SMTP n'est configuré) : il ne peut donc pas délivrer de clés d'API.",
    "rate-limited": "Trop de demandes de clé pour le moment. Réessayez plus tard.",
  },
  callerLimitsHeading: "Limites par type d'appelant",
  callerLimitsText:
    "Chaque appel de lancement répond avec les en-têtes `RateLimit-Policy` et `RateLimit` de l'IETF (le quota et ce qu'il en reste) ; au-delà d'une limite, la réponse est **429** avec `Retry-After` en secondes. Une clé révoquée ou erronée reçoit **401**.",
  limitColumn: "Limite",
  withoutKeyColumn: "Sans clé (par adresse)",
  withKeyColumn: "Avec une clé (par clé)",
  limitRows: {
    startsPerMinute: "Tâches lancées par minute",
    startsPerDay: "Tâches lancées par jour (UTC)",
    unfinishedTasks: "Tâches en attente ou en cours en même temps",
    storedBytes: "Fichiers conservés en même temps",
    webhooks: "Webhooks (callback_url)",
  },
  noDailyQuota: "Pas de quota quotidien",
  stillPerAddress: "{size} (toujours par adresse)",
  yes: "Oui",
  no: "Non",
  webhooksHeading: "Webhooks et nouvelles tentatives",
  webhooksText:
    "Avec une clé, ajoutez `callback_url` à n'importe quel appel de lancement. Quand la tâche se termine (`task.succeeded`, `task.failed` ou `task.cancelled`), GifKit y envoie en POST `{type, timestamp, data}`, où `data` est l'état de la tâche, signé comme le prévoit la spécification Standard Webhooks : `webhook-id`, `webhook-timestamp` et `webhook-signature` (`v1,` suivi du HMAC-SHA256 en base64 de `id.timestamp.body` avec le secret `whsec_` de votre clé).",
  retriesText:
    "Répondez par n'importe quel 2xx dans les {timeoutSeconds} secondes. Toute autre réponse entraîne un nouvel essai, {firstRetrySeconds} secondes plus tard d'abord, puis à des intervalles plus longs allant jusqu'à {lastRetryHours} heures, pendant {retryForHours} heures ; chaque tentative d'un même événement porte le même `webhook-id`. Les webhooks ne vont qu'à des adresses publiques (jamais en boucle locale, privées ou lien-local).",
  idempotencyHeading: "Relancer un appel sans risque",
  idempotencyText:
    "Envoyez `Idempotency-Key` (une chaîne unique entre guillemets) : le même appel renvoyé par le même appelant répond le même `task_id` tant que la tâche est conservée, au lieu de créer une deuxième tâche. La même clé avec une requête différente reçoit **422**.",
  keyedExampleLabel: "Exemple d'appel avec une clé",
  verifyExampleLabel: "Vérifier un webhook",
  batchesHeading: "Lots, packs de destinations et transformations par URL",
  batchesText:
    "`POST /api/batch` prend jusqu'à {maxBatchInputs} entrées (`files`, `urls`, `source_keys`, ou `inputs` en JSON) et une liste d'opérations, les mêmes `operations` et `output` que `POST /api/edit`. Chaque entrée devient sa propre tâche, avec les mêmes vérifications ; si une entrée est refusée, l'erreur la désigne et rien n'est lancé. Suivez le lot sur `/api/batch/{id}`, téléchargez chaque résultat depuis sa tâche, ou tous ensemble en un ZIP une fois le lot terminé. Pour annuler les tâches encore en cours, envoyez `DELETE /api/batch/{id}` avec le `cancel_token` de la réponse de l'appel de lancement dans l'en-tête `X-Cancel-Token` : seule la personne qui a lancé le lot peut l'annuler, et sans cet en-tête la réponse est **403** `cancel-not-allowed`.",
  packsText:
    "`POST /api/destinations-pack` prépare une entrée pour plusieurs destinations à la fois (identifiants fournis par `GET /api/destinations`). Son ZIP contient un fichier par destination et une ligne de README.txt pour chacune, qui dit quelles limites il respecte et ce qui a été changé pour les respecter.",
  transformsText:
    "`GET /t/{key id}.{signature}/…operations…/{source}` répond au lien source avec les opérations appliquées : on peut donc l'utiliser directement comme adresse d'image. Les opérations s'écrivent `resize:w=320`, `crop:1:1`, `speed:2`, `format:webp` ou `name:key=value,…`, les mêmes étapes que `POST /api/edit`, et se terminent dans n'importe lequel de ses formats. La signature est le HMAC-SHA256 en base64url du chemin qui la suit, calculé avec le secret `whsec_` de votre clé, comme signe imgproxy. Les chemins sans signature, ou avec une signature erronée, reçoivent **403**. La première requête crée une tâche et répond le résultat, ou **202** avec l'adresse de son état si elle prend plus de quelques secondes. Ensuite, le même chemin est servi depuis le cache (même `ETag`) aussi longtemps que les résultats sont conservés.",
  batchExampleLabel: "Un lot et un pack de destinations",
  transformExampleLabel: "Signer une transformation par URL",
  clientHeading: "Le client, la ligne de commande et MCP",
  clientText:
    "`@gifkit/client` est un client typé tiré du document OpenAPI : les options de chaque outil et chaque opération sont typées, les envois indiquent leur avancement, `finish` interroge à intervalles croissants (et respecte `Retry-After`), `cancel` envoie le jeton d'annulation de la tâche. Il lance et suit aussi les lots.",
  cliText:
    "`gifkit`, la ligne de commande, lance chaque outil avec ses options en drapeaux, enchaîne avec `--ops`, traite des lots avec `gifkit batch`, affiche du `--json` sur demande et se termine avec un code par type d'échec. `--server` le dirige vers un GifKit que vous hébergez vous-même. `gifkit mcp` est un serveur Model Context Protocol pour les agents d'IA : il présente les outils et la liste d'opérations, et enregistre les résultats dans des fichiers.",
  clientExampleLabel: "Le client typé",
  cliExampleLabel: "La ligne de commande",
  errorsHeading: "Erreurs et codes",
  errorsText:
    'Un appel refusé répond son statut HTTP avec `{"error": "…", "code": "…"}` : le message est écrit pour les personnes, le code pour les programmes (il ne change jamais). Une tâche en échec dit la même chose dans son état, en `error` et `error_code`. Une étape refusée d\'une liste d\'opérations nomme aussi l\'étape ; un outil GIF qui reçoit une vidéo ou des images indique les appels qui les acceptent (`tools`). Voici tous les codes :',
} satisfies ApiCopy;
