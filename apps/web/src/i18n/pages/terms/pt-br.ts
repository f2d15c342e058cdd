import type { TermsCopy } from "./en.ts";

export const terms = {
  title: "Termos de uso",
  description:
    "Os termos de uso das ferramentas de GIF gratuitas e da API do GifKit: seu conteúdo é seu, use as ferramentas legalmente e o serviço é oferecido como está.",
  crumb: "Termos de uso",
  heading: "Termos de uso",
  intro: "Ao usar o site, as ferramentas ou a API do GifKit, você concorda com estes termos.",
  updatedLabel: "Última atualização:",
  englishBinds:
    "Esta é uma tradução, para sua conveniência. O texto válido é a [versão em inglês](/terms).",
  serviceHeading: "O serviço",
  service:
    "O GifKit oferece ferramentas online gratuitas e uma API HTTP para criar e editar GIFs animados. O serviço é gratuito e mantido por publicidade. Podemos adicionar, alterar ou remover recursos, e podemos limitar ou suspender o acesso para proteger o serviço e seus usuários.",
  contentHeading: "Seu conteúdo",
  content: [
    "Você mantém todos os direitos sobre os arquivos que envia e os GIFs que cria. Você nos dá apenas a permissão necessária para processar seus arquivos e produzir o resultado que pediu. Os arquivos são tratados como descrito na nossa [política de privacidade](/privacy-policy): nada é guardado por mais de {minutes} minutos, e os envios normalmente são apagados quando a tarefa termina, então guarde suas próprias cópias.",
    "Você confirma que tem o direito de usar o conteúdo que envia ou para o qual fornece um link.",
  ],
  useHeading: "Uso aceitável",
  useIntro: "Você concorda em não usar o GifKit para:",
  uses: [
    "processar conteúdo ilegal, que viole direitos de outras pessoas ou que sexualize menores;",
    "assediar, ameaçar ou difamar alguém, ou espalhar malware;",
    "sobrecarregar, sondar ou contornar os limites do serviço, por exemplo com requisições automatizadas em massa além dos limites de uso justo documentados;",
    "fazer nossos servidores buscarem conteúdo de endereços que você não tem permissão para acessar.",
  ],
  limitsHeading: "Limites",
  limits:
    "Arquivos enviados e por link podem ter até {maxUpload} cada. Outros limites de tamanho de imagem, número de quadros e tamanho do resultado valem para todas as ferramentas e estão listados nas [perguntas frequentes](/faq). Uma requisição acima de um limite é recusada com uma mensagem que diz qual é o limite.",
  apiHeading: "A API",
  api: "A [API pública](/api) pode ser usada em projetos pessoais e comerciais nos mesmos termos e limites. Identifique seu aplicativo no cabeçalho User-Agent e aguarde quando for solicitado (HTTP 429 ou 503 com Retry-After).",
  aiHeading: "Conteúdo gerado por IA",
  ai: "As animações do Gerador de GIF com IA são produzidas automaticamente a partir do seu texto. Os resultados podem ser inesperados; você é responsável pela forma como os usa.",
  warrantyHeading: "Sem garantia",
  warranty:
    "O GifKit é oferecido “no estado em que se encontra” e “conforme disponível”, sem garantias de qualquer tipo. Fazemos o possível para mantê-lo funcionando e correto, mas não podemos prometer que estará sempre disponível, livre de erros ou adequado a uma finalidade específica.",
  liabilityHeading: "Limitação de responsabilidade",
  liability:
    "Na medida em que a lei permitir, o GifKit não se responsabiliza por perdas indiretas ou consequentes, nem por perda de dados, decorrentes do seu uso do serviço. Nada nestes termos limita a responsabilidade que não pode ser limitada por lei.",
  changesHeading: "Alterações",
  changes:
    "Podemos atualizar estes termos; a data no topo mostra a versão mais recente. Continuar usando o GifKit após uma alteração significa que você aceita os novos termos. Dúvidas: {email}.",
} satisfies TermsCopy;
