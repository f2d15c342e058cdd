import { editorTextSet, forms } from "../shared/i18n/editor-text.ts";

/** Record Screen's page words (web/record-editor.tsx), in English: the type of every language's. */
const en = {
  /** Why a recording did not start or stopped (web/recorder.ts names them). */
  messages: {
    unsupported:
      "This browser cannot record the screen (most phones and tablets cannot). Record on a computer with Chrome, Edge or Firefox, or convert a video you already have with Video to GIF.",
    permissionDenied:
      "Recording did not start: the screen, window or tab was not shared. Click Start recording and choose what to share.",
    startFailed: "Recording could not start in this browser. Please try again.",
    empty: "The recording is empty: nothing was captured. Please record again.",
    timeLimit: "Recording stopped at the {minutes}-minute limit.",
    sizeLimit: "Recording stopped: the file reached the upload limit.",
  },
  openVideoToGif: "Open Video to GIF",
  /** {start} is the button's name, shown bold. */
  intro: forms({
    one: "Click {start} and choose a screen, a window or a browser tab to share. Recording runs until you click Stop or stop sharing, for up to a minute. The recording stays in this browser until you convert it.",
    other:
      "Click {start} and choose a screen, a window or a browser tab to share. Recording runs until you click Stop or stop sharing, for up to {count} minutes. The recording stays in this browser until you convert it.",
  }),
  start: "Start recording",
  choosing: "Choose what to share...",
  haveVideo: "Already have a video?",
  convertIt: "Convert it with Video to GIF",
  needs:
    "Needs a computer with Chrome, Edge or Firefox (phones cannot share their screen with a web page).",
  recording: "Recording",
  ofAtMost: "of {limit} at most",
  live: "What is being recorded",
  stop: "Stop recording",
  title: "Your recording",
  facts: "{length} · {size} · kept in this browser until you convert it",
  makeGif: "Make a GIF",
  again: "Record again",
  download: "Download recording",
};

export type RecordEditorText = typeof en;

export default editorTextSet(en, {
  es: {
    messages: {
      unsupported:
        "Este navegador no puede grabar la pantalla (la mayoría de móviles y tabletas no pueden). Graba en un ordenador con Chrome, Edge o Firefox, o convierte un vídeo que ya tengas con Vídeo a GIF.",
      permissionDenied:
        "La grabación no empezó: no se compartió la pantalla, la ventana ni la pestaña. Pulsa Empezar a grabar y elige qué compartir.",
      startFailed: "La grabación no pudo empezar en este navegador. Inténtalo de nuevo.",
      empty: "La grabación está vacía: no se capturó nada. Vuelve a grabar.",
      timeLimit: "La grabación se detuvo al llegar al límite de {minutes} minutos.",
      sizeLimit: "La grabación se detuvo: el archivo llegó al límite de subida.",
    },
    openVideoToGif: "Abrir Vídeo a GIF",
    intro: {
      one: "Pulsa {start} y elige una pantalla, una ventana o una pestaña del navegador para compartir. La grabación sigue hasta que pulses Detener o dejes de compartir, durante un minuto como máximo. La grabación se queda en este navegador hasta que la conviertas.",
      other:
        "Pulsa {start} y elige una pantalla, una ventana o una pestaña del navegador para compartir. La grabación sigue hasta que pulses Detener o dejes de compartir, durante {count} minutos como máximo. La grabación se queda en este navegador hasta que la conviertas.",
    },
    start: "Empezar a grabar",
    choosing: "Elige qué compartir...",
    haveVideo: "¿Ya tienes un vídeo?",
    convertIt: "Conviértelo con Vídeo a GIF",
    needs:
      "Necesitas un ordenador con Chrome, Edge o Firefox (los móviles no pueden compartir su pantalla con una página web).",
    recording: "Grabando",
    ofAtMost: "de {limit} como máximo",
    live: "Lo que se está grabando",
    stop: "Detener la grabación",
    title: "Tu grabación",
    facts: "{length} · {size} · se guarda en este navegador hasta que la conviertas",
    makeGif: "Crear un GIF",
    again: "Grabar de nuevo",
    download: "Descargar la grabación",
  },
  "pt-BR": {
    messages: {
      unsupported:
        "Este navegador não consegue gravar a tela (a maioria dos celulares e tablets não consegue). Grave em um computador com Chrome, Edge ou Firefox, ou converta um vídeo que você já tem com Vídeo para GIF.",
      permissionDenied:
        "A gravação não começou: a tela, a janela ou a aba não foi compartilhada. Clique em Começar a gravar e escolha o que compartilhar.",
      startFailed: "A gravação não pôde começar neste navegador. Tente de novo.",
      empty: "A gravação está vazia: nada foi capturado. Grave de novo.",
      timeLimit: "A gravação parou no limite de {minutes} minutos.",
      sizeLimit: "A gravação parou: o arquivo chegou ao limite de envio.",
    },
    openVideoToGif: "Abrir Vídeo para GIF",
    intro: {
      one: "Clique em {start} e escolha uma tela, uma janela ou uma aba do navegador para compartilhar. A gravação continua até você clicar em Parar ou parar de compartilhar, por até um minuto. A gravação fica neste navegador até você convertê-la.",
      other:
        "Clique em {start} e escolha uma tela, uma janela ou uma aba do navegador para compartilhar. A gravação continua até você clicar em Parar ou parar de compartilhar, por até {count} minutos. A gravação fica neste navegador até você convertê-la.",
    },
    start: "Começar a gravar",
    choosing: "Escolha o que compartilhar...",
    haveVideo: "Já tem um vídeo?",
    convertIt: "Converta com Vídeo para GIF",
    needs:
      "Precisa de um computador com Chrome, Edge ou Firefox (celulares não conseguem compartilhar a tela com uma página da web).",
    recording: "Gravando",
    ofAtMost: "de no máximo {limit}",
    live: "O que está sendo gravado",
    stop: "Parar a gravação",
    title: "Sua gravação",
    facts: "{length} · {size} · fica neste navegador até você convertê-la",
    makeGif: "Fazer um GIF",
    again: "Gravar de novo",
    download: "Baixar a gravação",
  },
  fr: {
    messages: {
      unsupported:
        "Ce navigateur ne peut pas enregistrer l'écran (la plupart des téléphones et tablettes non plus). Enregistrez sur un ordinateur avec Chrome, Edge ou Firefox, ou convertissez une vidéo que vous avez déjà avec Vidéo en GIF.",
      permissionDenied:
        "L'enregistrement n'a pas démarré : l'écran, la fenêtre ou l'onglet n'a pas été partagé. Cliquez sur Démarrer l'enregistrement et choisissez quoi partager.",
      startFailed: "L'enregistrement n'a pas pu démarrer dans ce navigateur. Réessayez.",
      empty: "L'enregistrement est vide : rien n'a été capturé. Recommencez.",
      timeLimit: "L'enregistrement s'est arrêté à la limite de {minutes} minutes.",
      sizeLimit: "L'enregistrement s'est arrêté : le fichier a atteint la limite d'envoi.",
    },
    openVideoToGif: "Ouvrir Vidéo en GIF",
    intro: {
      one: "Cliquez sur {start} et choisissez un écran, une fenêtre ou un onglet à partager. L'enregistrement continue jusqu'à ce que vous cliquiez sur Arrêter ou arrêtiez le partage, pendant une minute au plus. L'enregistrement reste dans ce navigateur jusqu'à ce que vous le convertissiez.",
      other:
        "Cliquez sur {start} et choisissez un écran, une fenêtre ou un onglet à partager. L'enregistrement continue jusqu'à ce que vous cliquiez sur Arrêter ou arrêtiez le partage, pendant {count} minutes au plus. L'enregistrement reste dans ce navigateur jusqu'à ce que vous le convertissiez.",
    },
    start: "Démarrer l'enregistrement",
    choosing: "Choisissez quoi partager...",
    haveVideo: "Vous avez déjà une vidéo ?",
    convertIt: "Convertissez-la avec Vidéo en GIF",
    needs:
      "Nécessite un ordinateur avec Chrome, Edge ou Firefox (les téléphones ne peuvent pas partager leur écran avec une page web).",
    recording: "Enregistrement",
    ofAtMost: "sur {limit} au plus",
    live: "Ce qui est enregistré",
    stop: "Arrêter l'enregistrement",
    title: "Votre enregistrement",
    facts: "{length} · {size} · gardé dans ce navigateur jusqu'à la conversion",
    makeGif: "Faire un GIF",
    again: "Enregistrer à nouveau",
    download: "Télécharger l'enregistrement",
  },
  de: {
    messages: {
      unsupported:
        "Dieser Browser kann den Bildschirm nicht aufnehmen (die meisten Handys und Tablets können das nicht). Nimm an einem Computer mit Chrome, Edge oder Firefox auf, oder wandle ein vorhandenes Video mit Video zu GIF um.",
      permissionDenied:
        "Die Aufnahme hat nicht begonnen: Bildschirm, Fenster oder Tab wurden nicht geteilt. Klicke auf Aufnahme starten und wähle, was du teilen willst.",
      startFailed:
        "Die Aufnahme konnte in diesem Browser nicht starten. Bitte versuch es noch einmal.",
      empty: "Die Aufnahme ist leer: Es wurde nichts aufgenommen. Bitte nimm noch einmal auf.",
      timeLimit: "Die Aufnahme wurde an der Grenze von {minutes} Minuten beendet.",
      sizeLimit: "Die Aufnahme wurde beendet: Die Datei hat die Upload-Grenze erreicht.",
    },
    openVideoToGif: "Video zu GIF öffnen",
    intro: {
      one: "Klicke auf {start} und wähle einen Bildschirm, ein Fenster oder einen Browser-Tab zum Teilen. Die Aufnahme läuft, bis du auf Stopp klickst oder das Teilen beendest, höchstens eine Minute lang. Die Aufnahme bleibt in diesem Browser, bis du sie umwandelst.",
      other:
        "Klicke auf {start} und wähle einen Bildschirm, ein Fenster oder einen Browser-Tab zum Teilen. Die Aufnahme läuft, bis du auf Stopp klickst oder das Teilen beendest, höchstens {count} Minuten lang. Die Aufnahme bleibt in diesem Browser, bis du sie umwandelst.",
    },
    start: "Aufnahme starten",
    choosing: "Wähle, was du teilen willst...",
    haveVideo: "Hast du schon ein Video?",
    convertIt: "Mit Video zu GIF umwandeln",
    needs:
      "Braucht einen Computer mit Chrome, Edge oder Firefox (Handys können ihren Bildschirm nicht mit einer Webseite teilen).",
    recording: "Aufnahme",
    ofAtMost: "von höchstens {limit}",
    live: "Was gerade aufgenommen wird",
    stop: "Aufnahme beenden",
    title: "Deine Aufnahme",
    facts: "{length} · {size} · bleibt in diesem Browser, bis du sie umwandelst",
    makeGif: "GIF erstellen",
    again: "Neu aufnehmen",
    download: "Aufnahme herunterladen",
  },
  it: {
    messages: {
      unsupported:
        "Questo browser non può registrare lo schermo (la maggior parte di telefoni e tablet non può). Registra da un computer con Chrome, Edge o Firefox, oppure converti un video che hai già con «Da video a GIF».",
      permissionDenied:
        "La registrazione non è partita: schermo, finestra o scheda non sono stati condivisi. Fai clic su Avvia registrazione e scegli cosa condividere.",
      startFailed: "La registrazione non è potuta partire in questo browser. Riprova.",
      empty: "La registrazione è vuota: non è stato catturato nulla. Registra di nuovo.",
      timeLimit: "La registrazione si è fermata al limite di {minutes} minuti.",
      sizeLimit: "La registrazione si è fermata: il file ha raggiunto il limite di caricamento.",
    },
    openVideoToGif: "Apri «Da video a GIF»",
    intro: {
      one: "Fai clic su {start} e scegli uno schermo, una finestra o una scheda del browser da condividere. La registrazione continua finché non fai clic su Ferma o smetti di condividere, per un minuto al massimo. La registrazione resta in questo browser finché non la converti.",
      other:
        "Fai clic su {start} e scegli uno schermo, una finestra o una scheda del browser da condividere. La registrazione continua finché non fai clic su Ferma o smetti di condividere, per {count} minuti al massimo. La registrazione resta in questo browser finché non la converti.",
    },
    start: "Avvia registrazione",
    choosing: "Scegli cosa condividere...",
    haveVideo: "Hai già un video?",
    convertIt: "Convertilo con «Da video a GIF»",
    needs:
      "Serve un computer con Chrome, Edge o Firefox (i telefoni non possono condividere lo schermo con una pagina web).",
    recording: "Registrazione",
    ofAtMost: "su {limit} al massimo",
    live: "Cosa si sta registrando",
    stop: "Ferma registrazione",
    title: "La tua registrazione",
    facts: "{length} · {size} · resta in questo browser finché non la converti",
    makeGif: "Crea una GIF",
    again: "Registra di nuovo",
    download: "Scarica la registrazione",
  },
  ja: {
    messages: {
      unsupported:
        "このブラウザーでは画面を録画できません（ほとんどのスマートフォンとタブレットも同様です）。Chrome、Edge、Firefox のパソコンで録画するか、手元の動画を「動画から GIF」で変換してください。",
      permissionDenied:
        "録画が始まりませんでした。画面、ウィンドウ、タブのどれも共有されていません。「録画を開始」をクリックして共有するものを選んでください。",
      startFailed: "このブラウザーでは録画を開始できませんでした。もう一度お試しください。",
      empty: "録画が空です。何も記録されませんでした。もう一度録画してください。",
      timeLimit: "上限の {minutes} 分で録画を停止しました。",
      sizeLimit: "ファイルがアップロードの上限に達したため、録画を停止しました。",
    },
    openVideoToGif: "「動画から GIF」を開く",
    intro: {
      other:
        "{start} をクリックし、共有する画面、ウィンドウ、ブラウザーのタブを選んでください。停止をクリックするか共有をやめるまで、最大 {count} 分間録画します。録画は変換するまでこのブラウザーの中にだけあります。",
    },
    start: "録画を開始",
    choosing: "共有するものを選んでください...",
    haveVideo: "動画がすでにありますか？",
    convertIt: "「動画から GIF」で変換",
    needs:
      "Chrome、Edge、Firefox のパソコンが必要です（スマートフォンはウェブページに画面を共有できません）。",
    recording: "録画中",
    ofAtMost: "（最大 {limit}）",
    live: "録画中の内容",
    stop: "録画を停止",
    title: "録画",
    facts: "{length} · {size} · 変換するまでこのブラウザーに保存",
    makeGif: "GIF を作成",
    again: "もう一度録画",
    download: "録画をダウンロード",
  },
  id: {
    messages: {
      unsupported:
        "Browser ini tidak bisa merekam layar (kebanyakan ponsel dan tablet juga tidak bisa). Rekam di komputer dengan Chrome, Edge, atau Firefox, atau konversi video yang sudah kamu punya dengan Video ke GIF.",
      permissionDenied:
        "Perekaman tidak dimulai: layar, jendela, atau tab tidak dibagikan. Klik Mulai merekam lalu pilih apa yang dibagikan.",
      startFailed: "Perekaman tidak bisa dimulai di browser ini. Coba lagi.",
      empty: "Rekaman kosong: tidak ada yang terekam. Silakan rekam lagi.",
      timeLimit: "Perekaman berhenti di batas {minutes} menit.",
      sizeLimit: "Perekaman berhenti: file sudah mencapai batas unggahan.",
    },
    openVideoToGif: "Buka Video ke GIF",
    intro: {
      other:
        "Klik {start} lalu pilih layar, jendela, atau tab browser yang ingin dibagikan. Perekaman berjalan sampai kamu mengeklik Berhenti atau berhenti berbagi, paling lama {count} menit. Rekaman tetap ada di browser ini sampai kamu mengonversinya.",
    },
    start: "Mulai merekam",
    choosing: "Pilih apa yang dibagikan...",
    haveVideo: "Sudah punya video?",
    convertIt: "Konversi dengan Video ke GIF",
    needs:
      "Butuh komputer dengan Chrome, Edge, atau Firefox (ponsel tidak bisa membagikan layarnya ke halaman web).",
    recording: "Merekam",
    ofAtMost: "dari paling lama {limit}",
    live: "Yang sedang direkam",
    stop: "Hentikan perekaman",
    title: "Rekamanmu",
    facts: "{length} · {size} · disimpan di browser ini sampai kamu mengonversinya",
    makeGif: "Buat GIF",
    again: "Rekam lagi",
    download: "Unduh rekaman",
  },
});
