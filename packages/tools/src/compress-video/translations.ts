import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Comprimir vídeo",
    summary:
      "Ajusta un vídeo a un tamaño: los 10 MiB de Discord, los 25 MB de un correo o el que escribas.",
  },
  "pt-BR": {
    name: "Comprimir vídeo",
    summary:
      "Faça um vídeo caber num tamanho: os 10 MiB do Discord, os 25 MB de um e-mail ou o que você digitar.",
  },
  fr: {
    name: "Compresser une vidéo",
    summary:
      "Faites tenir une vidéo dans une taille : 10 Mio pour Discord, 25 Mo pour un e-mail, ou la vôtre.",
  },
  de: {
    name: "Video komprimieren",
    summary:
      "Bring ein Video auf eine Größe: 10 MiB für Discord, 25 MB für eine E-Mail oder deinen Wert.",
  },
  it: {
    name: "Comprimi video",
    summary:
      "Fai stare un video in una dimensione: i 10 MiB di Discord, i 25 MB di un'email o quella che scrivi.",
  },
  ja: {
    name: "動画の圧縮",
    summary: "Discord の 10 MiB、メールの 25 MB、または指定したサイズに動画を収めます。",
  },
  id: {
    name: "Kompres Video",
    summary:
      "Sesuaikan video dengan ukuran tertentu: 10 MiB Discord, 25 MB email, atau ukuran pilihanmu.",
  },
} satisfies ToolTranslations;
