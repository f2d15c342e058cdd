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
  videoParts: {
    uploadDifferentVideo: "別の動画をアップロード",
    region: "{label}：プレーヤーとタイムライン",
    play: "再生",
    pause: "一時停止",
    previousFrame: "前のフレーム",
    nextFrame: "次のフレーム",
    frameBack: "−1 フレーム",
    frameForward: "+1 フレーム",
    mute: "ミュート",
    playhead: "再生位置",
    seconds: "{seconds} 秒",
    frameTime: "{time}、フレーム {frame}/{count}",
    range: "範囲",
    rangeStart: "{range}の開始",
    rangeEnd: "{range}の終了",
    rangeFrom: "{range}：{start}〜{end}、",
    rangeFrames: { other: "（{count} フレーム）" },
    startValue: "{time}、フレーム {frame} から",
    endValue: "{time}、フレーム {frame} まで",
    startHere: "ここから開始",
    endAfterFrame: "このフレームで終了",
    playRange: "{range}を再生",
    keyHelp:
      "← →：1 フレーム、Shift+矢印：1 秒、Home・End：最初と最後のフレーム、J：1 フレーム戻る（長押しで戻し続ける）、K：一時停止、L：再生（もう一度押すと速く）、I・O：ここを範囲の開始・終了に。",
    noFrameRate: "このファイルにはフレームレートの指定がないため、1 ステップは 1/{fps} 秒です。",
    frameRate: "毎秒 {fps} フレーム。",
    frameRatePreview:
      "毎秒 {fps} フレーム。このブラウザーではファイルを再生できないため、GifKit が作ったプレビューを表示しています（変換には元のファイルを使います）。",
    loading: "動画を読み込み中...",
    fetching: "動画を取得中...",
    preparingPreview: "この形式はブラウザーで再生できません。プレビューを準備中...",
    loadFailed: "動画ファイル/URL を読み込めませんでした。",
    uploadFailed: "動画の URL を処理できませんでした",
  },
} satisfies EditorUiMessages;
