import type { EditorUiMessages } from "./editor-ui.en.ts";

export const ptBR = {
  actions: {
    uploadDifferentGif: "Enviar outro GIF",
  },
  preview: { alt: "Prévia de {name}", originalSize: "Tamanho original:" },
  switch: { on: "Sim", off: "Não" },
  videoFormat: { label: "Formato" },
  frameOrder: {
    reverse: "Inverter",
    boomerang: "Bumerangue",
    reverseExplanation:
      "Os quadros tocam do último ao primeiro e cada um mantém a própria duração, então as pausas ficam onde estavam. O ajuste de loop é mantido.",
    boomerangExplanation:
      "Os quadros tocam para a frente e depois para trás até o início, então o loop nunca pula. O primeiro e o último quadro não se repetem nas viradas; cada quadro mantém a própria duração e o GIF fica quase duas vezes mais longo. O ajuste de loop é mantido.",
    reverseAction: "Inverter GIF",
    boomerangAction: "Criar bumerangue",
    reverseBusy: "Invertendo...",
    boomerangBusy: "Criando o bumerangue...",
    settings: "O que acontece",
    playFrames: "Tocar os quadros",
    tooMany:
      "Um bumerangue deste GIF teria {frames} quadros (os {forward} para a frente e depois para trás); resultados podem ter no máximo {max} quadros. Apare-o antes para {fewer} quadros ou menos com {cutLink} e depois crie o bumerangue do resultado.",
    cutLink: "Aparar GIF",
  },
  censorStage: {
    region: "Área {number}: {style}, {width} × {height} px em x {x}, y {y}",
    notActive: "{region}, não ocultada neste momento",
    styles: {
      blur: "desfoque",
      pixelate: "pixelado",
      box: "tarja",
    },
  },
  edLayers: {
    timeRange: {
      start: "Início (s)",
      end: "Fim (s)",
      endPlaceholder: "Final do GIF",
      notNumbers: "Os tempos são em segundos, como {example}.",
      theEnd: "o final",
    },
  },
  sharedParts: {
    estimate: {
      label: "Tamanho estimado:",
      about: "cerca de {size}",
      measuring: "calculando…",
      notAvailable: "indisponível",
      fitAtMost: ", no máximo {size} com “Caber em um tamanho”",
      failed: "Não foi possível calcular a estimativa.",
      couldNotStart: "Não foi possível iniciar a estimativa.",
      tooLong: "A estimativa demorou demais.",
      progressUnreadable: "Não foi possível ler o andamento da estimativa.",
    },
    timeRange: {
      seconds: "{seconds} s",
      theEnd: "o fim",
      start: "Início (s)",
      end: "Fim (s)",
      endPlaceholder: "Fim do GIF",
      notNumbers: "Os tempos são em segundos, como 1.5.",
    },
    moveRemove: {
      nouns: { animation: "animação", image: "imagem", step: "etapa" },
      up: "Mover {noun} {number} para cima",
      down: "Mover {noun} {number} para baixo",
      left: "Mover {noun} {number} para a esquerda",
      right: "Mover {noun} {number} para a direita",
      remove: "Remover",
      removeLabel: "Remover {noun} {number}",
    },
  },
} satisfies EditorUiMessages;
