import type { CookiePolicyCopy } from "./en.ts";

export const cookiePolicy = {
  title: "Política de uso de cookies",
  description:
    "Quais cookies e armazenamento do navegador o GifKit usa, para quê, e como aceitar, recusar ou mudar sua escolha a qualquer momento em Configurar cookies.",
  crumb: "Política de uso de cookies",
  heading: "Política de uso de cookies",
  intro: "O GifKit usa o mínimo possível de cookies. Aqui está tudo o que guardamos e por quê.",
  updatedLabel: "Última atualização:",
  englishBinds:
    "Esta é uma tradução, para sua conveniência. O texto válido é a [versão em inglês](/cookie-policy).",
  whatHeading: "O que são cookies",
  what: "Cookies e armazenamentos parecidos do navegador (como o localStorage) permitem que um site lembre pequenas informações entre as visitas. Alguns são essenciais para o site funcionar; outros são usados para publicidade ou medição.",
  essentialHeading: "Armazenamento essencial",
  table: {
    name: "Nome",
    type: "Tipo",
    purpose: "Finalidade",
    kept: "Duração",
    consentPurpose: "Lembra se você aceitou ou recusou os cookies não essenciais.",
    consentKept: "Até você apagá-lo",
  },
  noTracking:
    "O próprio GifKit não define cookies de rastreamento e não tem contas, então não há cookies de login.",
  advertisingHeading: "Cookies de publicidade (só com consentimento)",
  advertising: [
    "O GifKit é mantido por anúncios do Google AdSense. O script de publicidade só é carregado depois que você clica em **{accept}**. O Google pode então definir cookies (como `__gads`, `__gpi` e `IDE`) para exibir anúncios, limitar quantas vezes você os vê, medi-los e, onde for permitido, personalizá-los. As políticas do próprio Google descrevem esses cookies.",
    "Antes de você escolher, informamos ao sistema de consentimento do Google que publicidade, análise, dados do usuário para anúncios e personalização de anúncios estão **negados**; só o armazenamento de funcionalidade e de segurança é permitido.",
  ],
  choiceHeading: "Sua escolha",
  choices: [
    "**{accept}** permite os cookies de publicidade descritos acima.",
    "**{decline}** os mantém desativados; nenhum script de publicidade é carregado. As ferramentas funcionam do mesmo jeito nos dois casos.",
  ],
  changeMind:
    "Você pode mudar de ideia a qualquer momento em **{settings}**, no rodapé de todas as páginas, ou aqui:",
  openSettings: "Abrir as configurações de cookies",
  browser:
    "Você também pode apagar os cookies e os dados do site nas configurações do seu navegador. Dúvidas: {email}.",
} satisfies CookiePolicyCopy;
