import type { ContactCopy } from "./en.ts";

export const contact = {
  title: "Fale conosco",
  description:
    "Dúvidas, sugestões ou um problema com uma ferramenta de GIF? Mande uma mensagem ao GifKit ou ao e-mail de suporte. Respondemos em até 2 dias úteis.",
  crumb: "Contato",
  heading: "Fale conosco",
  intro: "Dúvidas, ideias ou um problema com uma ferramenta? Lemos todas as mensagens.",
  formHeading: "Envie uma mensagem",
  allRequired: "Todos os campos são obrigatórios.",
  detailsHeading: "Dados de contato",
  emailLabel: "E-mail",
  hoursLabel: "Horário de atendimento",
  hours: "De segunda a sexta, das 9:00 às 17:00 (GMT)",
  responseLabel: "Prazo de resposta",
  response: "Respondemos em até 2 dias úteis.",
  privacyHeading: "Sua privacidade",
  privacy:
    "Usamos seu nome e e-mail só para responder a você. Sua mensagem fica guardada nos nossos servidores e é enviada à nossa caixa de suporte; veja a [política de privacidade](/privacy-policy).",
  elsewhereLabel: "Outras ajudas",
  elsewhereHeading: "Procurando outra coisa?",
  helpCenter: "Central de ajuda",
  faq: "Perguntas frequentes",
  home: "Página inicial do GifKit",
  form: {
    name: "Nome",
    email: "E-mail",
    message: "Mensagem",
    honeypot: "Deixe este campo vazio",
    send: "Enviar mensagem",
    sending: "Enviando…",
    sent: "Obrigado! Sua mensagem foi enviada.",
    missingFields: "Preencha todos os campos.",
    invalidEmail: "Digite um e-mail válido.",
    serverFailed: "Não foi possível enviar a mensagem.",
    unexpected: "Algo deu errado.",
    networkFailed:
      "Não foi possível enviar sua mensagem: a conexão com o GifKit falhou. Verifique sua internet e tente de novo.",
  },
  serverErrors: {
    "missing-fields": "Preencha todos os campos.",
    "invalid-email": "Digite um e-mail válido.",
    "field-too-long": "Um dos campos está longo demais. Encurte o texto e tente de novo.",
    "rate-limited": "Você enviou várias mensagens em pouco tempo. Espere um pouco e tente de novo.",
  },
} satisfies ContactCopy;
