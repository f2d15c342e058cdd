import type { HelpCopy } from "./en.ts";

export const help = {
  title: "ヘルプセンター",
  description:
    "GifKit の使い方と、よくある問題の解決方法：大きすぎるファイルや対応していない形式、ぼやけた GIF、ブロックされたダウンロード、プラットフォーム別のヒント。",
  crumb: "ヘルプ",
  heading: "ヘルプセンター",
  intro: "クイックスタート、よくある問題の解決方法、GIF を共有するときのヒントをまとめました。",
  quickStartHeading: "クイックスタート",
  guideQuickStart: {
    title: "動画から GIF を作る",
    text: "手順を追って説明するガイド（英語）：区間、フレームレート、サイズ、書き出し。",
  },
  troubleshootingHeading: "トラブルシューティング",
  troubleshooting: {
    upload: {
      area: "アップロードの問題",
      problems: {
        tooLarge: {
          title: "「ファイルが大きすぎます」",
          fix: {
            size: "1 ファイルは {maxUpload} までです。動画の場合は、アップロードする前に短くするか、720p 以下で書き出してください。",
            selection:
              "使える動画は合計 {maxVideoSelectionSeconds} 秒までなので、元のファイルは短いもので十分です。",
          },
        },
        unsupported: {
          title: "「対応していないファイル形式です」",
          fix: {
            formats:
              "対応している形式は、{videoToGif}：{videoFormats}、{gifMaker}：{imageFormats}、GIF エディター：{gifFormats} です。",
            content:
              "ファイル名だけでなく中身も確認するため、名前を変えただけのファイルは受け付けられません。上のいずれかの形式で書き出し直してください。",
          },
        },
        link: {
          title: "リンクが読み込まれない",
          fix: {
            direct:
              "リンクは公開されたファイル（.mp4、.gif、.png などで終わるもの）を直接指している必要があります。{videoToGif} では YouTube のリンクも使えます。",
            private:
              "ログインが必要なページや、プライベートなアドレスへのリンクは、サーバーから取得できません。",
          },
        },
      },
    },
    quality: {
      area: "画質の問題",
      problems: {
        blurry: {
          title: "GIF がぼやけて見える",
          fix: {
            wider:
              "幅を広げてください。作成したサイズより大きく表示された GIF は、引き伸ばされてぼやけます。",
            quality: "画質の設定を上げ、小さな GIF を拡大するのは避けましょう。",
          },
        },
        banding: {
          title: "色の縞やまだら模様が出る",
          fix: {
            colors:
              "GIF で使えるのは 1 フレームあたり 256 色です。短く、場面の切り替わりが少ないクリップほどきれいに仕上がります。",
            dither: "「{optimize}」で色数を増やすか、別のディザリングの設定を試してください。",
          },
        },
        jerky: {
          title: "アニメーションがカクカクする",
          fix: {
            frameRate:
              "速い動きにはフレームレートを 24 fps に上げ、スライドショーにはフレームを減らして 1 枚ずつ長めに表示してください。",
          },
        },
      },
    },
    download: {
      area: "ダウンロードの問題",
      problems: {
        blocked: {
          title: "ダウンロードがブロックされる",
          fix: {
            allow:
              "ブラウザーによっては、サイトからファイルを保存する前に確認を求めます。ブラウザーの設定で GifKit からのダウンロードを許可してください。",
            ios: "iPhone と iPad では、ファイルは「ファイル」アプリ（「ダウンロード」フォルダー）に保存されます。写真に保存するには、プレビューを長押ししてください。",
          },
        },
        empty: {
          title: "ファイルが 0 バイト、または開けない",
          fix: {
            deleted:
              "結果はできあがってから {minutes} 分後に削除されます。それを過ぎたら、タスクをもう一度実行してください。",
            finished:
              "ダウンロードが終わってからファイルを開き、拡張子 .gif はそのままにしてください。",
          },
        },
      },
    },
  },
  platformTipsHeading: "プラットフォーム別のヒント",
  platformTipsIntro:
    "GIF の扱いはプラットフォームごとに少しずつ違います。以下は目安で、GifKit の制限ではありません。",
  platformTips: {
    email: {
      name: "メール",
      tip: "すばやく読み込まれるよう、GIF は 1 MB 未満にしましょう。多くのメールソフトは最初のフレームしか表示しません。",
    },
    x: {
      name: "X（Twitter）",
      tip: "どの端末からでも投稿できるよう 5 MB 未満に抑えましょう。幅 480〜720 px ならタイムラインで鮮明に見えます。",
    },
    chat: {
      name: "Slack と Discord",
      tip: "8 MB 未満なら、どのアカウントでも安心です。たいていは「{optimize}」の「{socialPreset}」プリセットでそこまで小さくできます。",
    },
    websites: {
      name: "ウェブサイト",
      tip: "「{webPreset}」プリセットを使い、幅を表示サイズに合わせて、代替テキストを付けましょう。",
    },
  },
  faqHeading: "よくある質問",
  faq: {
    server: {
      q: "なぜファイルをサーバーに送るのですか？",
      a: "よいパレットで GIF をエンコードするのは重い処理です。私たちのサーバーなら、どの端末からでもすばやく処理でき、タスクが終わるとすぐにアップロードされたファイルを削除します。",
    },
    kept: {
      q: "結果はいつまでダウンロードできますか？",
      a: "できあがってから {minutes} 分間です。それまでにダウンロードしてください。",
    },
    stuck: {
      q: "タスクが止まっているようです。どうすればよいですか？",
      a: "ほとんどのタスクは 2 分以内に終わります。5 分たっても進み具合が変わらない場合は、ページを再読み込みして、選択範囲を短くするかサイズを小さくして、もう一度お試しください。",
    },
  },
  moreAnswers: "ほかの回答は[よくある質問](/faq)をご覧ください。",
  contactTitle: "サポートに問い合わせる",
  blogTitle: "ブログを読む",
  blogText: "GIF の作成、最適化、共有についてのガイド（英語）。",
} satisfies HelpCopy;
