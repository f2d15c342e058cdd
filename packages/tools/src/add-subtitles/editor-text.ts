import { editorTextSet, forms } from "../shared/i18n/editor-text.ts";

/**
 * Add Subtitles' editor words (web/add-subtitles-editor.tsx), in English: the type of every
 * language's. `problems` are the editor's versions of the file reader's messages
 * (shared/subtitles.ts keeps the API's English ones), keyed by SubtitleProblem's kind; {found} is
 * the file's own text, {line} its line number.
 */
const en = {
  action: "Add Subtitles",
  busy: "Adding subtitles...",
  settings: "Subtitles",
  file: "Subtitle file (SRT, VTT or ASS)",
  cues: forms({
    one: "{count} cue: each is drawn over the player at its time.",
    other: "{count} cues: each is drawn over the player at its time.",
  }),
  how: "How",
  modes: { burn: "Burn in", soft: "Soft track" },
  size: "Size",
  sizes: { small: "Small", medium: "Medium", large: "Large" },
  position: "Position",
  positions: { bottom: "Bottom", top: "Top" },
  burnNote: "Size and position apply to SRT and VTT files; an ASS file keeps its own styles.",
  softNote:
    "The subtitles become a track viewers can turn on or off; the video itself is copied, not re-encoded. MP4 and MOV videos come back as MP4, WebM as WebM.",
  problems: {
    tooLarge: "The subtitle file is too large: at most {bytes} bytes.",
    tooManyCues: "The subtitle file has too many cues: at most {max}.",
    notText:
      "The subtitle file is not UTF-8 text: save it as UTF-8 (SRT, VTT or ASS) and try again.",
    empty: "The subtitle file has no cues: each cue needs its times and a line of text.",
    srtTimes:
      'Line {line}: expected a cue\'s times such as 00:00:01,000 --> 00:00:04,000, found "{found}".',
    vttTimes:
      'Line {line}: expected a cue\'s times such as 00:01.000 --> 00:04.000, found "{found}".',
    noText: "Line {line}: the cue has times but no text.",
    backwards: "Line {line}: the cue ends before it starts.",
    noEvents: "The ASS file has no [Events] section with a Format line.",
    assTimes:
      'Line {line}: expected a Dialogue line with Start and End such as 0:00:01.00, found "{found}".',
  },
};

export type AddSubtitlesEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Añadir subtítulos",
    busy: "Añadiendo subtítulos...",
    settings: "Subtítulos",
    file: "Archivo de subtítulos (SRT, VTT o ASS)",
    cues: forms({
      one: "{count} subtítulo: cada uno se muestra sobre el reproductor en su momento.",
      other: "{count} subtítulos: cada uno se muestra sobre el reproductor en su momento.",
    }),
    how: "Cómo",
    modes: { burn: "Incrustados", soft: "Pista aparte" },
    size: "Tamaño",
    sizes: { small: "Pequeño", medium: "Mediano", large: "Grande" },
    position: "Posición",
    positions: { bottom: "Abajo", top: "Arriba" },
    burnNote:
      "El tamaño y la posición se aplican a archivos SRT y VTT; un archivo ASS conserva sus propios estilos.",
    softNote:
      "Los subtítulos pasan a ser una pista que se puede activar o desactivar; el vídeo se copia, sin recodificar. Los vídeos MP4 y MOV salen en MP4; los WebM, en WebM.",
    problems: {
      tooLarge: "El archivo de subtítulos es demasiado grande: como máximo {bytes} bytes.",
      tooManyCues: "El archivo de subtítulos tiene demasiados subtítulos: como máximo {max}.",
      notText:
        "El archivo de subtítulos no es texto UTF-8: guárdalo como UTF-8 (SRT, VTT o ASS) y vuelve a intentarlo.",
      empty:
        "El archivo de subtítulos no tiene ningún subtítulo: cada uno necesita sus tiempos y una línea de texto.",
      srtTimes:
        'Línea {line}: se esperaban los tiempos de un subtítulo, como 00:00:01,000 --> 00:00:04,000, y hay "{found}".',
      vttTimes:
        'Línea {line}: se esperaban los tiempos de un subtítulo, como 00:01.000 --> 00:04.000, y hay "{found}".',
      noText: "Línea {line}: el subtítulo tiene tiempos pero no texto.",
      backwards: "Línea {line}: el subtítulo termina antes de empezar.",
      noEvents: "El archivo ASS no tiene una sección [Events] con una línea Format.",
      assTimes:
        'Línea {line}: se esperaba una línea Dialogue con Start y End, como 0:00:01.00, y hay "{found}".',
    },
  },
  "pt-BR": {
    action: "Adicionar legendas",
    busy: "Adicionando legendas...",
    settings: "Legendas",
    file: "Arquivo de legendas (SRT, VTT ou ASS)",
    cues: forms({
      one: "{count} legenda: cada uma aparece sobre o player no seu tempo.",
      other: "{count} legendas: cada uma aparece sobre o player no seu tempo.",
    }),
    how: "Como",
    modes: { burn: "Embutidas", soft: "Faixa separada" },
    size: "Tamanho",
    sizes: { small: "Pequeno", medium: "Médio", large: "Grande" },
    position: "Posição",
    positions: { bottom: "Embaixo", top: "Em cima" },
    burnNote:
      "Tamanho e posição valem para arquivos SRT e VTT; um arquivo ASS mantém os próprios estilos.",
    softNote:
      "As legendas viram uma faixa que dá para ligar e desligar; o vídeo é copiado, sem recodificar. Vídeos MP4 e MOV saem em MP4; WebM, em WebM.",
    problems: {
      tooLarge: "O arquivo de legendas é grande demais: no máximo {bytes} bytes.",
      tooManyCues: "O arquivo de legendas tem legendas demais: no máximo {max}.",
      notText:
        "O arquivo de legendas não é texto UTF-8: salve-o como UTF-8 (SRT, VTT ou ASS) e tente de novo.",
      empty:
        "O arquivo de legendas não tem nenhuma legenda: cada uma precisa dos tempos e de uma linha de texto.",
      srtTimes:
        'Linha {line}: esperava os tempos de uma legenda, como 00:00:01,000 --> 00:00:04,000, e encontrou "{found}".',
      vttTimes:
        'Linha {line}: esperava os tempos de uma legenda, como 00:01.000 --> 00:04.000, e encontrou "{found}".',
      noText: "Linha {line}: a legenda tem tempos, mas não tem texto.",
      backwards: "Linha {line}: a legenda termina antes de começar.",
      noEvents: "O arquivo ASS não tem uma seção [Events] com uma linha Format.",
      assTimes:
        'Linha {line}: esperava uma linha Dialogue com Start e End, como 0:00:01.00, e encontrou "{found}".',
    },
  },
  fr: {
    action: "Ajouter les sous-titres",
    busy: "Ajout des sous-titres...",
    settings: "Sous-titres",
    file: "Fichier de sous-titres (SRT, VTT ou ASS)",
    cues: forms({
      one: "{count} sous-titre : chacun s'affiche sur le lecteur à son moment.",
      other: "{count} sous-titres : chacun s'affiche sur le lecteur à son moment.",
    }),
    how: "Comment",
    modes: { burn: "Incrustés", soft: "Piste séparée" },
    size: "Taille",
    sizes: { small: "Petite", medium: "Moyenne", large: "Grande" },
    position: "Emplacement",
    positions: { bottom: "En bas", top: "En haut" },
    burnNote:
      "La taille et l'emplacement s'appliquent aux fichiers SRT et VTT ; un fichier ASS garde ses propres styles.",
    softNote:
      "Les sous-titres deviennent une piste activable ou désactivable ; la vidéo est copiée, sans réencodage. Les vidéos MP4 et MOV ressortent en MP4, les WebM en WebM.",
    problems: {
      tooLarge: "Le fichier de sous-titres est trop lourd : {bytes} octets au maximum.",
      tooManyCues: "Le fichier contient trop de sous-titres : {max} au maximum.",
      notText:
        "Le fichier de sous-titres n'est pas du texte UTF-8 : enregistrez-le en UTF-8 (SRT, VTT ou ASS) et réessayez.",
      empty:
        "Le fichier ne contient aucun sous-titre : chacun a besoin de ses temps et d'une ligne de texte.",
      srtTimes:
        "Ligne {line} : des temps de sous-titre comme 00:00:01,000 --> 00:00:04,000 étaient attendus, trouvé « {found} ».",
      vttTimes:
        "Ligne {line} : des temps de sous-titre comme 00:01.000 --> 00:04.000 étaient attendus, trouvé « {found} ».",
      noText: "Ligne {line} : le sous-titre a des temps mais pas de texte.",
      backwards: "Ligne {line} : le sous-titre finit avant de commencer.",
      noEvents: "Le fichier ASS n'a pas de section [Events] avec une ligne Format.",
      assTimes:
        "Ligne {line} : une ligne Dialogue avec Start et End comme 0:00:01.00 était attendue, trouvé « {found} ».",
    },
  },
  de: {
    action: "Untertitel hinzufügen",
    busy: "Untertitel werden hinzugefügt...",
    settings: "Untertitel",
    file: "Untertiteldatei (SRT, VTT oder ASS)",
    cues: forms({
      one: "{count} Untertitel: Jeder wird zu seiner Zeit über dem Player angezeigt.",
      other: "{count} Untertitel: Jeder wird zu seiner Zeit über dem Player angezeigt.",
    }),
    how: "Wie",
    modes: { burn: "Einbrennen", soft: "Eigene Spur" },
    size: "Größe",
    sizes: { small: "Klein", medium: "Mittel", large: "Groß" },
    position: "Position",
    positions: { bottom: "Unten", top: "Oben" },
    burnNote:
      "Größe und Position gelten für SRT- und VTT-Dateien; eine ASS-Datei behält ihre eigenen Stile.",
    softNote:
      "Die Untertitel werden eine Spur, die man ein- und ausschalten kann; das Video wird kopiert, nicht neu kodiert. MP4- und MOV-Videos kommen als MP4 zurück, WebM als WebM.",
    problems: {
      tooLarge: "Die Untertiteldatei ist zu groß: höchstens {bytes} Byte.",
      tooManyCues: "Die Untertiteldatei hat zu viele Untertitel: höchstens {max}.",
      notText:
        "Die Untertiteldatei ist kein UTF-8-Text: Speichere sie als UTF-8 (SRT, VTT oder ASS) und versuch es noch einmal.",
      empty:
        "Die Untertiteldatei enthält keine Untertitel: Jeder braucht seine Zeiten und eine Textzeile.",
      srtTimes:
        "Zeile {line}: Erwartet wurden Zeiten wie 00:00:01,000 --> 00:00:04,000, gefunden „{found}“.",
      vttTimes:
        "Zeile {line}: Erwartet wurden Zeiten wie 00:01.000 --> 00:04.000, gefunden „{found}“.",
      noText: "Zeile {line}: Der Untertitel hat Zeiten, aber keinen Text.",
      backwards: "Zeile {line}: Der Untertitel endet, bevor er beginnt.",
      noEvents: "Die ASS-Datei hat keinen Abschnitt [Events] mit einer Format-Zeile.",
      assTimes:
        "Zeile {line}: Erwartet wurde eine Dialogue-Zeile mit Start und End wie 0:00:01.00, gefunden „{found}“.",
    },
  },
  it: {
    action: "Aggiungi sottotitoli",
    busy: "Aggiunta dei sottotitoli...",
    settings: "Sottotitoli",
    file: "File di sottotitoli (SRT, VTT o ASS)",
    cues: forms({
      one: "{count} sottotitolo: ognuno appare sul player al suo momento.",
      other: "{count} sottotitoli: ognuno appare sul player al suo momento.",
    }),
    how: "Come",
    modes: { burn: "Impressi", soft: "Traccia separata" },
    size: "Dimensione",
    sizes: { small: "Piccola", medium: "Media", large: "Grande" },
    position: "Posizione",
    positions: { bottom: "In basso", top: "In alto" },
    burnNote:
      "Dimensione e posizione valgono per i file SRT e VTT; un file ASS mantiene i propri stili.",
    softNote:
      "I sottotitoli diventano una traccia da attivare o disattivare; il video viene copiato, senza ricodifica. I video MP4 e MOV tornano in MP4, i WebM in WebM.",
    problems: {
      tooLarge: "Il file di sottotitoli è troppo grande: al massimo {bytes} byte.",
      tooManyCues: "Il file ha troppi sottotitoli: al massimo {max}.",
      notText:
        "Il file di sottotitoli non è testo UTF-8: salvalo come UTF-8 (SRT, VTT o ASS) e riprova.",
      empty:
        "Il file non contiene sottotitoli: ognuno ha bisogno dei suoi tempi e di una riga di testo.",
      srtTimes:
        'Riga {line}: attesi i tempi di un sottotitolo come 00:00:01,000 --> 00:00:04,000, trovato "{found}".',
      vttTimes:
        'Riga {line}: attesi i tempi di un sottotitolo come 00:01.000 --> 00:04.000, trovato "{found}".',
      noText: "Riga {line}: il sottotitolo ha i tempi ma non il testo.",
      backwards: "Riga {line}: il sottotitolo finisce prima di iniziare.",
      noEvents: "Il file ASS non ha una sezione [Events] con una riga Format.",
      assTimes:
        'Riga {line}: attesa una riga Dialogue con Start ed End come 0:00:01.00, trovato "{found}".',
    },
  },
  ja: {
    action: "字幕を追加",
    busy: "字幕を追加しています...",
    settings: "字幕",
    file: "字幕ファイル (SRT、VTT、ASS)",
    cues: forms({
      other: "字幕 {count} 件: それぞれの時間にプレーヤーの上に表示されます。",
    }),
    how: "方法",
    modes: { burn: "焼き付け", soft: "字幕トラック" },
    size: "サイズ",
    sizes: { small: "小", medium: "中", large: "大" },
    position: "位置",
    positions: { bottom: "下", top: "上" },
    burnNote: "サイズと位置は SRT と VTT に適用されます。ASS ファイルは独自のスタイルのままです。",
    softNote:
      "字幕はオン・オフできるトラックになります。動画そのものは再エンコードせずにコピーします。MP4 と MOV は MP4 で、WebM は WebM で返します。",
    problems: {
      tooLarge: "字幕ファイルが大きすぎます。上限は {bytes} バイトです。",
      tooManyCues: "字幕の数が多すぎます。上限は {max} 件です。",
      notText:
        "字幕ファイルが UTF-8 のテキストではありません。UTF-8 (SRT、VTT、ASS) で保存してもう一度お試しください。",
      empty: "字幕ファイルに字幕がありません。字幕ごとに時間と 1 行以上のテキストが必要です。",
      srtTimes:
        "{line} 行目: 00:00:01,000 --> 00:00:04,000 のような時間が必要ですが、「{found}」になっています。",
      vttTimes:
        "{line} 行目: 00:01.000 --> 00:04.000 のような時間が必要ですが、「{found}」になっています。",
      noText: "{line} 行目: 時間はありますが、テキストがありません。",
      backwards: "{line} 行目: 終了が開始より前になっています。",
      noEvents: "ASS ファイルに Format 行のある [Events] セクションがありません。",
      assTimes:
        "{line} 行目: 0:00:01.00 のような Start と End のある Dialogue 行が必要ですが、「{found}」になっています。",
    },
  },
  id: {
    action: "Tambah Subtitle",
    busy: "Menambahkan subtitle...",
    settings: "Subtitle",
    file: "File subtitle (SRT, VTT, atau ASS)",
    cues: forms({
      other: "{count} baris subtitle: masing-masing tampil di atas pemutar pada waktunya.",
    }),
    how: "Cara",
    modes: { burn: "Tanam di video", soft: "Trek terpisah" },
    size: "Ukuran",
    sizes: { small: "Kecil", medium: "Sedang", large: "Besar" },
    position: "Posisi",
    positions: { bottom: "Bawah", top: "Atas" },
    burnNote:
      "Ukuran dan posisi berlaku untuk file SRT dan VTT; file ASS tetap memakai gayanya sendiri.",
    softNote:
      "Subtitle menjadi trek yang bisa dinyalakan atau dimatikan penonton; videonya disalin, tidak di-encode ulang. Video MP4 dan MOV kembali sebagai MP4, WebM sebagai WebM.",
    problems: {
      tooLarge: "File subtitle terlalu besar: paling banyak {bytes} byte.",
      tooManyCues: "File subtitle berisi terlalu banyak baris: paling banyak {max}.",
      notText:
        "File subtitle bukan teks UTF-8: simpan sebagai UTF-8 (SRT, VTT, atau ASS), lalu coba lagi.",
      empty: "File subtitle tidak berisi subtitle: tiap baris perlu waktunya dan satu baris teks.",
      srtTimes:
        'Baris {line}: seharusnya waktu subtitle seperti 00:00:01,000 --> 00:00:04,000, tetapi isinya "{found}".',
      vttTimes:
        'Baris {line}: seharusnya waktu subtitle seperti 00:01.000 --> 00:04.000, tetapi isinya "{found}".',
      noText: "Baris {line}: subtitle punya waktu, tetapi tidak ada teksnya.",
      backwards: "Baris {line}: subtitle berakhir sebelum dimulai.",
      noEvents: "File ASS tidak punya bagian [Events] dengan baris Format.",
      assTimes:
        'Baris {line}: seharusnya baris Dialogue dengan Start dan End seperti 0:00:01.00, tetapi isinya "{found}".',
    },
  },
});
