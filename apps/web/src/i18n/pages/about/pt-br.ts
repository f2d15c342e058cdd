import type { AboutCopy } from "./en.ts";

export const about = {
  title: "Sobre o GifKit",
  description:
    "O GifKit reúne {toolCount} ferramentas de GIF grátis on-line: crie GIFs com vídeos e imagens, depois edite, converta e otimize. Sem conta e sem marca d'água.",
  crumb: "Sobre",
  eyebrow: "Quem somos",
  heading: "GIFs sem complicação, para todo mundo",
  intro:
    "O GifKit existe para que qualquer pessoa faça um bom GIF em um minuto: uma reação tirada de um vídeo, um loop de produto com algumas capturas de tela, uma legenda num clássico. Nada para instalar e nada para pagar.",
  missionEyebrow: "Nossa missão",
  missionHeading: "Boas ferramentas de GIF devem ser gratuitas e honestas",
  mission: [
    "O GIF animado é o único formato de imagem em movimento que funciona em qualquer lugar: no chat, no e-mail, em documentos, fóruns e apresentações. Mesmo assim, fazer um bom GIF costuma significar brigar com programas de computador ou confiar num site com promessas vagas sobre os seus arquivos.",
    "Fazemos o GifKit para ser o contrário: ferramentas claras com bons padrões, limites claros e uma explicação direta do que acontece com os seus arquivos. Os arquivos são processados nos nossos servidores e apagados automaticamente. Nossa [política de privacidade](/privacy-policy) explica exatamente como.",
  ],
  highlightsHeading: "O que importa para nós",
  highlights: {
    free: {
      title: "Grátis, sem pegadinha",
      text: "Todas as ferramentas são gratuitas, sem marca d'água, sem cadastro e sem plano premium guardando as melhores configurações.",
    },
    files: {
      title: "Arquivos de vida curta",
      text: "Nada do que você envia fica guardado por mais de {minutes} minutos, e a maioria dos arquivos enviados é apagada assim que a tarefa termina. Nunca olhamos nem compartilhamos os seus arquivos.",
    },
    quality: {
      title: "Qualidade em primeiro lugar",
      text: "Uma paleta para cada clipe, pontilhado cuidadoso e durações de quadro exatas, comparados com os melhores codificadores que conseguimos testar.",
    },
    devices: {
      title: "Em qualquer aparelho",
      text: "As ferramentas funcionam em qualquer navegador moderno, no celular, tablet ou computador (Gravar tela precisa de um computador: celulares não conseguem compartilhar a tela com uma página da web). O trabalho pesado fica com os nossos servidores.",
    },
  },
  storyHeading: "Nossa história",
  story: [
    {
      title: "Por que começamos",
      text: "O GifKit nasceu de um pequeno incômodo: transformar dois segundos de uma gravação de tela em GIF exigia três programas e muito chute sobre taxa de quadros e paletas. O resultado ficava enorme ou cheio de manchas. Queríamos um só lugar que acertasse os detalhes já no padrão.",
    },
    {
      title: "Como funciona hoje",
      text: "Hoje o GifKit tem {toolCount} ferramentas ([veja todas](/tools)). Quando você usa uma, o seu arquivo é enviado ao GifKit e uma tarefa entra na fila dos nossos servidores. Codificadores de código aberto bem testados (ffmpeg, gifsicle e libvips) fazem o trabalho, e você baixa o resultado. Cada arquivo enviado, em qualquer ferramenta, pode ter até {maxUpload}, e os mesmos limites valem em todo o site, listados nas [perguntas frequentes](/faq).",
    },
    {
      title: "Como continuamos grátis",
      text: "O GifKit é pago com anúncios, exibidos só se você aceitar os cookies. Não há plano pago nem marca d'água. Se você recusar, as ferramentas funcionam exatamente do mesmo jeito.",
    },
    {
      title: "Aberto a desenvolvedores",
      text: "As mesmas ferramentas estão disponíveis como uma API HTTP simples: inicie uma tarefa, consulte o status e baixe o resultado. A [página da API](/api) traz os detalhes e uma descrição OpenAPI.",
    },
  ],
  helloHeading: "Fale com a gente",
  hello:
    "Dúvidas, ideias ou um bug para relatar? [Entre em contato](/contact) ou acompanhe a gente.",
  ctaTitle: "Crie algo que valha a pena compartilhar",
  ctaText: "Escolha uma ferramenta e tenha seu GIF pronto num instante.",
  ctaTry: "Experimente {tool}",
} satisfies AboutCopy;
