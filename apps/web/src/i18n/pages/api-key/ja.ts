import type { ApiKeyCopy } from "./en.ts";

export const apiKey = {
  title: "API キーのページ",
  description:
    "GifKit の API キー専用ページ：今日の上限と残り、入出力のバイト数、タスクと Webhook の配信を確認できます。キーで開くので、アカウントは不要です。",
  crumb: "API キー",
  eyebrow: "開発者向け",
  heading: "API キー",
  intro:
    "アカウントもパスワードもありません。このページはキーそのもので開きます。下にキーを貼り付けるか、キーの表示後にこのページが示すアドレスを開いてください。",
  revealHeading: "新しいキーです。今すぐコピーしてください",
  revealText:
    "表示されるのはこの 1 回だけです。GifKit はハッシュしか保存しないため、もう一度表示することはできません。`Authorization: Bearer …` として送信してください。",
  secretHeading: "Webhook 署名シークレット",
  secretText:
    "`callback_url` への Webhook はこのシークレットで署名されます（Standard Webhooks）。キーでこのページを開けば、いつでもここで確認できます。",
  openHeading: "キーのページを開く",
  keyLabel: "API キー",
  show: "利用状況を表示",
  privacyNote:
    "キーは Authorization ヘッダーでのみ GifKit に送られ、アドレスには含まれないため、サーバーのログにも残りません。その後、このページのアドレスの末尾は `#key=…` になります。`#` 以降はブラウザーの外に出ることはなく、ブックマークしておけばここに戻れます。",
  usageHeading: "利用状況",
  script: {
    keyId: "キー ID",
    created: "作成日時",
    email: "メールアドレス",
    startedToday: "今日の開始数（{day}、UTC）",
    startedTodayValue: "{perDay} 件中 {starts} 件（残り {left} 件）",
    startRate: "開始の速さ",
    startRateValue: { one: "1 分あたり {count} 件", other: "1 分あたり {count} 件" },
    unfinished: "同時に待機・実行できる数",
    bytesToday: "今日のバイト数",
    bytesValue: "入力 {in}、出力 {out}",
    allTime: "これまでの合計",
    allTimeValue: {
      one: "{count} 件のタスク、入力 {in}、出力 {out}",
      other: "{count} 件のタスク、入力 {in}、出力 {out}",
    },
    bytes: { one: "{count} バイト", other: "{count} バイト" },
    megabytes: "{count} MB",
    time: "{time}（UTC）",
    webhookSecret: "Webhook 署名シークレット",
    tasksHeading: "過去 24 時間のタスク",
    noTasks: "まだタスクはありません。",
    tasksLabel: "タスク",
    taskColumn: "タスク",
    toolColumn: "ツール",
    stateColumn: "状態",
    startedColumn: "開始日時",
    deliveriesHeading: "過去 7 日間の Webhook 配信",
    noDeliveries: "まだ Webhook はありません。",
    deliveriesLabel: "Webhook の配信",
    callbackColumn: "送信先",
    attemptsColumn: "試行",
    nextTry: "{state}（次の試行：{time}）",
    attempt: "{time}：{status}",
    attemptError: "{time}：{status}（{error}）",
    noAnswer: "応答なし",
    revoke: "このキーを無効にする",
    revokeConfirm:
      "このキーを完全に無効にしますか？このキーを使った呼び出しはすべて拒否されます。キーなしの呼び出しはこれまでどおり使えます。",
    revoked: "キーを無効にしました。このキーを使った呼び出しは拒否されます。",
    keyFormat: "API キーは gk_ で始まり、空白を含みません。キー全体を貼り付けてください。",
    networkFailed:
      "GifKit に接続できませんでした。インターネット接続を確認して、もう一度お試しください。",
    unexpected: "問題が発生しました。もう一度お試しください。",
  },
  serverErrors: {
    "invalid-api-key":
      "この API キーは有効ではありません。キー全体を貼り付けたか確認するか、API のページで新しいキーを申し込んでください。",
    "api-key-revoked":
      "この API キーは無効にされています。API のページで新しいキーを申し込んでください。キーなしの呼び出しは、アドレスごとの上限で使えます。",
    "confirmation-expired":
      "このリンクは使用済みか、期限が切れています（リンクは 1 回だけ、{linkHours} 時間以内に使えます）。API のページで新しいキーを申し込んでください。",
    "rate-limited": "短い時間にリクエストが多すぎます。少し待ってから、もう一度お試しください。",
  },
} satisfies ApiKeyCopy;
