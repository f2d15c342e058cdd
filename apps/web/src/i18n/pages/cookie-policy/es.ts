import type { CookiePolicyCopy } from "./en.ts";

export const cookiePolicy = {
  title: "Política de cookies",
  description:
    "Qué cookies y almacenamiento del navegador usa GifKit, para qué, y cómo aceptarlas, rechazarlas o cambiar tu elección cuando quieras en Configurar cookies.",
  crumb: "Política de cookies",
  heading: "Política de cookies",
  intro: "GifKit usa las mínimas cookies posibles. Aquí está todo lo que guardamos y por qué.",
  updatedLabel: "Última actualización:",
  englishBinds:
    "Esta es una traducción para tu comodidad. La que tiene validez es la [versión en inglés](/cookie-policy).",
  whatHeading: "Qué son las cookies",
  what: "Las cookies y otros almacenamientos similares del navegador (como localStorage) permiten que un sitio recuerde pequeños datos entre visitas. Algunas son imprescindibles para que el sitio funcione; otras se usan para publicidad o medición.",
  essentialHeading: "Almacenamiento esencial",
  table: {
    name: "Nombre",
    type: "Tipo",
    purpose: "Finalidad",
    kept: "Duración",
    consentPurpose: "Recuerda si aceptaste o rechazaste las cookies no esenciales.",
    consentKept: "Hasta que lo borres",
  },
  noTracking:
    "GifKit no establece por sí mismo cookies de seguimiento y no tiene cuentas, así que no hay cookies de inicio de sesión.",
  advertisingHeading: "Cookies de publicidad (solo con tu consentimiento)",
  advertising: [
    "GifKit se financia con anuncios de Google AdSense. El script de publicidad solo se carga después de que hagas clic en **{accept}**. Entonces Google puede establecer cookies (como `__gads`, `__gpi` e `IDE`) para mostrar anuncios, limitar cuántas veces los ves, medirlos y, donde esté permitido, personalizarlos. Las políticas de Google describen estas cookies.",
    "Antes de que elijas, indicamos al sistema de consentimiento de Google que la publicidad, la analítica, los datos de usuario para anuncios y la personalización de anuncios están **denegados**; solo se permite el almacenamiento de funcionalidad y de seguridad.",
  ],
  choiceHeading: "Tu elección",
  choices: [
    "**{accept}** permite las cookies de publicidad descritas arriba.",
    "**{decline}** las mantiene desactivadas; no se carga ningún script de publicidad. Las herramientas funcionan igual en ambos casos.",
  ],
  changeMind:
    "Puedes cambiar de opinión en cualquier momento con **{settings}**, al pie de cada página, o aquí:",
  openSettings: "Abrir la configuración de cookies",
  browser:
    "También puedes borrar las cookies y los datos del sitio en los ajustes de tu navegador. Preguntas: {email}.",
} satisfies CookiePolicyCopy;
