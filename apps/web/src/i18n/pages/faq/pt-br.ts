import type { PluralForms } from "../../format.ts";
import type { FaqCopy } from "./en.ts";

export const faq = {
  title: "Perguntas frequentes",
  description:
    "Respostas sobre o GifKit: limites de tamanho e formatos, privacidade e exclusão de arquivos, ajustes de qualidade, cada ferramenta, problemas comuns e a API.",
  crumb: "Perguntas frequentes",
  heading: "Perguntas frequentes",
  intro:
    "Limites, formatos, privacidade e como cada ferramenta funciona. Não achou sua resposta? Fale com a gente.",
  sectionsLabel: "Seções das perguntas frequentes",
  groups: {
    general: {
      name: "Geral",
      entries: {
        free: {
          q: "O GifKit é gratuito mesmo?",
          a: "Sim. Todas as ferramentas são gratuitas, sem conta, sem marca d'água e sem limite diário. O site é mantido por anúncios, que só aparecem se você aceitar os cookies.",
        },
        account: {
          q: "Preciso criar uma conta?",
          a: "Não. Não existe cadastro nem login em lugar nenhum do GifKit. É só abrir uma ferramenta e começar.",
        },
        phone: {
          q: "O GifKit funciona no celular?",
          a: "Sim. As ferramentas funcionam em qualquer navegador moderno, no celular, no tablet e no computador, exceto {record}, que precisa de um computador (o celular não consegue compartilhar a tela com uma página da web). O processamento acontece nos nossos servidores, então até um celular lento consegue fazer GIFs grandes.",
        },
        watermark: {
          q: "Vocês colocam marca d'água?",
          a: "Nunca. O GIF que você baixa tem só o seu conteúdo.",
        },
      },
    },
    privacy: {
      name: "Privacidade e arquivos",
      entries: {
        uploaded: {
          q: "Meus arquivos são enviados?",
          a: "Sim. Seus arquivos são enviados ao GifKit e processados nos nossos servidores; o site não os processa dentro do seu navegador. Nunca compartilhamos nem olhamos seus arquivos.",
        },
        kept: {
          q: "Por quanto tempo vocês guardam meus arquivos?",
        },
        links: {
          q: "E os links que eu colo?",
          a: "Nosso servidor baixa o arquivo do link para você (até {maxUpload}) e o trata como um envio. {linkRetention}",
        },
        cookies: {
          q: "Vocês usam cookies?",
          a: "Só uma entrada essencial, que guarda sua escolha sobre cookies. Os cookies de publicidade só são usados se você clicar em {accept}; dá para mudar sua escolha a qualquer momento em {settings}, no rodapé de todas as páginas.",
        },
      },
    },
    technical: {
      name: "Técnico",
      entries: {
        maxSize: {
          q: "Qual é o tamanho máximo de arquivo?",
          a: "{maxUpload} por arquivo, em todas as ferramentas, seja enviando o arquivo ou colando um link.",
        },
        formats: {
          q: "Quais formatos posso usar?",
          a: "{convert} gera MP4, WebP, APNG, AVIF ou WebM; {split}, um ZIP de quadros PNG ou JPG; {spriteSheet}, uma folha PNG ou um GIF; as ferramentas de vídeo, um MP4 ou WebM com o som mantido. Todas as outras ferramentas geram um GIF.",
        },
        videoLength: {
          q: "Qual pode ser a duração de um GIF feito de um vídeo?",
          a: "Você pode selecionar até {maxVideoSelectionSeconds} segundos de vídeo no total, em um ou mais trechos. O resultado pode ter até {maxOutputFrames} quadros, e os melhores GIFs costumam ter de 2 a 6 segundos.",
        },
        largest: {
          q: "Qual é o maior GIF que posso fazer?",
          a: "{videoToGif} faz GIFs de até {maxVideoOutputSize} pixels; os editores de GIF, de até {maxGifOutputSize}. Todo resultado também é limitado a {maxOutputFrames} quadros e {maxOutputTotalMegapixels} megapixels no total (largura × altura × quadros).",
        },
        processing: {
          q: "Quanto tempo leva o processamento?",
          a: "A maioria das edições termina em poucos segundos. Vídeos longos ou grandes podem levar um ou dois minutos; enquanto isso, a página mostra o progresso da tarefa.",
        },
      },
    },
    tools: {
      name: "Por ferramenta",
      entries: {
        frameRate: {
          q: "Qual taxa de quadros devo escolher no {videoToGif}?",
          a: "15 fps (o padrão) serve para a maioria dos clipes. Use 10 fps para gravações de tela e cenas lentas, e 24 ou 30 fps só para movimentos curtos e rápidos: mais quadros significam um arquivo maior.",
        },
        sound: {
          q: "Posso manter o som do meu vídeo?",
          a: "GIFs não têm som. Marque a opção MP4 no {videoToGif} para receber, junto com o GIF, um MP4 com áudio (H.264 e AAC) do mesmo trecho.",
        },
        speed: {
          q: "Redimensionar ou cortar muda a velocidade da animação?",
          a: "Não. {resize} e {crop} mantêm todos os quadros e a duração de cada um. {crop} não perde qualidade: os quadros são cortados, não recodificados.",
        },
        bigger: {
          q: "O {optimize} pode deixar meu GIF maior?",
          a: "Não. Se nenhum ajuste conseguir reduzir o arquivo, você recebe o original sem alterações, e a página avisa.",
        },
        font: {
          q: "Posso usar minha própria fonte no {addText}?",
          a: "Sim. Além das oito fontes incluídas, você pode enviar um arquivo de fonte .ttf ou .otf para uma camada de texto.",
        },
        ai: {
          q: "Por que o gerador de GIF com IA diz que está indisponível?",
          a: "Ele precisa de um servidor de geração com GPU. Onde nenhum está configurado, a página diz isso claramente em vez de entregar um resultado falso.",
        },
      },
    },
    troubleshooting: {
      name: "Solução de problemas",
      entries: {
        tooLarge: {
          q: "Meu arquivo é grande demais. O que fazer?",
          a: "Arquivos acima de {maxUpload} são recusados. Apare o vídeo ou exporte-o em uma resolução menor antes; se for um GIF, passe-o pelo {optimize} em partes.",
        },
        unsupported: {
          q: "Aparece que o tipo do meu arquivo não é compatível.",
          a: "Confira a extensão do arquivo com os formatos listados para a ferramenta. O GifKit também verifica o conteúdo do arquivo, então um arquivo de outro tipo com o nome trocado é recusado; exporte-o de novo em um formato compatível.",
        },
        blurry: {
          q: "Meu GIF está borrado ou manchado.",
          a: "Aumente a largura, escolha uma qualidade mais alta ou encurte o clipe, para que cada quadro aproveite melhor as 256 cores que um GIF permite. Evite ampliar um GIF pequeno.",
        },
        download: {
          q: "O download foi bloqueado ou o arquivo tem 0 bytes.",
          a: "Permita downloads deste site no seu navegador e baixe o resultado em até {minutes} minutos; depois disso, ele é excluído. Se ainda falhar, execute a tarefa de novo.",
        },
      },
    },
    advanced: {
      name: "Avançado",
      entries: {
        api: {
          q: "Existe uma API?",
          a: "Sim. Todas as ferramentas estão disponíveis como API HTTP: inicie uma tarefa, consulte o status e baixe o resultado. A [página da API](/api) traz os endpoints e a descrição OpenAPI.",
        },
        rate: {
          q: "Há limites para a frequência de uso das ferramentas?",
          a: "Para manter o serviço justo, um mesmo endereço pode executar algumas tarefas ao mesmo tempo, e um servidor ocupado pode pedir que você tente de novo em instantes (HTTP 429 ou 503 com um cabeçalho Retry-After).",
        },
        loops: {
          q: "Como funcionam as repetições do loop?",
          a: "O {gifMaker} repete para sempre por padrão; com um número de repetições N, a animação é reproduzida N vezes. Os editores mantêm a configuração de loop do GIF que você envia.",
        },
      },
    },
  },
  formatsAnswer: {
    images: {
      one: "{tools} aceita {formats} (a primeira página de um PDF).",
      other: "{tools} aceitam {formats} (a primeira página de um PDF).",
    } as PluralForms,
    video: {
      one: "{tools} aceita {formats}, links para arquivos de vídeo e links do YouTube.",
      other: "{tools} aceitam {formats}, links para arquivos de vídeo e links do YouTube.",
    } as PluralForms,
    gifOrVideo: {
      one: "{tools} aceita uma animação ou um vídeo.",
      other: "{tools} aceitam uma animação ou um vídeo.",
    } as PluralForms,
    gif: {
      one: "{tools} aceita {formats}.",
      other: "{tools} aceitam {formats}.",
    } as PluralForms,
    gifOrStill: {
      one: "{tools} aceita {formats}, ou uma imagem estática JPG, PNG ou WebP, que devolve no mesmo formato.",
      other:
        "{tools} aceitam {formats}, ou uma imagem estática JPG, PNG ou WebP, que devolvem no mesmo formato.",
    } as PluralForms,
  },
  destinationsLink: "Limites por plataforma",
  destinationsHeading: "Qual o tamanho máximo de um GIF em cada lugar?",
  destinationsIntro:
    "O maior arquivo que cada lugar aceita, segundo a documentação dele (siga o link ao lado de cada número). Mais detalhes no nosso artigo (em inglês) [GIF size limits: Discord, Slack, X, GitHub, Reddit and email](/blog/gif-size-limits-by-platform)",
  destinationColumns: {
    where: "Onde",
    maxSize: "Arquivo máximo",
    maxDimensions: "Dimensões máximas",
    source: "Fonte",
  },
  destinationInline: {
    maxSize: "Arquivo máximo: ",
    maxDimensions: "Dimensões máximas: ",
    source: "Fonte: ",
  },
  readOn: " consultada em {date}",
  dimensions: {
    exact: "exatamente {width} × {height} px",
    oneSideExact: "um lado com exatamente {side} px, o outro com no máximo {other} px",
    notStated: "não informado",
  },
  destinationNotes: {
    discord:
      "O limite de envio do Discord para uma conta sem Nitro é de 10 MiB por arquivo. O Nitro e os impulsos de servidor aumentam esse limite, mas um GIF com menos de 10 MiB pode ser postado e compartilhado por qualquer pessoa.",
    slack:
      "O Slack aceita arquivos de até 1 GB, muito mais do que qualquer GIF precisa (o próprio GifKit para em 200 MB). O Slack não documenta um limite separado para GIFs; um GIF pequeno carrega mais rápido para todo mundo na conversa.",
    x: "O X transforma um GIF postado em vídeo MP4, então enviar um MP4 dá mais qualidade para o mesmo tamanho. A documentação para desenvolvedores aceita GIFs de até 15 MB e recomenda no máximo 1280 × 1080 px e 350 quadros; há relatos de que os apps de celular do X aceitam menos (5 MB), o que as páginas do X que conseguimos ler não confirmam.",
    github:
      "O GitHub aceita imagens e GIFs de até 10 MB em issues, pull requests, discussões e comentários; arrastar um GIF para lá também é o jeito comum de conseguir um endereço para um README. O GitHub mostra o GIF como ele é. Vídeos curtos em MP4, MOV ou WebM também são aceitos (10 MB nos planos gratuitos).",
    reddit:
      "A documentação para desenvolvedores do Reddit aceita GIFs de até 100 MB (imagens estáticas, 20 MB). O Reddit reproduz um GIF enviado a partir de uma cópia em MP4 que ele cria, então enviar um MP4 dá mais qualidade para o mesmo tamanho. Postar pelo site ou pelos apps do Reddit pode permitir menos do que diz essa documentação.",
    email:
      "O Gmail envia anexos de até 25 MB no total em uma conta pessoal (os maiores viram um link do Google Drive); contas de trabalho e outros provedores de e-mail definem seus próprios limites, muitas vezes menores. Para um GIF exibido dentro da mensagem, quanto menor, melhor: ele é baixado toda vez que o e-mail é aberto.",
    "fast-web-page":
      "O Lighthouse, a auditoria por trás do PageSpeed Insights, aponta todo GIF acima de 100 KiB em uma página e sugere vídeo no lugar. Para algo maior no seu próprio site, use um MP4 em <video autoplay loop muted playsinline> ou um WebP animado.",
    "discord-emoji":
      "O Discord aceita emojis personalizados (os animados, como GIF) de até 256 KB e os mostra pequenos; a documentação descreve uma imagem de 128 × 128 px, e as maiores são reduzidas de qualquer forma.",
    "discord-sticker":
      "As figurinhas do Discord podem ser GIFs ou APNGs animados de no máximo 512 KB, 320 × 320 px e 5 segundos. O formato quadrado funciona melhor: as figurinhas aparecem num quadrado.",
    "slack-emoji":
      "A documentação do Slack pede imagens de emoji quadradas com menos de 128 KB; um emoji animado é um GIF exibido pequeno, então 128 × 128 px é mais do que suficiente.",
    "twitch-animated-emote":
      "Os emotes animados da Twitch são GIFs quadrados de no máximo 60 quadros; o arquivo de 112 × 112 px de um envio manual pode ter no máximo 512 KB (1 MB para um único GIF grande que a Twitch redimensiona). Não conseguimos consultar a página de ajuda da Twitch para conferir esses números.",
  },
  limitsHeading: "Limites e formatos",
  limitsIntro: "Os mesmos números que o servidor aplica.",
  limits: {
    fileSize: "Tamanho do arquivo (cada envio e link)",
    inputSide: "Lado da imagem ou do quadro",
    inputFrame: "Um quadro de entrada",
    inputFrames: "Quadros de entrada",
    inputTotal: "Todos os quadros de entrada juntos",
    outputFrames: "Quadros do resultado",
    outputTotal: "Tamanho do resultado (largura × altura × quadros)",
    videoOutput: "Tamanho do resultado do {videoToGif}",
    gifOutput: "Tamanho do resultado de uma edição de GIF",
    videoSelection: "Seleção de vídeo (todos os trechos)",
    chainEdits: "Edições em uma cadeia (POST /api/edit)",
    batchInputs: "Entradas em um lote (POST /api/batch)",
    videoEditLength: "Duração do vídeo editado (o MP4 ou WebM de uma cadeia)",
    youtubeLength: "Duração de um vídeo do YouTube",
    taskStarts: "Tarefas iniciadas por minuto (por endereço)",
    keyTaskStarts: "Tarefas iniciadas com uma chave de API (por chave)",
    storedBytes: "Arquivos guardados ao mesmo tempo (por endereço)",
    taskMemory: "Memória por tarefa",
    resultsKept: "Resultados guardados por",
  },
  units: {
    megapixels: "{count} megapixels",
    perMinuteAndDay: "{minute} por minuto, {day} por dia",
  },
  imagesLabel: "Imagens: ",
  videoLabel: "Vídeo: ",
  videoFormats: "{formats}, links e YouTube",
  gifToolsLabel: "Ferramentas de GIF: ",
  gifFormats: "{formats} na entrada, GIF na saída",
  stillStuck: "Ainda com dúvidas? Veja a [central de ajuda](/help) ou escreva para {email}.",
  ctaTitle: "Pronto para experimentar?",
  ctaText: "Faça seu primeiro GIF em um minuto, de graça e sem conta.",
  ctaTry: "Experimentar {tool}",
} satisfies FaqCopy;
