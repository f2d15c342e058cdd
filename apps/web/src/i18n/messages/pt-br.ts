import type { SiteMessages } from "./en.ts";

/** Português do Brasil (glossário: docs/i18n/pt-BR.md). Tratamento por "você". */
export const ptBR = {
  language: {
    label: "Idioma",
    suggestion: "Esta página também está em português.",
    suggestionLink: "Ler em português",
    dismiss: "Fechar",
    notTranslated: "Esta página ainda não foi traduzida; ela aparece em inglês.",
    blogEnglishOnly: "O blog é escrito em inglês.",
  },
  shell: {
    skipToContent: "Pular para o conteúdo",
    homeLabel: "Página inicial do GifKit",
    mainNav: "Principal",
    mobileNav: "Celular",
    breadcrumb: "Trilha de navegação",
    tools: "Ferramentas",
    blog: "Blog",
    about: "Sobre",
    help: "Ajuda",
    contact: "Contato",
    faq: "Perguntas frequentes",
    api: "API",
    allToolsByTask: {
      one: "A {count} ferramenta, por tarefa",
      other: "Todas as {count} ferramentas, por tarefa",
    },
    allToolsByTaskShort: "Todas as ferramentas por tarefa",
    openMenu: "Abrir o menu",
    closeMenu: "Fechar o menu",
    makeGif: "Criar um GIF",
    tagline:
      "Ferramentas online grátis para criar e editar GIFs animados. Sem cadastro, sem marca d'água.",
    legal: "Jurídico",
    privacyPolicy: "Política de privacidade",
    terms: "Termos de uso",
    cookiePolicy: "Política de cookies",
    cookieSettings: "Configurar cookies",
    rightsReserved: "GifKit. Todos os direitos reservados.",
    filesNote: "Os arquivos são processados em nossos servidores e apagados automaticamente.",
    shareImageAlt: "GifKit: ferramentas on-line grátis para criar e editar GIFs animados",
  },
  consent: {
    label: "Consentimento de cookies",
    text: "Usamos cookies para os anúncios que mantêm o GifKit grátis. O armazenamento essencial (como esta escolha) fica sempre ativo; anúncios e medição, só com o seu consentimento.",
    policyLink: "Política de cookies",
    decline: "Recusar os não essenciais",
    accept: "Aceitar todos",
  },
  errors: {
    notFoundTitle: "Página não encontrada",
    notFoundText: "A página que você procura não existe ou mudou de endereço.",
    /** The not-found page's meta description (at least 50 characters). */
    notFoundDescription:
      "A página que você procura não existe ou mudou de endereço. Comece pela página inicial ou por uma das ferramentas populares.",
    errorTitle: "Algo deu errado",
    errorText: "Não foi possível mostrar esta página. Recarregue-a ou volte para a página inicial.",
    goHome: "Ir para a página inicial",
    backHome: "Voltar para a página inicial",
    helpCenter: "Ir para a central de ajuda",
    popularTools: "Ferramentas populares",
  },
  apiErrors: {
    "bad-request": "Não foi possível ler a solicitação. Recarregue a página e tente de novo.",
    "invalid-options":
      "Uma das configurações não é válida. Confira as configurações e tente de novo.",
    "duplicate-field":
      "Uma configuração foi enviada duas vezes. Recarregue a página e tente de novo.",
    "missing-input":
      "Nenhum arquivo ou link foi enviado. Escolha um arquivo ou cole um link e tente de novo.",
    "too-many-files": "Arquivos demais para esta ferramenta. Remova alguns e tente de novo.",
    "too-many-parts": "O envio tem partes demais. Envie menos arquivos de uma vez.",
    "malformed-upload": "O envio foi interrompido ou corrompido no caminho. Tente de novo.",
    "file-too-large": "O arquivo passa do limite de {maxUpload}.",
    "unsupported-file-type":
      "Esta ferramenta não aceita esse tipo de arquivo. Confira os formatos aceitos abaixo da área de envio.",
    "empty-file": "O arquivo está vazio.",
    "source-expired":
      "Esse resultado não está mais guardado (os resultados são apagados após {minutes} minutos). Envie o arquivo de novo.",
    "upload-expired": "Esse envio não está mais guardado. Envie o arquivo de novo.",
    "rate-limited":
      "Solicitações demais a partir da sua conexão. Aguarde um pouco e tente de novo.",
    "too-many-running-tasks":
      "Você já tem várias tarefas em andamento. Espere uma terminar e tente de novo.",
    "expected-time-too-long":
      "Esta conversão levaria mais que o tempo limite. Escolha um trecho mais curto, uma largura menor, menos quadros por segundo ou uma qualidade mais baixa.",
    "too-many-connections":
      "Há conexões demais a partir do seu endereço agora. Feche outras abas do GifKit e tente de novo.",
    "queue-full": "O servidor está ocupado agora. Tente de novo daqui a um minuto.",
    "queue-unavailable": "Não é possível iniciar tarefas agora. Tente de novo em alguns minutos.",
    "storage-full": "O servidor está sem espaço para mais arquivos no momento. Tente mais tarde.",
    "address-storage-full":
      "Seus arquivos no servidor chegaram ao limite. Espere os resultados anteriores serem apagados e tente de novo.",
    "internal-error": "Algo deu errado do nosso lado. Tente de novo.",
    "url-not-allowed":
      "Este link não pode ser usado: ele precisa ser um endereço http ou https público.",
    "url-fetch-failed":
      "Não foi possível baixar o arquivo deste link. Confira se o link funciona e é público, ou baixe o arquivo e envie-o.",
    "youtube-playlist": "Este é o link de uma playlist. Cole o link de um único vídeo.",
    "youtube-too-long":
      "Este vídeo do YouTube é longo demais para converter. Use um vídeo mais curto, ou baixe o trecho de que precisa e envie-o.",
    "youtube-live":
      "Transmissões ao vivo não podem ser convertidas. Tente de novo quando a transmissão terminar.",
    "youtube-unavailable":
      "Não é possível baixar este vídeo do YouTube: ele pode ser privado, ter restrição de idade ou ter sido removido.",
    "input-too-large":
      "O arquivo é grande demais para processar: as dimensões ou o número de quadros passam dos limites. Reduza-o antes; as perguntas frequentes listam os limites.",
    "damaged-input": "O arquivo está danificado e não pode ser lido. Tente outra cópia dele.",
    "corrupt-input":
      "Não foi possível ler o arquivo: ele pode estar danificado ou não ser do tipo que o nome indica.",
    "unreadable-image":
      "Não foi possível ler uma das imagens. Salve-a de novo como PNG ou JPEG e tente outra vez.",
    "no-video-stream": "Este arquivo não contém vídeo.",
    "invalid-font": "Não foi possível ler o arquivo de fonte. Use uma fonte TTF ou OTF.",
    "missing-font": "A fonte escolhida para o texto não foi enviada. Escolha a fonte de novo.",
    "no-audio-stream": "Este arquivo não tem som.",
    "invalid-subtitles": "Não foi possível ler o arquivo de legendas. Use um arquivo SRT ou VTT.",
    "processing-failed": "O processamento falhou. Tente de novo ou use outras configurações.",
    "output-too-large":
      "O resultado ficaria grande demais. Escolha um tamanho menor, menos quadros ou um trecho mais curto.",
    "crop-too-small": "A área de corte é pequena demais. Aumente-a e tente de novo.",
    "invalid-range":
      "Os tempos de início e fim não cabem neste arquivo. Confira-os e tente de novo.",
    "invalid-frames": "Os quadros escolhidos não cabem neste arquivo. Confira-os e tente de novo.",
    "segment-exceeds-video":
      "O trecho escolhido passa do fim do vídeo. Escolha um trecho anterior.",
    "selection-too-large": "A seleção é grande demais. Escolha uma parte menor.",
    "conversion-failed": "A conversão falhou. Tente de novo ou use outras configurações.",
    "target-size-unreachable":
      "Não é possível deixar o GIF tão pequeno quanto o tamanho escolhido. Escolha um tamanho maior, ou encurte ou reduza o GIF antes.",
    "generation-not-configured":
      "Criar GIFs a partir de uma descrição não está disponível neste servidor agora.",
    "generation-failed": "Não foi possível gerar os quadros. Tente de novo ou use outra descrição.",
    "generation-malformed-output":
      "O gerador devolveu quadros que não podem ser usados. Tente de novo.",
    "empty-output": "O resultado saiu vazio. Tente outras configurações.",
    "incomplete-output": "Não foi possível concluir o resultado. Tente de novo.",
    "task-timeout":
      "A tarefa demorou demais e foi interrompida. Tente um trecho mais curto, um tamanho menor ou menos quadros.",
    "task-memory-limit":
      "A tarefa precisou de mais memória do que o permitido e foi interrompida. Tente um tamanho menor ou menos quadros.",
    "worker-crashed": "A tarefa parou inesperadamente. Tente de novo.",
    "task-interrupted": "A tarefa foi interrompida no servidor. Tente de novo.",
    "task-lost": "O servidor perdeu a tarefa. Tente de novo.",
  },
  apiErrorsWithValues: {
    "too-many-files": "Arquivos demais: esta ferramenta aceita no máximo {max_files}.",
    "expected-time-too-long":
      "Esta conversão levaria mais que o limite de {limit_seconds}. Escolha um trecho mais curto, uma largura menor, menos quadros por segundo ou uma qualidade mais baixa.",
    "youtube-too-long":
      "Este vídeo do YouTube é longo demais: os vídeos podem ter até {max_seconds}. Use um vídeo mais curto, ou baixe o trecho de que precisa e envie-o.",
    "task-timeout":
      "A tarefa passou do limite de {limit_seconds} e foi interrompida. Tente um trecho mais curto, um tamanho menor ou menos quadros.",
    "task-memory-limit":
      "A tarefa precisou de mais memória que o limite de {limit_megabytes} e foi interrompida. Tente um tamanho menor ou menos quadros.",
  },
  toolPage: {
    home: "Início",
    howItWorks: "Como funciona",
    step: "Passo",
    guide: "Guia",
    moreTools: "Mais ferramentas de GIF",
    operatingSystem: "Qualquer um (navegador web)",
    browserRequirements: "Requer um navegador atual com JavaScript.",
    shareImageAlt: "{name} no GifKit, com um quadro de um resultado feito por ele: {alt}",
    shareImageAltShort: "{name} no GifKit, com um quadro de um resultado feito por ele",
  },
  home: {
    title: "GifKit: criador de GIF online grátis, vídeo para GIF e editor",
    description:
      "{count} ferramentas grátis para criar e editar GIFs animados: vídeo para GIF, redimensionar, cortar, otimizar, efeitos, quadros e mais. Sem cadastro.",
    badge: "Grátis · Sem cadastro · Sem marca d'água",
    heading: "Crie GIFs na hora",
    intro:
      "Transforme vídeos e imagens em GIFs animados e depois redimensione, corte, otimize, edite quadros ou adicione efeitos e texto. {count} ferramentas grátis para celular, tablet ou computador (gravar a tela exige um computador).",
    toolsEyebrow: "Ferramentas",
    toolsHeading: "Tudo o que você precisa para criar e editar GIFs",
    tryNow: "Experimentar",
    examples: {
      heroCredit: "{credit}.",
      heroLine: "{before}: {input}. {after}, com {tool}: {output}.",
      before: "Antes",
      after: "Depois",
      result: "o resultado de {tool}",
      input: "a entrada de {tool}",
      eyebrow: "Resultados reais",
      heading: "Feito pelo GifKit, não é montagem",
      intro:
        "Cada resultado abaixo saiu da ferramenta indicada logo embaixo, usada em vídeos e fotos de exemplo gratuitos; o tamanho informado é o do próprio arquivo da ferramenta. As animações tocam aqui como vídeos curtos feitos a partir desses arquivos, e o botão Pausar as interrompe.",
      pauseAll: "Pausar tudo",
      playAll: "Reproduzir tudo",
    },
    howEyebrow: "Como funciona",
    howHeading: "Três passos do arquivo ao GIF",
    step: "Passo {number}",
    steps: [
      {
        title: "Envie",
        text: "Escolha um vídeo, imagens ou um GIF do seu aparelho, ou cole um link. Arquivos de até {maxUpload}.",
      },
      {
        title: "Edite",
        text: "Escolha o trecho, o tamanho, a velocidade, o texto ou a compressão. As configurações já começam com valores sensatos.",
      },
      {
        title: "Baixe",
        text: "Seu GIF fica pronto em nossos servidores em instantes. Baixe-o: os resultados são apagados após {minutes} minutos.",
      },
    ],
    whyEyebrow: "Por que o GifKit",
    whyHeading: "Feito para ser rápido, privado e grátis",
    benefits: [
      {
        title: "Muito rápido",
        text: "Processos de ffmpeg e gifsicle bem ajustados criam a maioria dos GIFs em segundos, e uma barra de progresso mostra o restante.",
      },
      {
        title: "100% privado",
        text: "Sem conta e sem cadastro. Nada do que você envia fica guardado mais de {minutes} minutos; a maioria dos envios é apagada assim que a tarefa termina.",
      },
      {
        title: "Grátis para sempre",
        text: "Todas as ferramentas são grátis, sem marca d'água e sem cota diária. Os anúncios, só com o seu consentimento, pagam os servidores.",
      },
      {
        title: "Alta qualidade",
        text: "Paletas de cores próprias de cada clipe, pontilhado cuidadoso e tempo exato de cada quadro deixam os GIFs nítidos e fluidos.",
      },
    ],
    aboutHeading: "Um kit de GIF grátis para todo mundo",
    aboutText:
      "O GIF continua sendo o único formato animado que funciona em todo lugar: em apps de mensagem, e-mail, documentação, fóruns e apresentações, sem botão de play e sem som para atrapalhar. O GifKit reúne todo o processo num só lugar: de um clipe de vídeo ou de um conjunto de fotos a um loop caprichado e leve, sem instalar nada.",
    limitsText:
      "Todas as ferramentas aceitam arquivos de até {maxUpload} e mantêm o tempo de cada quadro.",
    privacyText:
      "Seus arquivos são processados em nossos servidores, nunca são compartilhados e são apagados automaticamente. Nossa política de privacidade explica como; as perguntas frequentes listam formatos e limites.",
    privacyLink: "Política de privacidade",
    faqLink: "Perguntas frequentes",
    blogEyebrow: "Do blog",
    blogHeading: "Posts mais recentes",
    blogAll: "Ver todos os posts",
    ctaTitle: "Pronto para criar seu primeiro GIF?",
    ctaText:
      "Solte algumas imagens ou um vídeo e tenha um GIF pronto para compartilhar em instantes. Grátis, sem cadastro e sem marca d'água.",
    ctaOpen: "Abrir {tool}",
  },
} satisfies SiteMessages;
