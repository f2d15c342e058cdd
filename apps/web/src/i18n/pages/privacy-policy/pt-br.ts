import type { PrivacyPolicyCopy } from "./en.ts";

export const privacyPolicy = {
  title: "Política de privacidade",
  description:
    "Como o GifKit trata seus arquivos e dados: processados em nossos servidores, envios apagados ao fim da tarefa e resultados apagados após {minutes} minutos.",
  crumb: "Política de privacidade",
  heading: "Política de privacidade",
  intro:
    "Esta política explica, em palavras simples, o que acontece com seus arquivos e dados quando você usa o GifKit.",
  updatedLabel: "Última atualização:",
  englishBinds:
    "Esta é uma tradução, para sua conveniência. O texto válido é a [versão em inglês](/privacy-policy).",
  summaryHeading: "Em resumo",
  summary: [
    "Você não precisa de conta. Não pedimos seu nome para usar nenhuma ferramenta.",
    "Os arquivos que você envia (ou os links que você nos dá) são **processados em nossos servidores** e guardados apenas pelo tempo indicado na lista abaixo: nunca mais de **{minutes} minutos**. Baixe seus resultados antes disso.",
    "Nunca vendemos seus arquivos ou dados, e nunca olhamos seus arquivos, a não ser para processá-los automaticamente.",
    "Cookies de publicidade só são usados se você os aceitar no aviso de cookies.",
  ],
  filesHeading: "Arquivos e links que você nos dá",
  files:
    "Para criar ou editar um GIF, o arquivo que você escolhe é enviado ao GifKit e guardado temporariamente enquanto uma tarefa o processa. Se você colar um link, nosso servidor baixa esse arquivo para você. Cada arquivo pode ter até {maxUpload}.",
  retentionIntro: "Por quanto tempo cada tipo de arquivo é guardado:",
  retentionLabelEnd: ".",
  retention: {
    uploads: {
      label: "Arquivos enviados",
      text: "Um arquivo enviado com uma tarefa é apagado assim que a tarefa termina, dando certo ou não.",
    },
    results: {
      label: "Resultados",
      text: "Os resultados, e o status da tarefa deles, são apagados {minutes} minutos depois de criados.",
    },
    "estimate-samples": {
      label: "Amostras para estimar o tamanho",
      text: "Um GIF enviado para estimar o tamanho (o do Otimizar GIF: seu GIF, ou os primeiros quadros dele se for grande) é guardado como um resultado, por {minutes} minutos, para que mudar uma configuração não exija enviá-lo de novo.",
    },
    "link-uploads": {
      label: "Vídeos de links e de pré-visualização",
      text: "Um vídeo baixado de um link, ou enviado para uma pré-visualização no navegador, no Vídeo para GIF é guardado por até {minutes} minutos sob a chave do envio, até que uma conversão o use (ele é então apagado quando essa tarefa termina).",
    },
  },
  afterRetention: [
    "A exclusão é automática. Não guardamos cópias, não usamos seus arquivos para treinar modelos e não os compartilhamos com ninguém.",
    "O Gerador de GIF com IA envia o seu texto (nenhum arquivo) ao servidor de geração configurado para o GifKit. O texto é usado apenas para criar sua animação.",
  ],
  messagesHeading: "Mensagens que você nos envia",
  messages:
    "Se você usar o [formulário de contato](/contact), guardamos seu nome, endereço de e-mail e mensagem em nossos servidores e os encaminhamos à nossa caixa de suporte para podermos responder. Nós os mantemos pelo tempo necessário para responder a você e tratar de qualquer acompanhamento. Você pode pedir que os apaguemos a qualquer momento.",
  technicalHeading: "Dados técnicos",
  technical:
    "Como qualquer servidor web, os nossos veem seu endereço IP e detalhes básicos de cada requisição. Usamos esses dados para entregar o site, mantê-lo seguro e aplicar limites de uso justo (por exemplo, quantas tarefas ou mensagens um endereço pode iniciar em um período). Não criamos perfis com esses dados.",
  cookiesHeading: "Cookies e publicidade",
  cookies:
    "O GifKit guarda uma pequena entrada no seu navegador para lembrar sua escolha sobre cookies. Se você clicar em **{accept}**, carregamos o script de publicidade do Google, que pode definir os próprios cookies para exibir e medir anúncios. Se você clicar em **{decline}**, nenhum script de publicidade é carregado. Você pode mudar sua escolha a qualquer momento em **{settings}**, no rodapé de todas as páginas. Os detalhes estão na nossa [política de cookies](/cookie-policy).",
  rightsHeading: "Seus direitos",
  rights:
    "Dependendo de onde você mora, você pode ter o direito de acessar, corrigir ou apagar dados pessoais que temos sobre você e de se opor ao uso deles. Como não temos contas e apagamos os arquivos automaticamente, os únicos dados pessoais que normalmente temos são os que você envia pelo formulário de contato. Escreva para {email} e vamos ajudar.",
  childrenHeading: "Crianças",
  children:
    "O GifKit não se destina a crianças menores de 13 anos, e não coletamos intencionalmente dados delas.",
  changesHeading: "Alterações nesta política",
  changes:
    "Se mudarmos a forma como tratamos os dados, atualizaremos esta página e a data no topo. Dúvidas? Escreva para {email}.",
} satisfies PrivacyPolicyCopy;
