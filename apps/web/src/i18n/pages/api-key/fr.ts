import type { ApiKeyCopy } from "./en.ts";

export const apiKey = {
  title: "Votre clé d'API",
  description:
    "La page de votre clé d'API GifKit : quota du jour, octets reçus et envoyés, ses tâches et envois de webhooks. La clé l'ouvre ; il n'y a pas de compte.",
  crumb: "Votre clé d'API",
  eyebrow: "Pour les développeurs",
  heading: "Votre clé d'API",
  intro:
    "Ni compte ni mot de passe : la clé elle-même ouvre cette page. Collez-la ci-dessous, ou ouvrez l'adresse que cette page vous donne une fois la clé affichée.",
  revealHeading: "Votre nouvelle clé : copiez-la maintenant",
  revealText:
    "Elle ne s'affiche que cette fois : GifKit n'en garde que l'empreinte et ne peut pas la montrer à nouveau. Envoyez-la sous la forme `Authorization: Bearer …`.",
  secretHeading: "Secret de signature des webhooks",
  secretText:
    "Les webhooks envoyés à votre `callback_url` sont signés avec lui (Standard Webhooks) ; il figure aussi sur cette page chaque fois que vous l'ouvrez avec la clé.",
  openHeading: "Ouvrir la page de votre clé",
  keyLabel: "Clé d'API",
  show: "Voir l'utilisation",
  privacyNote:
    "La clé n'est envoyée à GifKit que dans l'en-tête Authorization, jamais dans une adresse : elle n'apparaît dans aucun journal du serveur. L'adresse de la page se termine ensuite par `#key=…` : la partie après `#` ne quitte jamais votre navigateur, et un favori vous ramène ici.",
  usageHeading: "Utilisation",
  script: {
    keyId: "Identifiant de la clé",
    created: "Créée le",
    email: "E-mail",
    startedToday: "Lancées aujourd'hui ({day}, UTC)",
    startedTodayValue: "{starts} sur {perDay} : encore {left}",
    startRate: "Rythme de lancement",
    startRateValue: { one: "{count} tâche par minute", other: "{count} tâches par minute" },
    unfinished: "En attente ou en cours à la fois",
    bytesToday: "Octets aujourd'hui",
    bytesValue: "{in} reçus, {out} envoyés",
    allTime: "Depuis le début",
    allTimeValue: {
      one: "{count} tâche, {in} reçus, {out} envoyés",
      other: "{count} tâches, {in} reçus, {out} envoyés",
    },
    bytes: { one: "{count} octet", other: "{count} octets" },
    megabytes: "{count} Mo",
    time: "{time} UTC",
    webhookSecret: "Secret de signature des webhooks",
    tasksHeading: "Tâches des dernières 24 heures",
    noTasks: "Aucune tâche pour l'instant.",
    tasksLabel: "Tâches",
    taskColumn: "Tâche",
    toolColumn: "Outil",
    stateColumn: "État",
    startedColumn: "Lancée le",
    deliveriesHeading: "Envois de webhooks des 7 derniers jours",
    noDeliveries: "Aucun webhook pour l'instant.",
    deliveriesLabel: "Envois de webhooks",
    callbackColumn: "Destination",
    attemptsColumn: "Tentatives",
    nextTry: "{state} (prochain essai {time})",
    attempt: "{time} : {status}",
    attemptError: "{time} : {status} ({error})",
    noAnswer: "pas de réponse",
    revoke: "Révoquer cette clé",
    revokeConfirm:
      "Révoquer définitivement cette clé ? Tout appel avec elle sera refusé ; les appels sans clé continuent de fonctionner.",
    revoked: "La clé est révoquée. Les appels avec elle sont désormais refusés.",
    keyFormat:
      "Une clé d'API commence par gk_ et ne contient pas d'espaces. Collez la clé entière.",
    networkFailed: "Impossible de joindre GifKit. Vérifiez votre connexion Internet et réessayez.",
    unexpected: "Une erreur s'est produite. Réessayez.",
  },
  serverErrors: {
    "invalid-api-key":
      "Cette clé d'API n'est pas valide. Vérifiez que vous avez collé la clé entière, ou demandez-en une nouvelle sur la page de l'API.",
    "api-key-revoked":
      "Cette clé d'API a été révoquée. Demandez-en une nouvelle sur la page de l'API ; les appels sans clé fonctionnent avec les limites d'une adresse.",
    "confirmation-expired":
      "Ce lien a déjà servi ou a expiré (un lien fonctionne une fois, dans les {linkHours} heures). Demandez une nouvelle clé sur la page de l'API.",
    "rate-limited": "Trop de requêtes en peu de temps. Patientez un instant, puis réessayez.",
  },
} satisfies ApiKeyCopy;
