import { editorTextSet } from "../shared/i18n/editor-text.ts";

/** Convert Video's editor words (web/convert-video-editor.tsx), in English: the type of every language's. */
const en = {
  action: "Convert Video",
  busy: "Converting...",
  settings: "Convert settings",
  format: "Format",
  quality: "Quality",
  high: "High",
  medium: "Medium",
  small: "Smaller file",
  gifNote:
    "A GIF has no sound: high is 20 frames per second, medium 15, smaller 10 with 128 colors.",
  videoNote:
    "The sound is kept. High keeps the most detail; smaller makes about half the file of medium.",
};

export type ConvertVideoEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Convertir vídeo",
    busy: "Convirtiendo...",
    settings: "Ajustes de conversión",
    format: "Formato",
    quality: "Calidad",
    high: "Alta",
    medium: "Media",
    small: "Archivo más pequeño",
    gifNote:
      "Un GIF no tiene sonido: alta son 20 fotogramas por segundo, media 15 y más pequeño 10 con 128 colores.",
    videoNote:
      "Se conserva el sonido. Alta guarda el máximo detalle; más pequeño da un archivo de más o menos la mitad que media.",
  },
  "pt-BR": {
    action: "Converter vídeo",
    busy: "Convertendo...",
    settings: "Ajustes de conversão",
    format: "Formato",
    quality: "Qualidade",
    high: "Alta",
    medium: "Média",
    small: "Arquivo menor",
    gifNote: "GIF não tem som: alta são 20 quadros por segundo, média 15 e menor 10 com 128 cores.",
    videoNote:
      "O som é mantido. Alta guarda o máximo de detalhes; menor gera mais ou menos metade do arquivo da média.",
  },
  fr: {
    action: "Convertir la vidéo",
    busy: "Conversion...",
    settings: "Réglages de conversion",
    format: "Format de sortie",
    quality: "Qualité",
    high: "Haute",
    medium: "Moyenne",
    small: "Fichier plus léger",
    gifNote:
      "Un GIF n'a pas de son : haute donne 20 images par seconde, moyenne 15, plus léger 10 avec 128 couleurs.",
    videoNote:
      "Le son est conservé. Haute garde le plus de détails ; plus léger donne un fichier environ deux fois plus petit qu'en moyenne.",
  },
  de: {
    action: "Video umwandeln",
    busy: "Wird umgewandelt...",
    settings: "Einstellungen zum Umwandeln",
    format: "Ausgabeformat",
    quality: "Qualität",
    high: "Hoch",
    medium: "Mittel",
    small: "Kleinere Datei",
    gifNote:
      "Ein GIF hat keinen Ton: Hoch sind 20 Frames pro Sekunde, Mittel 15, Kleiner 10 mit 128 Farben.",
    videoNote:
      "Der Ton bleibt erhalten. Hoch behält die meisten Details; Kleiner ergibt etwa die halbe Dateigröße von Mittel.",
  },
  it: {
    action: "Converti video",
    busy: "Conversione...",
    settings: "Impostazioni di conversione",
    format: "Formato",
    quality: "Qualità",
    high: "Alta",
    medium: "Media",
    small: "File più leggero",
    gifNote:
      "Una GIF non ha audio: alta sono 20 fotogrammi al secondo, media 15, più leggero 10 con 128 colori.",
    videoNote:
      "L'audio viene mantenuto. Alta conserva più dettagli; più leggero dà un file grande circa la metà di media.",
  },
  ja: {
    action: "動画を変換",
    busy: "変換中...",
    settings: "変換の設定",
    format: "形式",
    quality: "画質",
    high: "高",
    medium: "中",
    small: "小さいファイル",
    gifNote:
      "GIF に音声はありません。高は毎秒 20 フレーム、中は 15、小さいファイルは 10 フレームで 128 色です。",
    videoNote:
      "音声はそのまま残ります。高は細部を最も残し、小さいファイルは中のおよそ半分のサイズになります。",
  },
  id: {
    action: "Konversi Video",
    busy: "Mengonversi...",
    settings: "Pengaturan konversi",
    format: "Format keluaran",
    quality: "Kualitas",
    high: "Tinggi",
    medium: "Sedang",
    small: "File lebih kecil",
    gifNote:
      "GIF tidak punya suara: tinggi berarti 20 frame per detik, sedang 15, lebih kecil 10 dengan 128 warna.",
    videoNote:
      "Suaranya tetap. Tinggi menyimpan detail paling banyak; lebih kecil menghasilkan file kira-kira setengah dari sedang.",
  },
});
