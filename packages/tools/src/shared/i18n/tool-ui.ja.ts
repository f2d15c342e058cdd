import type { ToolUiMessages } from "./tool-ui.en.ts";

export const ja = {
  upload: {
    inputTabs: "入力方法",
    uploadFiles: "ファイルをアップロード",
    uploadFile: "ファイルをアップロード",
    fromUrls: "URL から",
    fromUrl: "URL から",
    dropHere: {
      gif: "GIF をここにドラッグ＆ドロップするか、貼り付けてください",
      gifs: "GIF をここにドラッグ＆ドロップするか、貼り付けてください",
      images: "画像をここにドラッグ＆ドロップするか、貼り付けてください",
      video: "動画をここにドラッグ＆ドロップするか、貼り付けてください",
      "gif-or-video": "GIF か動画をここにドラッグ＆ドロップするか、貼り付けてください",
      "gif-or-still": "GIF か画像をここにドラッグ＆ドロップするか、貼り付けてください",
    },
    chooseHere: {
      gif: "この端末から GIF を選んでください",
      gifs: "この端末から GIF を選んでください",
      images: "この端末から画像を選んでください",
      video: "この端末から動画を選んでください",
      "gif-or-video": "この端末から GIF か動画を選んでください",
      "gif-or-still": "この端末から GIF か画像を選んでください",
    },
    fileInputLabel: {
      gif: "GIF ファイルを選択",
      gifs: "GIF ファイルを選択",
      images: "画像を選択",
      video: "動画ファイルを選択",
      "gif-or-video": "GIF か動画を選択",
      "gif-or-still": "GIF か画像を選択",
    },
    linkLabel: {
      gif: "GIF のリンク",
      gifs: "GIF のリンク",
      images: "画像のリンク",
      video: "動画のリンク",
      "gif-or-video": "GIF か動画のリンク",
      "gif-or-still": "GIF か画像へのリンク",
    },
    chooseFiles: "ファイルを選択",
    chooseFile: "ファイルを選択",
    checkingFiles: "ファイルを確認しています...",
    checkingFile: "ファイルを確認しています...",
    linksLabel: "リンク（1 行に 1 つ、またはカンマ区切り）",
    checkingLinks: "リンクを確認しています...",
    checkingLink: "リンクを確認しています...",
    loadUrls: "URL を読み込む",
    loadUrl: "URL を読み込む",
    maxFileSize: "最大ファイルサイズ：{size}",
    filesNote:
      "ファイルは当サイトのサーバーで処理されます。アップロードしたファイルは処理の終了時に、結果は {minutes} 分後に削除されます。",
    linkCheckUnavailable:
      "リンクを確認できませんでした（ネットワークエラーまたは予期しない問題）。もう一度お試しください。",
    formats: {
      gif: "対応形式：GIF、アニメーション WebP・APNG・MNG・AVIF・WebM（GIF に変換）",
      images:
        "対応形式：JPG、PNG、GIF、WebP、APNG、HEIC/HEIF、MNG、JP2、AVIF、JXL、BMP、PDF（1 ページ目）",
      video: "対応形式：MP4、WebM、AVI、MOV、MKV、FLV、3GP、WMV",
      "gif-or-video":
        "対応形式：GIF、WebP、APNG、MNG、動画（MP4、WebM、AVI、MOV、MKV、FLV、3GP、WMV）",
      "gif-or-still":
        "対応形式: GIF、アニメーション WebP・APNG・MNG・AVIF・WebM（GIF に変換）、静止画の JPG・PNG・WebP（形式はそのまま）",
    },
    rightToolVideo: "動画ですか？{tool}で GIF にできます。",
    rightToolPictures: "画像ですか？{tool}で GIF にできます。",
    openTool: "「{name}」を開く",
  },
  progress: {
    label: "処理の進行状況",
    uploadProgress: "アップロードの進行状況",
    processingProgress: "処理の進行状況",
    cancel: "キャンセル",
    elapsed: "経過時間：{seconds} 秒",
    waitingInQueue: "順番を待っています...",
    uploading: "アップロードしています...",
    starting: "開始しています...",
    sendingLink: "リンクを送信しています...",
  },
  retry: {
    wait: { other: "{count} 秒待ってから、もう一度お試しください。" },
    waitMinutes: { other: "{count} 分待ってから、もう一度お試しください。" },
    canRetryNow: "もう一度お試しいただけます。",
    tryAgain: "再試行",
  },
  flow: {
    expired:
      "この処理はもう保存されていません。結果とその状態は作成から {minutes} 分後に削除されます。ファイルを選んでやり直してください。",
    cancelled: "キャンセルしました。設定はそのままです。変更するか、もう一度開始してください。",
    networkError: "ネットワークエラーまたは予期しない問題が発生しました。",
    chooseAgain:
      "{name} をもう一度選んでください。選んだファイルはページを再読み込みすると保持されません（結果は期限が切れるまで専用のアドレスに残ります）。",
    versionTitle: "バージョン {number}（{tool}で作成）",
    editAgain: "設定を変えてもう一度変換できます。ファイルはそのまま残っています",
  },
  tool: {
    startFailed: "処理を開始できませんでした：タスク ID がありません。",
    taskFailed: "処理に失敗しました。",
    fetchResultFailed: "完成した GIF を取得できませんでした。",
    resultTitle: "GIF ができました！",
    startOver: "最初からやり直す",
  },
  checks: {
    unsupportedFile: "対応していないファイル形式です：{names}。対応形式：{allowed}",
    emptyFile: {
      other:
        "{names} は空のファイル（0 バイト）です。もう一度選ぶか、別のファイルを選んでください。",
    },
    tooLarge: "ファイルが大きすぎます：{name} は {size} です。最大ファイルサイズ：{max}。",
    contentMismatch: {
      other: "{names} は名前どおりの形式ではありません（中身がファイル名と一致しません）。",
    },
    enterLink: "ファイルのリンクを入力してください。",
    invalidLink:
      "有効なリンクではありません。https:// から始まるアドレス全体をコピーしてください。",
    linkScheme:
      "{scheme} のリンクには対応していません。GifKit が取得できるのは http:// と https:// のリンクだけです。ファイルをダウンロードしてからアップロードしてください。",
    videoSitePage:
      "{site} のページは動画ファイルではなく、GifKit は {site} から動画を取得できません。動画をダウンロードして（投稿者が許可している場合）、ファイルをアップロードしてください。",
    webPage:
      "このリンクはファイルではなくウェブページです。ファイルそのもののリンク（{extensions}... で終わるもの）を使ってください。ページ上で右クリックしてアドレスをコピーできます。",
    unsupportedLink: "このツールはこの形式のファイルに対応していません。対応形式：{allowed}",
    unsupportedLinks: "対応していない URL です：{urls}。対応形式：{allowed}",
  },
  chain: {
    heading: "編集の順番",
    intro:
      "すべての手順は、最初の GIF に対して 1 回の処理でまとめて実行されるため、編集のたびに GIF をエンコードし直すことはありません。手順を削除したり並べ替えたりすると、最初から作り直します。",
    startAlt: "編集のもとになる GIF",
    start: "スタート：編集を始めた GIF",
    afterStepAlt: "手順 {number} のあと",
    noPreview: "プレビューなし",
    steps: {
      crop: "切り抜き",
      resize: "リサイズ",
      rotate: "回転",
      speed: "速度",
      reverse: "逆再生",
      boomerang: "ブーメラン",
      cut: "カット",
      frames: "フレーム",
      loop: "ループ",
      effects: "エフェクト",
      censor: "モザイク・ぼかし",
      overlay: "重ね合わせ",
      text: "テキスト",
      draw: "描画",
    },
  },
  zip: {
    reading: "アーカイブを読み込んでいます…",
    unreadable:
      "ここではアーカイブの中身を一覧できませんでした。ダウンロードにはすべてのファイルが入っています。",
    holds: { other: "{name} には {count} 個のファイルが入っています。1 つずつ保存できます：" },
    holdsPictures: {
      other:
        "{name} には {files} 個のファイル（うち画像 {count} 枚）が入っています。1 つずつ保存できます：",
    },
    download: "ダウンロード",
    downloadEntry: "{name} をダウンロード",
  },
  result: {
    download: "{name} をダウンロード",
    preview: "結果のプレビュー",
    unchanged:
      "この GIF はすでに、この設定で小さくできるサイズより小さいため、そのままお返しします。色数の少ないプリセットか、より強い非可逆圧縮をお試しください。",
    keptFor:
      "結果は当サイトのサーバーに {minutes} 分間保存され、その後削除されます。それまでは、もう一度アップロードしなくても編集を続けられます。",
    editThisGif: "この GIF を編集",
    versionsTitle: "このセッションで作ったバージョン",
    versionsNote:
      "それぞれ作成から {minutes} 分間保存されます。選ぶともう一度表示でき、そこから編集を続けられます。",
    shown: "（表示中）",
    originalSize: "元のサイズ",
    dimensions: "解像度",
    frames: "フレーム数",
    frameRate: "フレームレート",
    duration: "長さ",
    resultSize: "結果のサイズ",
  },
  xray: {
    title: "バイトの内訳",
    about: "GIF のすべてのバイトを当サーバーで数え（{size} までの GIF）、削れる量を示します。",
    reading: "GIF を読み込んでいます…",
    tooLarge: "分析できるのは {size} までの GIF です。この GIF はそれより大きいです。",
    failed: "GIF を分析できませんでした。",
    total: {
      other: "{size}、{count} フレーム、{width} × {height}。",
    },
    kilobytes: "{count} KB",
    bytes: {
      other: "{count} バイト",
    },
    savesPredicted: "{size} 削減（予測）",
    bytesPerFrame: "フレームごとのバイト数",
    frameBar: "フレーム {number}：{size}",
    frameBarRepeat: "フレーム {number}：{size}、前のフレームと同じ",
    merged: "統合後：{size}、{saved} 削減。",
    downloadMerged: "統合した GIF をダウンロード",
    merging: "統合しています…",
    merge: "重複フレームを統合",
    parts: {
      header: "ヘッダーと画面情報",
      "global-palette": "グローバルパレット",
      "local-palettes": "フレームのパレット",
      "frame-controls": "フレームの表示時間と透過",
      "image-descriptors": "フレームの位置",
      "image-data": "画像データ",
      loop: "ループ設定",
      comments: "コメント",
      "other-extensions": "その他のメタデータ",
      trailer: "ファイルの終端",
    },
    findings: {
      duplicateFramesTitle: {
        other: "{count} フレームが前と同じ画像です",
      },
      duplicateFramesMergeable:
        "前のフレームに統合すると（表示時間はその分長くなります）、{size} 小さくなります。アニメーションの見え方は変わりません。",
      duplicateFramesKept:
        "タイミングを変えずには統合できません。表示時間が 0 または 1/100 秒のフレームがあり、ブラウザーはそれを 10/100 秒で再生します。",
      unchangedPixelsTitle: {
        other: "{count} ピクセルが同じ色のまま描き直されています",
      },
      unchangedPixelsDetail:
        "これらのピクセルは、すでに表示されている色で描かれています。透明にすると（GIF の最適化）、画像データが最大で約 {size} 減ります。",
      paletteTitle: "どのピクセルも使わない色がパレットにあります",
      paletteDetail: {
        other:
          "{entries} 色のパレットのうち、使われているのは {count} 色です。使う色だけに減らすと、パレットが {size} 小さくなります（1 ピクセルあたりのビット数が減れば、さらに小さくなることがあります）。",
      },
      metadataTitle: "コメントとメタデータ",
      metadataDetail:
        "表示に影響しないコメントとアプリケーションデータが {size} あります。GIF の最適化ではこれらを取り除きます。",
      lossyTitle: "非可逆圧縮",
      lossyDetail:
        "画像データがファイルの {percent} を占めます。GIF の最適化の非可逆圧縮は、LZW が近い並びを再利用できるようにします。削減量は画像しだいで、ここでは予測しません。",
    },
  },
  fitUnder: {
    title: "サイズの上限に収める",
    aboutOn: "このサイズを超えない範囲で、できるだけ高い品質の GIF を作ります：{order}。",
    orders: {
      default: "まず非可逆圧縮と色数、次に画像サイズ、最後にフレームレートを調整します",
      colorsFirst: "まず色数（96 色まで）、次に画像サイズ、最後にフレームレートを調整します",
    },
    aboutOff:
      "オフ：設定をそのまま使います。オンにすると、GIF の使い道か、超えてはいけないサイズを選べます。",
    destination: "GIF の使い道",
    destinationOption: "{name}：{size}",
    custom: "サイズを指定",
    fitsUnder: "{size} 以下に収めます",
    destinationTakesMore: "（{name} の上限は {max}。GifKit が作る GIF は {size} まで）",
    sizeExact:
      "{name} のサイズ：{size}。GIF はそのサイズの透明なキャンバスに収まるよう縮小され、中央に配置されます。",
    exactly: "ちょうど {size}",
    sizeLargest: "{name} の最大サイズ：{size}。",
    sidesBoth: "{width} × {height} ピクセル",
    sidesWidth: "幅 {width} ピクセル",
    sidesHeight: "高さ {height} ピクセル",
    extraLimits:
      "{name} ではアニメーションにも上限があります（{limits}）。長い GIF は収まるようにカットされ、必要に応じてフレームが均等に間引かれます。何が変わったかは結果に表示されます。",
    limitSeconds: "長さ {count} 秒まで",
    limitFramesPerSecond: "毎秒 {count} フレームまで",
    limitFrames: "{count} フレームまで",
    limitsJoin: "、",
    source: "この上限の出典",
    readOn: "（{date} に確認）",
    customPlaceholder: "例：5",
    unitLabel: "指定サイズの単位",
    customHint: "{min}～{max}。ここでは 1 MB = 1024 KB です（結果の画面と同じ）。",
    customProblem: "{min}～{max} のサイズを入力してください。",
    tooBig: "GIF は {width} × {height} ピクセルになります。幅か高さを小さくしてください。",
    lowered: "収まるように幅と高さを小さくしました：{width} × {height} ピクセル。",
    fits: "このサイズで収まります：{width} × {height} ピクセル。",
    convertSuggestion:
      "MP4 や WebP にするには、結果の画面（この GIF を編集）から GIF の変換に送れます。アップロードし直す必要はありません。または {link} を開いてください。",
    convertLink: "GIF の変換ツール（新しいタブ）",
    fittedUnder: "{size} 以下に調整：{settings}。",
    fittedToYourSize: "指定サイズに調整：{settings}。",
    fittedFps: "{fps} fps",
    fittedColors: "{count} 色",
    fittedLossy: "非可逆 {value}",
    fittedNoLossy: "非可逆圧縮なし",
    destinations: {
      discord: "Discord",
      slack: "Slack",
      x: "X (Twitter)",
      github: "GitHub（README、Issue、プルリクエスト）",
      reddit: "Reddit",
      email: "メールの添付（Gmail）",
      "fast-web-page": "軽いウェブページ",
      "discord-emoji": "Discord の絵文字",
      "discord-sticker": "Discord のスタンプ",
      "slack-emoji": "Slack の絵文字",
      "telegram-video-sticker": "Telegram の動画ステッカー",
      "telegram-video-emoji": "Telegram のアニメーション絵文字",
      "whatsapp-animated-sticker": "WhatsApp のアニメーションステッカー",
      "twitch-animated-emote": "Twitch のアニメーションエモート",
    },
  },
} satisfies ToolUiMessages;
