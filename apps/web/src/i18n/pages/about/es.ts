import type { AboutCopy } from "./en.ts";

export const about = {
  title: "Sobre GifKit",
  description:
    "GifKit reúne {toolCount} herramientas GIF gratis en línea: crea GIF a partir de vídeos e imágenes, edítalos, conviértelos y optimízalos. Sin cuenta ni marca de agua.",
  crumb: "Sobre nosotros",
  eyebrow: "Quiénes somos",
  heading: "GIF fáciles, para todo el mundo",
  intro:
    "GifKit existe para que cualquiera pueda hacer un buen GIF en un minuto: una reacción sacada de un vídeo, un bucle de producto con unas capturas, un texto sobre un clásico. Sin instalar nada y sin pagar nada.",
  missionEyebrow: "Nuestra misión",
  missionHeading: "Las buenas herramientas GIF deben ser gratuitas y honestas",
  mission: [
    "El GIF animado es el único formato de imagen en movimiento que funciona en todas partes: en chats, correos, documentos, foros y presentaciones. Sin embargo, hacer uno bueno suele significar pelearse con programas de escritorio o fiarse de una web con promesas vagas sobre tus archivos.",
    "Hacemos GifKit para que sea justo lo contrario: herramientas claras con buenos valores por defecto, límites claros y una explicación sencilla de lo que pasa con tus archivos. Los archivos se procesan en nuestros servidores y se borran solos. Nuestra [política de privacidad](/privacy-policy) explica exactamente cómo.",
  ],
  highlightsHeading: "Lo que nos importa",
  highlights: {
    free: {
      title: "Gratis, sin letra pequeña",
      text: "Todas las herramientas son gratuitas, sin marca de agua, sin registro y sin un plan premium que se guarde los mejores ajustes.",
    },
    files: {
      title: "Archivos que no se quedan",
      text: "Nada de lo que envías se guarda más de {minutes} minutos, y la mayoría de las subidas se borran en cuanto termina su tarea. Nunca miramos ni compartimos tus archivos.",
    },
    quality: {
      title: "La calidad, primero",
      text: "Una paleta para cada clip, un tramado cuidadoso y duraciones de fotograma exactas, comparados con los mejores codificadores que pudimos probar.",
    },
    devices: {
      title: "En cualquier dispositivo",
      text: "Las herramientas funcionan en cualquier navegador moderno, en el móvil, la tableta o el ordenador (Grabar pantalla necesita un ordenador: los móviles no pueden compartir su pantalla con una web). El trabajo pesado lo hacen nuestros servidores.",
    },
  },
  storyHeading: "Nuestra historia",
  story: [
    {
      title: "Por qué empezamos",
      text: "GifKit nació de una pequeña molestia: convertir en GIF dos segundos de una grabación de pantalla exigía tres programas y muchas conjeturas sobre fotogramas por segundo y paletas. El resultado era enorme o lleno de manchas. Queríamos un solo sitio que acertara con los detalles por defecto.",
    },
    {
      title: "Cómo funciona hoy",
      text: "GifKit tiene hoy {toolCount} herramientas ([míralas todas](/tools)). Cuando usas una, tu archivo se sube a GifKit y se pone una tarea en cola en nuestros servidores. Codificadores de código abierto bien probados (ffmpeg, gifsicle y libvips) hacen el trabajo, y tú descargas el resultado. Cada archivo que subes, en cualquier herramienta, puede ocupar hasta {maxUpload}, y los mismos límites valen en todas partes; están en las [preguntas frecuentes](/faq).",
    },
    {
      title: "Cómo lo mantenemos gratis",
      text: "GifKit se paga con publicidad, que solo se muestra si aceptas las cookies. No hay plan de pago ni marca de agua. Si las rechazas, las herramientas funcionan exactamente igual.",
    },
    {
      title: "Abierto a desarrolladores",
      text: "Las mismas herramientas están disponibles como una API HTTP sencilla: inicias una tarea, consultas su estado y descargas el resultado. La [página de la API](/api) tiene los detalles y una descripción OpenAPI.",
    },
  ],
  helloHeading: "Escríbenos",
  hello:
    "¿Preguntas, ideas o un fallo que contarnos? [Contacta con nosotros](/contact) o síguenos.",
  ctaTitle: "Crea algo que valga la pena compartir",
  ctaText: "Elige una herramienta y ten tu GIF listo en un momento.",
  ctaTry: "Prueba {tool}",
} satisfies AboutCopy;
