import type { ContactCopy } from "./en.ts";

export const contact = {
  title: "お問い合わせ",
  description:
    "GIF ツールについての質問、ご意見、不具合はありますか？GifKit にメッセージを送るか、サポートにメールしてください。2 営業日以内に返信します。",
  crumb: "お問い合わせ",
  heading: "お問い合わせ",
  intro: "質問、アイデア、ツールの不具合など、お寄せいただいたメッセージはすべて読んでいます。",
  formHeading: "メッセージを送る",
  allRequired: "すべての項目が必須です。",
  detailsHeading: "連絡先",
  emailLabel: "メール",
  hoursLabel: "サポート時間",
  hours: "月曜〜金曜 9:00〜17:00（GMT）",
  responseLabel: "返信までの目安",
  response: "2 営業日以内に返信します。",
  privacyHeading: "プライバシーについて",
  privacy:
    "お名前とメールアドレスは返信のためだけに使います。メッセージは私たちのサーバーに保存され、サポートの受信箱に送られます。詳しくは[プライバシーポリシー](/privacy-policy)をご覧ください。",
  elsewhereLabel: "そのほかのヘルプ",
  elsewhereHeading: "ほかのものをお探しですか？",
  helpCenter: "ヘルプセンター",
  faq: "よくある質問",
  home: "GifKit ホーム",
  form: {
    name: "お名前",
    email: "メールアドレス",
    message: "メッセージ",
    honeypot: "この欄は空のままにしてください",
    send: "メッセージを送信",
    sending: "送信中…",
    sent: "ありがとうございます。メッセージを送信しました。",
    missingFields: "すべての項目を入力してください。",
    invalidEmail: "有効なメールアドレスを入力してください。",
    serverFailed: "メッセージを送信できませんでした。",
    unexpected: "問題が発生しました。",
    networkFailed:
      "メッセージを送信できませんでした。GifKit への接続に失敗しました。インターネット接続を確認して、もう一度お試しください。",
  },
  serverErrors: {
    "missing-fields": "すべての項目を入力してください。",
    "invalid-email": "有効なメールアドレスを入力してください。",
    "field-too-long": "長すぎる項目があります。短くしてから、もう一度お試しください。",
    "rate-limited":
      "短い間に何通もメッセージが送信されました。しばらく待ってから、もう一度お試しください。",
  },
} satisfies ContactCopy;
