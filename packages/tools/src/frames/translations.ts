import type { ToolTranslations } from "../tool-translations.ts";

/** This tool's menu and card words in the site's other languages (issue 38). */
export default {
  es: {
    name: "Editar fotogramas",
    summary: "Elimina, duplica, reordena y cambia la duración de los fotogramas de un GIF.",
  },
  "pt-BR": {
    name: "Editar quadros",
    summary: "Exclua, duplique, reordene e ajuste o tempo dos quadros de um GIF.",
  },
  fr: {
    name: "Modifier les images",
    summary: "Supprimez, dupliquez, réordonnez et changez la durée des images d'un GIF.",
  },
  de: {
    name: "Frames bearbeiten",
    summary: "Lösche, dupliziere, sortiere und timme die Frames eines GIFs neu.",
  },
  it: {
    name: "Modifica fotogrammi",
    summary: "Elimina, duplica, riordina e cambia la durata dei fotogrammi di una GIF.",
  },
  ja: {
    name: "フレーム編集",
    summary: "GIF のフレームを削除、複製、並べ替えし、表示時間を変更します。",
  },
  id: {
    name: "Edit Frame",
    summary: "Hapus, gandakan, urutkan ulang, dan atur ulang waktu frame GIF.",
  },
} satisfies ToolTranslations;
