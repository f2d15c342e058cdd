import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Añadir subtítulos",
    summary: "Incrusta un archivo SRT, VTT o ASS en un vídeo, o añádelo como pista de subtítulos.",
    messages: {
      resultTitle: "¡Tu vídeo con subtítulos está listo!",
      startOver: "Elegir otro vídeo",
    },
  },
  "pt-BR": {
    name: "Adicionar legendas",
    summary:
      "Grave um arquivo SRT, VTT ou ASS na imagem do vídeo, ou adicione-o como faixa de legenda.",
    messages: {
      resultTitle: "Seu vídeo legendado está pronto!",
      startOver: "Escolher outro vídeo",
    },
  },
  fr: {
    name: "Ajouter des sous-titres",
    summary:
      "Incrustez un fichier SRT, VTT ou ASS dans une vidéo, ou ajoutez-le comme piste de sous-titres.",
    messages: {
      resultTitle: "Votre vidéo sous-titrée est prête !",
      startOver: "Choisir une autre vidéo",
    },
  },
  de: {
    name: "Untertitel hinzufügen",
    summary:
      "Brenne eine SRT-, VTT- oder ASS-Datei ins Video ein oder füge sie als Untertitelspur hinzu.",
    messages: {
      resultTitle: "Dein Video mit Untertiteln ist fertig!",
      startOver: "Anderes Video wählen",
    },
  },
  it: {
    name: "Aggiungi sottotitoli",
    summary:
      "Imprimi un file SRT, VTT o ASS in un video, oppure aggiungilo come traccia di sottotitoli.",
    messages: {
      resultTitle: "Il tuo video sottotitolato è pronto!",
      startOver: "Scegli un altro video",
    },
  },
  ja: {
    name: "字幕の追加",
    summary: "SRT・VTT・ASS ファイルを動画に焼き込むか、字幕トラックとして追加します。",
    messages: { resultTitle: "字幕付きの動画ができました！", startOver: "別の動画を選ぶ" },
  },
  id: {
    name: "Tambah Subtitle",
    summary: "Tanam file SRT, VTT, atau ASS ke video, atau tambahkan sebagai trek subtitle.",
    messages: { resultTitle: "Video bersubtitle kamu sudah jadi!", startOver: "Pilih video lain" },
  },
} satisfies ToolTranslations;
