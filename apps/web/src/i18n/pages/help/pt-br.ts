import type { HelpCopy } from "./en.ts";

export const help = {
  title: "Central de ajuda",
  description:
    "Comece a usar o GifKit e resolva problemas comuns: arquivos grandes demais ou não aceitos, GIFs borrados, downloads bloqueados e dicas para cada plataforma.",
  crumb: "Ajuda",
  heading: "Central de ajuda",
  intro: "Guias rápidos, soluções para problemas comuns e dicas para compartilhar seus GIFs.",
  quickStartHeading: "Primeiros passos",
  guideQuickStart: {
    title: "Fazer um GIF a partir de um vídeo",
    text: "Um guia passo a passo (em inglês): trechos, taxa de quadros, tamanho e exportação.",
  },
  troubleshootingHeading: "Solução de problemas",
  troubleshooting: {
    upload: {
      area: "Problemas no envio",
      problems: {
        tooLarge: {
          title: "“Arquivo grande demais”",
          fix: {
            size: "Cada arquivo pode ter até {maxUpload}. Se for um vídeo, corte-o ou exporte-o em 720p ou menos antes de enviar.",
            selection:
              "Lembre-se de que você só pode usar {maxVideoSelectionSeconds} segundos de vídeo no total, então um arquivo de origem mais curto já basta.",
          },
        },
        unsupported: {
          title: "“Tipo de arquivo não aceito”",
          fix: {
            formats:
              "{videoToGif} aceita {videoFormats}; {gifMaker} aceita {imageFormats}; os editores de GIF aceitam {gifFormats}.",
            content:
              "Verificamos o conteúdo do arquivo, não só o nome: um arquivo renomeado é recusado. Exporte-o de novo em um dos formatos acima.",
          },
        },
        link: {
          title: "Um link não carrega",
          fix: {
            direct:
              "O link precisa apontar direto para um arquivo público (terminado em .mp4, .gif, .png etc.) ou ser um link do YouTube, no caso de {videoToGif}.",
            private:
              "Nosso servidor não consegue buscar páginas que exigem login nem links para endereços privados.",
          },
        },
      },
    },
    quality: {
      area: "Problemas de qualidade",
      problems: {
        blurry: {
          title: "Meu GIF está borrado",
          fix: {
            wider:
              "Aumente a largura: um GIF exibido maior do que foi feito fica esticado e sem nitidez.",
            quality: "Escolha uma qualidade mais alta e evite ampliar um GIF pequeno.",
          },
        },
        banding: {
          title: "Faixas ou cores granuladas",
          fix: {
            colors:
              "Um GIF tem até 256 cores por quadro. Clipes mais curtos, com menos mudanças de cena, ficam mais limpos.",
            dither: "Em “{optimize}”, mantenha mais cores ou experimente outro pontilhado.",
          },
        },
        jerky: {
          title: "A animação está travando",
          fix: {
            frameRate:
              "Aumente a taxa para 24 quadros por segundo em movimentos rápidos, ou use menos quadros, mais longos, em apresentações de slides.",
          },
        },
      },
    },
    download: {
      area: "Problemas no download",
      problems: {
        blocked: {
          title: "O download foi bloqueado",
          fix: {
            allow:
              "Alguns navegadores perguntam antes de salvar arquivos de um site. Permita downloads do GifKit nas configurações do navegador.",
            ios: "No iPhone e no iPad, o arquivo vai para o app Arquivos (pasta Downloads); toque e segure a prévia para salvá-lo em Fotos.",
          },
        },
        empty: {
          title: "O arquivo tem 0 bytes ou não abre",
          fix: {
            deleted:
              "Os resultados são apagados {minutes} minutos depois de ficarem prontos; depois disso, execute a tarefa de novo.",
            finished:
              "Confira se o download terminou antes de abrir o arquivo e mantenha a extensão .gif.",
          },
        },
      },
    },
  },
  platformTipsHeading: "Dicas por plataforma",
  platformTipsIntro:
    "Cada plataforma trata GIFs de um jeito um pouco diferente. Estas são regras práticas, não limites do GifKit.",
  platformTips: {
    email: {
      name: "E-mail",
      tip: "Mantenha os GIFs abaixo de 1 MB para carregarem rápido; muitos programas de e-mail mostram só o primeiro quadro.",
    },
    x: {
      name: "X (Twitter)",
      tip: "Fique abaixo de 5 MB para o GIF ser publicado de qualquer aparelho; de 480 a 720 px de largura fica nítido na timeline.",
    },
    chat: {
      name: "Slack e Discord",
      tip: "Menos de 8 MB é uma meta segura para qualquer conta; a predefinição “{socialPreset}” de “{optimize}” costuma chegar lá.",
    },
    websites: {
      name: "Sites",
      tip: "Use a predefinição “{webPreset}”, defina a largura no tamanho em que o GIF aparece e adicione um texto alternativo.",
    },
  },
  faqHeading: "Perguntas comuns",
  faq: {
    server: {
      q: "Por que meus arquivos vão para um servidor?",
      a: "Codificar GIFs com boas paletas de cores dá muito trabalho. Nossos servidores fazem isso rápido em qualquer aparelho e apagam o que você enviou assim que a tarefa termina.",
    },
    kept: {
      q: "Por quanto tempo meu resultado fica disponível?",
      a: "{minutes} minutos depois de ficar pronto. Baixe antes disso.",
    },
    stuck: {
      q: "Uma tarefa parece travada. O que faço?",
      a: "A maioria das tarefas termina em até dois minutos. Se o progresso não andar por cinco minutos, recarregue a página e tente de novo, talvez com uma seleção mais curta ou um tamanho menor.",
    },
  },
  moreAnswers: "Mais respostas nas [perguntas frequentes](/faq).",
  contactTitle: "Falar com o suporte",
  blogTitle: "Ler o blog",
  blogText: "Guias (em inglês) para criar, otimizar e compartilhar GIFs.",
} satisfies HelpCopy;
