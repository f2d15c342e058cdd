import { editorTextSet, forms } from "../shared/i18n/editor-text.ts";

/**
 * Sprite sheet's editor and result words (web/sprite-sheet-editor.tsx, web/sprite-sheet-result.tsx,
 * web/sprite-form.ts's problems), in English: the type of every language's. English `problems`
 * are the API's messages (shared/options.ts spriteSheetMessages, checked equal by
 * web/sprite-form.test.ts); the other languages name the editor's fields instead.
 */
const en = {
  toSheetAction: "Make sprite sheet",
  toSheetBusy: "Making sheet...",
  fromSheetAction: "Make GIF",
  fromSheetBusy: "Making GIF...",
  uploadDifferent: "Upload Different File",
  settings: "Sprite sheet settings",
  direction: "Direction",
  toSheet: "Animation to sheet",
  fromSheet: "From sheet to GIF",
  toSheetPending: "The sheet's layout appears when the frames are read.",
  toSheetSummary:
    "{columns} × {rows} cells of {frameWidth} × {frameHeight} px: a PNG of {width} × {height} px, with sprite-sheet.json giving every frame's rectangle and delay.",
  fromSheetPending: "The grid appears over the sheet once it is shown.",
  fromSheetSummary: forms({
    one: "{count} frame of {frameWidth} × {frameHeight} px from a grid of {columns} × {rows}, left to right, top to bottom.",
    other:
      "{count} frames of {frameWidth} × {frameHeight} px from a grid of {columns} × {rows}, left to right, top to bottom.",
  }),
  padding: "Padding",
  paddingHint: "Gap between cells.",
  columns: "Columns",
  columnsSquareHint: "Blank: a square-ish grid.",
  background: "Background",
  transparent: "Transparent",
  aColor: "A color",
  backgroundColor: "Background color",
  backgroundColorHint: "Fills the gaps and shows through transparent pixels: the sheet is opaque.",
  sheetLimit: "A sheet can be at most {side} px on a side and {megapixels} megapixels.",
  cutBy: "Cut by",
  columnsAndRows: "Columns and rows",
  frameSize: "Frame size",
  blankOne: "Blank: 1.",
  rows: "Rows",
  frameWidth: "Frame width",
  frameHeight: "Frame height",
  frames: "Frames",
  framesHint: "Blank: every cell.",
  delay: "Delay",
  delayHint: "Hundredths of a second per frame.",
  plays: "Plays",
  playsHint: "0 = forever.",
  delays: "Delays per frame (optional)",
  delaysPlaceholder: "e.g. 10,10,20",
  json: "Settings from a sheet's JSON (optional)",
  jsonRead: "Grid, frames, delays and plays read from {name}.",
  jsonNotOurs: "{name} is not a sprite-sheet.json made by this tool.",
  cannotRead: "{name}: this browser cannot read its frames here; the sheet is made on the server.",
  reading: "{name}: reading the frames...",
  sheetPreview: forms({
    one: "Sheet preview: {count} frame in {columns} columns and {rows} rows",
    other: "Sheet preview: {count} frames in {columns} columns and {rows} rows",
  }),
  layoutCaption: forms({
    one: "{name}: {count} frame of {frameWidth} × {frameHeight} px",
    other: "{name}: {count} frames of {frameWidth} × {frameHeight} px",
  }),
  sheetAlt: "Sprite sheet {name}",
  sheetCaption: "{name}: {width} × {height} px",
  animationPreview: forms({
    one: "Animation preview: {count} frame",
    other: "Animation preview: {count} frames",
  }),
  livePreview: forms({
    one: "Live preview of the GIF: {count} frame, each shown for its delay.",
    other: "Live preview of the GIF: {count} frames, each shown for its delay.",
  }),
  problems: {
    columns: "columns must be a whole number from 1 to {max}.",
    rows: "rows must be a whole number from 1 to {max}.",
    padding: "padding must be a whole number of pixels from 0 to {max}.",
    frameWidth: "frame_width must be a whole number of pixels from 1 to {max}.",
    frameHeight: "frame_height must be a whole number of pixels from 1 to {max}.",
    frameSizePair: "frame_width and frame_height go together: give both, or neither.",
    frameCount: "frame_count must be a whole number from 1 to {max}, or blank for every cell.",
    delay: "delay_cs must be a whole number of hundredths of a second from 0 to {max}.",
    delays:
      "delays_cs must be a list of whole numbers of hundredths of a second (0 to {max}) separated by commas, one per frame, e.g. 10,10,20.",
    loopCount: "loop_count must be a whole number from 0 (forever) to {max}.",
    sheetTooLarge:
      "The sheet would be {width} × {height} px; a sprite sheet can be at most {side} px on a side and {megapixels} megapixels in all. Choose fewer columns (for a wide sheet), more columns (for a tall one) or less padding.",
    gridTooLarge:
      "{columns} columns × {rows} rows do not fit the {width} × {height} px sheet: every cell must be at least 1 px. Choose fewer columns or rows, or less padding.",
    cellTooLarge:
      "A cell of {frameWidth} × {frameHeight} px does not fit the {width} × {height} px sheet. Choose a smaller frame size.",
    delaysCount:
      "delays_cs lists {listed} delays for {frames} frames: give one per frame, or none.",
    frameCountOverCells:
      "frame_count is {wanted} but the grid has {cells} cells. Choose at most {cells} frames, or more columns or rows.",
    stillForToSheet:
      "This file is a still picture: Animation to sheet needs a GIF, WebP, APNG or MNG. Choose From sheet to GIF to cut it into frames.",
    animationForFromSheet:
      "This file is an animation: From sheet to GIF needs a still PNG, WebP or JPG sheet. Choose Animation to sheet to lay out its frames.",
    notASheet:
      "A sprite sheet must be a still PNG, WebP or JPG image. To lay out an animation's frames on a sheet, choose Animation to sheet (direction=to-sheet).",
  },
  result: {
    gifReady: "Your GIF is ready!",
    sheetReady: "Your sprite sheet is ready!",
    gifAlt: "The GIF made from the sheet",
    sheetAlt: "The sprite sheet",
    gifSize: "GIF size:",
    sheetSize: "Sheet size:",
    frameList: "Frame list:",
    kilobytes: "{size} KB",
    startOver: "Start over with another file",
    jsonNote:
      "sprite-sheet.json lists every frame's rectangle (x, y, width, height) and delay (delay_ms, delay_cs); load it in From sheet to GIF to cut the sheet back into the same animation.",
    keptFor: "The result is kept on our servers for {minutes} minutes, then deleted.",
  },
};

export type SpriteSheetEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    toSheetAction: "Crear hoja de sprites",
    toSheetBusy: "Creando la hoja...",
    fromSheetAction: "Crear GIF",
    fromSheetBusy: "Creando el GIF...",
    uploadDifferent: "Subir otro archivo",
    settings: "Ajustes de la hoja de sprites",
    direction: "Sentido",
    toSheet: "De animación a hoja",
    fromSheet: "De hoja a GIF",
    toSheetPending: "La distribución de la hoja aparece cuando se leen los fotogramas.",
    toSheetSummary:
      "{columns} × {rows} celdas de {frameWidth} × {frameHeight} px: un PNG de {width} × {height} px, con sprite-sheet.json, que da el rectángulo y el retardo de cada fotograma.",
    fromSheetPending: "La cuadrícula aparece sobre la hoja en cuanto se muestra.",
    fromSheetSummary: forms({
      one: "{count} fotograma de {frameWidth} × {frameHeight} px de una cuadrícula de {columns} × {rows}, de izquierda a derecha y de arriba abajo.",
      other:
        "{count} fotogramas de {frameWidth} × {frameHeight} px de una cuadrícula de {columns} × {rows}, de izquierda a derecha y de arriba abajo.",
    }),
    padding: "Separación",
    paddingHint: "Espacio entre celdas.",
    columns: "Columnas",
    columnsSquareHint: "Vacío: una cuadrícula casi cuadrada.",
    background: "Fondo",
    transparent: "Transparente",
    aColor: "Un color",
    backgroundColor: "Color de fondo",
    backgroundColorHint:
      "Rellena los huecos y se ve a través de los píxeles transparentes: la hoja es opaca.",
    sheetLimit: "Una hoja puede medir como máximo {side} px por lado y {megapixels} megapíxeles.",
    cutBy: "Cortar por",
    columnsAndRows: "Columnas y filas",
    frameSize: "Tamaño del fotograma",
    blankOne: "Vacío: 1.",
    rows: "Filas",
    frameWidth: "Ancho del fotograma",
    frameHeight: "Alto del fotograma",
    frames: "Fotogramas",
    framesHint: "Vacío: todas las celdas.",
    delay: "Retardo",
    delayHint: "Centésimas de segundo por fotograma.",
    plays: "Reproducciones",
    playsHint: "0 = sin fin.",
    delays: "Retardo de cada fotograma (opcional)",
    delaysPlaceholder: "p. ej., 10,10,20",
    json: "Ajustes desde el JSON de una hoja (opcional)",
    jsonRead: "Cuadrícula, fotogramas, retardos y reproducciones leídos de {name}.",
    jsonNotOurs: "{name} no es un sprite-sheet.json creado con esta herramienta.",
    cannotRead:
      "{name}: este navegador no puede leer sus fotogramas aquí; la hoja se crea en el servidor.",
    reading: "{name}: leyendo los fotogramas...",
    sheetPreview: forms({
      one: "Vista previa de la hoja: {count} fotograma en {columns} columnas y {rows} filas",
      other: "Vista previa de la hoja: {count} fotogramas en {columns} columnas y {rows} filas",
    }),
    layoutCaption: forms({
      one: "{name}: {count} fotograma de {frameWidth} × {frameHeight} px",
      other: "{name}: {count} fotogramas de {frameWidth} × {frameHeight} px",
    }),
    sheetAlt: "Hoja de sprites {name}",
    sheetCaption: "{name}: {width} × {height} px",
    animationPreview: forms({
      one: "Vista previa de la animación: {count} fotograma",
      other: "Vista previa de la animación: {count} fotogramas",
    }),
    livePreview: forms({
      one: "Vista previa del GIF en vivo: {count} fotograma, cada uno con su retardo.",
      other: "Vista previa del GIF en vivo: {count} fotogramas, cada uno con su retardo.",
    }),
    problems: {
      columns: "Columnas debe ser un número entero de 1 a {max}.",
      rows: "Filas debe ser un número entero de 1 a {max}.",
      padding: "Separación debe ser un número entero de píxeles de 0 a {max}.",
      frameWidth: "Ancho del fotograma debe ser un número entero de píxeles de 1 a {max}.",
      frameHeight: "Alto del fotograma debe ser un número entero de píxeles de 1 a {max}.",
      frameSizePair: "El ancho y el alto del fotograma van juntos: indica los dos o ninguno.",
      frameCount:
        "Fotogramas debe ser un número entero de 1 a {max}, o quedar vacío para usar todas las celdas.",
      delay: "Retardo debe ser un número entero de centésimas de segundo de 0 a {max}.",
      delays:
        "El retardo de cada fotograma debe ser una lista de números enteros de centésimas de segundo (de 0 a {max}) separados por comas, uno por fotograma; p. ej., 10,10,20.",
      loopCount: "Reproducciones debe ser un número entero de 0 (sin fin) a {max}.",
      sheetTooLarge:
        "La hoja mediría {width} × {height} px; una hoja de sprites puede medir como máximo {side} px por lado y {megapixels} megapíxeles en total. Elige menos columnas (si es ancha), más columnas (si es alta) o menos separación.",
      gridTooLarge:
        "{columns} columnas × {rows} filas no caben en la hoja de {width} × {height} px: cada celda debe medir al menos 1 px. Elige menos columnas o filas, o menos separación.",
      cellTooLarge:
        "Una celda de {frameWidth} × {frameHeight} px no cabe en la hoja de {width} × {height} px. Elige un fotograma más pequeño.",
      delaysCount:
        "La lista tiene {listed} retardos para {frames} fotogramas: indica uno por fotograma, o ninguno.",
      frameCountOverCells:
        "Pides {wanted} fotogramas, pero la cuadrícula tiene {cells} celdas. Elige como máximo {cells} fotogramas, o más columnas o filas.",
      stillForToSheet:
        "Este archivo es una imagen fija: De animación a hoja necesita un GIF, WebP, APNG o MNG. Elige De hoja a GIF para cortarla en fotogramas.",
      animationForFromSheet:
        "Este archivo es una animación: De hoja a GIF necesita una hoja fija PNG, WebP o JPG. Elige De animación a hoja para distribuir sus fotogramas.",
      notASheet:
        "Una hoja de sprites debe ser una imagen fija PNG, WebP o JPG. Para distribuir los fotogramas de una animación en una hoja, elige De animación a hoja.",
    },
    result: {
      gifReady: "¡Tu GIF está listo!",
      sheetReady: "¡Tu hoja de sprites está lista!",
      gifAlt: "El GIF creado a partir de la hoja",
      sheetAlt: "La hoja de sprites",
      gifSize: "Tamaño del GIF:",
      sheetSize: "Tamaño de la hoja:",
      frameList: "Lista de fotogramas:",
      kilobytes: "{size} KB",
      startOver: "Empezar de nuevo con otro archivo",
      jsonNote:
        "sprite-sheet.json da el rectángulo (x, y, ancho, alto) y el retardo (delay_ms, delay_cs) de cada fotograma; cárgalo en De hoja a GIF para volver a cortar la hoja en la misma animación.",
      keptFor: "El resultado se guarda en nuestros servidores {minutes} minutos y luego se borra.",
    },
  },
  "pt-BR": {
    toSheetAction: "Criar sprite sheet",
    toSheetBusy: "Criando a sprite sheet...",
    fromSheetAction: "Criar GIF",
    fromSheetBusy: "Criando o GIF...",
    uploadDifferent: "Enviar outro arquivo",
    settings: "Ajustes da sprite sheet",
    direction: "Sentido",
    toSheet: "Da animação para a sheet",
    fromSheet: "Da sheet para GIF",
    toSheetPending: "O layout da sheet aparece quando os quadros forem lidos.",
    toSheetSummary:
      "{columns} × {rows} células de {frameWidth} × {frameHeight} px: um PNG de {width} × {height} px, com sprite-sheet.json trazendo o retângulo e o atraso de cada quadro.",
    fromSheetPending: "A grade aparece sobre a sheet assim que ela for exibida.",
    fromSheetSummary: forms({
      one: "{count} quadro de {frameWidth} × {frameHeight} px de uma grade de {columns} × {rows}, da esquerda para a direita, de cima para baixo.",
      other:
        "{count} quadros de {frameWidth} × {frameHeight} px de uma grade de {columns} × {rows}, da esquerda para a direita, de cima para baixo.",
    }),
    padding: "Espaçamento",
    paddingHint: "Espaço entre as células.",
    columns: "Colunas",
    columnsSquareHint: "Em branco: uma grade quase quadrada.",
    background: "Fundo",
    transparent: "Transparente",
    aColor: "Uma cor",
    backgroundColor: "Cor de fundo",
    backgroundColorHint:
      "Preenche os espaços e aparece pelos pixels transparentes: a sheet fica opaca.",
    sheetLimit: "Uma sheet pode ter no máximo {side} px de lado e {megapixels} megapixels.",
    cutBy: "Cortar por",
    columnsAndRows: "Colunas e linhas",
    frameSize: "Tamanho do quadro",
    blankOne: "Em branco: 1.",
    rows: "Linhas",
    frameWidth: "Largura do quadro",
    frameHeight: "Altura do quadro",
    frames: "Quadros",
    framesHint: "Em branco: todas as células.",
    delay: "Atraso",
    delayHint: "Centésimos de segundo por quadro.",
    plays: "Repetições",
    playsHint: "0 = sem parar.",
    delays: "Atraso de cada quadro (opcional)",
    delaysPlaceholder: "ex.: 10,10,20",
    json: "Ajustes do JSON de uma sheet (opcional)",
    jsonRead: "Grade, quadros, atrasos e repetições lidos de {name}.",
    jsonNotOurs: "{name} não é um sprite-sheet.json feito por esta ferramenta.",
    cannotRead:
      "{name}: este navegador não consegue ler os quadros aqui; a sheet é feita no servidor.",
    reading: "{name}: lendo os quadros...",
    sheetPreview: forms({
      one: "Prévia da sheet: {count} quadro em {columns} colunas e {rows} linhas",
      other: "Prévia da sheet: {count} quadros em {columns} colunas e {rows} linhas",
    }),
    layoutCaption: forms({
      one: "{name}: {count} quadro de {frameWidth} × {frameHeight} px",
      other: "{name}: {count} quadros de {frameWidth} × {frameHeight} px",
    }),
    sheetAlt: "Imagem da sprite sheet {name}",
    sheetCaption: "{name}: {width} × {height} px",
    animationPreview: forms({
      one: "Prévia da animação: {count} quadro",
      other: "Prévia da animação: {count} quadros",
    }),
    livePreview: forms({
      one: "Prévia ao vivo do GIF: {count} quadro, cada um com o seu atraso.",
      other: "Prévia ao vivo do GIF: {count} quadros, cada um com o seu atraso.",
    }),
    problems: {
      columns: "Colunas precisa ser um número inteiro de 1 a {max}.",
      rows: "Linhas precisa ser um número inteiro de 1 a {max}.",
      padding: "Espaçamento precisa ser um número inteiro de pixels de 0 a {max}.",
      frameWidth: "Largura do quadro precisa ser um número inteiro de pixels de 1 a {max}.",
      frameHeight: "Altura do quadro precisa ser um número inteiro de pixels de 1 a {max}.",
      frameSizePair: "Largura e altura do quadro andam juntas: informe as duas ou nenhuma.",
      frameCount:
        "Quadros precisa ser um número inteiro de 1 a {max}, ou ficar em branco para usar todas as células.",
      delay: "Atraso precisa ser um número inteiro de centésimos de segundo de 0 a {max}.",
      delays:
        "O atraso de cada quadro precisa ser uma lista de números inteiros de centésimos de segundo (0 a {max}) separados por vírgulas, um por quadro, ex.: 10,10,20.",
      loopCount: "Repetições precisa ser um número inteiro de 0 (sem parar) a {max}.",
      sheetTooLarge:
        "A sheet teria {width} × {height} px; uma sprite sheet pode ter no máximo {side} px de lado e {megapixels} megapixels no total. Escolha menos colunas (se for larga), mais colunas (se for alta) ou menos espaçamento.",
      gridTooLarge:
        "{columns} colunas × {rows} linhas não cabem na sheet de {width} × {height} px: cada célula precisa ter pelo menos 1 px. Escolha menos colunas ou linhas, ou menos espaçamento.",
      cellTooLarge:
        "Uma célula de {frameWidth} × {frameHeight} px não cabe na sheet de {width} × {height} px. Escolha um quadro menor.",
      delaysCount:
        "A lista tem {listed} atrasos para {frames} quadros: informe um por quadro, ou nenhum.",
      frameCountOverCells:
        "Você pediu {wanted} quadros, mas a grade tem {cells} células. Escolha no máximo {cells} quadros, ou mais colunas ou linhas.",
      stillForToSheet:
        "Este arquivo é uma imagem parada: Da animação para a sheet precisa de um GIF, WebP, APNG ou MNG. Escolha Da sheet para GIF para cortá-la em quadros.",
      animationForFromSheet:
        "Este arquivo é uma animação: Da sheet para GIF precisa de uma sheet parada em PNG, WebP ou JPG. Escolha Da animação para a sheet para distribuir os quadros.",
      notASheet:
        "Uma sprite sheet precisa ser uma imagem parada em PNG, WebP ou JPG. Para distribuir os quadros de uma animação numa sheet, escolha Da animação para a sheet.",
    },
    result: {
      gifReady: "Seu GIF está pronto!",
      sheetReady: "Sua sprite sheet está pronta!",
      gifAlt: "O GIF feito a partir da sheet",
      sheetAlt: "A sprite sheet",
      gifSize: "Tamanho do GIF:",
      sheetSize: "Tamanho da sheet:",
      frameList: "Lista de quadros:",
      kilobytes: "{size} KB",
      startOver: "Começar de novo com outro arquivo",
      jsonNote:
        "O sprite-sheet.json traz o retângulo (x, y, largura, altura) e o atraso (delay_ms, delay_cs) de cada quadro; carregue-o em Da sheet para GIF para cortar a sheet de volta na mesma animação.",
      keptFor: "O resultado fica nos nossos servidores por {minutes} minutos e depois é apagado.",
    },
  },
  fr: {
    toSheetAction: "Créer la planche",
    toSheetBusy: "Création de la planche...",
    fromSheetAction: "Créer le GIF",
    fromSheetBusy: "Création du GIF...",
    uploadDifferent: "Importer un autre fichier",
    settings: "Réglages de la planche de sprites",
    direction: "Sens",
    toSheet: "Animation vers planche",
    fromSheet: "Planche vers GIF",
    toSheetPending: "La disposition de la planche s'affiche une fois les images lues.",
    toSheetSummary:
      "{columns} × {rows} cases de {frameWidth} × {frameHeight} px : un PNG de {width} × {height} px, avec sprite-sheet.json qui donne le rectangle et le délai de chaque image.",
    fromSheetPending: "La grille s'affiche sur la planche dès qu'elle est visible.",
    fromSheetSummary: forms({
      one: "{count} image de {frameWidth} × {frameHeight} px tirée d'une grille de {columns} × {rows}, de gauche à droite, de haut en bas.",
      other:
        "{count} images de {frameWidth} × {frameHeight} px tirées d'une grille de {columns} × {rows}, de gauche à droite, de haut en bas.",
    }),
    padding: "Espacement",
    paddingHint: "Écart entre les cases.",
    columns: "Colonnes",
    columnsSquareHint: "Vide : une grille à peu près carrée.",
    background: "Fond",
    transparent: "Transparent",
    aColor: "Une couleur",
    backgroundColor: "Couleur du fond",
    backgroundColorHint:
      "Remplit les écarts et apparaît sous les pixels transparents : la planche est opaque.",
    sheetLimit: "Une planche peut faire au plus {side} px de côté et {megapixels} mégapixels.",
    cutBy: "Découper par",
    columnsAndRows: "Colonnes et lignes",
    frameSize: "Taille d'image",
    blankOne: "Vide : 1.",
    rows: "Lignes",
    frameWidth: "Largeur d'image",
    frameHeight: "Hauteur d'image",
    frames: "Images",
    framesHint: "Vide : toutes les cases.",
    delay: "Délai",
    delayHint: "Centièmes de seconde par image.",
    plays: "Lectures",
    playsHint: "0 = en boucle.",
    delays: "Délai de chaque image (facultatif)",
    delaysPlaceholder: "ex. 10,10,20",
    json: "Réglages depuis le JSON d'une planche (facultatif)",
    jsonRead: "Grille, images, délais et lectures lus dans {name}.",
    jsonNotOurs: "{name} n'est pas un sprite-sheet.json créé par cet outil.",
    cannotRead:
      "{name} : ce navigateur ne peut pas lire ses images ici ; la planche est créée sur le serveur.",
    reading: "{name} : lecture des images...",
    sheetPreview: forms({
      one: "Aperçu de la planche : {count} image en {columns} colonnes et {rows} lignes",
      other: "Aperçu de la planche : {count} images en {columns} colonnes et {rows} lignes",
    }),
    layoutCaption: forms({
      one: "{name} : {count} image de {frameWidth} × {frameHeight} px",
      other: "{name} : {count} images de {frameWidth} × {frameHeight} px",
    }),
    sheetAlt: "Planche de sprites {name}",
    sheetCaption: "{name} : {width} × {height} px",
    animationPreview: forms({
      one: "Aperçu de l'animation : {count} image",
      other: "Aperçu de l'animation : {count} images",
    }),
    livePreview: forms({
      one: "Aperçu animé du GIF : {count} image, chacune affichée pendant son délai.",
      other: "Aperçu animé du GIF : {count} images, chacune affichée pendant son délai.",
    }),
    problems: {
      columns: "Colonnes doit être un nombre entier de 1 à {max}.",
      rows: "Lignes doit être un nombre entier de 1 à {max}.",
      padding: "Espacement doit être un nombre entier de pixels de 0 à {max}.",
      frameWidth: "Largeur d'image doit être un nombre entier de pixels de 1 à {max}.",
      frameHeight: "Hauteur d'image doit être un nombre entier de pixels de 1 à {max}.",
      frameSizePair:
        "La largeur et la hauteur d'image vont ensemble : indiquez les deux, ou aucune.",
      frameCount:
        "Images doit être un nombre entier de 1 à {max}, ou rester vide pour toutes les cases.",
      delay: "Délai doit être un nombre entier de centièmes de seconde de 0 à {max}.",
      delays:
        "Le délai de chaque image doit être une liste de nombres entiers de centièmes de seconde (0 à {max}) séparés par des virgules, un par image, ex. 10,10,20.",
      loopCount: "Lectures doit être un nombre entier de 0 (en boucle) à {max}.",
      sheetTooLarge:
        "La planche ferait {width} × {height} px ; une planche de sprites peut faire au plus {side} px de côté et {megapixels} mégapixels en tout. Choisissez moins de colonnes (planche large), plus de colonnes (planche haute) ou moins d'espacement.",
      gridTooLarge:
        "{columns} colonnes × {rows} lignes ne tiennent pas dans la planche de {width} × {height} px : chaque case doit faire au moins 1 px. Choisissez moins de colonnes ou de lignes, ou moins d'espacement.",
      cellTooLarge:
        "Une case de {frameWidth} × {frameHeight} px ne tient pas dans la planche de {width} × {height} px. Choisissez une taille d'image plus petite.",
      delaysCount:
        "La liste donne {listed} délais pour {frames} images : indiquez-en un par image, ou aucun.",
      frameCountOverCells:
        "Vous demandez {wanted} images, mais la grille a {cells} cases. Choisissez au plus {cells} images, ou plus de colonnes ou de lignes.",
      stillForToSheet:
        "Ce fichier est une image fixe : Animation vers planche demande un GIF, WebP, APNG ou MNG. Choisissez Planche vers GIF pour la découper en images.",
      animationForFromSheet:
        "Ce fichier est une animation : Planche vers GIF demande une planche fixe PNG, WebP ou JPG. Choisissez Animation vers planche pour disposer ses images.",
      notASheet:
        "Une planche de sprites doit être une image fixe PNG, WebP ou JPG. Pour disposer les images d'une animation sur une planche, choisissez Animation vers planche.",
    },
    result: {
      gifReady: "Votre GIF est prêt !",
      sheetReady: "Votre planche de sprites est prête !",
      gifAlt: "Le GIF créé à partir de la planche",
      sheetAlt: "La planche de sprites",
      gifSize: "Taille du GIF :",
      sheetSize: "Taille de la planche :",
      frameList: "Liste des images :",
      kilobytes: "{size} ko",
      startOver: "Recommencer avec un autre fichier",
      jsonNote:
        "sprite-sheet.json donne le rectangle (x, y, largeur, hauteur) et le délai (delay_ms, delay_cs) de chaque image ; chargez-le dans Planche vers GIF pour redécouper la planche en la même animation.",
      keptFor: "Le résultat est conservé sur nos serveurs {minutes} minutes, puis supprimé.",
    },
  },
  de: {
    toSheetAction: "Spritesheet erstellen",
    toSheetBusy: "Spritesheet wird erstellt...",
    fromSheetAction: "GIF erstellen",
    fromSheetBusy: "GIF wird erstellt...",
    uploadDifferent: "Andere Datei hochladen",
    settings: "Spritesheet-Einstellungen",
    direction: "Richtung",
    toSheet: "Animation zu Sheet",
    fromSheet: "Sheet zu GIF",
    toSheetPending: "Das Layout des Sheets erscheint, sobald die Frames gelesen sind.",
    toSheetSummary:
      "{columns} × {rows} Zellen zu {frameWidth} × {frameHeight} px: ein PNG mit {width} × {height} px, dazu sprite-sheet.json mit Rechteck und Verzögerung jedes Frames.",
    fromSheetPending: "Das Raster erscheint über dem Sheet, sobald es angezeigt wird.",
    fromSheetSummary: forms({
      one: "{count} Frame mit {frameWidth} × {frameHeight} px aus einem {columns} × {rows}-Raster, von links nach rechts, von oben nach unten.",
      other:
        "{count} Frames mit {frameWidth} × {frameHeight} px aus einem {columns} × {rows}-Raster, von links nach rechts, von oben nach unten.",
    }),
    padding: "Abstand",
    paddingHint: "Lücke zwischen den Zellen.",
    columns: "Spalten",
    columnsSquareHint: "Leer: ein annähernd quadratisches Raster.",
    background: "Hintergrund",
    transparent: "Transparent",
    aColor: "Eine Farbe",
    backgroundColor: "Hintergrundfarbe",
    backgroundColorHint:
      "Füllt die Lücken und scheint durch transparente Pixel: Das Sheet ist deckend.",
    sheetLimit:
      "Ein Sheet darf höchstens {side} px pro Seite und {megapixels} Megapixel groß sein.",
    cutBy: "Schneiden nach",
    columnsAndRows: "Spalten und Zeilen",
    frameSize: "Frame-Größe",
    blankOne: "Leer: 1.",
    rows: "Zeilen",
    frameWidth: "Frame-Breite",
    frameHeight: "Frame-Höhe",
    frames: "Anzahl Frames",
    framesHint: "Leer: alle Zellen.",
    delay: "Verzögerung",
    delayHint: "Hundertstelsekunden pro Frame.",
    plays: "Durchläufe",
    playsHint: "0 = endlos.",
    delays: "Verzögerung je Frame (optional)",
    delaysPlaceholder: "z. B. 10,10,20",
    json: "Einstellungen aus der JSON eines Sheets (optional)",
    jsonRead: "Raster, Frames, Verzögerungen und Durchläufe aus {name} übernommen.",
    jsonNotOurs: "{name} ist keine sprite-sheet.json von diesem Tool.",
    cannotRead:
      "{name}: Dieser Browser kann die Frames hier nicht lesen; das Sheet wird auf dem Server erstellt.",
    reading: "{name}: Frames werden gelesen...",
    sheetPreview: forms({
      one: "Vorschau des Sheets: {count} Frame in {columns} Spalten und {rows} Zeilen",
      other: "Vorschau des Sheets: {count} Frames in {columns} Spalten und {rows} Zeilen",
    }),
    layoutCaption: forms({
      one: "{name}: {count} Frame mit {frameWidth} × {frameHeight} px",
      other: "{name}: {count} Frames mit {frameWidth} × {frameHeight} px",
    }),
    sheetAlt: "Spritesheet {name}",
    sheetCaption: "{name}: {width} × {height} px",
    animationPreview: forms({
      one: "Vorschau der Animation: {count} Frame",
      other: "Vorschau der Animation: {count} Frames",
    }),
    livePreview: forms({
      one: "Live-Vorschau des GIFs: {count} Frame, jeder so lange wie seine Verzögerung.",
      other: "Live-Vorschau des GIFs: {count} Frames, jeder so lange wie seine Verzögerung.",
    }),
    problems: {
      columns: "Spalten muss eine ganze Zahl von 1 bis {max} sein.",
      rows: "Zeilen muss eine ganze Zahl von 1 bis {max} sein.",
      padding: "Abstand muss eine ganze Zahl an Pixeln von 0 bis {max} sein.",
      frameWidth: "Frame-Breite muss eine ganze Zahl an Pixeln von 1 bis {max} sein.",
      frameHeight: "Frame-Höhe muss eine ganze Zahl an Pixeln von 1 bis {max} sein.",
      frameSizePair: "Frame-Breite und -Höhe gehören zusammen: Gib beide an oder keine.",
      frameCount:
        "Anzahl Frames muss eine ganze Zahl von 1 bis {max} sein, oder leer für alle Zellen.",
      delay: "Verzögerung muss eine ganze Zahl an Hundertstelsekunden von 0 bis {max} sein.",
      delays:
        "Die Verzögerung je Frame muss eine Liste ganzer Zahlen in Hundertstelsekunden (0 bis {max}) sein, durch Kommas getrennt, eine pro Frame, z. B. 10,10,20.",
      loopCount: "Durchläufe muss eine ganze Zahl von 0 (endlos) bis {max} sein.",
      sheetTooLarge:
        "Das Sheet wäre {width} × {height} px groß; ein Spritesheet darf höchstens {side} px pro Seite und insgesamt {megapixels} Megapixel haben. Wähle weniger Spalten (bei einem breiten Sheet), mehr Spalten (bei einem hohen) oder weniger Abstand.",
      gridTooLarge:
        "{columns} Spalten × {rows} Zeilen passen nicht auf das Sheet mit {width} × {height} px: Jede Zelle muss mindestens 1 px groß sein. Wähle weniger Spalten oder Zeilen oder weniger Abstand.",
      cellTooLarge:
        "Eine Zelle mit {frameWidth} × {frameHeight} px passt nicht auf das Sheet mit {width} × {height} px. Wähle eine kleinere Frame-Größe.",
      delaysCount:
        "Die Liste hat {listed} Verzögerungen für {frames} Frames: Gib eine pro Frame an oder keine.",
      frameCountOverCells:
        "Gewünscht sind {wanted} Frames, das Raster hat aber {cells} Zellen. Wähle höchstens {cells} Frames oder mehr Spalten oder Zeilen.",
      stillForToSheet:
        "Diese Datei ist ein Standbild: Animation zu Sheet braucht ein GIF, WebP, APNG oder MNG. Wähle Sheet zu GIF, um es in Frames zu schneiden.",
      animationForFromSheet:
        "Diese Datei ist eine Animation: Sheet zu GIF braucht ein unbewegtes Sheet als PNG, WebP oder JPG. Wähle Animation zu Sheet, um ihre Frames anzuordnen.",
      notASheet:
        "Ein Spritesheet muss ein Standbild als PNG, WebP oder JPG sein. Um die Frames einer Animation auf einem Sheet anzuordnen, wähle Animation zu Sheet.",
    },
    result: {
      gifReady: "Dein GIF ist fertig!",
      sheetReady: "Dein Spritesheet ist fertig!",
      gifAlt: "Das aus dem Sheet erstellte GIF",
      sheetAlt: "Das Spritesheet",
      gifSize: "GIF-Größe:",
      sheetSize: "Sheet-Größe:",
      frameList: "Frame-Liste:",
      kilobytes: "{size} kB",
      startOver: "Mit einer anderen Datei neu beginnen",
      jsonNote:
        "sprite-sheet.json nennt Rechteck (x, y, Breite, Höhe) und Verzögerung (delay_ms, delay_cs) jedes Frames; lade sie in Sheet zu GIF, um das Sheet wieder in dieselbe Animation zu schneiden.",
      keptFor: "Das Ergebnis bleibt {minutes} Minuten auf unseren Servern und wird dann gelöscht.",
    },
  },
  it: {
    toSheetAction: "Crea sprite sheet",
    toSheetBusy: "Creazione dello sheet...",
    fromSheetAction: "Crea GIF",
    fromSheetBusy: "Creazione della GIF...",
    uploadDifferent: "Carica un altro file",
    settings: "Impostazioni dello sprite sheet",
    direction: "Direzione",
    toSheet: "Da animazione a sheet",
    fromSheet: "Da sheet a GIF",
    toSheetPending: "La disposizione dello sheet appare quando i fotogrammi sono stati letti.",
    toSheetSummary:
      "{columns} × {rows} celle da {frameWidth} × {frameHeight} px: un PNG di {width} × {height} px, con sprite-sheet.json che indica il rettangolo e il ritardo di ogni fotogramma.",
    fromSheetPending: "La griglia appare sullo sheet appena viene mostrato.",
    fromSheetSummary: forms({
      one: "{count} fotogramma da {frameWidth} × {frameHeight} px da una griglia {columns} × {rows}, da sinistra a destra, dall'alto in basso.",
      other:
        "{count} fotogrammi da {frameWidth} × {frameHeight} px da una griglia {columns} × {rows}, da sinistra a destra, dall'alto in basso.",
    }),
    padding: "Spaziatura",
    paddingHint: "Spazio tra le celle.",
    columns: "Colonne",
    columnsSquareHint: "Vuoto: una griglia quasi quadrata.",
    background: "Sfondo",
    transparent: "Trasparente",
    aColor: "Un colore",
    backgroundColor: "Colore di sfondo",
    backgroundColorHint:
      "Riempie gli spazi e si vede attraverso i pixel trasparenti: lo sheet è opaco.",
    sheetLimit: "Uno sheet può avere al massimo {side} px per lato e {megapixels} megapixel.",
    cutBy: "Taglia per",
    columnsAndRows: "Colonne e righe",
    frameSize: "Dimensione fotogramma",
    blankOne: "Vuoto: 1.",
    rows: "Righe",
    frameWidth: "Larghezza fotogramma",
    frameHeight: "Altezza fotogramma",
    frames: "Fotogrammi",
    framesHint: "Vuoto: tutte le celle.",
    delay: "Ritardo",
    delayHint: "Centesimi di secondo per fotogramma.",
    plays: "Riproduzioni",
    playsHint: "0 = all'infinito.",
    delays: "Ritardo di ogni fotogramma (facoltativo)",
    delaysPlaceholder: "es. 10,10,20",
    json: "Impostazioni dal JSON di uno sheet (facoltativo)",
    jsonRead: "Griglia, fotogrammi, ritardi e riproduzioni letti da {name}.",
    jsonNotOurs: "{name} non è uno sprite-sheet.json creato da questo strumento.",
    cannotRead:
      "{name}: questo browser non riesce a leggerne i fotogrammi qui; lo sheet viene creato sul server.",
    reading: "{name}: lettura dei fotogrammi...",
    sheetPreview: forms({
      one: "Anteprima dello sheet: {count} fotogramma in {columns} colonne e {rows} righe",
      other: "Anteprima dello sheet: {count} fotogrammi in {columns} colonne e {rows} righe",
    }),
    layoutCaption: forms({
      one: "{name}: {count} fotogramma da {frameWidth} × {frameHeight} px",
      other: "{name}: {count} fotogrammi da {frameWidth} × {frameHeight} px",
    }),
    sheetAlt: "Lo sprite sheet {name}",
    sheetCaption: "{name}: {width} × {height} px",
    animationPreview: forms({
      one: "Anteprima dell'animazione: {count} fotogramma",
      other: "Anteprima dell'animazione: {count} fotogrammi",
    }),
    livePreview: forms({
      one: "Anteprima animata della GIF: {count} fotogramma, ognuno mostrato per il suo ritardo.",
      other: "Anteprima animata della GIF: {count} fotogrammi, ognuno mostrato per il suo ritardo.",
    }),
    problems: {
      columns: "Colonne deve essere un numero intero da 1 a {max}.",
      rows: "Righe deve essere un numero intero da 1 a {max}.",
      padding: "Spaziatura deve essere un numero intero di pixel da 0 a {max}.",
      frameWidth: "Larghezza fotogramma deve essere un numero intero di pixel da 1 a {max}.",
      frameHeight: "Altezza fotogramma deve essere un numero intero di pixel da 1 a {max}.",
      frameSizePair:
        "Larghezza e altezza del fotogramma vanno insieme: indicale entrambe o nessuna.",
      frameCount:
        "Fotogrammi deve essere un numero intero da 1 a {max}, o restare vuoto per tutte le celle.",
      delay: "Ritardo deve essere un numero intero di centesimi di secondo da 0 a {max}.",
      delays:
        "Il ritardo di ogni fotogramma deve essere un elenco di numeri interi di centesimi di secondo (da 0 a {max}) separati da virgole, uno per fotogramma, es. 10,10,20.",
      loopCount: "Riproduzioni deve essere un numero intero da 0 (all'infinito) a {max}.",
      sheetTooLarge:
        "Lo sheet sarebbe di {width} × {height} px; uno sprite sheet può avere al massimo {side} px per lato e {megapixels} megapixel in tutto. Scegli meno colonne (se è largo), più colonne (se è alto) o meno spaziatura.",
      gridTooLarge:
        "{columns} colonne × {rows} righe non entrano nello sheet di {width} × {height} px: ogni cella deve essere di almeno 1 px. Scegli meno colonne o righe, o meno spaziatura.",
      cellTooLarge:
        "Una cella di {frameWidth} × {frameHeight} px non entra nello sheet di {width} × {height} px. Scegli un fotogramma più piccolo.",
      delaysCount:
        "L'elenco ha {listed} ritardi per {frames} fotogrammi: indicane uno per fotogramma, o nessuno.",
      frameCountOverCells:
        "Hai chiesto {wanted} fotogrammi, ma la griglia ha {cells} celle. Scegli al massimo {cells} fotogrammi, o più colonne o righe.",
      stillForToSheet:
        "Questo file è un'immagine fissa: Da animazione a sheet richiede una GIF, WebP, APNG o MNG. Scegli Da sheet a GIF per tagliarla in fotogrammi.",
      animationForFromSheet:
        "Questo file è un'animazione: Da sheet a GIF richiede uno sheet fisso PNG, WebP o JPG. Scegli Da animazione a sheet per disporne i fotogrammi.",
      notASheet:
        "Uno sprite sheet deve essere un'immagine fissa PNG, WebP o JPG. Per disporre i fotogrammi di un'animazione su uno sheet, scegli Da animazione a sheet.",
    },
    result: {
      gifReady: "La tua GIF è pronta!",
      sheetReady: "Il tuo sprite sheet è pronto!",
      gifAlt: "La GIF creata dallo sheet",
      sheetAlt: "Lo sprite sheet",
      gifSize: "Dimensione della GIF:",
      sheetSize: "Dimensione dello sheet:",
      frameList: "Elenco dei fotogrammi:",
      kilobytes: "{size} kB",
      startOver: "Ricomincia con un altro file",
      jsonNote:
        "sprite-sheet.json indica il rettangolo (x, y, larghezza, altezza) e il ritardo (delay_ms, delay_cs) di ogni fotogramma; caricalo in Da sheet a GIF per ritagliare lo sheet nella stessa animazione.",
      keptFor: "Il risultato resta sui nostri server per {minutes} minuti, poi viene eliminato.",
    },
  },
  ja: {
    toSheetAction: "スプライトシートを作成",
    toSheetBusy: "シートを作成しています...",
    fromSheetAction: "GIF を作成",
    fromSheetBusy: "GIF を作成しています...",
    uploadDifferent: "別のファイルをアップロード",
    settings: "スプライトシートの設定",
    direction: "変換の向き",
    toSheet: "アニメーション → シート",
    fromSheet: "シート → GIF",
    toSheetPending: "フレームを読み込むと、シートのレイアウトが表示されます。",
    toSheetSummary:
      "{frameWidth} × {frameHeight} px のセルが {columns} × {rows}: {width} × {height} px の PNG と、各フレームの矩形と表示時間を記した sprite-sheet.json です。",
    fromSheetPending: "シートが表示されると、その上にグリッドが表示されます。",
    fromSheetSummary: forms({
      other:
        "{columns} × {rows} のグリッドから {frameWidth} × {frameHeight} px のフレームを {count} 枚、左から右、上から下の順に切り出します。",
    }),
    padding: "間隔",
    paddingHint: "セルとセルの間のすき間です。",
    columns: "列数",
    columnsSquareHint: "空欄: 正方形に近いグリッド",
    background: "背景",
    transparent: "透明",
    aColor: "色を指定",
    backgroundColor: "背景色",
    backgroundColorHint:
      "すき間を塗りつぶし、透明なピクセルの下にも見えます。シートは不透明になります。",
    sheetLimit: "シートの大きさは 1 辺 {side} px、{megapixels} メガピクセルまでです。",
    cutBy: "切り分け方",
    columnsAndRows: "列数と行数",
    frameSize: "フレームサイズ",
    blankOne: "空欄: 1",
    rows: "行数",
    frameWidth: "フレームの幅",
    frameHeight: "フレームの高さ",
    frames: "フレーム数",
    framesHint: "空欄: すべてのセル",
    delay: "表示時間",
    delayHint: "1 フレームあたりの時間 (1/100 秒単位)",
    plays: "再生回数",
    playsHint: "0 = 無限ループ",
    delays: "フレームごとの表示時間 (任意)",
    delaysPlaceholder: "例: 10,10,20",
    json: "シートの JSON から設定を読み込む (任意)",
    jsonRead: "{name} からグリッド、フレーム、表示時間、再生回数を読み込みました。",
    jsonNotOurs: "{name} はこのツールで作った sprite-sheet.json ではありません。",
    cannotRead:
      "{name}: このブラウザーではここでフレームを読み込めません。シートはサーバーで作成されます。",
    reading: "{name}: フレームを読み込んでいます...",
    sheetPreview: forms({
      other: "シートのプレビュー: {count} フレーム、{columns} 列 × {rows} 行",
    }),
    layoutCaption: forms({
      other: "{name}: {frameWidth} × {frameHeight} px のフレーム {count} 枚",
    }),
    sheetAlt: "スプライトシート {name}",
    sheetCaption: "{name}: {width} × {height} px",
    animationPreview: forms({
      other: "アニメーションのプレビュー: {count} フレーム",
    }),
    livePreview: forms({
      other: "GIF のライブプレビュー: {count} フレームを、それぞれの表示時間で再生しています。",
    }),
    problems: {
      columns: "列数は 1〜{max} の整数で入力してください。",
      rows: "行数は 1〜{max} の整数で入力してください。",
      padding: "間隔は 0〜{max} px の整数で入力してください。",
      frameWidth: "フレームの幅は 1〜{max} px の整数で入力してください。",
      frameHeight: "フレームの高さは 1〜{max} px の整数で入力してください。",
      frameSizePair: "フレームの幅と高さは両方入力するか、両方空欄にしてください。",
      frameCount: "フレーム数は 1〜{max} の整数で入力するか、空欄 (すべてのセル) にしてください。",
      delay: "表示時間は 0〜{max} の整数 (1/100 秒単位) で入力してください。",
      delays:
        "フレームごとの表示時間は、0〜{max} の整数 (1/100 秒単位) をフレームごとにカンマで区切って入力してください (例: 10,10,20)。",
      loopCount: "再生回数は 0 (無限ループ)〜{max} の整数で入力してください。",
      sheetTooLarge:
        "シートが {width} × {height} px になります。スプライトシートは 1 辺 {side} px、合計 {megapixels} メガピクセルまでです。横長なら列数を減らし、縦長なら列数を増やすか、間隔を狭めてください。",
      gridTooLarge:
        "{columns} 列 × {rows} 行は {width} × {height} px のシートに収まりません。各セルは 1 px 以上必要です。列数か行数を減らすか、間隔を狭めてください。",
      cellTooLarge:
        "{frameWidth} × {frameHeight} px のセルは {width} × {height} px のシートに収まりません。フレームサイズを小さくしてください。",
      delaysCount:
        "{frames} フレームに対して表示時間が {listed} 個あります。フレームごとに 1 つ入力するか、空欄にしてください。",
      frameCountOverCells:
        "フレーム数が {wanted} ですが、グリッドのセルは {cells} 個です。フレーム数を {cells} 以下にするか、列数や行数を増やしてください。",
      stillForToSheet:
        "このファイルは静止画です。「アニメーション → シート」には GIF、WebP、APNG、MNG が必要です。フレームに切り分けるには「シート → GIF」を選んでください。",
      animationForFromSheet:
        "このファイルはアニメーションです。「シート → GIF」には静止画の PNG、WebP、JPG のシートが必要です。フレームを並べるには「アニメーション → シート」を選んでください。",
      notASheet:
        "スプライトシートは静止画の PNG、WebP、JPG にしてください。アニメーションのフレームをシートに並べるには「アニメーション → シート」を選んでください。",
    },
    result: {
      gifReady: "GIF ができました！",
      sheetReady: "スプライトシートができました！",
      gifAlt: "シートから作った GIF",
      sheetAlt: "スプライトシート",
      gifSize: "GIF のサイズ:",
      sheetSize: "シートのサイズ:",
      frameList: "フレーム一覧:",
      kilobytes: "{size} KB",
      startOver: "別のファイルでやり直す",
      jsonNote:
        "sprite-sheet.json には各フレームの矩形 (x, y, width, height) と表示時間 (delay_ms, delay_cs) が記録されています。「シート → GIF」で読み込むと、シートを同じアニメーションに戻せます。",
      keptFor: "結果はサーバーに {minutes} 分間保存され、その後削除されます。",
    },
  },
  id: {
    toSheetAction: "Buat Sprite Sheet",
    toSheetBusy: "Membuat sheet...",
    fromSheetAction: "Buat GIF",
    fromSheetBusy: "Membuat GIF...",
    uploadDifferent: "Unggah File Lain",
    settings: "Pengaturan sprite sheet",
    direction: "Arah",
    toSheet: "Animasi ke sheet",
    fromSheet: "Dari sheet ke GIF",
    toSheetPending: "Tata letak sheet muncul setelah frame selesai dibaca.",
    toSheetSummary:
      "{columns} × {rows} sel berukuran {frameWidth} × {frameHeight} px: PNG {width} × {height} px, dengan sprite-sheet.json berisi kotak dan jeda setiap frame.",
    fromSheetPending: "Grid muncul di atas sheet setelah sheet ditampilkan.",
    fromSheetSummary: forms({
      other:
        "{count} frame berukuran {frameWidth} × {frameHeight} px dari grid {columns} × {rows}, dari kiri ke kanan, atas ke bawah.",
    }),
    padding: "Jarak",
    paddingHint: "Celah antarsel.",
    columns: "Kolom",
    columnsSquareHint: "Kosong: grid yang hampir persegi.",
    background: "Latar",
    transparent: "Transparan",
    aColor: "Satu warna",
    backgroundColor: "Warna latar",
    backgroundColorHint:
      "Mengisi celah dan terlihat di balik piksel transparan: sheet jadi tidak tembus pandang.",
    sheetLimit: "Sheet paling besar {side} px per sisi dan {megapixels} megapiksel.",
    cutBy: "Potong menurut",
    columnsAndRows: "Kolom dan baris",
    frameSize: "Ukuran frame",
    blankOne: "Kosong: 1.",
    rows: "Baris",
    frameWidth: "Lebar frame",
    frameHeight: "Tinggi frame",
    frames: "Jumlah frame",
    framesHint: "Kosong: semua sel.",
    delay: "Jeda",
    delayHint: "Seperseratus detik per frame.",
    plays: "Putaran",
    playsHint: "0 = terus-menerus.",
    delays: "Jeda per frame (opsional)",
    delaysPlaceholder: "mis. 10,10,20",
    json: "Pengaturan dari JSON sebuah sheet (opsional)",
    jsonRead: "Grid, frame, jeda, dan putaran dibaca dari {name}.",
    jsonNotOurs: "{name} bukan sprite-sheet.json buatan alat ini.",
    cannotRead: "{name}: browser ini tidak bisa membaca frame-nya di sini; sheet dibuat di server.",
    reading: "{name}: membaca frame...",
    sheetPreview: forms({
      other: "Pratinjau sheet: {count} frame dalam {columns} kolom dan {rows} baris",
    }),
    layoutCaption: forms({
      other: "{name}: {count} frame berukuran {frameWidth} × {frameHeight} px",
    }),
    sheetAlt: "Sprite sheet {name} yang diunggah",
    sheetCaption: "{name}: {width} × {height} px",
    animationPreview: forms({
      other: "Pratinjau animasi: {count} frame",
    }),
    livePreview: forms({
      other: "Pratinjau langsung GIF: {count} frame, masing-masing tampil sesuai jedanya.",
    }),
    problems: {
      columns: "Kolom harus bilangan bulat dari 1 sampai {max}.",
      rows: "Baris harus bilangan bulat dari 1 sampai {max}.",
      padding: "Jarak harus bilangan bulat piksel dari 0 sampai {max}.",
      frameWidth: "Lebar frame harus bilangan bulat piksel dari 1 sampai {max}.",
      frameHeight: "Tinggi frame harus bilangan bulat piksel dari 1 sampai {max}.",
      frameSizePair:
        "Lebar dan tinggi frame harus diisi bersama: isi keduanya, atau kosongkan keduanya.",
      frameCount:
        "Jumlah frame harus bilangan bulat dari 1 sampai {max}, atau kosong untuk semua sel.",
      delay: "Jeda harus bilangan bulat seperseratus detik dari 0 sampai {max}.",
      delays:
        "Jeda per frame harus berupa daftar bilangan bulat seperseratus detik (0 sampai {max}) yang dipisahkan koma, satu per frame, mis. 10,10,20.",
      loopCount: "Putaran harus bilangan bulat dari 0 (terus-menerus) sampai {max}.",
      sheetTooLarge:
        "Sheet-nya akan berukuran {width} × {height} px; sprite sheet paling besar {side} px per sisi dan total {megapixels} megapiksel. Pilih lebih sedikit kolom (untuk sheet lebar), lebih banyak kolom (untuk sheet tinggi), atau jarak yang lebih kecil.",
      gridTooLarge:
        "{columns} kolom × {rows} baris tidak muat di sheet {width} × {height} px: setiap sel minimal 1 px. Pilih lebih sedikit kolom atau baris, atau jarak yang lebih kecil.",
      cellTooLarge:
        "Sel {frameWidth} × {frameHeight} px tidak muat di sheet {width} × {height} px. Pilih ukuran frame yang lebih kecil.",
      delaysCount:
        "Daftarnya berisi {listed} jeda untuk {frames} frame: isi satu per frame, atau kosongkan.",
      frameCountOverCells:
        "Jumlah frame {wanted}, tetapi grid hanya punya {cells} sel. Pilih paling banyak {cells} frame, atau tambah kolom atau baris.",
      stillForToSheet:
        "File ini gambar diam: Animasi ke sheet perlu GIF, WebP, APNG, atau MNG. Pilih Dari sheet ke GIF untuk memotongnya menjadi frame.",
      animationForFromSheet:
        "File ini animasi: Dari sheet ke GIF perlu sheet diam berupa PNG, WebP, atau JPG. Pilih Animasi ke sheet untuk menata frame-nya.",
      notASheet:
        "Sprite sheet harus berupa gambar diam PNG, WebP, atau JPG. Untuk menata frame animasi di sebuah sheet, pilih Animasi ke sheet.",
    },
    result: {
      gifReady: "GIF kamu sudah jadi!",
      sheetReady: "Sprite sheet kamu sudah jadi!",
      gifAlt: "GIF yang dibuat dari sheet",
      sheetAlt: "Sprite sheet hasilnya",
      gifSize: "Ukuran GIF:",
      sheetSize: "Ukuran sheet:",
      frameList: "Daftar frame:",
      kilobytes: "{size} kB",
      startOver: "Mulai lagi dengan file lain",
      jsonNote:
        "sprite-sheet.json mencatat kotak (x, y, lebar, tinggi) dan jeda (delay_ms, delay_cs) setiap frame; muat di Dari sheet ke GIF untuk memotong sheet kembali menjadi animasi yang sama.",
      keptFor: "Hasilnya disimpan di server kami selama {minutes} menit, lalu dihapus.",
    },
  },
});
