import type { SiteMessages } from "./en.ts";

/** 日本語（用語集: docs/i18n/ja.md）。です・ます調。 */
export const ja = {
  language: {
    label: "言語",
    suggestion: "このページは日本語でもご覧いただけます。",
    suggestionLink: "日本語で読む",
    dismiss: "閉じる",
    notTranslated: "このページはまだ翻訳されていないため、英語で表示しています。",
    blogEnglishOnly: "ブログは英語で書かれています。",
  },
  shell: {
    skipToContent: "本文へスキップ",
    homeLabel: "GifKit ホーム",
    mainNav: "メイン",
    mobileNav: "モバイル",
    breadcrumb: "パンくずリスト",
    tools: "ツール",
    blog: "ブログ",
    about: "GifKit について",
    help: "ヘルプ",
    contact: "お問い合わせ",
    faq: "よくある質問",
    api: "API",
    allToolsByTask: {
      one: "用途別の全 {count} ツール",
      other: "用途別の全 {count} ツール",
    },
    allToolsByTaskShort: "用途別のツール一覧",
    openMenu: "メニューを開く",
    closeMenu: "メニューを閉じる",
    makeGif: "GIF を作成",
    tagline: "アニメーション GIF を作成・編集できる無料のオンラインツール。登録不要、透かしなし。",
    legal: "規約とポリシー",
    privacyPolicy: "プライバシーポリシー",
    terms: "利用規約",
    cookiePolicy: "Cookie ポリシー",
    cookieSettings: "Cookie 設定",
    rightsReserved: "GifKit. 無断転載・複製を禁じます。",
    filesNote: "ファイルは当社のサーバーで処理され、自動的に削除されます。",
    shareImageAlt: "GifKit：アニメーション GIF を作成・編集できる無料オンラインツール",
  },
  consent: {
    label: "Cookie の同意",
    text: "GifKit を無料で提供するための広告に Cookie を使用しています。必須の保存領域（この選択の記録など）は常に有効です。広告と計測は同意いただいた場合のみ行います。",
    policyLink: "Cookie ポリシー",
    decline: "必須以外を拒否",
    accept: "すべて許可",
  },
  errors: {
    notFoundTitle: "ページが見つかりません",
    notFoundText: "お探しのページは存在しないか、移動しました。",
    /** The not-found page's meta description (at least 50 characters). */
    notFoundDescription:
      "お探しのページは存在しないか、移動した可能性があります。GifKit のホーム、または人気のツールからお目当てのページをお探しください。",
    errorTitle: "問題が発生しました",
    errorText: "このページを表示できませんでした。再読み込みするか、ホームに戻ってください。",
    goHome: "ホームへ",
    backHome: "ホームに戻る",
    helpCenter: "ヘルプセンターを見る",
    popularTools: "人気のツール",
  },
  apiErrors: {
    "bad-request":
      "リクエストを読み取れませんでした。ページを再読み込みして、もう一度お試しください。",
    "invalid-options": "設定のいずれかが正しくありません。設定を確認して、もう一度お試しください。",
    "duplicate-field":
      "同じ設定が 2 回送信されました。ページを再読み込みして、もう一度お試しください。",
    "missing-input":
      "ファイルもリンクも送信されていません。ファイルを選ぶかリンクを貼り付けてから、もう一度お試しください。",
    "too-many-files":
      "このツールにはファイルが多すぎます。いくつか取り除いてから、もう一度お試しください。",
    "too-many-parts": "アップロードの項目が多すぎます。一度に送るファイルを減らしてください。",
    "malformed-upload":
      "アップロードが途中で途切れたか、壊れてしまいました。もう一度お試しください。",
    "file-too-large": "ファイルが上限の {maxUpload} を超えています。",
    "unsupported-file-type":
      "このツールはこの種類のファイルに対応していません。対応形式はアップロード欄の下をご確認ください。",
    "empty-file": "ファイルが空です。",
    "source-expired":
      "その結果はすでに削除されています（結果は {minutes} 分後に削除されます）。ファイルをもう一度アップロードしてください。",
    "upload-expired":
      "そのアップロードはすでに削除されています。ファイルをもう一度アップロードしてください。",
    "rate-limited":
      "お使いの接続からのリクエストが多すぎます。少し待ってから、もう一度お試しください。",
    "too-many-running-tasks":
      "すでに複数の処理が実行中です。いずれかが終わってから、もう一度お試しください。",
    "expected-time-too-long":
      "この変換は制限時間を超えてしまいます。区間を短くする、幅を小さくする、フレームレートを下げる、または画質を下げてください。",
    "too-many-connections":
      "現在、お使いのアドレスからの接続が多すぎます。GifKit の他のタブを閉じてから、もう一度お試しください。",
    "queue-full": "現在サーバーが混み合っています。1 分ほどしてからもう一度お試しください。",
    "queue-unavailable": "現在、処理を開始できません。数分後にもう一度お試しください。",
    "storage-full": "現在サーバーに空き容量がありません。しばらくしてからもう一度お試しください。",
    "address-storage-full":
      "サーバー上のあなたのファイルが上限に達しました。以前の結果が削除されるのを待ってから、もう一度お試しください。",
    "internal-error": "こちらで問題が発生しました。もう一度お試しください。",
    "url-not-allowed":
      "このリンクは使用できません。公開されている http または https のアドレスを指定してください。",
    "url-fetch-failed":
      "このリンクのファイルをダウンロードできませんでした。リンクが有効で公開されているか確認するか、ファイルをダウンロードしてからアップロードしてください。",
    "youtube-playlist": "これは再生リストのリンクです。動画 1 本のリンクを貼り付けてください。",
    "youtube-too-long":
      "この YouTube 動画は長すぎるため変換できません。もっと短い動画を使うか、必要な部分をダウンロードしてアップロードしてください。",
    "youtube-live": "ライブ配信は変換できません。配信が終わってから、もう一度お試しください。",
    "youtube-unavailable":
      "この YouTube 動画はダウンロードできません。非公開、年齢制限付き、または削除済みの可能性があります。",
    "input-too-large":
      "ファイルが大きすぎて処理できません。サイズ（ピクセル数）またはフレーム数が上限を超えています。先に小さくしてください。上限は「よくある質問」に載っています。",
    "damaged-input": "ファイルが壊れているため読み込めません。別のコピーでお試しください。",
    "corrupt-input":
      "ファイルを読み込めませんでした。壊れているか、名前が示す種類のファイルではない可能性があります。",
    "unreadable-image":
      "画像のいずれかを読み込めませんでした。PNG または JPEG で保存し直してから、もう一度お試しください。",
    "no-video-stream": "このファイルには動画が含まれていません。",
    "invalid-font":
      "フォントファイルを読み込めませんでした。TTF または OTF のフォントを使ってください。",
    "missing-font":
      "テキスト用に選んだフォントが送信されていません。フォントをもう一度選んでください。",
    "no-audio-stream": "このファイルには音声が含まれていません。",
    "invalid-subtitles":
      "字幕ファイルを読み込めませんでした。SRT または VTT のファイルを使ってください。",
    "processing-failed":
      "処理に失敗しました。もう一度お試しいただくか、設定を変えてお試しください。",
    "output-too-large":
      "結果が大きくなりすぎます。サイズを小さくする、フレームを減らす、または区間を短くしてください。",
    "crop-too-small": "切り抜き範囲が小さすぎます。範囲を広げてから、もう一度お試しください。",
    "invalid-range":
      "開始時間と終了時間がこのファイルに合っていません。確認してから、もう一度お試しください。",
    "invalid-frames":
      "選んだフレームがこのファイルに合っていません。確認してから、もう一度お試しください。",
    "segment-exceeds-video":
      "選んだ区間が動画の終わりを超えています。もっと前の区間を選んでください。",
    "selection-too-large": "選択範囲が大きすぎます。もっと小さい範囲を選んでください。",
    "conversion-failed":
      "変換に失敗しました。もう一度お試しいただくか、設定を変えてお試しください。",
    "target-size-unreachable":
      "GIF を指定したサイズまで小さくできません。サイズを大きくするか、先に GIF を短くまたは小さくしてください。",
    "generation-not-configured":
      "現在、このサーバーではプロンプトから GIF を作成する機能を利用できません。",
    "generation-failed":
      "フレームを生成できませんでした。もう一度お試しいただくか、別のプロンプトでお試しください。",
    "generation-malformed-output":
      "生成されたフレームが使用できない形式でした。もう一度お試しください。",
    "empty-output": "結果が空になりました。設定を変えてお試しください。",
    "incomplete-output": "結果を最後まで作成できませんでした。もう一度お試しください。",
    "task-timeout":
      "処理に時間がかかりすぎたため停止しました。区間を短くする、サイズを小さくする、またはフレームを減らしてお試しください。",
    "task-memory-limit":
      "処理に必要なメモリが上限を超えたため停止しました。サイズを小さくするか、フレームを減らしてお試しください。",
    "worker-crashed": "処理が予期せず停止しました。もう一度お試しください。",
    "task-interrupted": "サーバー上で処理が中断されました。もう一度お試しください。",
    "task-lost": "サーバーが処理を見失いました。もう一度お試しください。",
  },
  apiErrorsWithValues: {
    "too-many-files": "ファイルが多すぎます。このツールで扱えるのは最大 {max_files} 個です。",
    "expected-time-too-long":
      "この変換は制限時間の {limit_seconds}を超えてしまいます。区間を短くする、幅を小さくする、フレームレートを下げる、または画質を下げてください。",
    "youtube-too-long":
      "この YouTube 動画は長すぎます。変換できるのは長さ {max_seconds}までの動画です。もっと短い動画を使うか、必要な部分をダウンロードしてアップロードしてください。",
    "task-timeout":
      "処理が制限時間の {limit_seconds}を超えたため停止しました。区間を短くする、サイズを小さくする、またはフレームを減らしてお試しください。",
    "task-memory-limit":
      "処理に必要なメモリが上限の {limit_megabytes} を超えたため停止しました。サイズを小さくするか、フレームを減らしてお試しください。",
  },
  toolPage: {
    home: "ホーム",
    howItWorks: "使い方",
    step: "ステップ",
    guide: "ガイド",
    moreTools: "ほかの GIF ツール",
    operatingSystem: "任意（ウェブブラウザー）",
    browserRequirements: "JavaScript が有効な最新のウェブブラウザーが必要です。",
    shareImageAlt: "{name}（GifKit）：作成した結果の 1 フレーム。{alt}",
    shareImageAltShort: "{name}（GifKit）：作成した結果の 1 フレーム",
  },
  home: {
    title: "GifKit：無料のオンライン GIF 作成・動画から GIF・GIF 編集",
    description:
      "アニメーション GIF を作成・編集できる {count} の無料ツール：動画から GIF、リサイズ、切り抜き、最適化、エフェクト、フレーム編集など。登録不要、透かしなし。",
    badge: "無料・登録不要・透かしなし",
    heading: "GIF をすぐに作成",
    intro:
      "動画や画像をアニメーション GIF に変換し、リサイズ、切り抜き、最適化、フレーム編集、エフェクトやテキストの追加まで。スマートフォン、タブレット、パソコンで使える {count} の無料ツールです（画面録画にはパソコンが必要です）。",
    toolsEyebrow: "ツール",
    toolsHeading: "GIF の作成と編集に必要なものがすべて揃っています",
    tryNow: "使ってみる",
    examples: {
      heroCredit: "{credit}。",
      heroLine: "{before}：{input}。{after}（{tool} で作成）：{output}。",
      before: "元の素材",
      after: "仕上がり",
      result: "{tool} の結果",
      input: "{tool} の入力",
      eyebrow: "実際の結果",
      heading: "モックアップではなく、GifKit で作ったもの",
      intro:
        "下の結果はどれも、その下に名前のあるツールで無料のサンプル動画や写真から作ったものです。表示しているサイズは、ツールが出力したファイルそのもののサイズです。アニメーションはそのファイルから作った短い動画で再生しており、「一時停止」で止められます。",
      pauseAll: "すべて一時停止",
      playAll: "すべて再生",
    },
    howEyebrow: "使い方",
    howHeading: "ファイルから GIF まで 3 ステップ",
    step: "ステップ {number}",
    steps: [
      {
        title: "アップロード",
        text: "端末から動画、画像、GIF を選ぶか、リンクを貼り付けます。ファイルは {maxUpload} まで。",
      },
      {
        title: "編集",
        text: "使う場面、サイズ、速度、テキスト、圧縮を選びます。設定は最初から適切な値になっています。",
      },
      {
        title: "ダウンロード",
        text: "GIF は当社のサーバーですぐに作成されます。ダウンロードしてください。結果は {minutes} 分後に削除されます。",
      },
    ],
    whyEyebrow: "GifKit が選ばれる理由",
    whyHeading: "速く、安心、そして無料",
    benefits: [
      {
        title: "高速処理",
        text: "調整済みの ffmpeg と gifsicle の処理で、ほとんどの GIF が数秒で完成します。時間がかかるときは進行状況バーでお知らせします。",
      },
      {
        title: "プライバシーを守ります",
        text: "アカウントも登録も不要です。送信されたものは {minutes} 分を超えて保存されず、ほとんどのアップロードは処理が終わるとすぐに削除されます。",
      },
      {
        title: "ずっと無料",
        text: "すべてのツールが無料で、透かしも 1 日の上限もありません。サーバー費用は、同意いただいた場合のみ表示する広告でまかなっています。",
      },
      {
        title: "高画質",
        text: "クリップごとのカラーパレット、丁寧なディザリング、正確なフレームタイミングで、GIF を鮮明かつなめらかに仕上げます。",
      },
    ],
    aboutHeading: "誰でも使える無料の GIF ツールキット",
    aboutText:
      "GIF は今でも、チャットアプリ、メール、ドキュメント、フォーラム、スライドなど、どこでも再生できる唯一のアニメーション形式です。再生ボタンも音声も気にする必要はありません。GifKit なら、動画クリップや写真から、洗練された軽いループ GIF まで、何もインストールせずに一か所で仕上げられます。",
    limitsText:
      "どのツールも {maxUpload} までのファイルに対応し、各フレームのタイミングを保ちます。",
    privacyText:
      "ファイルは当社のサーバーで処理され、共有されることはなく、自動的に削除されます。詳しくはプライバシーポリシーを、対応形式と上限はよくある質問をご覧ください。",
    privacyLink: "プライバシーポリシー",
    faqLink: "よくある質問",
    blogEyebrow: "ブログより",
    blogHeading: "最新のブログ記事",
    blogAll: "ブログ記事をすべて見る",
    ctaTitle: "最初の GIF を作ってみませんか？",
    ctaText:
      "画像を数枚か動画を 1 本ドロップするだけで、共有できる GIF がすぐに完成します。無料、登録不要、透かしなし。",
    ctaOpen: "{tool}を開く",
  },
} satisfies SiteMessages;
