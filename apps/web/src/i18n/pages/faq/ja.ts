import type { PluralForms } from "../../format.ts";
import type { FaqCopy } from "./en.ts";

export const faq = {
  title: "よくある質問",
  description:
    "GifKit についての回答集：ファイルサイズと形式の制限、プライバシーとファイルの削除、画質の設定、各ツール、トラブルシューティング、API。",
  crumb: "よくある質問",
  heading: "よくある質問",
  intro:
    "制限、形式、プライバシー、各ツールのしくみについてまとめました。答えが見つからないときは、お気軽にお問い合わせください。",
  sectionsLabel: "よくある質問のセクション",
  groups: {
    general: {
      name: "全般",
      entries: {
        free: {
          q: "GifKit は本当に無料ですか？",
          a: "はい。すべてのツールを無料で使えます。アカウントも透かしも 1 日あたりの回数制限もありません。サイトは広告で運営されており、広告は Cookie に同意した場合にのみ表示されます。",
        },
        account: {
          q: "アカウントを作る必要はありますか？",
          a: "いいえ。GifKit には登録やログインが一切ありません。ツールを開いてすぐに始められます。",
        },
        phone: {
          q: "スマートフォンでも使えますか？",
          a: "はい。スマートフォン、タブレット、パソコンの最新のブラウザーで使えます。ただし {record} はパソコンが必要です（スマートフォンは画面をウェブページと共有できないため）。処理は私たちのサーバーで行うので、動作の遅いスマートフォンでも大きな GIF を作れます。",
        },
        watermark: {
          q: "透かしは入りますか？",
          a: "入りません。ダウンロードした GIF には、あなたのコンテンツだけが含まれます。",
        },
      },
    },
    privacy: {
      name: "プライバシーとファイル",
      entries: {
        uploaded: {
          q: "ファイルはアップロードされますか？",
          a: "はい。ファイルは GifKit に送られ、私たちのサーバーで処理されます。ブラウザーの中で処理するわけではありません。ファイルを共有したり中身を見たりすることは決してありません。",
        },
        kept: {
          q: "ファイルはどのくらいの期間保存されますか？",
        },
        links: {
          q: "貼り付けたリンクはどう扱われますか？",
          a: "サーバーがリンク先のファイルを代わりにダウンロードし（{maxUpload} まで）、アップロードと同じように扱います。{linkRetention}",
        },
        cookies: {
          q: "Cookie は使っていますか？",
          a: "Cookie の選択を記憶するための必須の項目を 1 つだけ使います。広告用の Cookie は「{accept}」をクリックした場合にのみ使われます。選択は各ページ下部の「{settings}」からいつでも変更できます。",
        },
      },
    },
    technical: {
      name: "技術的なこと",
      entries: {
        maxSize: {
          q: "ファイルサイズの上限は？",
          a: "どのツールでも 1 ファイルあたり {maxUpload} です。ファイルをアップロードする場合もリンクを貼り付ける場合も同じです。",
        },
        formats: {
          q: "どの形式が使えますか？",
          a: "{convert} は MP4、WebP、APNG、AVIF、WebM を、{split} は PNG または JPG のフレームをまとめた ZIP を、{spriteSheet} は PNG のシートまたは GIF を、動画ツールは音声付きの MP4 または WebM を書き出します。それ以外のツールはすべて GIF を書き出します。",
        },
        videoLength: {
          q: "動画から作る GIF はどのくらいの長さにできますか？",
          a: "1 つまたは複数の区間で、合計 {maxVideoSelectionSeconds} 秒まで選択できます。出力は最大 {maxOutputFrames} フレームで、よい GIF はたいてい 2〜6 秒です。",
        },
        largest: {
          q: "作れる GIF の最大サイズは？",
          a: "{videoToGif} は最大 {maxVideoOutputSize} ピクセル、GIF エディターは最大 {maxGifOutputSize} の GIF を作れます。さらに、どの出力も {maxOutputFrames} フレーム、合計 {maxOutputTotalMegapixels} メガピクセル（幅 × 高さ × フレーム数）までです。",
        },
        processing: {
          q: "処理にはどのくらい時間がかかりますか？",
          a: "ほとんどの編集は数秒で終わります。長い動画や大きな動画では 1〜2 分かかることがあります。待っている間、ページにタスクの進み具合が表示されます。",
        },
      },
    },
    tools: {
      name: "ツール別",
      entries: {
        frameRate: {
          q: "{videoToGif} ではどのフレームレートを選べばよいですか？",
          a: "たいていのクリップには 15 fps（初期設定）が合います。画面録画や動きの少ない場面には 10 fps、24 fps や 30 fps は短くて速い動きにだけ使いましょう。フレームが増えるほどファイルは大きくなります。",
        },
        sound: {
          q: "動画の音声を残せますか？",
          a: "GIF には音声がありません。{videoToGif} で MP4 のオプションにチェックを入れると、GIF と一緒に、同じ範囲の音声付き MP4（H.264 と AAC）が手に入ります。",
        },
        speed: {
          q: "リサイズや切り抜きでアニメーションの速さは変わりますか？",
          a: "変わりません。{resize} と {crop} は、すべてのフレームとそれぞれの表示時間をそのまま保ちます。{crop} は劣化なしです。フレームを切り取るだけで、再エンコードはしません。",
        },
        bigger: {
          q: "{optimize} で GIF が大きくなることはありますか？",
          a: "ありません。どの設定でも小さくできない場合は、元のファイルがそのまま返され、ページにその旨が表示されます。",
        },
        font: {
          q: "{addText} で自分のフォントを使えますか？",
          a: "はい。内蔵の 8 種類のフォントのほかに、.ttf または .otf のフォントファイルをアップロードしてテキストレイヤーに使えます。",
        },
        ai: {
          q: "AI GIF 生成が「利用できません」と表示されるのはなぜですか？",
          a: "AI による GIF 生成には、GPU を備えた生成サーバーが必要です。サーバーが設定されていない環境では、偽の結果を作る代わりに、ページがそのことをはっきり伝えます。",
        },
      },
    },
    troubleshooting: {
      name: "トラブルシューティング",
      entries: {
        tooLarge: {
          q: "ファイルが大きすぎます。どうすればよいですか？",
          a: "{maxUpload} を超えるファイルは受け付けられません。先に動画を短くするか、低い解像度で書き出してください。GIF の場合は、いくつかに分けて {optimize} にかけてください。",
        },
        unsupported: {
          q: "ファイル形式がサポートされていないと表示されます。",
          a: "ファイルの拡張子が、そのツールの対応形式に含まれているか確認してください。GifKit はファイルの中身も確認するため、別の形式のファイルの名前を変えただけでは受け付けられません。対応形式で書き出し直してください。",
        },
        blurry: {
          q: "GIF がぼやけたり、まだらになったりします。",
          a: "幅を広げる、画質の設定を上げる、またはクリップを短くして、GIF で使える 256 色を各フレームでより多く使えるようにしてください。小さな GIF を拡大するのは避けましょう。",
        },
        download: {
          q: "ダウンロードがブロックされる、またはファイルが 0 バイトになります。",
          a: "ブラウザーでこのサイトのダウンロードを許可し、{minutes} 分以内にダウンロードしてください。それを過ぎると結果は削除されます。それでもうまくいかない場合は、タスクをもう一度実行してください。",
        },
      },
    },
    advanced: {
      name: "上級者向け",
      entries: {
        api: {
          q: "API はありますか？",
          a: "はい。すべてのツールを HTTP API として使えます。タスクを開始し、状態を確認し、結果をダウンロードします。エンドポイントと OpenAPI の定義は[API のページ](/api)にあります。",
        },
        rate: {
          q: "ツールを使える回数に制限はありますか？",
          a: "公平に使っていただくため、1 つのアドレスから同時に実行できるタスクは数件までです。また、サーバーが混み合っているときは、少し待ってから再試行するようお願いすることがあります（HTTP 429 または 503 と Retry-After ヘッダー）。",
        },
        loops: {
          q: "ループ回数はどう扱われますか？",
          a: "{gifMaker} は初期設定では無限にループします。ループ回数を N にすると、アニメーションは N 回再生されます。エディターは、渡された GIF のループ設定をそのまま保ちます。",
        },
      },
    },
  },
  formatsAnswer: {
    images: {
      one: "{tools} は {formats} に対応しています（PDF は 1 ページ目）。",
      other: "{tools} は {formats} に対応しています（PDF は 1 ページ目）。",
    } as PluralForms,
    video: {
      one: "{tools} は {formats}、動画ファイルへのリンク、YouTube のリンクに対応しています。",
      other: "{tools} は {formats}、動画ファイルへのリンク、YouTube のリンクに対応しています。",
    } as PluralForms,
    gifOrVideo: {
      one: "{tools} はアニメーションまたは動画に対応しています。",
      other: "{tools} はアニメーションまたは動画に対応しています。",
    } as PluralForms,
    gif: {
      one: "{tools} は {formats} に対応しています。",
      other: "{tools} は {formats} に対応しています。",
    } as PluralForms,
    gifOrStill: {
      one: "{tools} は {formats} のほか、JPG、PNG、WebP の静止画にも対応し、静止画は同じ形式で書き出します。",
      other:
        "{tools} は {formats} のほか、JPG、PNG、WebP の静止画にも対応し、静止画は同じ形式で書き出します。",
    } as PluralForms,
  },
  destinationsLink: "プラットフォーム別の制限",
  destinationsHeading: "投稿先ごとの GIF の上限",
  destinationsIntro:
    "各サービスが受け付ける最大のファイルサイズです。それぞれの公式ドキュメントによります（各数値の横のリンクから確認できます）。詳しくは英語の記事 [GIF size limits: Discord, Slack, X, GitHub, Reddit and email](/blog/gif-size-limits-by-platform) をご覧ください。",
  destinationColumns: {
    where: "投稿先",
    maxSize: "最大ファイルサイズ",
    maxDimensions: "最大の寸法",
    source: "出典",
  },
  destinationInline: {
    maxSize: "最大ファイルサイズ：",
    maxDimensions: "最大の寸法：",
    source: "出典：",
  },
  readOn: "（{date} 確認）",
  dimensions: {
    exact: "ちょうど {width} × {height} px",
    oneSideExact: "一辺がちょうど {side} px、もう一辺は {other} px まで",
    notStated: "記載なし",
  },
  destinationNotes: {
    discord:
      "Nitro なしのアカウントでの Discord のアップロード上限は 1 ファイルあたり 10 MiB です。Nitro やサーバーブーストで上限は上がりますが、10 MiB 未満の GIF なら誰でも投稿・再共有できます。",
    slack:
      "Slack は最大 1 GB のファイルを受け付けます。GIF には十分すぎる大きさです（GifKit 自体の上限は 200 MB）。GIF 専用の上限は記載されていませんが、小さな GIF のほうがスレッドの全員にとって速く読み込まれます。",
    x: "X は投稿された GIF を MP4 動画に変換するため、同じサイズなら MP4 をアップロードしたほうが画質がよくなります。開発者向けドキュメントでは GIF は 15 MB まで、推奨は最大 1280 × 1080 px・350 フレームです。X のスマートフォンアプリからの投稿ではもっと小さい（5 MB）という報告もありますが、私たちが確認できた X のページでは裏付けられていません。",
    github:
      "GitHub は Issue、プルリクエスト、Discussions、コメントで最大 10 MB の画像と GIF を受け付けます。README 用のアドレスを得るには、そこに GIF をドラッグするのが一般的です。GitHub は GIF をそのまま表示します。短い MP4、MOV、WebM の動画も使えます（無料プランでは 10 MB）。",
    reddit:
      "Reddit の開発者向けドキュメントでは、GIF は 100 MB まで（静止画は 20 MB）です。Reddit はアップロードされた GIF を自前で作った MP4 のコピーで再生するため、同じサイズなら MP4 をアップロードしたほうが画質がよくなります。Reddit のサイトやアプリからの投稿では、ドキュメントの記載より小さい上限になることがあります。",
    email:
      "Gmail の個人アカウントでは添付ファイルは合計 25 MB まで送れます（それより大きいものは Google ドライブのリンクになります）。仕事用のアカウントや他のメールサービスは独自の上限を設けており、もっと小さいことも少なくありません。本文中に表示する GIF は小さいほど好ましく、メールを開くたびにダウンロードされます。",
    "fast-web-page":
      "PageSpeed Insights の元になっている監査ツール Lighthouse は、ページ上の 100 KiB を超える GIF をすべて指摘し、代わりに動画を使うよう提案します。自分のサイトでそれより大きなものを使うなら、<video autoplay loop muted playsinline> の MP4 かアニメーション WebP にしましょう。",
    "discord-emoji":
      "Discord のカスタム絵文字（アニメーションは GIF）は 256 KB まで受け付けられ、小さく表示されます。ドキュメントでは 128 × 128 px の画像が想定されており、それより大きいものはどのみち縮小されます。",
    "discord-sticker":
      "Discord のスタンプには、最大 512 KB・320 × 320 px・5 秒のアニメーション GIF または APNG を使えます。スタンプは正方形の枠に表示されるので、正方形がおすすめです。",
    "slack-emoji":
      "Slack のドキュメントでは、絵文字の画像は 128 KB 未満の正方形が求められています。アニメーション絵文字は小さく表示される GIF なので、128 × 128 px あれば十分です。",
    "twitch-animated-emote":
      "Twitch のアニメーションエモートは最大 60 フレームの正方形の GIF です。手動アップロードの 112 × 112 px のファイルは最大 512 KB（Twitch がリサイズする大きな GIF 1 つの場合は 1 MB）です。これらの数値を確かめるための Twitch のヘルプページは閲覧できませんでした。",
  },
  limitsHeading: "制限と形式",
  limitsIntro: "サーバーが実際に適用している数値です。",
  limits: {
    fileSize: "ファイルサイズ（アップロード・リンクごと）",
    inputSide: "画像またはフレームの一辺",
    inputFrame: "入力フレーム 1 枚",
    inputFrames: "入力フレーム数",
    inputTotal: "入力フレームの合計",
    outputFrames: "出力フレーム数",
    outputTotal: "出力サイズ（幅 × 高さ × フレーム数）",
    videoOutput: "{videoToGif} の出力サイズ",
    gifOutput: "GIF 編集の出力サイズ",
    videoSelection: "動画の選択範囲（全区間の合計）",
    chainEdits: "1 回のチェーンでの編集数（POST /api/edit）",
    batchInputs: "1 回のバッチでの入力数（POST /api/batch）",
    videoEditLength: "編集した動画の長さ（チェーンの MP4 または WebM）",
    youtubeLength: "YouTube 動画の長さ",
    taskStarts: "1 分あたりのタスク開始数（アドレスごと）",
    keyTaskStarts: "API キーでのタスク開始数（キーごと）",
    storedBytes: "同時に保存できるファイル（アドレスごと）",
    taskMemory: "タスクあたりのメモリ",
    resultsKept: "結果の保存期間",
  },
  units: {
    megapixels: "{count} メガピクセル",
    // Short: the value is kept on one line beside its label (375 px).
    perMinuteAndDay: "{minute} 回/分、{day} 回/日",
  },
  imagesLabel: "画像：",
  videoLabel: "動画：",
  videoFormats: "{formats}、リンク、YouTube",
  gifToolsLabel: "GIF ツール：",
  gifFormats: "入力は {formats}、出力は GIF",
  stillStuck:
    "解決しない場合は、[ヘルプセンター](/help)をご覧いただくか、{email} までメールでお問い合わせください。",
  ctaTitle: "さっそく試してみませんか？",
  ctaText: "最初の GIF を 1 分で。無料で、アカウントも不要です。",
  ctaTry: "{tool}を試す",
} satisfies FaqCopy;
