import type { CookiePolicyCopy } from "./en.ts";

export const cookiePolicy = {
  title: "Cookie ポリシー",
  description:
    "GifKit が使う Cookie とブラウザーの保存領域、その目的、そして「Cookie 設定」からいつでも許可・拒否・変更する方法について。",
  crumb: "Cookie ポリシー",
  heading: "Cookie ポリシー",
  intro: "GifKit は Cookie を必要最小限にとどめています。保存するものとその理由をすべて記します。",
  updatedLabel: "最終更新日：",
  englishBinds: "このページは便宜のための翻訳です。効力を持つのは[英語版](/cookie-policy)です。",
  whatHeading: "Cookie とは",
  what: "Cookie や、それに似たブラウザーの保存領域（localStorage など）を使うと、サイトは訪問と訪問の間で小さな情報を覚えておけます。サイトが動くために欠かせないものもあれば、広告や計測に使われるものもあります。",
  essentialHeading: "必須の保存領域",
  table: {
    name: "名前",
    type: "種類",
    purpose: "目的",
    kept: "保存期間",
    consentPurpose: "必須以外の Cookie を許可したか拒否したかを記録します。",
    consentKept: "削除するまで",
  },
  noTracking:
    "GifKit 自体はトラッキング Cookie を設定せず、アカウントもないため、ログイン用の Cookie もありません。",
  advertisingHeading: "広告 Cookie（同意した場合のみ）",
  advertising: [
    "GifKit の費用は Google AdSense の広告でまかなっています。広告スクリプトは、**{accept}**をクリックした後にのみ読み込まれます。その後 Google は、広告の表示、表示回数の制限、測定、そして認められている地域ではパーソナライズのために Cookie（`__gads`、`__gpi`、`IDE` など）を設定することがあります。これらの Cookie については Google 自身のポリシーに説明があります。",
    "選択する前は、広告、分析、広告のためのユーザーデータ、広告のパーソナライズが**拒否**されていることを Google の同意システムに伝えます。許可されるのは、機能とセキュリティのための保存だけです。",
  ],
  choiceHeading: "選択について",
  choices: [
    "**{accept}**を選ぶと、上記の広告 Cookie が許可されます。",
    "**{decline}**を選ぶと、広告 Cookie は無効のままで、広告スクリプトは読み込まれません。どちらを選んでもツールは同じように使えます。",
  ],
  changeMind: "各ページ下部の**{settings}**から、またはここから、いつでも選択を変更できます。",
  openSettings: "Cookie 設定を開く",
  browser: "ブラウザーの設定から Cookie やサイトデータを削除することもできます。ご質問：{email}",
} satisfies CookiePolicyCopy;
