import type { ApiCopy } from "./en.ts";

export const api = {
  title: "API de GIF para desenvolvedores",
  description:
    "A API HTTP do GifKit: {toolCount} ferramentas de GIF no servidor: vídeo para GIF, otimizar, cortar, efeitos. Inicie uma tarefa, veja o status, pegue o resultado.",
  crumb: "API",
  eyebrow: "Para desenvolvedores",
  heading: "A API do GifKit",
  intro:
    "Tudo o que o site faz está disponível por HTTP simples: envie um arquivo ou um link, receba o id de uma tarefa, acompanhe o status e baixe o resultado. Grátis dentro dos mesmos limites do site, ou com os limites maiores e os webhooks de uma chave de API gratuita.",
  baseHeading: "Endereço base da API",
  baseText: "A mesma origem do site. Todo erro é JSON: {error, code}.",
  openApiHeading: "Especificação OpenAPI",
  openApiText:
    "OpenAPI 3.1, gerada a partir dos mesmos schemas que o servidor usa para validar. Também em [JSON](/api/openapi.json).",
  endpointsHeading: "Endpoints",
  endpointsIntro:
    "A API oferece uma chamada de início para cada uma das {toolCount} ferramentas que rodam no servidor{browserOnly}, além de chamadas de status e de download. As chamadas das ferramentas recebem `multipart/form-data` com um `file` ou uma `url` e as opções da ferramenta, e respondem **202** com um `task_id`.",
  browserOnlyNote: " ({names} funciona só no navegador)",
  callsLabel: "Chamadas da API",
  callColumn: "Chamada",
  whatColumn: "O que faz",
  calls: {
    "POST /api/gif-metadata":
      "Responde na hora com a duração, o número de quadros, a largura e a altura.",
    "POST /api/analyze":
      "Responde na hora com para onde vão os bytes de um GIF (partes, quadros) e o que daria para economizar.",
    "GET /api/task-status/{id}":
      "Status (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), progresso e resultado.",
    "GET /api/download/{key}":
      "Baixa um arquivo de resultado pela chave que está no resultado da tarefa.",
    "DELETE /api/task/{id}":
      "Cancela uma tarefa na fila ou em andamento; os arquivos dela são apagados.",
    "POST /api/keys": "Pede uma chave de API: um link para ela é enviado ao e-mail.",
    "POST /api/keys/confirm": "Entra o token do link, sai a chave nova (uma única vez).",
    "GET /api/keys/me": "Com a chave: a cota, os bytes, as tarefas e as entregas de webhook dela.",
    "DELETE /api/keys/me": "Com a chave: revoga a chave de vez.",
    "POST /api/batch":
      "Até {maxBatchInputs} entradas e uma lista de operações: uma tarefa por entrada.",
    "POST /api/destinations-pack":
      "Uma entrada preparada para vários lugares (Discord, emoji do Slack, Telegram...): um lote.",
    "GET /api/batch/{id}":
      "O status e o progresso de um lote, e cada tarefa com o link de download.",
    "GET /api/batch/{id}/zip":
      "Todos os resultados de um lote concluído em um só ZIP (o de um pacote, com README.txt).",
    "DELETE /api/batch/{id}":
      "Cancela todas as tarefas do lote que ainda estão na fila ou em andamento.",
    "GET /t/{signature}/{operations}/{source}":
      "Uma transformação por URL assinada: o próprio resultado, em cache (ETag).",
  },
  untranslatedToolCalls: {
    "/api/edit": "Qualquer sequência de edições de uma vez, para qualquer formato de saída.",
  },
  quickStartHeading: "Início rápido",
  quickStart: [
    "Inicie uma tarefa com a chamada de uma ferramenta. Você recebe o id da tarefa na hora.",
    "Consulte `/api/task-status/{id}` a cada um ou dois segundos até o status ser SUCCESS ou FAILURE.",
    "Baixe cada resultado com a chave dele antes que seja apagado (veja abaixo).",
  ],
  retentionHeading: "Por quanto tempo os arquivos ficam guardados",
  retentionLabelEnd: ":",
  limitsNote:
    "Arquivos enviados e por link podem ter até {maxUpload}; os outros limites estão nas [perguntas frequentes](/faq). Requisições demais recebem **429** com um cabeçalho Retry-After. Dúvidas: {email}.",
  exampleLabel: "Requisição de exemplo",
  keysHeading: "Chaves de API (opcionais)",
  keysText:
    "Toda chamada funciona sem chave, com os limites de um endereço. Uma chave dá a um programa limites próprios e maiores, webhooks e uma página de uso. Não há conta nem senha: peça com um e-mail, abra o link que enviamos (ele funciona uma vez, em até {linkHours} horas) e a chave é mostrada uma única vez. O GifKit guarda só o hash dela. Envie como `Authorization: Bearer gk_…`.",
  keyRequests:
    "No máximo {perAddressPerHour} pedidos de chave por hora de um endereço e {perEmailPerDay} por dia para um e-mail. A página da sua chave ([/api-key](/api-key)) mostra a cota de hoje, os bytes de entrada e saída, as tarefas e as entregas de webhook, e permite revogá-la.",
  getKeyHeading: "Pegue uma chave",
  form: {
    email: "Seu e-mail",
    send: "Quero uma chave por e-mail",
    sending: "Enviando…",
    invalidEmail: "Digite um e-mail válido.",
    networkFailed:
      "Não foi possível acessar o GifKit. Verifique sua conexão com a internet e tente de novo.",
    unexpected: "Algo deu errado. Tente de novo.",
    sent: "Confira sua caixa de entrada: o link para a sua chave está a caminho. Ele funciona uma vez, em até {linkHours} horas.",
  },
  serverErrors: {
    "missing-fields": "Digite seu e-mail.",
    "invalid-email": "Digite um e-mail válido.",
    "email-unavailable":
      "Este servidor não consegue enviar e-mails (não há um relay SMTP configurado), então não pode fornecer chaves de API.",
    "rate-limited": "Pedidos de chave demais por enquanto. Tente de novo mais tarde.",
  },
  callerLimitsHeading: "Limites por tipo de cliente",
  callerLimitsText:
    "Toda chamada de início responde com os cabeçalhos `RateLimit-Policy` e `RateLimit` do IETF (qual é a cota e quanto resta); acima de um limite, a resposta é **429** com `Retry-After` em segundos. Uma chave revogada ou errada recebe **401**.",
  limitColumn: "Limite",
  withoutKeyColumn: "Sem chave (por endereço)",
  withKeyColumn: "Com chave (por chave)",
  limitRows: {
    startsPerMinute: "Tarefas iniciadas por minuto",
    startsPerDay: "Tarefas iniciadas por dia (UTC)",
    unfinishedTasks: "Tarefas na fila ou em andamento ao mesmo tempo",
    storedBytes: "Arquivos guardados ao mesmo tempo",
    webhooks: "Webhooks (callback_url)",
  },
  noDailyQuota: "Sem cota diária",
  stillPerAddress: "{size} (ainda por endereço)",
  yes: "Sim",
  no: "Não",
  webhooksHeading: "Webhooks e novas tentativas",
  webhooksText:
    "Com uma chave, adicione `callback_url` a qualquer chamada de início. Quando a tarefa termina (`task.succeeded`, `task.failed` ou `task.cancelled`), o GifKit faz um POST de `{type, timestamp, data}` para ele, em que `data` é o status da tarefa, assinado como diz a especificação Standard Webhooks: `webhook-id`, `webhook-timestamp` e `webhook-signature` (`v1,` e o HMAC-SHA256 em base64 de `id.timestamp.body` com o segredo `whsec_` da sua chave).",
  retriesText:
    "Responda com qualquer 2xx em até {timeoutSeconds} segundos. Qualquer outra resposta é tentada de novo, primeiro {firstRetrySeconds} segundos depois e então com esperas maiores, de até {lastRetryHours} horas, durante {retryForHours} horas; todas as tentativas de um mesmo evento têm o mesmo `webhook-id`. Webhooks só vão para endereços públicos (nunca loopback, privados ou link-local).",
  idempotencyHeading: "Repetir uma chamada de início com segurança",
  idempotencyText:
    "Envie `Idempotency-Key` (uma string única entre aspas): a mesma chamada repetida pelo mesmo cliente responde o mesmo `task_id` enquanto a tarefa estiver guardada, em vez de criar uma segunda tarefa. A mesma chave com uma requisição diferente recebe **422**.",
  keyedExampleLabel: "Chamada de exemplo com chave",
  verifyExampleLabel: "Verificar um webhook",
  batchesHeading: "Lotes, pacotes de destinos e transformações por URL",
  batchesText:
    "`POST /api/batch` recebe até {maxBatchInputs} entradas (`files`, `urls`, `source_keys` ou `inputs` em JSON) e uma lista de operações, com os mesmos `operations` e `output` de `POST /api/edit`. Cada entrada vira uma tarefa própria, com as mesmas verificações; se uma entrada é recusada, o erro diz qual e nada é iniciado. Acompanhe o lote em `/api/batch/{id}`, baixe cada resultado pela tarefa dele ou todos juntos em um ZIP quando o lote terminar. Para cancelar as tarefas que ainda estão em andamento, envie `DELETE /api/batch/{id}` com o `cancel_token` da resposta da chamada de início no cabeçalho `X-Cancel-Token`: só quem iniciou o lote pode cancelá-lo e, sem esse cabeçalho, a resposta é **403** `cancel-not-allowed`.",
  packsText:
    "`POST /api/destinations-pack` prepara uma entrada para vários lugares de uma vez (ids em `GET /api/destinations`). O ZIP traz um arquivo por lugar e uma linha no README.txt para cada um, dizendo quais limites ele atende e o que foi mudado para atendê-los.",
  transformsText:
    "`GET /t/{key id}.{signature}/…operations…/{source}` responde o link de origem com as operações aplicadas, então pode ser usado direto como endereço de imagem. As operações são escritas `resize:w=320`, `crop:1:1`, `speed:2`, `format:webp` ou `name:key=value,…`, os mesmos passos de `POST /api/edit`, terminando em qualquer um dos formatos dele. A assinatura é o HMAC-SHA256 em base64url do caminho depois dela, feito com o segredo `whsec_` da sua chave, como o imgproxy assina. Caminhos sem assinatura, ou com uma errada, recebem **403**. A primeira requisição cria uma tarefa e responde o resultado, ou **202** com o endereço do status se demorar mais que alguns segundos. Depois disso, o mesmo caminho é servido do cache (o mesmo `ETag`) enquanto os resultados forem guardados.",
  batchExampleLabel: "Um lote e um pacote de destinos",
  transformExampleLabel: "Assinar uma transformação por URL",
  clientHeading: "O cliente, a linha de comando e o MCP",
  clientText:
    "`@gifkit/client` é um cliente tipado feito a partir do documento OpenAPI: as opções de cada ferramenta e cada operação têm tipos, os envios informam o progresso, `finish` consulta com esperas crescentes (e respeita `Retry-After`) e `cancel` envia o token de cancelamento da tarefa. Ele também inicia e acompanha lotes.",
  cliText:
    "`gifkit`, a linha de comando, roda cada ferramenta com as opções dela como flags, encadeia com `--ops`, processa lotes com `gifkit batch`, imprime `--json` quando pedido e sai com um código por tipo de falha. `--server` aponta para um GifKit que você mesmo roda. `gifkit mcp` é um servidor Model Context Protocol para agentes de IA: lista as ferramentas e a lista de operações e salva os resultados em arquivos.",
  clientExampleLabel: "O cliente tipado",
  cliExampleLabel: "A linha de comando",
  errorsHeading: "Erros e códigos",
  errorsText:
    'Uma chamada recusada responde o status HTTP com `{"error": "…", "code": "…"}`: a mensagem é escrita para pessoas e o código para programas (ele nunca muda). Uma tarefa que falhou diz o mesmo no status, como `error` e `error_code`. Um passo recusado de uma lista de operações também diz qual é o passo; uma ferramenta de GIF que recebe um vídeo ou imagens lista as chamadas que os aceitam (`tools`). Estes são todos os códigos:',
} satisfies ApiCopy;
