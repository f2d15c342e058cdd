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
    "file-too-large": "ファイルが上限の {maxUpload} を超えています。",
    "unsupported-file-type":
      "このツールはこの種類のファイルに対応していません。対応形式はアップロード欄の下をご確認ください。",
    "empty-file": "ファイルが空です。",
    "source-expired":
      "その結果はすでに削除されています（結果は {minutes} 分後に削除されます）。ファイルをもう一度アップロードしてください。",
    "upload-expired":
      "そのアップロードはすでに削除されています。ファイルをもう一度アップロードしてください。",
    "queue-full": "現在サーバーが混み合っています。1 分ほどしてからもう一度お試しください。",
    "storage-full": "現在サーバーに空き容量がありません。しばらくしてからもう一度お試しください。",
    "address-storage-full":
      "サーバー上のあなたのファイルが上限に達しました。以前の結果が削除されるのを待ってから、もう一度お試しください。",
    "too-many-running-tasks":
      "すでに複数の処理が実行中です。いずれかが終わってから、もう一度お試しください。",
    "internal-error": "こちらで問題が発生しました。もう一度お試しください。",
  },
  toolPage: {
    home: "ホーム",
    howItWorks: "使い方",
    step: "ステップ",
    guide: "ガイド",
    moreTools: "ほかの GIF ツール",
    operatingSystem: "任意（ウェブブラウザー）",
    browserRequirements: "JavaScript が有効な最新のウェブブラウザーが必要です。",
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
