import type { ApiKeyCopy } from "./en.ts";

export const apiKey = {
  title: "Sua chave de API",
  description:
    "A página da sua chave de API do GifKit: a cota de hoje, os bytes de entrada e saída, as tarefas e as entregas de webhook. A chave abre a página; não há conta.",
  crumb: "Sua chave de API",
  eyebrow: "Para desenvolvedores",
  heading: "Sua chave de API",
  intro:
    "Sem conta e sem senha: a própria chave abre esta página. Cole a chave abaixo ou abra o endereço que esta página mostra depois que a chave aparece.",
  revealHeading: "Sua nova chave: copie agora",
  revealText:
    "Ela aparece só desta vez: o GifKit guarda apenas o hash dela e não consegue mostrá-la de novo. Envie como `Authorization: Bearer …`.",
  secretHeading: "Segredo de assinatura dos webhooks",
  secretText:
    "Os webhooks para a sua `callback_url` são assinados com ele (Standard Webhooks); ele também aparece nesta página sempre que você a abre com a chave.",
  openHeading: "Abra a página da sua chave",
  keyLabel: "Chave de API",
  show: "Ver o uso",
  privacyNote:
    "A chave vai para o GifKit só no cabeçalho Authorization, nunca num endereço, então não fica em nenhum log do servidor. Depois, o endereço da página termina em `#key=…`: a parte depois do `#` nunca sai do seu navegador, e salvar nos favoritos traz você de volta aqui.",
  usageHeading: "Uso",
  script: {
    keyId: "ID da chave",
    created: "Criada em",
    email: "E-mail",
    startedToday: "Iniciadas hoje ({day}, UTC)",
    startedTodayValue: "{starts} de {perDay}: faltam {left}",
    startRate: "Ritmo de início",
    startRateValue: { one: "{count} tarefa por minuto", other: "{count} tarefas por minuto" },
    unfinished: "Na fila ou em andamento ao mesmo tempo",
    bytesToday: "Bytes de hoje",
    bytesValue: "{in} de entrada, {out} de saída",
    allTime: "Desde o início",
    allTimeValue: {
      one: "{count} tarefa, {in} de entrada, {out} de saída",
      other: "{count} tarefas, {in} de entrada, {out} de saída",
    },
    bytes: { one: "{count} byte", other: "{count} bytes" },
    megabytes: "{count} MB",
    time: "{time} UTC",
    webhookSecret: "Segredo de assinatura dos webhooks",
    tasksHeading: "Tarefas das últimas 24 horas",
    noTasks: "Nenhuma tarefa ainda.",
    tasksLabel: "Tarefas",
    taskColumn: "Tarefa",
    toolColumn: "Ferramenta",
    stateColumn: "Estado",
    startedColumn: "Iniciada em",
    deliveriesHeading: "Entregas de webhook dos últimos 7 dias",
    noDeliveries: "Nenhum webhook ainda.",
    deliveriesLabel: "Entregas de webhook",
    callbackColumn: "Destino",
    attemptsColumn: "Tentativas",
    nextTry: "{state} (próxima tentativa {time})",
    attempt: "{time}: {status}",
    attemptError: "{time}: {status} ({error})",
    noAnswer: "sem resposta",
    revoke: "Revogar esta chave",
    revokeConfirm:
      "Revogar esta chave de vez? Toda chamada com ela será recusada; chamadas sem chave continuam funcionando.",
    revoked: "A chave foi revogada. Chamadas com ela agora são recusadas.",
    keyFormat: "Uma chave de API começa com gk_ e não tem espaços. Cole a chave inteira.",
    networkFailed:
      "Não foi possível acessar o GifKit. Verifique sua conexão com a internet e tente de novo.",
    unexpected: "Algo deu errado. Tente de novo.",
  },
  serverErrors: {
    "invalid-api-key":
      "Esta chave de API não é válida. Confira se você colou a chave inteira ou peça uma nova na página da API.",
    "api-key-revoked":
      "Esta chave de API foi revogada. Peça uma nova na página da API; chamadas sem chave funcionam com os limites de um endereço.",
    "confirmation-expired":
      "Este link já foi usado ou expirou (os links funcionam uma vez, em até {linkHours} horas). Peça uma nova chave na página da API.",
    "rate-limited": "Pedidos demais em pouco tempo. Espere um pouco e tente de novo.",
  },
} satisfies ApiKeyCopy;
