import { editorTextSet } from "../shared/i18n/editor-text.ts";

/**
 * Video to GIF's editor and result words (web/video-to-gif-editor.tsx, timeline-card.tsx,
 * video-result.tsx, editor-words.ts), in English: the type of every language's. The limits'
 * and the time's sentences carry the figures shared/options.ts and expected-time.ts compute;
 * the API keeps its English messages.
 */
const en = {
  /** A length with one decimal, as the header, the summary and the segment cards write it. */
  seconds: "{seconds}s",
  browserPreview: "showing a browser preview; your original video is converted",
  selection: {
    whole: "Selected: the whole video, {range}.",
    one: "Selected: {range} of {duration}. Drag the handles below to choose the moment.",
    oneFirst:
      "Selected: {range} of {duration} (the first {first}). Drag the handles below to choose the moment.",
    many: "Selected: {count} segments, {total} of {duration} in all, joined in order.",
  },
  addSegment: "Add Segment",
  convert: "Convert to GIF",
  converting: "Converting...",
  settings: "Settings",
  frameRate: "Frame rate",
  fps: "{fps} fps",
  quality: "Quality",
  qualities: { low: "Low", medium: "Medium", high: "High" },
  alsoExport: "Also export",
  includeAudio: "Include audio (MP4)",
  includeWebp: "Include WebP",
  width: "Width",
  height: "Height",
  keepAspect: "Keep the video's aspect ratio",
  aspectNote: {
    width:
      "Width set to {value} px to keep the video's shape: at {typed} px the height would be outside its {min}–{max} px range.",
    height:
      "Height set to {value} px to keep the video's shape: at {typed} px the width would be outside its {min}–{max} px range.",
  },
  stretched:
    "The GIF will be stretched: {width} × {height} is not the video's shape ({videoWidth} × {videoHeight}). Turn on \"Keep the video's aspect ratio\" to keep it.",
  brightness: "Brightness",
  contrast: "Contrast",
  videoSuggestion: "Tick Include audio (MP4) or Include WebP under Also export.",
  bothTicked: "MP4 and WebP are ticked",
  tickBoth: "Also export MP4 and WebP",
  summary: {
    title: "Conversion Summary",
    totalDuration: "Total duration",
    size: "Size",
    upTo: "up to {value}",
    fitStart:
      "Fit under a size starts from this size and frame rate (never faster than the video) and lowers them only as far as the size needs. Lower them to start smaller.",
    private:
      "No size estimate for a recording: it stays in this browser until you click Convert to GIF.",
    fitUnderDestination: "Fit under {name}",
    turnOnFitUnder: "Turn on Fit under a size",
    expectedTime: "Expected time:",
    upToAbout: "up to about {time}",
    timeLimit: "(limit {time})",
  },
  overBudget: {
    destination:
      "That is over the {size} limit for {name}. Shorten the selection, lower the width or the frame rate, or let Fit under a size make it fit.",
    custom:
      "That is over your {size} target. Shorten the selection, lower the width or the frame rate, or let Fit under a size make it fit.",
  },
  proTips: {
    title: "Pro tips",
    short: "Keep GIFs short: 2 to 6 seconds loop best and load fastest.",
    rate: "15 fps suits most clips; use 10 fps for screen recordings and 24 or 30 fps for fast action.",
    tooBig: "If the GIF is too big, lower the width first, then the frame rate.",
    formats: "Tick MP4 to keep the sound, or WebP for a much smaller animated file.",
  },
  limits: {
    short:
      "Segment {segment} is {length} s long; at {fps} fps a segment must last at least one frame ({frame} s). Lengthen it or choose a higher frame rate.",
    seconds:
      "The selected segments add up to {seconds} seconds; the limit is {max} seconds in total. Shorten or remove a segment.",
    frames:
      "{seconds} seconds at {fps} fps makes {frames} frames; the limit is {max} frames. Shorten the segments or lower the frame rate.",
    megapixels:
      "{width} × {height} × {frames} frames is {megapixels} megapixels; the limit is {max} megapixels (width × height × frames). Choose a smaller size, a lower frame rate or a shorter selection.",
    tooSlow:
      "This conversion would take about {time} ({width} × {height}, {frames} frames at {quality} quality); the time limit is {limit}. Choose {changes}.",
    nearLimit:
      "Close to the {limit} time limit: on a busy server this may not finish. Choose {changes} to be safe.",
    changes: {
      mediumQuality: "Medium quality (9× faster)",
      smallerWidth: "a smaller width",
      lowerFrameRate: "a lower frame rate",
      shorterSelection: "a shorter selection",
    },
  },
  segment: {
    label: "Segment {number} of {name}",
    title: "Segment {number}",
    remove: "Remove segment {number}",
    start: "Start",
    duration: "Duration",
    end: "End",
  },
  result: {
    filesReady: "Your Files Are Ready!",
    gifReady: "Your GIF is Ready!",
    alt: "Your GIF",
    downloadGif: "Download GIF",
    downloadMp4: "Download MP4 (with Audio)",
    downloadWebp: "Download WebP",
    downloadApng: "Download APNG",
    noSound: "Your video has no sound, so the MP4 has no audio track.",
    another: "Convert Another Video",
    keptFor:
      "The results are kept on our servers for {minutes} minutes, then deleted. Until then you can keep editing the GIF without uploading anything again.",
    downloadFailed: "Download failed. Please try again.",
  },
  /** The server's messages the page rewrites (spec: tools §8; shared/messages.ts), by case. */
  refusals: {
    brightness:
      "Brightness setting is out of range. Please choose a value between {min} and {max}.",
    contrast: "Contrast setting is out of range. Please choose a value between {min} and {max}.",
    segmentsNotList: "Please select at least one valid segment for conversion.",
    segmentNotNumeric:
      "Segment start/end times must be numbers. Please check your segment settings.",
    segmentTiming: "Segment timing is invalid. Ensure start is >= 0 and end > start.",
    segmentTooLong:
      "One of your segments is longer than the video. Please adjust segment end times.",
    segmentsJson: "There was a problem with your segment selection. Please reselect your segments.",
    unknown: "An unknown error occurred during processing.",
  },
};

export type VideoToGifEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    seconds: "{seconds} s",
    browserPreview: "se muestra una vista previa del navegador; se convierte tu vídeo original",
    selection: {
      whole: "Selección: el vídeo completo, {range}.",
      one: "Selección: {range} de {duration}. Arrastra los tiradores de abajo para elegir el momento.",
      oneFirst:
        "Selección: {range} de {duration} (los primeros {first}). Arrastra los tiradores de abajo para elegir el momento.",
      many: "Selección: {count} segmentos, {total} de {duration} en total, unidos en orden.",
    },
    addSegment: "Añadir segmento",
    convert: "Convertir a GIF",
    converting: "Convirtiendo...",
    settings: "Ajustes",
    frameRate: "Fotogramas por segundo",
    fps: "{fps} fps",
    quality: "Calidad",
    qualities: { low: "Baja", medium: "Media", high: "Alta" },
    alsoExport: "Exportar también",
    includeAudio: "Incluir audio (MP4)",
    includeWebp: "Incluir WebP",
    width: "Ancho",
    height: "Alto",
    keepAspect: "Mantener la proporción del vídeo",
    aspectNote: {
      width:
        "Ancho ajustado a {value} px para mantener la forma del vídeo: con {typed} px, el alto quedaría fuera de su rango de {min}–{max} px.",
      height:
        "Alto ajustado a {value} px para mantener la forma del vídeo: con {typed} px, el ancho quedaría fuera de su rango de {min}–{max} px.",
    },
    stretched:
      "El GIF se verá estirado: {width} × {height} no es la forma del vídeo ({videoWidth} × {videoHeight}). Activa «Mantener la proporción del vídeo» para conservarla.",
    brightness: "Brillo",
    contrast: "Contraste",
    videoSuggestion: "Marca Incluir audio (MP4) o Incluir WebP en Exportar también.",
    bothTicked: "MP4 y WebP están marcados",
    tickBoth: "Exportar también MP4 y WebP",
    summary: {
      title: "Resumen de la conversión",
      totalDuration: "Duración total",
      size: "Tamaño",
      upTo: "hasta {value}",
      fitStart:
        "Ajustar a un tamaño máximo parte de este tamaño y esta velocidad (nunca más rápida que el vídeo) y solo los baja lo necesario. Bájalos para empezar con menos.",
      private:
        "No hay estimación de tamaño para una grabación: se queda en este navegador hasta que pulses Convertir a GIF.",
      fitUnderDestination: "Ajustar para {name}",
      turnOnFitUnder: "Activar Ajustar a un tamaño máximo",
      expectedTime: "Tiempo estimado:",
      upToAbout: "hasta unos {time}",
      timeLimit: "(límite {time})",
    },
    overBudget: {
      destination:
        "Supera el límite de {size} de {name}. Acorta la selección, baja el ancho o los fotogramas por segundo, o deja que Ajustar a un tamaño máximo lo haga caber.",
      custom:
        "Supera tu objetivo de {size}. Acorta la selección, baja el ancho o los fotogramas por segundo, o deja que Ajustar a un tamaño máximo lo haga caber.",
    },
    proTips: {
      title: "Consejos",
      short: "Haz GIF cortos: de 2 a 6 segundos se repiten mejor y cargan más rápido.",
      rate: "15 fps va bien para casi todo; usa 10 fps para grabaciones de pantalla y 24 o 30 fps para acción rápida.",
      tooBig: "Si el GIF pesa demasiado, baja primero el ancho y luego los fotogramas por segundo.",
      formats:
        "Marca MP4 para conservar el sonido, o WebP para un archivo animado mucho más ligero.",
    },
    limits: {
      short:
        "El segmento {segment} dura {length} s; a {fps} fps un segmento debe durar al menos un fotograma ({frame} s). Alárgalo o elige más fotogramas por segundo.",
      seconds:
        "Los segmentos seleccionados suman {seconds} segundos; el límite es de {max} segundos en total. Acorta o quita un segmento.",
      frames:
        "{seconds} segundos a {fps} fps dan {frames} fotogramas; el límite es de {max} fotogramas. Acorta los segmentos o baja los fotogramas por segundo.",
      megapixels:
        "{width} × {height} × {frames} fotogramas son {megapixels} megapíxeles; el límite es de {max} megapíxeles (ancho × alto × fotogramas). Elige un tamaño menor, menos fotogramas por segundo o una selección más corta.",
      tooSlow:
        "Esta conversión tardaría unos {time} ({width} × {height}, {frames} fotogramas en calidad {quality}); el límite es de {limit}. Elige {changes}.",
      nearLimit:
        "Cerca del límite de {limit}: con el servidor ocupado podría no terminar. Elige {changes} para ir sobre seguro.",
      changes: {
        mediumQuality: "calidad Media (9 veces más rápida)",
        smallerWidth: "un ancho menor",
        lowerFrameRate: "menos fotogramas por segundo",
        shorterSelection: "una selección más corta",
      },
    },
    segment: {
      label: "Segmento {number} de {name}",
      title: "Segmento {number}",
      remove: "Quitar el segmento {number}",
      start: "Inicio",
      duration: "Duración",
      end: "Fin",
    },
    result: {
      filesReady: "¡Tus archivos están listos!",
      gifReady: "¡Tu GIF está listo!",
      alt: "Tu GIF",
      downloadGif: "Descargar GIF",
      downloadMp4: "Descargar MP4 (con audio)",
      downloadWebp: "Descargar WebP",
      downloadApng: "Descargar APNG",
      noSound: "Tu vídeo no tiene sonido, así que el MP4 no lleva pista de audio.",
      another: "Convertir otro vídeo",
      keptFor:
        "Los resultados se guardan en nuestros servidores durante {minutes} minutos y luego se borran. Hasta entonces puedes seguir editando el GIF sin volver a subir nada.",
      downloadFailed: "La descarga ha fallado. Inténtalo de nuevo.",
    },
    refusals: {
      brightness: "El brillo está fuera de rango. Elige un valor entre {min} y {max}.",
      contrast: "El contraste está fuera de rango. Elige un valor entre {min} y {max}.",
      segmentsNotList: "Selecciona al menos un segmento válido para convertir.",
      segmentNotNumeric:
        "El inicio y el fin de cada segmento deben ser números. Revisa los segmentos.",
      segmentTiming:
        "Los tiempos de un segmento no son válidos: el inicio debe ser 0 o más y el fin, posterior al inicio.",
      segmentTooLong:
        "Uno de tus segmentos es más largo que el vídeo. Ajusta dónde terminan los segmentos.",
      segmentsJson: "Hubo un problema con los segmentos seleccionados. Vuelve a seleccionarlos.",
      unknown: "Se produjo un error desconocido durante el procesamiento.",
    },
  },
  "pt-BR": {
    seconds: "{seconds} s",
    browserPreview: "mostrando uma prévia do navegador; o vídeo original é que será convertido",
    selection: {
      whole: "Selecionado: o vídeo inteiro, {range}.",
      one: "Selecionado: {range} de {duration}. Arraste as alças abaixo para escolher o momento.",
      oneFirst:
        "Selecionado: {range} de {duration} (os primeiros {first}). Arraste as alças abaixo para escolher o momento.",
      many: "Selecionado: {count} trechos, {total} de {duration} no total, unidos em ordem.",
    },
    addSegment: "Adicionar trecho",
    convert: "Converter em GIF",
    converting: "Convertendo...",
    settings: "Ajustes",
    frameRate: "Taxa de quadros",
    fps: "{fps} fps",
    quality: "Qualidade",
    qualities: { low: "Baixa", medium: "Média", high: "Alta" },
    alsoExport: "Exportar também",
    includeAudio: "Incluir áudio (MP4)",
    includeWebp: "Incluir WebP",
    width: "Largura",
    height: "Altura",
    keepAspect: "Manter a proporção do vídeo",
    aspectNote: {
      width:
        "Largura ajustada para {value} px para manter o formato do vídeo: com {typed} px, a altura ficaria fora da faixa de {min}–{max} px.",
      height:
        "Altura ajustada para {value} px para manter o formato do vídeo: com {typed} px, a largura ficaria fora da faixa de {min}–{max} px.",
    },
    stretched:
      'O GIF vai ficar esticado: {width} × {height} não é o formato do vídeo ({videoWidth} × {videoHeight}). Ative "Manter a proporção do vídeo" para mantê-lo.',
    brightness: "Brilho",
    contrast: "Contraste",
    videoSuggestion: "Marque Incluir áudio (MP4) ou Incluir WebP em Exportar também.",
    bothTicked: "MP4 e WebP estão marcados",
    tickBoth: "Exportar também MP4 e WebP",
    summary: {
      title: "Resumo da conversão",
      totalDuration: "Duração total",
      size: "Tamanho",
      upTo: "até {value}",
      fitStart:
        "Caber em um tamanho começa deste tamanho e desta taxa de quadros (nunca mais rápida que o vídeo) e só os reduz o quanto for preciso. Reduza-os para começar menor.",
      private:
        "Sem estimativa de tamanho para uma gravação: ela fica neste navegador até você clicar em Converter em GIF.",
      fitUnderDestination: "Caber no {name}",
      turnOnFitUnder: "Ativar Caber em um tamanho",
      expectedTime: "Tempo previsto:",
      upToAbout: "até cerca de {time}",
      timeLimit: "(limite {time})",
    },
    overBudget: {
      destination:
        "Isso passa do limite de {size} do {name}. Encurte a seleção, reduza a largura ou a taxa de quadros, ou deixe o Caber em um tamanho ajustar.",
      custom:
        "Isso passa da sua meta de {size}. Encurte a seleção, reduza a largura ou a taxa de quadros, ou deixe o Caber em um tamanho ajustar.",
    },
    proTips: {
      title: "Dicas",
      short: "Faça GIFs curtos: de 2 a 6 segundos repetem melhor e carregam mais rápido.",
      rate: "15 fps serve para a maioria dos vídeos; use 10 fps para gravações de tela e 24 ou 30 fps para ação rápida.",
      tooBig: "Se o GIF ficar grande demais, reduza primeiro a largura e depois a taxa de quadros.",
      formats: "Marque MP4 para manter o som, ou WebP para um arquivo animado bem menor.",
    },
    limits: {
      short:
        "O trecho {segment} tem {length} s; a {fps} fps um trecho precisa durar pelo menos um quadro ({frame} s). Aumente-o ou escolha uma taxa de quadros maior.",
      seconds:
        "Os trechos selecionados somam {seconds} segundos; o limite é de {max} segundos no total. Encurte ou remova um trecho.",
      frames:
        "{seconds} segundos a {fps} fps dão {frames} quadros; o limite é de {max} quadros. Encurte os trechos ou reduza a taxa de quadros.",
      megapixels:
        "{width} × {height} × {frames} quadros são {megapixels} megapixels; o limite é de {max} megapixels (largura × altura × quadros). Escolha um tamanho menor, uma taxa de quadros menor ou uma seleção mais curta.",
      tooSlow:
        "Esta conversão levaria cerca de {time} ({width} × {height}, {frames} quadros em qualidade {quality}); o limite de tempo é {limit}. Escolha {changes}.",
      nearLimit:
        "Perto do limite de {limit}: com o servidor ocupado, pode não terminar. Escolha {changes} por segurança.",
      changes: {
        mediumQuality: "qualidade Média (9× mais rápida)",
        smallerWidth: "uma largura menor",
        lowerFrameRate: "uma taxa de quadros menor",
        shorterSelection: "uma seleção mais curta",
      },
    },
    segment: {
      label: "Trecho {number} de {name}",
      title: "Trecho {number}",
      remove: "Remover o trecho {number}",
      start: "Início",
      duration: "Duração",
      end: "Fim",
    },
    result: {
      filesReady: "Seus arquivos estão prontos!",
      gifReady: "Seu GIF está pronto!",
      alt: "Seu GIF",
      downloadGif: "Baixar GIF",
      downloadMp4: "Baixar MP4 (com áudio)",
      downloadWebp: "Baixar WebP",
      downloadApng: "Baixar APNG",
      noSound: "Seu vídeo não tem som, então o MP4 não tem faixa de áudio.",
      another: "Converter outro vídeo",
      keptFor:
        "Os resultados ficam em nossos servidores por {minutes} minutos e depois são apagados. Até lá, você pode continuar editando o GIF sem enviar nada de novo.",
      downloadFailed: "O download falhou. Tente de novo.",
    },
    refusals: {
      brightness: "O brilho está fora do intervalo. Escolha um valor entre {min} e {max}.",
      contrast: "O contraste está fora do intervalo. Escolha um valor entre {min} e {max}.",
      segmentsNotList: "Selecione pelo menos um trecho válido para converter.",
      segmentNotNumeric:
        "O início e o fim de cada trecho precisam ser números. Confira os trechos.",
      segmentTiming:
        "Os tempos de um trecho são inválidos: o início precisa ser 0 ou mais e o fim, depois do início.",
      segmentTooLong: "Um dos trechos é mais longo que o vídeo. Ajuste onde os trechos terminam.",
      segmentsJson: "Houve um problema com os trechos selecionados. Selecione-os de novo.",
      unknown: "Ocorreu um erro desconhecido durante o processamento.",
    },
  },
  fr: {
    seconds: "{seconds} s",
    browserPreview: "aperçu du navigateur affiché ; c'est votre vidéo d'origine qui est convertie",
    selection: {
      whole: "Sélection : toute la vidéo, {range}.",
      one: "Sélection : {range} sur {duration}. Faites glisser les poignées ci-dessous pour choisir le moment.",
      oneFirst:
        "Sélection : {range} sur {duration} (les {first} premières). Faites glisser les poignées ci-dessous pour choisir le moment.",
      many: "Sélection : {count} segments, {total} sur {duration} au total, mis bout à bout.",
    },
    addSegment: "Ajouter un segment",
    convert: "Convertir en GIF",
    converting: "Conversion...",
    settings: "Réglages",
    frameRate: "Images par seconde",
    fps: "{fps} fps",
    quality: "Qualité",
    qualities: { low: "Basse", medium: "Moyenne", high: "Haute" },
    alsoExport: "Exporter aussi",
    includeAudio: "Inclure le son (MP4)",
    includeWebp: "Inclure un WebP",
    width: "Largeur",
    height: "Hauteur",
    keepAspect: "Garder les proportions de la vidéo",
    aspectNote: {
      width:
        "Largeur réglée à {value} px pour garder la forme de la vidéo : à {typed} px, la hauteur sortirait de sa plage de {min} à {max} px.",
      height:
        "Hauteur réglée à {value} px pour garder la forme de la vidéo : à {typed} px, la largeur sortirait de sa plage de {min} à {max} px.",
    },
    stretched:
      "Le GIF sera étiré : {width} × {height} n'a pas la forme de la vidéo ({videoWidth} × {videoHeight}). Activez « Garder les proportions de la vidéo » pour la conserver.",
    brightness: "Luminosité",
    contrast: "Contraste",
    videoSuggestion: "Cochez Inclure le son (MP4) ou Inclure un WebP sous Exporter aussi.",
    bothTicked: "MP4 et WebP sont cochés",
    tickBoth: "Exporter aussi en MP4 et WebP",
    summary: {
      title: "Récapitulatif",
      totalDuration: "Durée totale",
      size: "Taille",
      upTo: "jusqu'à {value}",
      fitStart:
        "Rester sous une taille part de cette taille et de cette cadence (jamais plus rapide que la vidéo) et ne les baisse que si le poids l'exige. Baissez-les pour partir plus petit.",
      private:
        "Pas d'estimation de poids pour un enregistrement : il reste dans ce navigateur jusqu'à ce que vous cliquiez sur Convertir en GIF.",
      fitUnderDestination: "Tenir sous la limite de {name}",
      turnOnFitUnder: "Activer Rester sous une taille",
      expectedTime: "Durée prévue :",
      upToAbout: "jusqu'à environ {time}",
      timeLimit: "(limite {time})",
    },
    overBudget: {
      destination:
        "C'est au-dessus de la limite de {size} de {name}. Raccourcissez la sélection, baissez la largeur ou la cadence, ou laissez Rester sous une taille s'en charger.",
      custom:
        "C'est au-dessus de votre objectif de {size}. Raccourcissez la sélection, baissez la largeur ou la cadence, ou laissez Rester sous une taille s'en charger.",
    },
    proTips: {
      title: "Astuces",
      short:
        "Faites des GIF courts : de 2 à 6 secondes, ils bouclent mieux et se chargent plus vite.",
      rate: "15 fps convient à la plupart des clips ; 10 fps pour les captures d'écran, 24 ou 30 fps pour l'action rapide.",
      tooBig: "Si le GIF est trop lourd, baissez d'abord la largeur, puis la cadence.",
      formats: "Cochez MP4 pour garder le son, ou WebP pour un fichier animé bien plus léger.",
    },
    limits: {
      short:
        "Le segment {segment} dure {length} s ; à {fps} fps, un segment doit durer au moins une image ({frame} s). Allongez-le ou choisissez une cadence plus élevée.",
      seconds:
        "Les segments choisis totalisent {seconds} secondes ; la limite est de {max} secondes au total. Raccourcissez ou retirez un segment.",
      frames:
        "{seconds} secondes à {fps} fps donnent {frames} images ; la limite est de {max} images. Raccourcissez les segments ou baissez la cadence.",
      megapixels:
        "{width} × {height} × {frames} images font {megapixels} mégapixels ; la limite est de {max} mégapixels (largeur × hauteur × images). Choisissez une taille plus petite, une cadence plus basse ou une sélection plus courte.",
      tooSlow:
        "Cette conversion prendrait environ {time} ({width} × {height}, {frames} images en qualité {quality}) ; la limite est de {limit}. Choisissez {changes}.",
      nearLimit:
        "Proche de la limite de {limit} : si le serveur est chargé, la conversion risque de ne pas aboutir. Choisissez {changes} par précaution.",
      changes: {
        mediumQuality: "la qualité Moyenne (9× plus rapide)",
        smallerWidth: "une largeur plus petite",
        lowerFrameRate: "une cadence plus basse",
        shorterSelection: "une sélection plus courte",
      },
    },
    segment: {
      label: "Segment {number} de {name}",
      title: "Segment {number}",
      remove: "Retirer le segment {number}",
      start: "Début",
      duration: "Durée",
      end: "Fin",
    },
    result: {
      filesReady: "Vos fichiers sont prêts !",
      gifReady: "Votre GIF est prêt !",
      alt: "Votre GIF",
      downloadGif: "Télécharger le GIF",
      downloadMp4: "Télécharger le MP4 (avec le son)",
      downloadWebp: "Télécharger le WebP",
      downloadApng: "Télécharger l'APNG",
      noSound: "Votre vidéo n'a pas de son : le MP4 n'a donc pas de piste audio.",
      another: "Convertir une autre vidéo",
      keptFor:
        "Les résultats restent sur nos serveurs {minutes} minutes, puis sont supprimés. D'ici là, vous pouvez continuer à modifier le GIF sans rien renvoyer.",
      downloadFailed: "Le téléchargement a échoué. Réessayez.",
    },
    refusals: {
      brightness: "La luminosité est hors limites. Choisissez une valeur entre {min} et {max}.",
      contrast: "Le contraste est hors limites. Choisissez une valeur entre {min} et {max}.",
      segmentsNotList: "Sélectionnez au moins un segment valide à convertir.",
      segmentNotNumeric:
        "Le début et la fin de chaque segment doivent être des nombres. Vérifiez vos segments.",
      segmentTiming:
        "Les temps d'un segment ne sont pas valides : le début doit être supérieur ou égal à 0 et la fin venir après le début.",
      segmentTooLong:
        "Un de vos segments est plus long que la vidéo. Ajustez la fin de vos segments.",
      segmentsJson:
        "Un problème est survenu avec votre sélection de segments. Sélectionnez-les à nouveau.",
      unknown: "Une erreur inconnue s'est produite pendant le traitement.",
    },
  },
  de: {
    seconds: "{seconds} s",
    browserPreview: "eine Vorschau des Browsers wird gezeigt; umgewandelt wird dein Originalvideo",
    selection: {
      whole: "Ausgewählt: das ganze Video, {range}.",
      one: "Ausgewählt: {range} von {duration}. Zieh die Griffe unten, um den Moment zu wählen.",
      oneFirst:
        "Ausgewählt: {range} von {duration} (die ersten {first}). Zieh die Griffe unten, um den Moment zu wählen.",
      many: "Ausgewählt: {count} Abschnitte, insgesamt {total} von {duration}, der Reihe nach verbunden.",
    },
    addSegment: "Abschnitt hinzufügen",
    convert: "In GIF umwandeln",
    converting: "Wird umgewandelt...",
    settings: "Einstellungen",
    frameRate: "Bildrate",
    fps: "{fps} fps",
    quality: "Qualität",
    qualities: { low: "Niedrig", medium: "Mittel", high: "Hoch" },
    alsoExport: "Auch exportieren",
    includeAudio: "Mit Ton (MP4)",
    includeWebp: "Als WebP",
    width: "Breite",
    height: "Höhe",
    keepAspect: "Seitenverhältnis des Videos beibehalten",
    aspectNote: {
      width:
        "Breite auf {value} px gesetzt, damit das Video seine Form behält: Bei {typed} px läge die Höhe außerhalb ihres Bereichs von {min}–{max} px.",
      height:
        "Höhe auf {value} px gesetzt, damit das Video seine Form behält: Bei {typed} px läge die Breite außerhalb ihres Bereichs von {min}–{max} px.",
    },
    stretched:
      "Das GIF wird verzerrt: {width} × {height} entspricht nicht der Form des Videos ({videoWidth} × {videoHeight}). Schalte „Seitenverhältnis des Videos beibehalten“ ein, um sie zu behalten.",
    brightness: "Helligkeit",
    contrast: "Kontrast",
    videoSuggestion: "Hake unter Auch exportieren Mit Ton (MP4) oder Als WebP an.",
    bothTicked: "MP4 und WebP sind angehakt",
    tickBoth: "Auch als MP4 und WebP exportieren",
    summary: {
      title: "Zusammenfassung",
      totalDuration: "Gesamtdauer",
      size: "Größe",
      upTo: "bis {value}",
      fitStart:
        "Unter einer Größe bleiben beginnt bei dieser Größe und Bildrate (nie schneller als das Video) und senkt sie nur so weit wie nötig. Senke sie, um kleiner zu beginnen.",
      private:
        "Keine Größenschätzung für eine Aufnahme: Sie bleibt in diesem Browser, bis du auf In GIF umwandeln klickst.",
      fitUnderDestination: "Passend für {name}",
      turnOnFitUnder: "Unter einer Größe bleiben einschalten",
      expectedTime: "Voraussichtliche Dauer:",
      upToAbout: "bis etwa {time}",
      timeLimit: "(Limit {time})",
    },
    overBudget: {
      destination:
        "Das liegt über dem Limit von {size} für {name}. Kürze die Auswahl, senke Breite oder Bildrate oder lass Unter einer Größe bleiben es passend machen.",
      custom:
        "Das liegt über deinem Ziel von {size}. Kürze die Auswahl, senke Breite oder Bildrate oder lass Unter einer Größe bleiben es passend machen.",
    },
    proTips: {
      title: "Profi-Tipps",
      short: "Halte GIFs kurz: 2 bis 6 Sekunden loopen am besten und laden am schnellsten.",
      rate: "15 fps passen für die meisten Clips; nimm 10 fps für Bildschirmaufnahmen und 24 oder 30 fps für schnelle Action.",
      tooBig: "Ist das GIF zu groß, senke zuerst die Breite, dann die Bildrate.",
      formats:
        "Hake MP4 an, um den Ton zu behalten, oder WebP für eine viel kleinere animierte Datei.",
    },
    limits: {
      short:
        "Abschnitt {segment} ist {length} s lang; bei {fps} fps muss ein Abschnitt mindestens ein Bild dauern ({frame} s). Verlängere ihn oder wähle eine höhere Bildrate.",
      seconds:
        "Die ausgewählten Abschnitte ergeben zusammen {seconds} Sekunden; das Limit sind {max} Sekunden insgesamt. Kürze einen Abschnitt oder entferne ihn.",
      frames:
        "{seconds} Sekunden bei {fps} fps ergeben {frames} Bilder; das Limit sind {max} Bilder. Kürze die Abschnitte oder senke die Bildrate.",
      megapixels:
        "{width} × {height} × {frames} Bilder sind {megapixels} Megapixel; das Limit sind {max} Megapixel (Breite × Höhe × Bilder). Wähle eine kleinere Größe, eine niedrigere Bildrate oder eine kürzere Auswahl.",
      tooSlow:
        "Diese Umwandlung würde etwa {time} dauern ({width} × {height}, {frames} Bilder in Qualität {quality}); das Zeitlimit ist {limit}. Wähle {changes}.",
      nearLimit:
        "Nah am Zeitlimit von {limit}: Bei einem ausgelasteten Server wird das eventuell nicht fertig. Wähle sicherheitshalber {changes}.",
      changes: {
        mediumQuality: "die Qualität Mittel (9× schneller)",
        smallerWidth: "eine geringere Breite",
        lowerFrameRate: "eine niedrigere Bildrate",
        shorterSelection: "eine kürzere Auswahl",
      },
    },
    segment: {
      label: "Abschnitt {number} von {name}",
      title: "Abschnitt {number}",
      remove: "Abschnitt {number} entfernen",
      start: "Anfang",
      duration: "Dauer",
      end: "Ende",
    },
    result: {
      filesReady: "Deine Dateien sind fertig!",
      gifReady: "Dein GIF ist fertig!",
      alt: "Dein GIF",
      downloadGif: "GIF herunterladen",
      downloadMp4: "MP4 herunterladen (mit Ton)",
      downloadWebp: "WebP herunterladen",
      downloadApng: "APNG herunterladen",
      noSound: "Dein Video hat keinen Ton, daher hat das MP4 keine Tonspur.",
      another: "Anderes Video umwandeln",
      keptFor:
        "Die Ergebnisse bleiben {minutes} Minuten auf unseren Servern und werden dann gelöscht. Bis dahin kannst du das GIF weiter bearbeiten, ohne etwas erneut hochzuladen.",
      downloadFailed: "Der Download ist fehlgeschlagen. Bitte versuch es noch einmal.",
    },
    refusals: {
      brightness:
        "Die Helligkeit liegt außerhalb des Bereichs. Wähle einen Wert zwischen {min} und {max}.",
      contrast:
        "Der Kontrast liegt außerhalb des Bereichs. Wähle einen Wert zwischen {min} und {max}.",
      segmentsNotList: "Wähle mindestens einen gültigen Abschnitt zum Umwandeln aus.",
      segmentNotNumeric:
        "Anfang und Ende jedes Abschnitts müssen Zahlen sein. Prüfe deine Abschnitte.",
      segmentTiming:
        "Die Zeiten eines Abschnitts sind ungültig: Der Anfang muss 0 oder größer sein und das Ende nach dem Anfang liegen.",
      segmentTooLong:
        "Einer deiner Abschnitte ist länger als das Video. Passe die Endzeiten deiner Abschnitte an.",
      segmentsJson:
        "Bei deiner Auswahl der Abschnitte ist etwas schiefgegangen. Wähle die Abschnitte neu aus.",
      unknown: "Bei der Verarbeitung ist ein unbekannter Fehler aufgetreten.",
    },
  },
  it: {
    seconds: "{seconds} s",
    browserPreview: "è mostrata un'anteprima del browser; viene convertito il tuo video originale",
    selection: {
      whole: "Selezione: tutto il video, {range}.",
      one: "Selezione: {range} di {duration}. Trascina le maniglie qui sotto per scegliere il momento.",
      oneFirst:
        "Selezione: {range} di {duration} (i primi {first}). Trascina le maniglie qui sotto per scegliere il momento.",
      many: "Selezione: {count} segmenti, {total} di {duration} in tutto, uniti in ordine.",
    },
    addSegment: "Aggiungi segmento",
    convert: "Converti in GIF",
    converting: "Conversione in corso...",
    settings: "Impostazioni",
    frameRate: "Fotogrammi al secondo",
    fps: "{fps} fps",
    quality: "Qualità",
    qualities: { low: "Bassa", medium: "Media", high: "Alta" },
    alsoExport: "Esporta anche",
    includeAudio: "Includi audio (MP4)",
    includeWebp: "Includi WebP",
    width: "Larghezza",
    height: "Altezza",
    keepAspect: "Mantieni le proporzioni del video",
    aspectNote: {
      width:
        "Larghezza impostata a {value} px per mantenere la forma del video: a {typed} px l'altezza uscirebbe dal suo intervallo di {min}–{max} px.",
      height:
        "Altezza impostata a {value} px per mantenere la forma del video: a {typed} px la larghezza uscirebbe dal suo intervallo di {min}–{max} px.",
    },
    stretched:
      "La GIF risulterà deformata: {width} × {height} non ha la forma del video ({videoWidth} × {videoHeight}). Attiva «Mantieni le proporzioni del video» per conservarla.",
    brightness: "Luminosità",
    contrast: "Contrasto",
    videoSuggestion: "Spunta Includi audio (MP4) o Includi WebP in Esporta anche.",
    bothTicked: "MP4 e WebP sono spuntati",
    tickBoth: "Esporta anche MP4 e WebP",
    summary: {
      title: "Riepilogo della conversione",
      totalDuration: "Durata totale",
      size: "Dimensioni",
      upTo: "fino a {value}",
      fitStart:
        "Stare sotto una dimensione parte da queste dimensioni e da questo frame rate (mai più veloce del video) e li abbassa solo quanto serve. Abbassali per partire più in piccolo.",
      private:
        "Nessuna stima del peso per una registrazione: resta in questo browser finché non fai clic su Converti in GIF.",
      fitUnderDestination: "Stai sotto il limite di {name}",
      turnOnFitUnder: "Attiva Stare sotto una dimensione",
      expectedTime: "Tempo previsto:",
      upToAbout: "fino a circa {time}",
      timeLimit: "(limite {time})",
    },
    overBudget: {
      destination:
        "Supera il limite di {size} di {name}. Accorcia la selezione, abbassa la larghezza o il frame rate, oppure lascia che Stare sotto una dimensione lo faccia rientrare.",
      custom:
        "Supera il tuo obiettivo di {size}. Accorcia la selezione, abbassa la larghezza o il frame rate, oppure lascia che Stare sotto una dimensione lo faccia rientrare.",
    },
    proTips: {
      title: "Consigli",
      short: "Fai GIF brevi: da 2 a 6 secondi si ripetono meglio e si caricano prima.",
      rate: "15 fps va bene per quasi tutte le clip; usa 10 fps per le registrazioni dello schermo e 24 o 30 fps per l'azione veloce.",
      tooBig: "Se la GIF è troppo pesante, abbassa prima la larghezza, poi il frame rate.",
      formats: "Spunta MP4 per mantenere l'audio, o WebP per un file animato molto più leggero.",
    },
    limits: {
      short:
        "Il segmento {segment} dura {length} s; a {fps} fps un segmento deve durare almeno un fotogramma ({frame} s). Allungalo o scegli un frame rate più alto.",
      seconds:
        "I segmenti selezionati sommano {seconds} secondi; il limite è di {max} secondi in tutto. Accorcia o rimuovi un segmento.",
      frames:
        "{seconds} secondi a {fps} fps fanno {frames} fotogrammi; il limite è di {max} fotogrammi. Accorcia i segmenti o abbassa il frame rate.",
      megapixels:
        "{width} × {height} × {frames} fotogrammi fanno {megapixels} megapixel; il limite è di {max} megapixel (larghezza × altezza × fotogrammi). Scegli dimensioni minori, un frame rate più basso o una selezione più breve.",
      tooSlow:
        "Questa conversione richiederebbe circa {time} ({width} × {height}, {frames} fotogrammi in qualità {quality}); il limite di tempo è {limit}. Scegli {changes}.",
      nearLimit:
        "Vicino al limite di {limit}: con il server carico potrebbe non finire. Scegli {changes} per sicurezza.",
      changes: {
        mediumQuality: "la qualità Media (9 volte più veloce)",
        smallerWidth: "una larghezza minore",
        lowerFrameRate: "un frame rate più basso",
        shorterSelection: "una selezione più breve",
      },
    },
    segment: {
      label: "Segmento {number} di {name}",
      title: "Segmento {number}",
      remove: "Rimuovi il segmento {number}",
      start: "Inizio",
      duration: "Durata",
      end: "Fine",
    },
    result: {
      filesReady: "I tuoi file sono pronti!",
      gifReady: "La tua GIF è pronta!",
      alt: "La tua GIF",
      downloadGif: "Scarica GIF",
      downloadMp4: "Scarica MP4 (con audio)",
      downloadWebp: "Scarica WebP",
      downloadApng: "Scarica APNG",
      noSound: "Il tuo video non ha audio, quindi l'MP4 non ha una traccia audio.",
      another: "Converti un altro video",
      keptFor:
        "I risultati restano sui nostri server per {minutes} minuti, poi vengono eliminati. Fino ad allora puoi continuare a modificare la GIF senza caricare di nuovo nulla.",
      downloadFailed: "Download non riuscito. Riprova.",
    },
    refusals: {
      brightness: "La luminosità è fuori intervallo. Scegli un valore tra {min} e {max}.",
      contrast: "Il contrasto è fuori intervallo. Scegli un valore tra {min} e {max}.",
      segmentsNotList: "Seleziona almeno un segmento valido da convertire.",
      segmentNotNumeric:
        "L'inizio e la fine di ogni segmento devono essere numeri. Controlla i segmenti.",
      segmentTiming:
        "I tempi di un segmento non sono validi: l'inizio deve essere 0 o più e la fine dopo l'inizio.",
      segmentTooLong: "Uno dei segmenti è più lungo del video. Sistema la fine dei segmenti.",
      segmentsJson: "C'è stato un problema con i segmenti selezionati. Selezionali di nuovo.",
      unknown: "Si è verificato un errore sconosciuto durante l'elaborazione.",
    },
  },
  ja: {
    seconds: "{seconds}秒",
    browserPreview: "ブラウザ用のプレビューを表示中（変換には元の動画を使います）",
    selection: {
      whole: "選択範囲: 動画全体（{range}）。",
      one: "選択範囲: {duration} のうち {range}。下のハンドルをドラッグして場面を選べます。",
      oneFirst:
        "選択範囲: {duration} のうち {range}（最初の {first}）。下のハンドルをドラッグして場面を選べます。",
      many: "選択範囲: {count} 個のセグメント、{duration} のうち計 {total}。順につなげます。",
    },
    addSegment: "セグメントを追加",
    convert: "GIF に変換",
    converting: "変換中...",
    settings: "設定",
    frameRate: "フレームレート",
    fps: "{fps} fps",
    quality: "画質",
    qualities: { low: "低", medium: "中", high: "高" },
    alsoExport: "同時に書き出す",
    includeAudio: "音声付き (MP4)",
    includeWebp: "WebP も作る",
    width: "幅",
    height: "高さ",
    keepAspect: "動画の縦横比を保つ",
    aspectNote: {
      width:
        "動画の形を保つため、幅を {value} px にしました。{typed} px では高さが {min}〜{max} px の範囲を超えます。",
      height:
        "動画の形を保つため、高さを {value} px にしました。{typed} px では幅が {min}〜{max} px の範囲を超えます。",
    },
    stretched:
      "GIF が引き伸ばされます: {width} × {height} は動画の形（{videoWidth} × {videoHeight}）と違います。形を保つには「動画の縦横比を保つ」をオンにしてください。",
    brightness: "明るさ",
    contrast: "コントラスト",
    videoSuggestion:
      "「同時に書き出す」で「音声付き (MP4)」か「WebP も作る」にチェックを入れてください。",
    bothTicked: "MP4 と WebP にチェック済み",
    tickBoth: "MP4 と WebP も書き出す",
    summary: {
      title: "変換の概要",
      totalDuration: "合計時間",
      size: "サイズ",
      upTo: "最大 {value}",
      fitStart:
        "「サイズの上限に収める」は、このサイズとフレームレート（動画より速くはしません）から始め、容量に必要な分だけ下げます。小さく始めたいときは先に下げてください。",
      private:
        "録画はサイズを見積もりません。「GIF に変換」を押すまでこのブラウザの外には出ません。",
      fitUnderDestination: "{name} に収める",
      turnOnFitUnder: "「サイズの上限に収める」をオン",
      expectedTime: "予想時間:",
      upToAbout: "最大で約 {time}",
      timeLimit: "（上限 {time}）",
    },
    overBudget: {
      destination:
        "{name} の上限 {size} を超えています。選択範囲を短くするか、幅やフレームレートを下げるか、「サイズの上限に収める」を使ってください。",
      custom:
        "目標の {size} を超えています。選択範囲を短くするか、幅やフレームレートを下げるか、「サイズの上限に収める」を使ってください。",
    },
    proTips: {
      title: "上手に作るコツ",
      short: "GIF は短めに。2〜6 秒だとループがきれいで、表示も速くなります。",
      rate: "たいていの動画は 15 fps で十分です。画面録画は 10 fps、動きの速い場面は 24 か 30 fps がおすすめです。",
      tooBig: "GIF が大きすぎるときは、まず幅を、次にフレームレートを下げましょう。",
      formats: "音声を残すなら MP4、ずっと軽いアニメーションにするなら WebP にチェックを。",
    },
    limits: {
      short:
        "セグメント {segment} は {length} 秒しかありません。{fps} fps では 1 フレーム（{frame} 秒）以上の長さが必要です。長くするか、フレームレートを上げてください。",
      seconds:
        "選択したセグメントは合計 {seconds} 秒です。上限は合計 {max} 秒です。セグメントを短くするか削除してください。",
      frames:
        "{seconds} 秒を {fps} fps にすると {frames} フレームになります。上限は {max} フレームです。セグメントを短くするか、フレームレートを下げてください。",
      megapixels:
        "{width} × {height} × {frames} フレームで {megapixels} メガピクセルです。上限は {max} メガピクセル（幅 × 高さ × フレーム数）です。サイズを小さくするか、フレームレートを下げるか、選択範囲を短くしてください。",
      tooSlow:
        "この変換には約 {time} かかります（{width} × {height}、画質「{quality}」で {frames} フレーム）。制限時間は {limit} です。{changes}を選んでください。",
      nearLimit:
        "制限時間 {limit} に近づいています。サーバーが混んでいると終わらないかもしれません。念のため{changes}を選んでください。",
      changes: {
        mediumQuality: "画質「中」（9 倍速い）",
        smallerWidth: "小さい幅",
        lowerFrameRate: "低いフレームレート",
        shorterSelection: "短い選択範囲",
      },
    },
    segment: {
      label: "{name} のセグメント {number}",
      title: "セグメント {number}",
      remove: "セグメント {number} を削除",
      start: "開始",
      duration: "長さ",
      end: "終了",
    },
    result: {
      filesReady: "ファイルができました！",
      gifReady: "GIF ができました！",
      alt: "作成した GIF",
      downloadGif: "GIF をダウンロード",
      downloadMp4: "MP4 をダウンロード（音声付き）",
      downloadWebp: "WebP をダウンロード",
      downloadApng: "APNG をダウンロード",
      noSound: "元の動画に音声がないため、MP4 にも音声トラックはありません。",
      another: "別の動画を変換",
      keptFor:
        "結果はサーバーに {minutes} 分間保存され、その後削除されます。それまでは、もう一度アップロードしなくても GIF の編集を続けられます。",
      downloadFailed: "ダウンロードに失敗しました。もう一度お試しください。",
    },
    refusals: {
      brightness: "明るさが範囲外です。{min}〜{max} の値を選んでください。",
      contrast: "コントラストが範囲外です。{min}〜{max} の値を選んでください。",
      segmentsNotList: "変換するセグメントを 1 つ以上選んでください。",
      segmentNotNumeric:
        "セグメントの開始と終了は数値で指定する必要があります。セグメントの設定を確認してください。",
      segmentTiming:
        "セグメントの時間が正しくありません。開始は 0 以上、終了は開始より後にしてください。",
      segmentTooLong: "動画より長いセグメントがあります。セグメントの終了時間を調整してください。",
      segmentsJson: "セグメントの選択に問題がありました。セグメントを選び直してください。",
      unknown: "処理中に不明なエラーが発生しました。",
    },
  },
  id: {
    seconds: "{seconds} dtk",
    browserPreview: "menampilkan pratinjau browser; video asli Anda yang dikonversi",
    selection: {
      whole: "Dipilih: seluruh video, {range}.",
      one: "Dipilih: {range} dari {duration}. Seret pegangan di bawah untuk memilih momennya.",
      oneFirst:
        "Dipilih: {range} dari {duration} ({first} pertama). Seret pegangan di bawah untuk memilih momennya.",
      many: "Dipilih: {count} segmen, total {total} dari {duration}, digabung berurutan.",
    },
    addSegment: "Tambah Segmen",
    convert: "Konversi ke GIF",
    converting: "Mengonversi...",
    settings: "Pengaturan",
    frameRate: "Laju frame",
    fps: "{fps} fps",
    quality: "Kualitas",
    qualities: { low: "Rendah", medium: "Sedang", high: "Tinggi" },
    alsoExport: "Ekspor juga",
    includeAudio: "Sertakan audio (MP4)",
    includeWebp: "Sertakan WebP",
    width: "Lebar",
    height: "Tinggi",
    keepAspect: "Pertahankan rasio aspek video",
    aspectNote: {
      width:
        "Lebar diatur ke {value} px agar bentuk video tetap: pada {typed} px tingginya akan keluar dari rentang {min}–{max} px.",
      height:
        "Tinggi diatur ke {value} px agar bentuk video tetap: pada {typed} px lebarnya akan keluar dari rentang {min}–{max} px.",
    },
    stretched:
      'GIF akan tampak melar: {width} × {height} tidak sesuai bentuk video ({videoWidth} × {videoHeight}). Aktifkan "Pertahankan rasio aspek video" untuk menjaganya.',
    brightness: "Kecerahan",
    contrast: "Kontras",
    videoSuggestion: "Centang Sertakan audio (MP4) atau Sertakan WebP di bagian Ekspor juga.",
    bothTicked: "MP4 dan WebP sudah dicentang",
    tickBoth: "Ekspor juga MP4 dan WebP",
    summary: {
      title: "Ringkasan Konversi",
      totalDuration: "Durasi total",
      size: "Ukuran",
      upTo: "hingga {value}",
      fitStart:
        "Muat di bawah ukuran dimulai dari ukuran dan frame rate ini (tidak pernah lebih cepat dari video) dan hanya menurunkannya sebanyak yang dibutuhkan. Turunkan keduanya untuk mulai lebih kecil.",
      private:
        "Tidak ada perkiraan ukuran untuk rekaman: rekaman tetap di browser ini sampai Anda mengeklik Konversi ke GIF.",
      fitUnderDestination: "Muatkan untuk {name}",
      turnOnFitUnder: "Aktifkan Muat di bawah ukuran",
      expectedTime: "Perkiraan waktu:",
      upToAbout: "hingga sekitar {time}",
      timeLimit: "(batas {time})",
    },
    overBudget: {
      destination:
        "Itu melebihi batas {size} untuk {name}. Persingkat pilihan, turunkan lebar atau frame rate, atau biarkan Muat di bawah ukuran yang menyesuaikannya.",
      custom:
        "Itu melebihi target {size} Anda. Persingkat pilihan, turunkan lebar atau frame rate, atau biarkan Muat di bawah ukuran yang menyesuaikannya.",
    },
    proTips: {
      title: "Tips",
      short: "Buat GIF pendek: 2 sampai 6 detik paling enak diulang dan paling cepat dimuat.",
      rate: "15 fps cocok untuk kebanyakan klip; pakai 10 fps untuk rekaman layar dan 24 atau 30 fps untuk aksi cepat.",
      tooBig: "Jika GIF terlalu besar, turunkan lebarnya dulu, lalu frame rate-nya.",
      formats:
        "Centang MP4 untuk mempertahankan suara, atau WebP untuk file animasi yang jauh lebih kecil.",
    },
    limits: {
      short:
        "Segmen {segment} hanya {length} dtk; pada {fps} fps sebuah segmen harus berlangsung minimal satu frame ({frame} dtk). Perpanjang segmennya atau pilih frame rate yang lebih tinggi.",
      seconds:
        "Segmen yang dipilih berjumlah {seconds} detik; batasnya {max} detik secara total. Persingkat atau hapus satu segmen.",
      frames:
        "{seconds} detik pada {fps} fps menghasilkan {frames} frame; batasnya {max} frame. Persingkat segmen atau turunkan frame rate.",
      megapixels:
        "{width} × {height} × {frames} frame sama dengan {megapixels} megapiksel; batasnya {max} megapiksel (lebar × tinggi × frame). Pilih ukuran lebih kecil, frame rate lebih rendah, atau pilihan lebih pendek.",
      tooSlow:
        "Konversi ini akan memakan sekitar {time} ({width} × {height}, {frames} frame dengan kualitas {quality}); batas waktunya {limit}. Pilih {changes}.",
      nearLimit:
        "Mendekati batas waktu {limit}: saat server sibuk, proses ini mungkin tidak selesai. Pilih {changes} agar aman.",
      changes: {
        mediumQuality: "kualitas Sedang (9× lebih cepat)",
        smallerWidth: "lebar yang lebih kecil",
        lowerFrameRate: "frame rate yang lebih rendah",
        shorterSelection: "pilihan yang lebih pendek",
      },
    },
    segment: {
      label: "Segmen {number} dari {name}",
      title: "Segmen {number}",
      remove: "Hapus segmen {number}",
      start: "Mulai",
      duration: "Durasi",
      end: "Akhir",
    },
    result: {
      filesReady: "File Anda Sudah Siap!",
      gifReady: "GIF Anda Sudah Siap!",
      alt: "GIF Anda",
      downloadGif: "Unduh GIF",
      downloadMp4: "Unduh MP4 (dengan Audio)",
      downloadWebp: "Unduh WebP",
      downloadApng: "Unduh APNG",
      noSound: "Video Anda tidak bersuara, jadi MP4-nya tidak punya trek audio.",
      another: "Konversi Video Lain",
      keptFor:
        "Hasil disimpan di server kami selama {minutes} menit, lalu dihapus. Sampai saat itu Anda bisa terus mengedit GIF tanpa mengunggah apa pun lagi.",
      downloadFailed: "Unduhan gagal. Silakan coba lagi.",
    },
    refusals: {
      brightness: "Kecerahan di luar rentang. Pilih nilai antara {min} dan {max}.",
      contrast: "Kontras di luar rentang. Pilih nilai antara {min} dan {max}.",
      segmentsNotList: "Pilih setidaknya satu segmen yang valid untuk dikonversi.",
      segmentNotNumeric:
        "Awal dan akhir setiap segmen harus berupa angka. Periksa pengaturan segmen kamu.",
      segmentTiming:
        "Waktu segmen tidak valid: awal harus 0 atau lebih dan akhir harus setelah awal.",
      segmentTooLong:
        "Salah satu segmen kamu lebih panjang dari videonya. Sesuaikan waktu akhir segmen.",
      segmentsJson: "Ada masalah dengan pilihan segmen kamu. Pilih ulang segmennya.",
      unknown: "Terjadi kesalahan yang tidak diketahui saat pemrosesan.",
    },
  },
});
