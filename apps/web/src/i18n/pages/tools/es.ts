import type { ToolsCopy } from "./en.ts";

export const tools = {
  title: "Todas las herramientas GIF",
  description:
    "Las {toolCount} herramientas gratuitas de GifKit, según lo que quieras hacer: crear, editar, convertir, optimizar, fotogramas, efectos y texto. Sin cuenta.",
  crumb: "Herramientas",
  heading: "Todas las herramientas GIF",
  intro:
    "{toolCount} herramientas gratuitas, agrupadas según lo que quieras hacer. Todas funcionan en tu navegador, en cualquier dispositivo; los archivos se procesan en nuestros servidores.",
  groups: {
    make: {
      name: "Crear un GIF",
      text: "Parte de un vídeo, de fotos, de tu pantalla o de una frase.",
    },
    edit: {
      name: "Editar un GIF",
      text: "Cambia su tamaño, encuadre, duración, velocidad u orientación, o une varios.",
    },
    convert: {
      name: "Convertir",
      text: "Convierte un GIF en vídeo, WebP, APNG o AVIF, o en una hoja de sprites y al revés.",
    },
    optimize: {
      name: "Optimizar",
      text: "Haz un GIF más ligero para chats, correos y páginas web.",
    },
    frames: {
      name: "Trabajar con fotogramas",
      text: "Elige, reordena, ajusta la duración, separa o invierte los fotogramas.",
    },
    effects: {
      name: "Efectos y texto",
      text: "Añade textos, filtros, un desenfoque sobre caras o un logotipo encima.",
    },
    video: {
      name: "Vídeo",
      text: "Edita un vídeo como vídeo: comprímelo para un chat, recórtalo, conserva su sonido.",
    },
  },
} satisfies ToolsCopy;
