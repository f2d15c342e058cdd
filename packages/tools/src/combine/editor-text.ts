import { editorTextSet, forms } from "../shared/i18n/editor-text.ts";

/** The Combine editor's words (web/combine-editor.tsx, input-list.tsx, combine-preview.tsx), in English: the type of every language's. */
const en = {
  action: "Combine GIFs",
  busy: "Combining...",
  reset: "Upload Different GIFs",
  yourGif: "Your GIF",
  theFirstGif: "the first GIF",
  animations: "Animations",
  countOfMax: "{count} of {max}",
  dragHint: "Drag a thumbnail to change the order, or focus it and press an arrow key.",
  addGifs: "Add GIFs",
  addFilesLabel: "Add animation files",
  accepted: "{min} to {max} GIF, WebP, APNG or MNG files",
  removed: "Removed {name}",
  added: forms({ one: "Added {count} animation", other: "Added {count} animations" }),
  moved: "Moved {name} from position {from} to position {to} of {count}",
  tooMany: "Combine takes at most {max} animations; this would be {total}.",
  tooFew: "Add at least {min} animations to combine.",
  layout: "Layout",
  arrange: "Arrange",
  layouts: { sequence: "One after another", horizontal: "Side by side", vertical: "Stacked" },
  sizeFrom: "Size from",
  sizes: { first: "First GIF", largest: "Largest", smallest: "Smallest" },
  sequenceNote:
    "The result takes that GIF's size; the others are scaled to fit inside it, shape kept.",
  horizontalNote: "Every GIF is scaled to that GIF's height, shape kept, so the row has no gaps.",
  verticalNote: "Every GIF is scaled to that GIF's width, shape kept, so the column has no gaps.",
  padding: "Padding around a smaller GIF",
  transparency: "Transparency",
  aColor: "A color",
  paddingColor: "Padding color",
  timing: "Timing",
  timingNote:
    "The result lasts as long as the longest GIF; the shorter ones loop until it ends. Each keeps its own frame delays.",
  result: "Result",
  readingSize: "Size: reading the GIFs...",
  playsFor: "Plays for about {seconds}",
  lastsAbout: "Lasts about {seconds}",
  frames: forms({ one: "{count} frame", other: "{count} frames" }),
  reading: "Reading...",
  listLabel: "Animations in order",
  dragInstructions: "Press an arrow key to move this animation earlier or later, or drag it.",
  rowLabel: "Animation {number} of {count}: {name}. Press an arrow key to move it.",
  roleDescription: "movable animation",
  addAnother: "Add another animation to see the preview.",
  readingAnimations: "Reading the animations...",
  previewSideBySide: "Preview: {names} side by side",
  previewStacked: "Preview: {names} stacked",
  /** The checks before sending (web/refusal-text.ts): the server's English sentences, case by case. */
  refusals: {
    tooManyFrames:
      "The combined GIF would have {frames} frames ({inputs}); results can have at most {max} frames.",
    tooManyFramesLooping:
      "The combined GIF would have at least {frames} frames (the shorter GIFs loop until the longest, {name} ({seconds}), ends, and each of their frame changes starts a frame); results can have at most {max} frames.",
    inputFrames: "{name} {frames}",
    seconds: "{seconds} s",
    noDuration:
      "{name} has no duration of its own (every frame's delay is 0), so it cannot play beside the others. Combine it one after another instead.",
    outputSize: {
      sequence:
        "The combined GIF would be {width}×{height} px: it takes the size of {name}; edited GIFs can be at most {max}×{max} px. Choose a smaller size or fewer GIFs.",
      horizontal:
        "The combined GIF would be {width}×{height} px: every GIF takes the height of {name} ({side} px); edited GIFs can be at most {max}×{max} px. Choose a smaller size or fewer GIFs.",
      vertical:
        "The combined GIF would be {width}×{height} px: every GIF takes the width of {name} ({side} px); edited GIFs can be at most {max}×{max} px. Choose a smaller size or fewer GIFs.",
    },
  },
  previewSequence: "Preview: {names} one after another",
};

export type CombineEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    action: "Combinar GIFs",
    busy: "Combinando...",
    reset: "Subir otros GIFs",
    yourGif: "Tu GIF",
    theFirstGif: "el primer GIF",
    animations: "Animaciones",
    countOfMax: "{count} de {max}",
    dragHint: "Arrastra una miniatura para cambiar el orden, o selecciónala y pulsa una flecha.",
    addGifs: "Añadir GIFs",
    addFilesLabel: "Añadir archivos de animación",
    accepted: "De {min} a {max} archivos GIF, WebP, APNG o MNG",
    removed: "Se quitó {name}",
    added: { one: "Se añadió {count} animación", other: "Se añadieron {count} animaciones" },
    moved: "{name} pasó de la posición {from} a la {to} de {count}",
    tooMany: "Combinar admite como máximo {max} animaciones; serían {total}.",
    tooFew: "Añade al menos {min} animaciones para combinar.",
    layout: "Disposición",
    arrange: "Colocar",
    layouts: { sequence: "Una tras otra", horizontal: "Lado a lado", vertical: "Apiladas" },
    sizeFrom: "Tamaño según",
    sizes: { first: "Primer GIF", largest: "El más grande", smallest: "El más pequeño" },
    sequenceNote:
      "El resultado toma el tamaño de ese GIF; los demás se escalan para caber dentro, sin deformarse.",
    horizontalNote:
      "Cada GIF se escala a la altura de ese GIF, sin deformarse, para que la fila no tenga huecos.",
    verticalNote:
      "Cada GIF se escala al ancho de ese GIF, sin deformarse, para que la columna no tenga huecos.",
    padding: "Relleno alrededor de un GIF más pequeño",
    transparency: "Transparencia",
    aColor: "Un color",
    paddingColor: "Color del relleno",
    timing: "Tiempo",
    timingNote:
      "El resultado dura lo que el GIF más largo; los más cortos se repiten hasta que termina. Cada uno mantiene sus propios retardos.",
    result: "Resultado",
    readingSize: "Tamaño: leyendo los GIFs...",
    playsFor: "Dura unos {seconds}",
    lastsAbout: "Dura unos {seconds}",
    frames: { one: "{count} fotograma", other: "{count} fotogramas" },
    reading: "Leyendo...",
    listLabel: "Animaciones en orden",
    dragInstructions: "Pulsa una flecha para mover esta animación antes o después, o arrástrala.",
    rowLabel: "Animación {number} de {count}: {name}. Pulsa una flecha para moverla.",
    roleDescription: "animación movible",
    addAnother: "Añade otra animación para ver la vista previa.",
    readingAnimations: "Leyendo las animaciones...",
    previewSideBySide: "Vista previa: {names} lado a lado",
    previewStacked: "Vista previa: {names} apiladas",
    refusals: {
      tooManyFrames:
        "El GIF combinado tendría {frames} fotogramas ({inputs}); un resultado puede tener como máximo {max}.",
      tooManyFramesLooping:
        "El GIF combinado tendría al menos {frames} fotogramas: los GIF más cortos se repiten hasta que termina el más largo, {name} ({seconds}), y cada cambio de fotograma de cualquiera de ellos crea uno nuevo. Un resultado puede tener como máximo {max}.",
      inputFrames: "{name}: {frames}",
      seconds: "{seconds} s",
      noDuration:
        "{name} no tiene duración propia (todos sus fotogramas tienen un retardo de 0), así que no puede reproducirse junto a los demás. Elige «Una tras otra».",
      outputSize: {
        sequence:
          "El GIF combinado mediría {width}×{height} px, porque toma el tamaño de {name}; un GIF editado puede medir como máximo {max}×{max} px. Elige un tamaño menor o menos GIFs.",
        horizontal:
          "El GIF combinado mediría {width}×{height} px, porque todos los GIF toman la altura de {name} ({side} px); un GIF editado puede medir como máximo {max}×{max} px. Elige un tamaño menor o menos GIFs.",
        vertical:
          "El GIF combinado mediría {width}×{height} px, porque todos los GIF toman el ancho de {name} ({side} px); un GIF editado puede medir como máximo {max}×{max} px. Elige un tamaño menor o menos GIFs.",
      },
    },
    previewSequence: "Vista previa: {names} una tras otra",
  },
  "pt-BR": {
    action: "Combinar GIFs",
    busy: "Combinando...",
    reset: "Enviar outros GIFs",
    yourGif: "Seu GIF",
    theFirstGif: "o primeiro GIF",
    animations: "Animações",
    countOfMax: "{count} de {max}",
    dragHint: "Arraste uma miniatura para mudar a ordem, ou selecione-a e use as setas.",
    addGifs: "Adicionar GIFs",
    addFilesLabel: "Adicionar arquivos de animação",
    accepted: "De {min} a {max} arquivos GIF, WebP, APNG ou MNG",
    removed: "{name} removido",
    added: { one: "{count} animação adicionada", other: "{count} animações adicionadas" },
    moved: "{name} foi da posição {from} para a {to} de {count}",
    tooMany: "Combinar aceita no máximo {max} animações; seriam {total}.",
    tooFew: "Adicione pelo menos {min} animações para combinar.",
    layout: "Disposição",
    arrange: "Organizar",
    layouts: { sequence: "Uma após a outra", horizontal: "Lado a lado", vertical: "Empilhadas" },
    sizeFrom: "Tamanho pelo",
    sizes: { first: "Primeiro GIF", largest: "Maior", smallest: "Menor" },
    sequenceNote:
      "O resultado fica com o tamanho desse GIF; os outros são ajustados para caber nele, sem distorcer.",
    horizontalNote:
      "Cada GIF é ajustado à altura desse GIF, sem distorcer, para a linha não ter espaços.",
    verticalNote:
      "Cada GIF é ajustado à largura desse GIF, sem distorcer, para a coluna não ter espaços.",
    padding: "Preenchimento em volta de um GIF menor",
    transparency: "Transparência",
    aColor: "Uma cor",
    paddingColor: "Cor do preenchimento",
    timing: "Tempo",
    timingNote:
      "O resultado dura o mesmo que o GIF mais longo; os mais curtos repetem até ele acabar. Cada um mantém os próprios atrasos de quadro.",
    result: "Resultado",
    readingSize: "Tamanho: lendo os GIFs...",
    playsFor: "Dura cerca de {seconds}",
    lastsAbout: "Dura cerca de {seconds}",
    frames: { one: "{count} quadro", other: "{count} quadros" },
    reading: "Lendo...",
    listLabel: "Animações em ordem",
    dragInstructions: "Use as setas para mover esta animação para antes ou depois, ou arraste-a.",
    rowLabel: "Animação {number} de {count}: {name}. Use as setas para movê-la.",
    roleDescription: "animação móvel",
    addAnother: "Adicione outra animação para ver a prévia.",
    readingAnimations: "Lendo as animações...",
    previewSideBySide: "Prévia: {names} lado a lado",
    previewStacked: "Prévia: {names} empilhadas",
    refusals: {
      tooManyFrames:
        "O GIF combinado teria {frames} quadros ({inputs}); um resultado pode ter no máximo {max}.",
      tooManyFramesLooping:
        "O GIF combinado teria pelo menos {frames} quadros: os GIFs mais curtos se repetem até o mais longo, {name} ({seconds}), terminar, e cada troca de quadro de qualquer um deles cria um novo. Um resultado pode ter no máximo {max}.",
      inputFrames: "{name}: {frames}",
      seconds: "{seconds} s",
      noDuration:
        "{name} não tem duração própria (todos os quadros têm atraso 0), então não pode tocar ao lado dos outros. Escolha “Uma após a outra”.",
      outputSize: {
        sequence:
          "O GIF combinado teria {width}×{height} px, porque fica com o tamanho de {name}; um GIF editado pode ter no máximo {max}×{max} px. Escolha um tamanho menor ou menos GIFs.",
        horizontal:
          "O GIF combinado teria {width}×{height} px, porque todos os GIFs ficam com a altura de {name} ({side} px); um GIF editado pode ter no máximo {max}×{max} px. Escolha um tamanho menor ou menos GIFs.",
        vertical:
          "O GIF combinado teria {width}×{height} px, porque todos os GIFs ficam com a largura de {name} ({side} px); um GIF editado pode ter no máximo {max}×{max} px. Escolha um tamanho menor ou menos GIFs.",
      },
    },
    previewSequence: "Prévia: {names} uma após a outra",
  },
  fr: {
    action: "Combiner les GIF",
    busy: "Combinaison...",
    reset: "Importer d'autres GIF",
    yourGif: "Votre GIF",
    theFirstGif: "le premier GIF",
    animations: "Vos animations",
    countOfMax: "{count} sur {max}",
    dragHint:
      "Faites glisser une miniature pour changer l'ordre, ou sélectionnez-la et utilisez les flèches.",
    addGifs: "Ajouter des GIF",
    addFilesLabel: "Ajouter des fichiers d'animation",
    accepted: "De {min} à {max} fichiers GIF, WebP, APNG ou MNG",
    removed: "{name} retiré",
    added: { one: "{count} animation ajoutée", other: "{count} animations ajoutées" },
    moved: "{name} déplacé de la position {from} à la position {to} sur {count}",
    tooMany: "Combiner accepte au plus {max} animations ; il y en aurait {total}.",
    tooFew: "Ajoutez au moins {min} animations à combiner.",
    layout: "Disposition",
    arrange: "Disposer",
    layouts: { sequence: "L'une après l'autre", horizontal: "Côte à côte", vertical: "Empilées" },
    sizeFrom: "Taille d'après",
    sizes: { first: "Premier GIF", largest: "Le plus grand", smallest: "Le plus petit" },
    sequenceNote:
      "Le résultat prend la taille de ce GIF ; les autres sont réduits pour y tenir, sans déformation.",
    horizontalNote:
      "Chaque GIF est mis à la hauteur de ce GIF, sans déformation, pour une rangée sans vides.",
    verticalNote:
      "Chaque GIF est mis à la largeur de ce GIF, sans déformation, pour une colonne sans vides.",
    padding: "Marge autour d'un GIF plus petit",
    transparency: "Transparence",
    aColor: "Une couleur",
    paddingColor: "Couleur de la marge",
    timing: "Durée",
    timingNote:
      "Le résultat dure autant que le GIF le plus long ; les plus courts bouclent jusqu'à la fin. Chacun garde ses propres délais d'image.",
    result: "Résultat",
    readingSize: "Taille : lecture des GIF...",
    playsFor: "Dure environ {seconds}",
    lastsAbout: "Dure environ {seconds}",
    frames: { one: "{count} image", other: "{count} images" },
    reading: "Lecture...",
    listLabel: "Animations dans l'ordre",
    dragInstructions:
      "Utilisez les flèches pour avancer ou reculer cette animation, ou faites-la glisser.",
    rowLabel: "Animation {number} sur {count} : {name}. Utilisez les flèches pour la déplacer.",
    roleDescription: "animation déplaçable",
    addAnother: "Ajoutez une autre animation pour voir l'aperçu.",
    readingAnimations: "Lecture des animations...",
    previewSideBySide: "Aperçu : {names} côte à côte",
    previewStacked: "Aperçu : {names} empilées",
    refusals: {
      tooManyFrames:
        "Le GIF combiné aurait {frames} images ({inputs}) ; un résultat peut en avoir au plus {max}.",
      tooManyFramesLooping:
        "Le GIF combiné aurait au moins {frames} images : les GIF plus courts tournent en boucle jusqu'à la fin du plus long, {name} ({seconds}), et chacun de leurs changements d'image en crée une. Un résultat peut en avoir au plus {max}.",
      inputFrames: "{name} : {frames}",
      seconds: "{seconds} s",
      noDuration:
        "{name} n'a pas de durée propre (chaque image a un délai de 0) : il ne peut pas être lu à côté des autres. Choisissez plutôt « L'une après l'autre ».",
      outputSize: {
        sequence:
          "Le GIF combiné ferait {width}×{height} px, car il prend la taille de {name} ; un GIF modifié peut faire au plus {max}×{max} px. Choisissez une taille plus petite ou moins de GIF.",
        horizontal:
          "Le GIF combiné ferait {width}×{height} px, car chaque GIF prend la hauteur de {name} ({side} px) ; un GIF modifié peut faire au plus {max}×{max} px. Choisissez une taille plus petite ou moins de GIF.",
        vertical:
          "Le GIF combiné ferait {width}×{height} px, car chaque GIF prend la largeur de {name} ({side} px) ; un GIF modifié peut faire au plus {max}×{max} px. Choisissez une taille plus petite ou moins de GIF.",
      },
    },
    previewSequence: "Aperçu : {names} l'une après l'autre",
  },
  de: {
    action: "GIFs kombinieren",
    busy: "Wird kombiniert...",
    reset: "Andere GIFs hochladen",
    yourGif: "Dein GIF",
    theFirstGif: "das erste GIF",
    animations: "Animationen",
    countOfMax: "{count} von {max}",
    dragHint:
      "Zieh ein Vorschaubild, um die Reihenfolge zu ändern, oder wähl es aus und drück eine Pfeiltaste.",
    addGifs: "GIFs hinzufügen",
    addFilesLabel: "Animationsdateien hinzufügen",
    accepted: "{min} bis {max} GIF-, WebP-, APNG- oder MNG-Dateien",
    removed: "{name} entfernt",
    added: { one: "{count} Animation hinzugefügt", other: "{count} Animationen hinzugefügt" },
    moved: "{name} von Position {from} auf Position {to} von {count} verschoben",
    tooMany: "Kombinieren nimmt höchstens {max} Animationen; es wären {total}.",
    tooFew: "Füge mindestens {min} Animationen zum Kombinieren hinzu.",
    layout: "Anordnung",
    arrange: "Anordnen",
    layouts: { sequence: "Nacheinander", horizontal: "Nebeneinander", vertical: "Untereinander" },
    sizeFrom: "Größe nach",
    sizes: { first: "Erstes GIF", largest: "Größtes", smallest: "Kleinstes" },
    sequenceNote:
      "Das Ergebnis bekommt die Größe dieses GIFs; die anderen werden unverzerrt hineingepasst.",
    horizontalNote:
      "Jedes GIF wird unverzerrt auf die Höhe dieses GIFs gebracht, damit die Reihe keine Lücken hat.",
    verticalNote:
      "Jedes GIF wird unverzerrt auf die Breite dieses GIFs gebracht, damit die Spalte keine Lücken hat.",
    padding: "Rand um ein kleineres GIF",
    transparency: "Transparenz",
    aColor: "Eine Farbe",
    paddingColor: "Randfarbe",
    timing: "Zeitablauf",
    timingNote:
      "Das Ergebnis dauert so lange wie das längste GIF; die kürzeren laufen in Schleife, bis es endet. Jedes behält seine eigenen Bildverzögerungen.",
    result: "Ergebnis",
    readingSize: "Größe: GIFs werden gelesen...",
    playsFor: "Läuft etwa {seconds}",
    lastsAbout: "Dauert etwa {seconds}",
    frames: { one: "{count} Frame", other: "{count} Frames" },
    reading: "Wird gelesen...",
    listLabel: "Animationen in Reihenfolge",
    dragInstructions:
      "Mit einer Pfeiltaste verschiebst du diese Animation nach vorn oder hinten, oder zieh sie.",
    rowLabel: "Animation {number} von {count}: {name}. Mit einer Pfeiltaste verschieben.",
    roleDescription: "verschiebbare Animation",
    addAnother: "Füge eine weitere Animation hinzu, um die Vorschau zu sehen.",
    readingAnimations: "Animationen werden gelesen...",
    previewSideBySide: "Vorschau: {names} nebeneinander",
    previewStacked: "Vorschau: {names} untereinander",
    refusals: {
      tooManyFrames:
        "Das kombinierte GIF hätte {frames} Frames ({inputs}); ein Ergebnis darf höchstens {max} haben.",
      tooManyFramesLooping:
        "Das kombinierte GIF hätte mindestens {frames} Frames: Die kürzeren GIFs laufen in Schleife, bis das längste, {name} ({seconds}), endet, und jeder ihrer Bildwechsel beginnt einen Frame. Ein Ergebnis darf höchstens {max} haben.",
      inputFrames: "{name}: {frames}",
      seconds: "{seconds} s",
      noDuration:
        "{name} hat keine eigene Dauer (jeder Frame hat eine Verzögerung von 0) und kann deshalb nicht neben den anderen laufen. Wähle stattdessen „Nacheinander“.",
      outputSize: {
        sequence:
          "Das kombinierte GIF wäre {width}×{height} px groß, denn es übernimmt die Größe von {name}; ein bearbeitetes GIF darf höchstens {max}×{max} px groß sein. Wähle eine kleinere Größe oder weniger GIFs.",
        horizontal:
          "Das kombinierte GIF wäre {width}×{height} px groß, denn jedes GIF übernimmt die Höhe von {name} ({side} px); ein bearbeitetes GIF darf höchstens {max}×{max} px groß sein. Wähle eine kleinere Größe oder weniger GIFs.",
        vertical:
          "Das kombinierte GIF wäre {width}×{height} px groß, denn jedes GIF übernimmt die Breite von {name} ({side} px); ein bearbeitetes GIF darf höchstens {max}×{max} px groß sein. Wähle eine kleinere Größe oder weniger GIFs.",
      },
    },
    previewSequence: "Vorschau: {names} nacheinander",
  },
  it: {
    action: "Unisci GIF",
    busy: "Unione in corso...",
    reset: "Carica altre GIF",
    yourGif: "La tua GIF",
    theFirstGif: "la prima GIF",
    animations: "Animazioni",
    countOfMax: "{count} di {max}",
    dragHint: "Trascina una miniatura per cambiare l'ordine, o selezionala e usa le frecce.",
    addGifs: "Aggiungi GIF",
    addFilesLabel: "Aggiungi file di animazione",
    accepted: "Da {min} a {max} file GIF, WebP, APNG o MNG",
    removed: "{name} rimossa",
    added: { one: "{count} animazione aggiunta", other: "{count} animazioni aggiunte" },
    moved: "{name} spostata dalla posizione {from} alla {to} di {count}",
    tooMany: "Unisci accetta al massimo {max} animazioni; sarebbero {total}.",
    tooFew: "Aggiungi almeno {min} animazioni da unire.",
    layout: "Disposizione",
    arrange: "Disponi",
    layouts: { sequence: "Una dopo l'altra", horizontal: "Affiancate", vertical: "Impilate" },
    sizeFrom: "Dimensioni da",
    sizes: { first: "Prima GIF", largest: "La più grande", smallest: "La più piccola" },
    sequenceNote:
      "Il risultato prende le dimensioni di quella GIF; le altre vengono adattate al suo interno, senza deformarle.",
    horizontalNote:
      "Ogni GIF viene portata all'altezza di quella GIF, senza deformarla, così la riga non ha spazi vuoti.",
    verticalNote:
      "Ogni GIF viene portata alla larghezza di quella GIF, senza deformarla, così la colonna non ha spazi vuoti.",
    padding: "Bordo attorno a una GIF più piccola",
    transparency: "Trasparenza",
    aColor: "Un colore",
    paddingColor: "Colore del bordo",
    timing: "Tempi",
    timingNote:
      "Il risultato dura quanto la GIF più lunga; le più corte ripartono finché non finisce. Ognuna mantiene i propri ritardi dei fotogrammi.",
    result: "Risultato",
    readingSize: "Dimensioni: lettura delle GIF...",
    playsFor: "Dura circa {seconds}",
    lastsAbout: "Dura circa {seconds}",
    frames: { one: "{count} fotogramma", other: "{count} fotogrammi" },
    reading: "Lettura...",
    listLabel: "Animazioni in ordine",
    dragInstructions: "Usa le frecce per spostare questa animazione prima o dopo, o trascinala.",
    rowLabel: "Animazione {number} di {count}: {name}. Usa le frecce per spostarla.",
    roleDescription: "animazione spostabile",
    addAnother: "Aggiungi un'altra animazione per vedere l'anteprima.",
    readingAnimations: "Lettura delle animazioni...",
    previewSideBySide: "Anteprima: {names} affiancate",
    previewStacked: "Anteprima: {names} impilate",
    refusals: {
      tooManyFrames:
        "La GIF unita avrebbe {frames} fotogrammi ({inputs}); un risultato può averne al massimo {max}.",
      tooManyFramesLooping:
        "La GIF unita avrebbe almeno {frames} fotogrammi: le GIF più corte si ripetono finché non finisce la più lunga, {name} ({seconds}), e ogni loro cambio di fotogramma ne crea uno. Un risultato può averne al massimo {max}.",
      inputFrames: "{name}: {frames}",
      seconds: "{seconds} s",
      noDuration:
        "{name} non ha una durata propria (ogni fotogramma ha un ritardo di 0), quindi non può essere riprodotta accanto alle altre. Scegli invece «Una dopo l'altra».",
      outputSize: {
        sequence:
          "La GIF unita misurerebbe {width}×{height} px, perché prende le dimensioni di {name}; una GIF modificata può misurare al massimo {max}×{max} px. Scegli una dimensione più piccola o meno GIF.",
        horizontal:
          "La GIF unita misurerebbe {width}×{height} px, perché ogni GIF prende l'altezza di {name} ({side} px); una GIF modificata può misurare al massimo {max}×{max} px. Scegli una dimensione più piccola o meno GIF.",
        vertical:
          "La GIF unita misurerebbe {width}×{height} px, perché ogni GIF prende la larghezza di {name} ({side} px); una GIF modificata può misurare al massimo {max}×{max} px. Scegli una dimensione più piccola o meno GIF.",
      },
    },
    previewSequence: "Anteprima: {names} una dopo l'altra",
  },
  ja: {
    action: "GIFを結合",
    busy: "結合中...",
    reset: "別のGIFをアップロード",
    yourGif: "あなたのGIF",
    theFirstGif: "最初のGIF",
    animations: "アニメーション",
    countOfMax: "{count} / {max}",
    dragHint: "サムネイルをドラッグするか、選択して矢印キーで順番を変えられます。",
    addGifs: "GIFを追加",
    addFilesLabel: "アニメーションファイルを追加",
    accepted: "GIF・WebP・APNG・MNGファイルを{min}〜{max}個",
    removed: "{name}を削除しました",
    added: { other: "アニメーションを{count}個追加しました" },
    moved: "{name}を{from}番目から{to}番目に移動しました(全{count}個)",
    tooMany: "結合できるのは最大{max}個です。このままだと{total}個になります。",
    tooFew: "結合するにはアニメーションを{min}個以上追加してください。",
    layout: "レイアウト",
    arrange: "並べ方",
    layouts: { sequence: "順番に再生", horizontal: "横に並べる", vertical: "縦に並べる" },
    sizeFrom: "サイズの基準",
    sizes: { first: "最初のGIF", largest: "最大", smallest: "最小" },
    sequenceNote:
      "結果はそのGIFのサイズになり、他のGIFは縦横比を保ったまま内側に収まるよう縮小されます。",
    horizontalNote:
      "すべてのGIFが縦横比を保ったままそのGIFの高さにそろうので、行にすき間ができません。",
    verticalNote:
      "すべてのGIFが縦横比を保ったままそのGIFの幅にそろうので、列にすき間ができません。",
    padding: "小さいGIFの周りの余白",
    transparency: "透明",
    aColor: "色",
    paddingColor: "余白の色",
    timing: "タイミング",
    timingNote:
      "結果の長さは一番長いGIFと同じで、短いGIFはそれが終わるまでループします。各GIFのフレーム遅延はそのままです。",
    result: "結果",
    readingSize: "サイズ: GIFを読み込み中...",
    playsFor: "再生時間は約{seconds}",
    lastsAbout: "長さは約{seconds}",
    frames: { other: "{count}フレーム" },
    reading: "読み込み中...",
    listLabel: "アニメーションの順番",
    dragInstructions: "矢印キーでこのアニメーションを前後に移動するか、ドラッグしてください。",
    rowLabel: "アニメーション {number} / {count}: {name}。矢印キーで移動できます。",
    roleDescription: "移動できるアニメーション",
    addAnother: "プレビューを見るには、もう1つアニメーションを追加してください。",
    readingAnimations: "アニメーションを読み込み中...",
    previewSideBySide: "プレビュー: {names}を横に並べたもの",
    previewStacked: "プレビュー: {names}を縦に並べたもの",
    refusals: {
      tooManyFrames:
        "結合した GIF は {frames} フレームになります（{inputs}）。結果のフレーム数は最大 {max} です。",
      tooManyFramesLooping:
        "結合した GIF は {frames} フレーム以上になります。短い GIF は最も長い {name}（{seconds}）が終わるまでループし、そのフレームが切り替わるたびに新しいフレームができるためです。結果のフレーム数は最大 {max} です。",
      inputFrames: "{name}: {frames}",
      seconds: "{seconds} 秒",
      noDuration:
        "{name} には再生時間がないため（すべてのフレームの遅延が 0）、ほかの GIF と並べて再生できません。「順番に再生」で結合してください。",
      outputSize: {
        sequence:
          "結合した GIF は {width}×{height} px になります（{name} のサイズに合わせるため）。編集した GIF は最大 {max}×{max} px です。サイズを小さくするか、GIF の数を減らしてください。",
        horizontal:
          "結合した GIF は {width}×{height} px になります（すべての GIF を {name} の高さ {side} px に合わせるため）。編集した GIF は最大 {max}×{max} px です。サイズを小さくするか、GIF の数を減らしてください。",
        vertical:
          "結合した GIF は {width}×{height} px になります（すべての GIF を {name} の幅 {side} px に合わせるため）。編集した GIF は最大 {max}×{max} px です。サイズを小さくするか、GIF の数を減らしてください。",
      },
    },
    previewSequence: "プレビュー: {names}を順番に再生",
  },
  id: {
    action: "Gabungkan GIF",
    busy: "Menggabungkan...",
    reset: "Unggah GIF Lain",
    yourGif: "GIF Anda",
    theFirstGif: "GIF pertama",
    animations: "Animasi",
    countOfMax: "{count} dari {max}",
    dragHint: "Seret thumbnail untuk mengubah urutan, atau pilih lalu tekan tombol panah.",
    addGifs: "Tambah GIF",
    addFilesLabel: "Tambah file animasi",
    accepted: "{min} sampai {max} file GIF, WebP, APNG, atau MNG",
    removed: "{name} dihapus",
    added: { other: "{count} animasi ditambahkan" },
    moved: "{name} dipindah dari posisi {from} ke posisi {to} dari {count}",
    tooMany: "Gabungkan menerima paling banyak {max} animasi; ini akan menjadi {total}.",
    tooFew: "Tambahkan setidaknya {min} animasi untuk digabungkan.",
    layout: "Tata letak",
    arrange: "Susun",
    layouts: { sequence: "Berurutan", horizontal: "Berdampingan", vertical: "Bertumpuk" },
    sizeFrom: "Ukuran dari",
    sizes: { first: "GIF pertama", largest: "Terbesar", smallest: "Terkecil" },
    sequenceNote:
      "Hasilnya mengikuti ukuran GIF itu; yang lain diperkecil agar muat di dalamnya, tanpa berubah bentuk.",
    horizontalNote:
      "Setiap GIF disesuaikan dengan tinggi GIF itu, tanpa berubah bentuk, agar barisnya tanpa celah.",
    verticalNote:
      "Setiap GIF disesuaikan dengan lebar GIF itu, tanpa berubah bentuk, agar kolomnya tanpa celah.",
    padding: "Bingkai di sekitar GIF yang lebih kecil",
    transparency: "Transparan",
    aColor: "Warna",
    paddingColor: "Warna bingkai",
    timing: "Waktu",
    timingNote:
      "Hasilnya berdurasi sepanjang GIF terpanjang; yang lebih pendek berulang sampai selesai. Masing-masing mempertahankan jeda framenya sendiri.",
    result: "Hasil",
    readingSize: "Ukuran: membaca GIF...",
    playsFor: "Diputar sekitar {seconds}",
    lastsAbout: "Berdurasi sekitar {seconds}",
    frames: { other: "{count} frame" },
    reading: "Membaca...",
    listLabel: "Urutan animasi",
    dragInstructions: "Tekan tombol panah untuk memindah animasi ini maju atau mundur, atau seret.",
    rowLabel: "Animasi {number} dari {count}: {name}. Tekan tombol panah untuk memindahkannya.",
    roleDescription: "animasi yang bisa dipindah",
    addAnother: "Tambahkan satu animasi lagi untuk melihat pratinjau.",
    readingAnimations: "Membaca animasi...",
    previewSideBySide: "Pratinjau: {names} berdampingan",
    previewStacked: "Pratinjau: {names} bertumpuk",
    refusals: {
      tooManyFrames:
        "GIF gabungan akan punya {frames} frame ({inputs}); hasil paling banyak boleh punya {max} frame.",
      tooManyFramesLooping:
        "GIF gabungan akan punya setidaknya {frames} frame: GIF yang lebih pendek diulang sampai yang terpanjang, {name} ({seconds}), selesai, dan setiap pergantian frame-nya membuat frame baru. Hasil paling banyak boleh punya {max} frame.",
      inputFrames: "{name}: {frames}",
      seconds: "{seconds} dtk",
      noDuration:
        "{name} tidak punya durasi sendiri (jeda setiap frame-nya 0), jadi tidak bisa diputar berdampingan dengan yang lain. Pilih “Berurutan” saja.",
      outputSize: {
        sequence:
          "GIF gabungan akan berukuran {width}×{height} px karena mengikuti ukuran {name}; GIF yang diedit paling besar {max}×{max} px. Pilih ukuran lebih kecil atau kurangi jumlah GIF.",
        horizontal:
          "GIF gabungan akan berukuran {width}×{height} px karena setiap GIF mengikuti tinggi {name} ({side} px); GIF yang diedit paling besar {max}×{max} px. Pilih ukuran lebih kecil atau kurangi jumlah GIF.",
        vertical:
          "GIF gabungan akan berukuran {width}×{height} px karena setiap GIF mengikuti lebar {name} ({side} px); GIF yang diedit paling besar {max}×{max} px. Pilih ukuran lebih kecil atau kurangi jumlah GIF.",
      },
    },
    previewSequence: "Pratinjau: {names} berurutan",
  },
});
