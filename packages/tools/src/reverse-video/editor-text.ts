import { editorTextSet } from "../shared/i18n/editor-text.ts";

/** Reverse Video's editor words (web/reverse-video-editor.tsx), in English: the type of every language's. */
const en = {
  action: "Reverse Video",
  busy: "Reversing...",
  settings: "Reverse settings",
  note: "The picture plays from the last frame to the first, and the sound backwards with it.",
};

export type ReverseVideoEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Invertir vídeo",
    busy: "Invirtiendo...",
    settings: "Ajustes de inversión",
    note: "La imagen se reproduce del último fotograma al primero, y el sonido al revés con ella.",
  },
  "pt-BR": {
    action: "Inverter vídeo",
    busy: "Invertendo...",
    settings: "Ajustes de inversão",
    note: "A imagem toca do último quadro ao primeiro, e o som de trás para a frente junto com ela.",
  },
  fr: {
    action: "Inverser la vidéo",
    busy: "Inversion...",
    settings: "Réglages d'inversion",
    note: "L'image défile de la dernière à la première, et le son à l'envers avec elle.",
  },
  de: {
    action: "Video umkehren",
    busy: "Wird umgekehrt...",
    settings: "Einstellungen zum Umkehren",
    note: "Das Bild läuft vom letzten Frame bis zum ersten, und der Ton mit ihm rückwärts.",
  },
  it: {
    action: "Video al contrario",
    busy: "Inversione...",
    settings: "Impostazioni di inversione",
    note: "L'immagine va dall'ultimo fotogramma al primo, e l'audio al contrario insieme a lei.",
  },
  ja: {
    action: "動画を逆再生",
    busy: "逆再生に変換中...",
    settings: "逆再生の設定",
    note: "映像は最後のフレームから最初のフレームへ再生され、音声も一緒に逆再生されます。",
  },
  id: {
    action: "Balik Video",
    busy: "Membalik...",
    settings: "Pengaturan balik",
    note: "Gambar diputar dari frame terakhir ke yang pertama, dan suaranya ikut terbalik.",
  },
});
