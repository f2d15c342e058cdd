import type { TermsCopy } from "./en.ts";

export const terms = {
  title: "Condiciones del servicio",
  description:
    "Las condiciones de uso de las herramientas de GIF gratuitas y la API de GifKit: tu contenido es tuyo, úsalas legalmente y el servicio se ofrece tal cual.",
  crumb: "Condiciones del servicio",
  heading: "Condiciones del servicio",
  intro: "Al usar el sitio web, las herramientas o la API de GifKit, aceptas estas condiciones.",
  updatedLabel: "Última actualización:",
  englishBinds:
    "Esta es una traducción para tu comodidad. La que tiene validez es la [versión en inglés](/terms).",
  serviceHeading: "El servicio",
  service:
    "GifKit ofrece herramientas en línea gratuitas y una API HTTP para crear y editar GIF animados. El servicio es gratuito y se financia con publicidad. Podemos añadir, cambiar o retirar funciones, y podemos limitar o suspender el acceso para proteger el servicio y a sus usuarios.",
  contentHeading: "Tu contenido",
  content: [
    "Conservas todos los derechos sobre los archivos que subes y los GIF que creas. Solo nos das el permiso necesario para procesar tus archivos y obtener el resultado que pediste. Los archivos se tratan como se describe en nuestra [política de privacidad](/privacy-policy): nada se guarda más de {minutes} minutos, y las subidas suelen borrarse cuando termina su tarea, así que guarda tus propias copias.",
    "Confirmas que tienes derecho a usar el contenido que subes o enlazas.",
  ],
  useHeading: "Uso aceptable",
  useIntro: "Te comprometes a no usar GifKit para:",
  uses: [
    "procesar contenido ilegal, que infrinja derechos de otras personas o que sexualice a menores;",
    "acosar, amenazar o difamar a nadie, ni difundir malware;",
    "sobrecargar, sondear o eludir los límites del servicio, por ejemplo con solicitudes masivas automatizadas que superen los límites de uso razonable documentados;",
    "hacer que nuestros servidores descarguen contenido de direcciones a las que no tienes permiso para acceder.",
  ],
  limitsHeading: "Límites",
  limits:
    "Cada archivo subido o enlazado puede ocupar hasta {maxUpload}. Otros límites de tamaño de imagen, número de fotogramas y tamaño del resultado se aplican a todas las herramientas y aparecen en las [preguntas frecuentes](/faq). Una solicitud que supera un límite se rechaza con un mensaje que indica ese límite.",
  apiHeading: "La API",
  api: "La [API pública](/api) puede usarse en proyectos personales y comerciales con las mismas condiciones y límites. Identifica tu aplicación en la cabecera User-Agent y espera cuando se te pida (HTTP 429 o 503 con Retry-After).",
  aiHeading: "Contenido generado con IA",
  ai: "Las animaciones del Generador de GIF con IA se producen automáticamente a partir de tu texto. Los resultados pueden ser inesperados; tú eres responsable de cómo los uses.",
  warrantyHeading: "Sin garantía",
  warranty:
    "GifKit se ofrece «tal cual» y «según disponibilidad», sin garantías de ningún tipo. Hacemos lo posible para que funcione y sea correcto, pero no podemos prometer que esté siempre disponible, libre de errores o que sirva para un fin concreto.",
  liabilityHeading: "Limitación de responsabilidad",
  liability:
    "En la medida en que la ley lo permita, GifKit no es responsable de pérdidas indirectas o consecuentes, ni de la pérdida de datos, derivadas de tu uso del servicio. Nada en estas condiciones limita la responsabilidad que la ley no permite limitar.",
  changesHeading: "Cambios",
  changes:
    "Podemos actualizar estas condiciones; la fecha de arriba indica la versión más reciente. Seguir usando GifKit después de un cambio significa que aceptas las nuevas condiciones. Preguntas: {email}.",
} satisfies TermsCopy;
