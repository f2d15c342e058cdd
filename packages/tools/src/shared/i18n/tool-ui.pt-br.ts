import type { ToolUiMessages } from "./tool-ui.en.ts";

export const ptBR = {
  upload: {
    inputTabs: "Entrada",
    uploadFiles: "Enviar arquivos",
    uploadFile: "Enviar arquivo",
    fromUrls: "De links",
    fromUrl: "De um link",
    dropHere: {
      gif: "Arraste e solte seu GIF aqui, ou cole",
      gifs: "Arraste e solte seus GIFs aqui, ou cole",
      images: "Arraste e solte suas imagens aqui, ou cole",
      video: "Arraste e solte seu vídeo aqui, ou cole",
      "gif-or-video": "Arraste e solte seu GIF ou vídeo aqui, ou cole",
      "gif-or-still": "Arraste e solte aqui seu GIF ou imagem, ou cole",
    },
    chooseHere: {
      gif: "Escolha seu GIF neste dispositivo",
      gifs: "Escolha seus GIFs neste dispositivo",
      images: "Escolha suas imagens neste dispositivo",
      video: "Escolha seu vídeo neste dispositivo",
      "gif-or-video": "Escolha seu GIF ou vídeo neste dispositivo",
      "gif-or-still": "Escolha seu GIF ou imagem neste dispositivo",
    },
    fileInputLabel: {
      gif: "Escolher arquivo GIF",
      gifs: "Escolher arquivos GIF",
      images: "Escolher imagens",
      video: "Escolher arquivo de vídeo",
      "gif-or-video": "Escolher GIF ou vídeo",
      "gif-or-still": "Escolher um GIF ou uma imagem",
    },
    linkLabel: {
      gif: "Link de um GIF",
      gifs: "Link de um GIF",
      images: "Link de uma imagem",
      video: "Link de um vídeo",
      "gif-or-video": "Link de um GIF ou vídeo",
      "gif-or-still": "Link para um GIF ou imagem",
    },
    chooseFiles: "Escolher arquivos",
    chooseFile: "Escolher arquivo",
    checkingFiles: "Verificando os arquivos...",
    checkingFile: "Verificando o arquivo...",
    linksLabel: "Links (um por linha ou separados por vírgulas)",
    checkingLinks: "Verificando os links...",
    checkingLink: "Verificando o link...",
    loadUrls: "Carregar links",
    loadUrl: "Carregar link",
    maxFileSize: "Tamanho máximo: {size}",
    filesNote:
      "Os arquivos são processados nos nossos servidores: o que você envia é apagado quando a tarefa termina, e os resultados, depois de {minutes} minutos.",
    linkCheckUnavailable:
      "Não foi possível verificar o link: erro de rede ou problema inesperado. Tente de novo.",
    formats: {
      gif: "Formatos aceitos: GIF, e WebP, APNG, MNG, AVIF e WebM animados (convertidos em GIF)",
      images:
        "Formatos aceitos: JPG, PNG, GIF, WebP, APNG, HEIC/HEIF, MNG, JP2, AVIF, JXL, BMP, PDF (primeira página)",
      video: "Formatos aceitos: MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV",
      "gif-or-video":
        "Formatos aceitos: GIF, WebP, APNG, MNG e vídeos (MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV)",
      "gif-or-still":
        "Formatos aceitos: GIF, WebP, APNG, MNG, AVIF e WebM animados (convertidos em GIF) e imagens estáticas JPG, PNG e WebP (mantêm o formato)",
    },
    rightToolVideo: "É um vídeo? {tool} para transformá-lo em GIF.",
    rightToolPictures: "São imagens? {tool} para fazer um GIF com elas.",
    openTool: "Abra {name}",
  },
  progress: {
    label: "Progresso da tarefa",
    uploadProgress: "Progresso do envio",
    processingProgress: "Progresso do processamento",
    cancel: "Cancelar",
    elapsed: "Tempo: {seconds} s",
    waitingInQueue: "Aguardando na fila...",
    uploading: "Enviando...",
    starting: "Iniciando...",
    sendingLink: "Enviando o link...",
  },
  retry: {
    wait: {
      one: "Aguarde {count} segundo e tente de novo.",
      other: "Aguarde {count} segundos e tente de novo.",
    },
    waitMinutes: {
      one: "Aguarde {count} minuto e tente de novo.",
      other: "Aguarde {count} minutos e tente de novo.",
    },
    canRetryNow: "Você já pode tentar de novo.",
    tryAgain: "Tentar de novo",
  },
  flow: {
    expired:
      "Esta tarefa não está mais guardada: os resultados e o status deles são apagados {minutes} minutos depois de criados. Comece de novo com seu arquivo.",
    cancelled: "Cancelado. Suas configurações foram mantidas: altere-as ou comece de novo.",
    networkError: "Erro de rede ou problema inesperado.",
    chooseAgain:
      "Escolha {name} de novo: um arquivo escolhido não fica guardado quando a página é recarregada (seu resultado continua no próprio endereço até expirar).",
    versionTitle: "Versão {number}, feita com {tool}",
    editAgain: "Mude uma configuração e converta de novo: seu arquivo continua aqui",
  },
  tool: {
    startFailed: "Não foi possível iniciar a tarefa: falta o identificador.",
    taskFailed: "A tarefa falhou.",
    fetchResultFailed: "Não foi possível obter o GIF gerado.",
    resultTitle: "Seu GIF está pronto!",
    startOver: "Começar de novo",
  },
  checks: {
    unsupportedFile: "Tipo de arquivo não aceito: {names}. Aceitos: {allowed}",
    emptyFile: {
      one: "{names} está vazio (0 bytes). Escolha o arquivo de novo, ou outro.",
      other: "Estes arquivos estão vazios (0 bytes): {names}. Escolha-os de novo, ou outros.",
    },
    tooLarge: "Arquivo grande demais: {name} tem {size}. Tamanho máximo: {max}.",
    contentMismatch: {
      one: "{names} não é um arquivo {format}: o conteúdo não corresponde ao nome.",
      other: "Estes arquivos não são o que os nomes dizem (o conteúdo não corresponde): {names}.",
    },
    enterLink: "Digite o link de um arquivo.",
    invalidLink: "Este link não é válido: copie o endereço inteiro, começando por https://.",
    linkScheme:
      "Links {scheme} não são aceitos: o GifKit só busca links http:// e https://. Baixe o arquivo e envie-o.",
    videoSitePage:
      "Uma página do {site} não é um arquivo de vídeo, e o GifKit não consegue buscar vídeos do {site}. Baixe o vídeo (se o dono permitir) e envie o arquivo.",
    webPage:
      "Este link é uma página da web, não um arquivo. Use o link do próprio arquivo (terminado em {extensions}...): clique nele com o botão direito na página e copie o endereço.",
    unsupportedLink: "Esta ferramenta não aceita este tipo de arquivo. Aceitos: {allowed}",
    unsupportedLinks: "Links não aceitos: {urls}. Aceitos: {allowed}",
  },
  chain: {
    heading: "Suas edições, em ordem",
    intro:
      "Todas as etapas rodam de uma vez sobre o GIF com que você começou, então nenhuma edição gera outra codificação do GIF. Remova ou mova uma etapa e o GIF é refeito do início.",
    startAlt: "O GIF de onde as edições partem",
    start: "Início: o GIF que você começou a editar",
    afterStepAlt: "Depois da etapa {number}",
    noPreview: "sem prévia",
    steps: {
      crop: "Cortar",
      resize: "Redimensionar",
      rotate: "Girar",
      speed: "Velocidade",
      reverse: "Inverter",
      boomerang: "Bumerangue",
      cut: "Aparar",
      frames: "Quadros",
      loop: "Loop",
      effects: "Efeitos",
      censor: "Censurar",
      overlay: "Sobrepor",
      text: "Texto",
      draw: "Desenhar",
    },
  },
  zip: {
    reading: "Lendo o arquivo ZIP…",
    unreadable:
      "Não foi possível listar aqui o conteúdo do arquivo ZIP; o download traz todos os arquivos.",
    holds: {
      one: "{name} contém {count} arquivo. Dá para salvar cada um separadamente:",
      other: "{name} contém {count} arquivos. Dá para salvar cada um separadamente:",
    },
    holdsPictures: {
      one: "{name} contém {files} arquivos ({count} imagem). Dá para salvar cada um separadamente:",
      other:
        "{name} contém {files} arquivos ({count} imagens). Dá para salvar cada um separadamente:",
    },
    download: "Baixar",
    downloadEntry: "Baixar {name}",
  },
  result: {
    download: "Baixar {name}",
    preview: "Prévia do resultado",
    unchanged:
      "Seu GIF já é menor do que essas configurações conseguiriam deixá-lo, então ele volta sem alterações. Tente uma predefinição com menos cores ou mais compressão com perdas.",
    keptFor:
      "O resultado fica nos nossos servidores por {minutes} minutos e depois é apagado. Até lá, você pode continuar editando sem enviá-lo de novo.",
    editThisGif: "Editar este GIF",
    versionsTitle: "Suas versões nesta sessão",
    versionsNote:
      "Cada uma fica guardada por {minutes} minutos depois de criada. Escolha uma para vê-la de novo e continuar editando a partir dela.",
    shown: "(exibida)",
    originalSize: "Tamanho original",
    dimensions: "Dimensões",
    frames: "Quadros",
    frameRate: "Taxa de quadros",
    duration: "Duração",
    resultSize: "Tamanho do resultado",
  },
  xray: {
    title: "Para onde vão os bytes",
    about:
      "Cada byte do GIF contado no nosso servidor (GIFs de até {size}) e o que dá para economizar.",
    reading: "Lendo o GIF…",
    tooLarge: "Analisamos GIFs de até {size}; este é maior.",
    failed: "Não foi possível analisar o GIF.",
    total: {
      one: "{size} em {count} quadro, {width} × {height}.",
      other: "{size} em {count} quadros, {width} × {height}.",
    },
    kilobytes: "{count} KB",
    bytes: {
      one: "{count} byte",
      other: "{count} bytes",
    },
    savesPredicted: "economiza {size} (estimativa)",
    bytesPerFrame: "Bytes por quadro",
    frameBar: "Quadro {number}: {size}",
    frameBarRepeat: "Quadro {number}: {size}, repete o quadro anterior",
    merged: "Mesclado: {size}, {saved} a menos.",
    downloadMerged: "Baixar o GIF mesclado",
    merging: "Mesclando…",
    merge: "Mesclar quadros repetidos",
    parts: {
      header: "Cabeçalho e tela",
      "global-palette": "Paleta global",
      "local-palettes": "Paletas dos quadros",
      "frame-controls": "Duração e transparência dos quadros",
      "image-descriptors": "Posição dos quadros",
      "image-data": "Dados de imagem",
      loop: "Configuração de loop",
      comments: "Comentários",
      "other-extensions": "Outros metadados",
      trailer: "Fim do arquivo",
    },
    findings: {
      duplicateFramesTitle: {
        one: "{count} quadro repete a imagem anterior",
        other: "{count} quadros repetem a imagem anterior",
      },
      duplicateFramesMergeable:
        "Mesclados ao quadro anterior (que soma a duração deles), ocupam {size} a menos; a animação continua igual.",
      duplicateFramesKept:
        "Não dá para mesclá-los sem mudar o ritmo: algumas durações são de 0 ou 1 centésimo, que os navegadores tocam como 10.",
      unchangedPixelsTitle: {
        one: "{count} pixel é redesenhado sem mudança",
        other: "{count} pixels são redesenhados sem mudança",
      },
      unchangedPixelsDetail:
        "Os quadros pintam esses pixels com a cor que já aparece. Se ficarem transparentes (Otimizar GIF), saem no máximo cerca de {size} de dados de imagem.",
      paletteTitle: "As paletas têm cores que nenhum pixel usa",
      paletteDetail: {
        one: "Uma paleta de {entries} entradas, das quais {count} é usada. Reduzidas ao que é usado, as paletas ocupam {size} a menos (menos bits por pixel podem economizar mais).",
        other:
          "Uma paleta de {entries} entradas, das quais {count} são usadas. Reduzidas ao que é usado, as paletas ocupam {size} a menos (menos bits por pixel podem economizar mais).",
      },
      metadataTitle: "Comentários e metadados",
      metadataDetail:
        "{size} de comentários e dados de aplicativos que não mudam nada do que aparece; o Otimizar GIF os deixa de fora.",
      lossyTitle: "Compressão com perdas",
      lossyDetail:
        "Os dados de imagem são {percent} do arquivo. A compressão com perdas do Otimizar GIF deixa o LZW reaproveitar trechos parecidos; quanto ela economiza depende da imagem e não é estimado aqui.",
    },
  },
  fitUnder: {
    title: "Caber em um tamanho",
    aboutOn: "O GIF sai com a melhor qualidade possível sem passar deste tamanho: {order}.",
    orders: {
      default:
        "primeiro a compressão com perdas e as cores, depois as dimensões e por último a taxa de quadros",
      colorsFirst: "primeiro as cores (até 96), depois as dimensões e por último a taxa de quadros",
    },
    aboutOff:
      "Desligado: suas configurações são usadas como estão. Ligue para escolher para onde vai o GIF ou um tamanho que ele não pode passar.",
    destination: "Para onde vai o GIF",
    destinationOption: "{name}: {size}",
    custom: "Tamanho personalizado",
    fitsUnder: "Cabe em {size}",
    destinationTakesMore: " ({name} aceita {max}; o GifKit faz GIFs de até {size})",
    sizeExact:
      "Tamanho para {name}: {size}. O GIF é redimensionado para caber e centralizado em uma tela transparente desse tamanho.",
    exactly: "exatamente {size}",
    sizeLargest: "Tamanho máximo para {name}: {size}.",
    sidesBoth: "{width} × {height} px",
    sidesWidth: "{width} px de largura",
    sidesHeight: "{height} px de altura",
    extraLimits:
      "{name} também pede uma animação {limits}: um GIF mais longo é aparado para caber e quadros são tirados por igual onde for preciso; o resultado diz o que mudou.",
    limitSeconds: "de no máximo {count} segundos",
    limitFramesPerSecond: "de no máximo {count} quadros por segundo",
    limitFrames: "de no máximo {count} quadros",
    limitsJoin: ", ",
    source: "De onde vem este limite",
    readOn: "(consultado em {date})",
    customPlaceholder: "ex.: 5",
    unitLabel: "Unidade do tamanho personalizado",
    customHint: "De {min} a {max}; aqui 1 MB é 1024 KB, como na tela do resultado.",
    customProblem: "Digite um tamanho de {min} a {max}.",
    tooBig: "O GIF ficaria com {width} × {height} px: diminua a largura ou a altura.",
    lowered: "A largura e a altura foram reduzidas para caber: {width} × {height} px.",
    fits: "Seu tamanho cabe: {width} × {height} px.",
    convertSuggestion:
      "Para um MP4 ou WebP, envie o resultado para o Converter GIF na tela do resultado (Editar este GIF), sem enviar de novo; ou abra {link}.",
    convertLink: "a ferramenta Converter GIF (nova aba)",
    fittedUnder: "Ajustado a {size}: {settings}.",
    fittedToYourSize: "Ajustado ao seu tamanho: {settings}.",
    fittedFps: "{fps} qps",
    fittedColors: "{count} cores",
    fittedLossy: "perdas {value}",
    fittedNoLossy: "sem compressão com perdas",
    destinations: {
      discord: "Discord",
      slack: "Slack",
      x: "X (Twitter)",
      github: "GitHub (README, issues, pull requests)",
      reddit: "Reddit",
      email: "Anexo de e-mail (Gmail)",
      "fast-web-page": "Página web rápida",
      "discord-emoji": "Emoji do Discord",
      "discord-sticker": "Figurinha do Discord",
      "slack-emoji": "Emoji do Slack",
      "telegram-video-sticker": "Figurinha de vídeo do Telegram",
      "telegram-video-emoji": "Emoji animado do Telegram",
      "whatsapp-animated-sticker": "Figurinha animada do WhatsApp",
      "twitch-animated-emote": "Emote animado da Twitch",
    },
  },
} satisfies ToolUiMessages;
