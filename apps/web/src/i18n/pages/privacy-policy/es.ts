import type { PrivacyPolicyCopy } from "./en.ts";

export const privacyPolicy = {
  title: "Política de privacidad",
  description:
    "Cómo trata GifKit tus archivos y datos: se procesan en nuestros servidores, las subidas se borran al terminar la tarea y los resultados a los {minutes} minutos.",
  crumb: "Política de privacidad",
  heading: "Política de privacidad",
  intro:
    "Esta política explica, con palabras sencillas, qué ocurre con tus archivos y tus datos cuando usas GifKit.",
  updatedLabel: "Última actualización:",
  englishBinds:
    "Esta es una traducción para tu comodidad. La que tiene validez es la [versión en inglés](/privacy-policy).",
  summaryHeading: "En resumen",
  summary: [
    "No necesitas una cuenta. No te pedimos tu nombre para usar ninguna herramienta.",
    "Los archivos que subes (o los enlaces que nos das) se **procesan en nuestros servidores** y se guardan solo el tiempo que indica la lista de abajo: nunca más de **{minutes} minutos**. Descarga tus resultados antes.",
    "Nunca vendemos tus archivos ni tus datos, y nunca miramos tus archivos salvo para procesarlos automáticamente.",
    "Las cookies de publicidad solo se usan si las aceptas en el aviso de cookies.",
  ],
  filesHeading: "Archivos y enlaces que nos das",
  files:
    "Para crear o editar un GIF, el archivo que eliges se envía a GifKit y se guarda temporalmente mientras una tarea lo procesa. Si pegas un enlace, nuestro servidor descarga ese archivo por ti. Cada archivo puede ocupar hasta {maxUpload}.",
  retentionIntro: "Cuánto tiempo se guarda cada tipo de archivo:",
  retentionLabelEnd: ".",
  retention: {
    uploads: {
      label: "Archivos subidos",
      text: "Un archivo enviado con una tarea se borra en cuanto la tarea termina, tanto si sale bien como si falla.",
    },
    results: {
      label: "Resultados",
      text: "Los resultados, y el estado de su tarea, se borran {minutes} minutos después de crearse.",
    },
    "estimate-samples": {
      label: "Muestras para estimar el tamaño",
      text: "Un GIF enviado para estimar su tamaño (el de Optimizar GIF: tu GIF, o sus primeros fotogramas si es grande) se guarda como un resultado, durante {minutes} minutos, para que cambiar un ajuste no obligue a subirlo otra vez.",
    },
    "link-uploads": {
      label: "Vídeos enlazados y previsualizados",
      text: "Un vídeo descargado desde un enlace, o enviado para una vista previa en el navegador, en Vídeo a GIF se guarda hasta {minutes} minutos bajo su clave de subida, hasta que una conversión lo usa (entonces se borra cuando esa tarea termina).",
    },
  },
  afterRetention: [
    "El borrado es automático. No guardamos copias, no usamos tus archivos para entrenar modelos ni los compartimos con nadie.",
    "El Generador de GIF con IA envía tu texto (ningún archivo) al servidor de generación configurado para GifKit. El texto solo se usa para crear tu animación.",
  ],
  messagesHeading: "Mensajes que nos envías",
  messages:
    "Si usas el [formulario de contacto](/contact), guardamos tu nombre, tu dirección de correo y tu mensaje en nuestros servidores y los reenviamos a nuestro buzón de soporte para poder responderte. Los conservamos mientras los necesitemos para contestarte y atender cualquier seguimiento. Puedes pedirnos que los borremos en cualquier momento.",
  technicalHeading: "Datos técnicos",
  technical:
    "Como cualquier servidor web, los nuestros ven tu dirección IP y datos básicos de cada solicitud. Los usamos para servir el sitio, mantenerlo seguro y aplicar límites de uso razonable (por ejemplo, cuántas tareas o mensajes puede iniciar una dirección en un periodo). No creamos perfiles con estos datos.",
  cookiesHeading: "Cookies y publicidad",
  cookies:
    "GifKit guarda una pequeña entrada en tu navegador para recordar tu elección sobre las cookies. Si haces clic en **{accept}**, cargamos el script de publicidad de Google, que puede establecer sus propias cookies para mostrar y medir anuncios. Si haces clic en **{decline}**, no se carga ningún script de publicidad. Puedes cambiar tu elección en cualquier momento con **{settings}**, al pie de cada página. Los detalles están en nuestra [política de cookies](/cookie-policy).",
  rightsHeading: "Tus derechos",
  rights:
    "Según dónde vivas, puedes tener derecho a acceder a los datos personales que tengamos sobre ti, corregirlos o borrarlos, y a oponerte a su uso. Como no tenemos cuentas y borramos los archivos automáticamente, los únicos datos personales que solemos tener son los que envías con el formulario de contacto. Escribe a {email} y te ayudaremos.",
  childrenHeading: "Menores",
  children:
    "GifKit no está dirigido a menores de 13 años, y no recopilamos a sabiendas datos de ellos.",
  changesHeading: "Cambios en esta política",
  changes:
    "Si cambiamos la forma en que tratamos los datos, actualizaremos esta página y la fecha de arriba. ¿Preguntas? Escribe a {email}.",
} satisfies PrivacyPolicyCopy;
