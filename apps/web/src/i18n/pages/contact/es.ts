import type { ContactCopy } from "./en.ts";

export const contact = {
  title: "Contacto",
  description:
    "¿Preguntas, comentarios o un problema con una herramienta GIF? Escribe a GifKit o al correo de soporte. Respondemos en 2 días laborables.",
  crumb: "Contacto",
  heading: "Contacta con nosotros",
  intro: "¿Preguntas, ideas o un problema con una herramienta? Leemos todos los mensajes.",
  formHeading: "Envíanos un mensaje",
  allRequired: "Todos los campos son obligatorios.",
  detailsHeading: "Datos de contacto",
  emailLabel: "Correo electrónico",
  hoursLabel: "Horario de atención",
  hours: "De lunes a viernes, de 9:00 a 17:00 (GMT)",
  responseLabel: "Tiempo de respuesta",
  response: "Respondemos en un plazo de 2 días laborables.",
  privacyHeading: "Tu privacidad",
  privacy:
    "Usamos tu nombre y tu correo solo para responderte. Tu mensaje se guarda en nuestros servidores y se envía a nuestro buzón de soporte; consulta la [política de privacidad](/privacy-policy).",
  elsewhereLabel: "Más ayuda",
  elsewhereHeading: "¿Buscas otra cosa?",
  helpCenter: "Centro de ayuda",
  faq: "Preguntas frecuentes",
  home: "Inicio de GifKit",
  form: {
    name: "Nombre",
    email: "Correo electrónico",
    message: "Mensaje",
    honeypot: "Deja este campo vacío",
    send: "Enviar mensaje",
    sending: "Enviando…",
    sent: "¡Gracias! Tu mensaje se ha enviado.",
    missingFields: "Rellena todos los campos.",
    invalidEmail: "Escribe un correo electrónico válido.",
    serverFailed: "No se pudo enviar el mensaje.",
    unexpected: "Algo ha salido mal.",
    networkFailed:
      "No se pudo enviar tu mensaje: falló la conexión con GifKit. Comprueba tu conexión a internet y vuelve a intentarlo.",
  },
  serverErrors: {
    "missing-fields": "Rellena todos los campos.",
    "invalid-email": "Escribe un correo electrónico válido.",
    "field-too-long": "Uno de los campos es demasiado largo. Acórtalo y vuelve a intentarlo.",
    "rate-limited":
      "Has enviado varios mensajes en poco tiempo. Espera un rato y vuelve a intentarlo.",
  },
} satisfies ContactCopy;
