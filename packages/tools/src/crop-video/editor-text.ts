import { editorTextSet } from "../shared/i18n/editor-text.ts";

/**
 * Crop Video's editor words (web/crop-video-editor.tsx), in English: the type of every
 * language's. The box's handles are the shared ui.edC.cropHandles (Crop's too).
 */
const en = {
  action: "Crop Video",
  busy: "Cropping...",
  settings: "Crop settings",
  shape: "Shape",
  free: "Free",
  left: "Left (x)",
  top: "Top (y)",
  width: "Width",
  height: "Height",
  caption:
    "The video is {width} × {height} px. Drag the box or its handles; with the box focused, arrow keys nudge it.",
  wholeNumbers: "Give the box as whole numbers of pixels.",
  tooSmall: "The box must be at least {min} × {min} pixels.",
  outside: "The box starts outside the {width} × {height} px picture.",
};

export type CropVideoEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Recortar vídeo",
    busy: "Recortando...",
    settings: "Ajustes de recorte",
    shape: "Forma",
    free: "Libre",
    left: "Izquierda (x)",
    top: "Arriba (y)",
    width: "Ancho",
    height: "Alto",
    caption:
      "El vídeo mide {width} × {height} px. Arrastra el recuadro o sus tiradores; con el recuadro seleccionado, las flechas lo mueven poco a poco.",
    wholeNumbers: "Indica el recuadro en píxeles enteros.",
    tooSmall: "El recuadro debe medir al menos {min} × {min} píxeles.",
    outside: "El recuadro empieza fuera de la imagen de {width} × {height} px.",
  },
  "pt-BR": {
    action: "Cortar vídeo",
    busy: "Cortando...",
    settings: "Ajustes de corte",
    shape: "Formato",
    free: "Livre",
    left: "Esquerda (x)",
    top: "Topo (y)",
    width: "Largura",
    height: "Altura",
    caption:
      "O vídeo tem {width} × {height} px. Arraste a caixa ou as alças; com a caixa selecionada, as setas a movem aos poucos.",
    wholeNumbers: "Informe a caixa em pixels inteiros.",
    tooSmall: "A caixa precisa ter pelo menos {min} × {min} pixels.",
    outside: "A caixa começa fora da imagem de {width} × {height} px.",
  },
  fr: {
    action: "Rogner la vidéo",
    busy: "Rognage...",
    settings: "Réglages du rognage",
    shape: "Format",
    free: "Libre",
    left: "Gauche (x)",
    top: "Haut (y)",
    width: "Largeur",
    height: "Hauteur",
    caption:
      "La vidéo fait {width} × {height} px. Faites glisser le cadre ou ses poignées ; cadre sélectionné, les flèches le déplacent pas à pas.",
    wholeNumbers: "Indiquez le cadre en pixels entiers.",
    tooSmall: "Le cadre doit faire au moins {min} × {min} pixels.",
    outside: "Le cadre commence hors de l'image de {width} × {height} px.",
  },
  de: {
    action: "Video zuschneiden",
    busy: "Wird zugeschnitten...",
    settings: "Zuschnitt",
    shape: "Format",
    free: "Frei",
    left: "Links (x)",
    top: "Oben (y)",
    width: "Breite",
    height: "Höhe",
    caption:
      "Das Video ist {width} × {height} px groß. Zieh den Rahmen oder seine Anfasser; ist der Rahmen ausgewählt, verschieben ihn die Pfeiltasten.",
    wholeNumbers: "Gib den Rahmen in ganzen Pixeln an.",
    tooSmall: "Der Rahmen muss mindestens {min} × {min} Pixel groß sein.",
    outside: "Der Rahmen beginnt außerhalb des Bilds ({width} × {height} px).",
  },
  it: {
    action: "Ritaglia video",
    busy: "Ritaglio in corso...",
    settings: "Impostazioni ritaglio",
    shape: "Forma",
    free: "Libera",
    left: "Sinistra (x)",
    top: "Alto (y)",
    width: "Larghezza",
    height: "Altezza",
    caption:
      "Il video è {width} × {height} px. Trascina il riquadro o le sue maniglie; con il riquadro selezionato, le frecce lo spostano di poco.",
    wholeNumbers: "Indica il riquadro in pixel interi.",
    tooSmall: "Il riquadro deve essere almeno {min} × {min} pixel.",
    outside: "Il riquadro parte fuori dall'immagine di {width} × {height} px.",
  },
  ja: {
    action: "動画を切り抜く",
    busy: "切り抜き中...",
    settings: "切り抜きの設定",
    shape: "形",
    free: "自由",
    left: "左 (x)",
    top: "上 (y)",
    width: "幅",
    height: "高さ",
    caption:
      "この動画は {width} × {height} px です。枠やハンドルをドラッグします。枠を選択中は矢印キーで少しずつ動かせます。",
    wholeNumbers: "枠は整数のピクセルで入力してください。",
    tooSmall: "枠は {min} × {min} ピクセル以上にしてください。",
    outside: "枠の始点が {width} × {height} px の画面の外にあります。",
  },
  id: {
    action: "Potong Video",
    busy: "Memotong...",
    settings: "Pengaturan potong",
    shape: "Bentuk",
    free: "Bebas",
    left: "Kiri (x)",
    top: "Atas (y)",
    width: "Lebar",
    height: "Tinggi",
    caption:
      "Ukuran video {width} × {height} px. Seret kotak atau pegangannya; saat kotak dipilih, tombol panah menggesernya sedikit demi sedikit.",
    wholeNumbers: "Isi kotak dengan bilangan bulat piksel.",
    tooSmall: "Kotak minimal {min} × {min} piksel.",
    outside: "Kotak dimulai di luar gambar {width} × {height} px.",
  },
});
