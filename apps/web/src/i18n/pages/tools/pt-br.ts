import type { ToolsCopy } from "./en.ts";

export const tools = {
  title: "Todas as ferramentas de GIF",
  description:
    "As {toolCount} ferramentas gratuitas do GifKit, pelo que você quer fazer: criar, editar, converter, otimizar, quadros, efeitos e texto. Sem conta.",
  crumb: "Ferramentas",
  heading: "Todas as ferramentas de GIF",
  intro:
    "{toolCount} ferramentas gratuitas, agrupadas pelo que você quer fazer. Todas funcionam no navegador, em qualquer aparelho; os arquivos são processados nos nossos servidores.",
  groups: {
    make: { name: "Criar um GIF", text: "Comece com um vídeo, fotos, a sua tela ou uma frase." },
    edit: {
      name: "Editar um GIF",
      text: "Mude o tamanho, o enquadramento, a duração, a velocidade ou a orientação, ou junte vários.",
    },
    convert: {
      name: "Converter",
      text: "Transforme um GIF em vídeo, WebP, APNG ou AVIF, ou em sprite sheet e de volta.",
    },
    optimize: { name: "Otimizar", text: "Deixe um GIF menor para chat, e-mail e páginas da web." },
    frames: {
      name: "Trabalhar com quadros",
      text: "Escolha, reordene, ajuste o tempo, separe ou inverta os quadros.",
    },
    effects: {
      name: "Efeitos e texto",
      text: "Adicione legendas, filtros, um desfoque sobre rostos ou um logo por cima.",
    },
    video: {
      name: "Vídeo",
      text: "Edite um vídeo como vídeo: comprima para um app de chat, corte, mantenha o som.",
    },
  },
} satisfies ToolsCopy;
