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
} satisfies EditorUiMessages;
