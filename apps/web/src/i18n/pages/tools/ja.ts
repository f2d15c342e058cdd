import type { ToolsCopy } from "./en.ts";

export const tools = {
  title: "GIF ツール一覧",
  description:
    "GifKit の無料ツール全 {toolCount} 種類を目的別に。作成、編集、変換、最適化、フレーム、エフェクトとテキスト。アカウント不要、透かしなし。",
  crumb: "ツール",
  heading: "すべての GIF ツール",
  intro:
    "無料ツール {toolCount} 種類を、やりたいこと別にまとめました。どれもあらゆるデバイスのブラウザーで使え、ファイルは私たちのサーバーで処理されます。",
  groups: {
    make: { name: "GIF を作る", text: "動画、写真、画面、または一文から始めましょう。" },
    edit: {
      name: "GIF を編集する",
      text: "サイズ、構図、長さ、速度、向きを変えたり、複数をつなげたりできます。",
    },
    convert: {
      name: "変換",
      text: "GIF を動画、WebP、APNG、AVIF に、またはスプライトシートに変換し、元にも戻せます。",
    },
    optimize: { name: "最適化", text: "チャット、メール、Web ページ向けに GIF を軽くします。" },
    frames: {
      name: "フレームを扱う",
      text: "フレームを選ぶ、並べ替える、表示時間を決める、分割する、逆再生する。",
    },
    effects: {
      name: "エフェクトとテキスト",
      text: "キャプション、フィルター、顔へのぼかし、ロゴの重ね合わせを追加します。",
    },
    video: {
      name: "動画",
      text: "動画を動画のまま編集します。チャットアプリ向けに圧縮、トリミング、音声もそのまま。",
    },
  },
} satisfies ToolsCopy;
