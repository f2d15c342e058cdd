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
  videoParts: {
    uploadDifferentVideo: "Enviar outro vídeo",
    region: "{label}: player e linha do tempo",
    play: "Reproduzir",
    pause: "Pausar",
    previousFrame: "Quadro anterior",
    nextFrame: "Próximo quadro",
    frameBack: "−1 quadro",
    frameForward: "+1 quadro",
    mute: "Sem som",
    playhead: "Cursor de reprodução",
    seconds: "{seconds} s",
    frameTime: "{time}, quadro {frame} de {count}",
    range: "Trecho",
    rangeStart: "Início: {range}",
    rangeEnd: "Fim: {range}",
    rangeFrom: "{range}: de {start} a {end},",
    rangeFrames: { one: "({count} quadro)", other: "({count} quadros)" },
    startValue: "{time}, a partir do quadro {frame}",
    endValue: "{time}, até o quadro {frame}",
    startHere: "Começar aqui",
    endAfterFrame: "Terminar após este quadro",
    playRange: "Reproduzir: {range}",
    keyHelp:
      "Setas esquerda e direita: um quadro; Shift+setas: um segundo; Home, End: primeiro e último quadro; J: um quadro para trás (segure para voltar), K: pausar, L: reproduzir (de novo: mais rápido); I e O: início e fim do trecho aqui.",
    noFrameRate: "O arquivo não informa a taxa de quadros: cada passo é 1/{fps} s.",
    frameRate: "{fps} quadros por segundo.",
    frameRatePreview:
      "{fps} quadros por segundo; este navegador não reproduz o arquivo, então é mostrada uma prévia feita pelo GifKit (o original é usado).",
    loading: "Carregando o vídeo...",
    fetching: "Baixando o vídeo...",
    preparingPreview: "Este formato não roda no navegador: preparando uma prévia...",
    loadFailed: "Não foi possível carregar o arquivo ou a URL do vídeo.",
    uploadFailed: "Não foi possível processar a URL do vídeo",
  },
} satisfies EditorUiMessages;
