import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Editar fotogramas",
    summary: "Elimina, duplica, reordena y cambia la duración de los fotogramas de un GIF.",
    messages: { resultTitle: "¡Tu GIF editado está listo!", startOver: "Editar otro GIF" },
  },
  "pt-BR": {
    name: "Editar quadros",
    summary: "Exclua, duplique, reordene e ajuste o tempo dos quadros de um GIF.",
    messages: { resultTitle: "Seu GIF editado está pronto!", startOver: "Editar outro GIF" },
  },
  fr: {
    name: "Modifier les images",
    summary: "Supprimez, dupliquez, réordonnez et changez la durée des images d'un GIF.",
    messages: { resultTitle: "Votre GIF modifié est prêt !", startOver: "Modifier un autre GIF" },
  },
  de: {
    name: "Frames bearbeiten",
    summary: "Lösche, dupliziere, sortiere und timme die Frames eines GIFs neu.",
    messages: {
      resultTitle: "Dein bearbeitetes GIF ist fertig!",
      startOver: "Ein weiteres GIF bearbeiten",
    },
  },
  it: {
    name: "Modifica fotogrammi",
    summary: "Elimina, duplica, riordina e cambia la durata dei fotogrammi di una GIF.",
    messages: {
      resultTitle: "La tua GIF modificata è pronta!",
      startOver: "Modifica un'altra GIF",
    },
  },
  ja: {
    name: "フレーム編集",
    summary: "GIF のフレームを削除、複製、並べ替えし、表示時間を変更します。",
    messages: { resultTitle: "編集した GIF ができました！", startOver: "別の GIF を編集" },
  },
  id: {
    name: "Edit Frame",
    summary: "Hapus, gandakan, urutkan ulang, dan atur ulang waktu frame GIF.",
    messages: { resultTitle: "GIF hasil editan sudah jadi!", startOver: "Edit GIF lain" },
  },
} satisfies ToolTranslations;
