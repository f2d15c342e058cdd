import type { EditorUiMessages } from "./editor-ui.en.ts";

export const ja = {
  actions: {
    uploadDifferentGif: "別の GIF をアップロード",
  },
  preview: { alt: "{name} のプレビュー", originalSize: "元のサイズ:" },
  switch: { on: "オン", off: "オフ" },
  videoFormat: { label: "形式" },
  frameOrder: {
    reverse: "逆再生",
    boomerang: "ブーメラン",
    reverseExplanation:
      "フレームを最後から最初へ再生します。各フレームの表示時間はそのままなので、間も元の位置に残ります。ループ設定も変わりません。",
    boomerangExplanation:
      "フレームを順に再生したあと逆向きに最初まで戻るので、ループがつながります。折り返しで最初と最後のフレームは二重に表示されません。各フレームの表示時間はそのままで、GIF の長さはほぼ 2 倍になります。ループ設定も変わりません。",
    reverseAction: "GIF を逆再生",
    boomerangAction: "ブーメランを作成",
    reverseBusy: "逆再生にしています...",
    boomerangBusy: "ブーメランを作成中...",
    settings: "処理の内容",
    playFrames: "フレームの再生順",
    tooMany:
      "この GIF のブーメランは {frames} フレームになります（{forward} フレームを順に再生してから戻るため）。結果は最大 {max} フレームまでです。先に {cutLink} で {fewer} フレーム以下にしてから、その結果をブーメランにしてください。",
    cutLink: "GIF のカット",
  },
  censorStage: {
    region: "範囲 {number}：{style}、{width} × {height} px、位置 x {x}、y {y}",
    notActive: "{region}（この時点では隠れません）",
    styles: {
      blur: "ぼかし",
      pixelate: "モザイク",
      box: "塗りつぶし",
    },
  },
  edLayers: {
    timeRange: {
      start: "開始（秒）",
      end: "終了（秒）",
      endPlaceholder: "GIF の最後",
      notNumbers: "時間は秒数で入力してください（例：{example}）。",
      theEnd: "最後",
    },
  },
  sharedParts: {
    estimate: {
      label: "推定サイズ:",
      about: "約 {size}",
      measuring: "計算中…",
      notAvailable: "不明",
      fitAtMost: "（「サイズの上限に収める」で最大 {size}）",
      failed: "サイズを推定できませんでした。",
      couldNotStart: "サイズの推定を開始できませんでした。",
      tooLong: "サイズの推定に時間がかかりすぎました。",
      progressUnreadable: "サイズの推定の進み具合を読み取れませんでした。",
    },
    timeRange: {
      seconds: "{seconds} 秒",
      theEnd: "最後まで",
      start: "開始（秒）",
      end: "終了（秒）",
      endPlaceholder: "GIF の最後",
      notNumbers: "時間は秒数で入力してください（例: 1.5）。",
    },
    moveRemove: {
      nouns: { animation: "アニメーション", image: "画像", step: "ステップ" },
      up: "{noun} {number} を上へ移動",
      down: "{noun} {number} を下へ移動",
      left: "{noun} {number} を左へ移動",
      right: "{noun} {number} を右へ移動",
      remove: "削除",
      removeLabel: "{noun} {number} を削除",
    },
  },
} satisfies EditorUiMessages;
