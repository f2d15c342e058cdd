import type { ApiCopy } from "./en.ts";

export const api = {
  title: "開発者向け GIF API",
  description:
    "GifKit の HTTP API：動画から GIF、最適化、切り抜き、エフェクトまで、サーバーで動く {toolCount} 個の GIF ツール。タスクを始めて状態を確認し、結果を受け取れます。",
  crumb: "API",
  eyebrow: "開発者向け",
  heading: "GifKit API",
  intro:
    "サイトでできることはすべて、ふつうの HTTP で使えます。ファイルをアップロードするかリンクを送り、タスク ID を受け取って状態を確認し、結果をダウンロードします。サイトと同じ制限の範囲で無料で使えるほか、無料の API キーを使えば、より高い制限と Webhook を利用できます。",
  baseHeading: "API のベースアドレス",
  baseText: "ウェブサイトと同じオリジンです。エラーはすべて JSON：{error, code}。",
  openApiHeading: "OpenAPI 仕様",
  openApiText:
    "OpenAPI 3.1。サーバーが検証に使うものと同じスキーマから生成しています。[JSON](/api/openapi.json) 版もあります。",
  endpointsHeading: "エンドポイント",
  endpointsIntro:
    "API には、サーバーで動く {toolCount} 個のツールそれぞれの開始呼び出し{browserOnly}と、状態確認とダウンロードの呼び出しがあります。ツールの呼び出しは `multipart/form-data` で `file` または `url` とツールのオプションを受け取り、**202** と `task_id` を返します。",
  browserOnlyNote: "（{names}はブラウザーでのみ動作します）",
  callsLabel: "API の呼び出し",
  callColumn: "呼び出し",
  whatColumn: "内容",
  calls: {
    "POST /api/gif-metadata": "再生時間、フレーム数、幅と高さをすぐに返します。",
    "POST /api/analyze":
      "GIF のバイトがどこに使われているか（部分、フレーム）と、何を削れるかをすぐに返します。",
    "GET /api/task-status/{id}":
      "状態（PENDING、STARTED、PROGRESS、SUCCESS、FAILURE）、進み具合と結果。",
    "GET /api/download/{key}": "タスクの結果にあるキーで結果ファイルをダウンロードします。",
    "DELETE /api/task/{id}": "待機中または実行中のタスクを取り消します。ファイルは削除されます。",
    "POST /api/keys": "API キーを申し込みます。キーへのリンクがそのアドレスにメールで届きます。",
    "POST /api/keys/confirm": "リンクのトークンを送ると、新しいキーが返ります（1 回だけ）。",
    "GET /api/keys/me": "キーを付けて：その割り当て、バイト数、タスク、Webhook の配信。",
    "DELETE /api/keys/me": "キーを付けて：そのキーを完全に無効にします。",
    "POST /api/batch":
      "最大 {maxBatchInputs} 個の入力と 1 つの操作リスト：入力ごとに 1 つのタスク。",
    "POST /api/destinations-pack":
      "1 つの入力を複数の送り先（Discord、Slack 絵文字、Telegram など）向けに作ります：1 つのバッチです。",
    "GET /api/batch/{id}": "バッチの状態、進み具合、各タスクとそのダウンロードリンク。",
    "GET /api/batch/{id}/zip":
      "終わったバッチのすべての結果を 1 つの ZIP で（パックなら README.txt 付き）。",
    "DELETE /api/batch/{id}": "バッチのうち、まだ待機中または実行中のタスクをすべて取り消します。",
    "GET /t/{signature}/{operations}/{source}":
      "署名付き URL 変換：結果そのものを返し、キャッシュします（ETag）。",
  },
  untranslatedToolCalls: {
    "/api/edit": "どんな編集の組み合わせも 1 回で実行し、どの出力形式にもできます。",
  },
  quickStartHeading: "クイックスタート",
  quickStart: [
    "ツールの呼び出しでタスクを始めます。タスク ID がすぐに返ります。",
    "状態が SUCCESS か FAILURE になるまで、1〜2 秒ごとに `/api/task-status/{id}` を確認します。",
    "削除される前に、各出力をそのキーでダウンロードします（下記）。",
  ],
  retentionHeading: "ファイルの保存期間",
  retentionLabelEnd: "：",
  limitsNote:
    "アップロードとリンク先のファイルは {maxUpload} までです。そのほかの制限は[よくある質問](/faq)にあります。リクエストが多すぎると **429** と Retry-After ヘッダーが返ります。ご質問は {email} へ。",
  exampleLabel: "リクエストの例",
  keysHeading: "API キー（任意）",
  keysText:
    "どの呼び出しもキーなしで使え、その場合はアドレスごとの制限がかかります。キーがあると、プログラムごとに専用のより高い制限、Webhook、利用状況のページが使えます。アカウントもパスワードもありません。メールアドレスで申し込み、届いたリンクを開くと（1 回だけ、{linkHours} 時間以内に有効）、キーが 1 回だけ表示されます。GifKit が保存するのはそのハッシュだけです。`Authorization: Bearer gk_…` として送ってください。",
  keyRequests:
    "キーの申し込みは、1 つのアドレスから 1 時間に {perAddressPerHour} 回まで、1 つのメールアドレスにつき 1 日 {perEmailPerDay} 回までです。キーのページ（[/api-key](/api-key)）では、今日の割り当て、送受信したバイト数、タスクと Webhook の配信を確認でき、キーを無効にすることもできます。",
  getKeyHeading: "キーを取得",
  form: {
    email: "メールアドレス",
    send: "キーをメールで受け取る",
    sending: "送信中…",
    invalidEmail: "有効なメールアドレスを入力してください。",
    networkFailed:
      "GifKit に接続できませんでした。インターネット接続を確認して、もう一度お試しください。",
    unexpected: "問題が発生しました。もう一度お試しください。",
    sent: "受信トレイを確認してください。キーへのリンクを送りました。リンクは 1 回だけ、{linkHours} 時間以内に使えます。",
  },
  serverErrors: {
    "missing-fields": "メールアドレスを入力してください。",
    "invalid-email": "有効なメールアドレスを入力してください。",
    "email-unavailable":
      "このサーバーはメールを送れないため（SMTP リレーが設定されていません）、API キーを発行できません。",
    "rate-limited": "キーの申し込みが多すぎます。しばらくしてから、もう一度お試しください。",
  },
  callerLimitsHeading: "呼び出し元の種類ごとの制限",
  callerLimitsText:
    "開始呼び出しはすべて、IETF の `RateLimit-Policy` ヘッダーと `RateLimit` ヘッダー（割り当てと残り）を返します。制限を超えると **429** と、秒数を示す `Retry-After` が返ります。無効なキーや間違ったキーは **401** です。",
  limitColumn: "制限",
  withoutKeyColumn: "キーなし（アドレスごと）",
  withKeyColumn: "キーあり（キーごと）",
  limitRows: {
    startsPerMinute: "1 分あたりに始められるタスク",
    startsPerDay: "1 日あたりに始められるタスク（UTC）",
    unfinishedTasks: "同時に待機・実行できるタスク",
    storedBytes: "同時に保存できるファイル",
    webhooks: "Webhook（callback_url）",
  },
  noDailyQuota: "1 日の上限なし",
  stillPerAddress: "{size}（これもアドレスごと）",
  yes: "あり",
  no: "なし",
  webhooksHeading: "Webhook と再送",
  webhooksText:
    "キーがあれば、どの開始呼び出しにも `callback_url` を付けられます。タスクが終わると（`task.succeeded`、`task.failed`、`task.cancelled`）、GifKit はそこへ `{type, timestamp, data}` を POST します。`data` はタスクの状態で、Standard Webhooks 仕様のとおりに署名されます：`webhook-id`、`webhook-timestamp`、`webhook-signature`（`v1,` と、キーの `whsec_` シークレットで計算した `id.timestamp.body` の base64 HMAC-SHA256）。",
  retriesText:
    "{timeoutSeconds} 秒以内に 2xx のいずれかで応答してください。それ以外は再送されます。最初は {firstRetrySeconds} 秒後、その後は間隔を広げて最大 {lastRetryHours} 時間おきに、{retryForHours} 時間のあいだ続きます。1 つのイベントの再送はすべて同じ `webhook-id` です。Webhook は公開アドレスにだけ送られます（ループバック、プライベート、リンクローカルには送りません）。",
  idempotencyHeading: "開始呼び出しを安全にやり直す",
  idempotencyText:
    "`Idempotency-Key`（引用符で囲んだ一意の文字列）を送ってください。同じ呼び出し元からの同じ呼び出しには、2 つ目のタスクを作る代わりに、タスクが保存されているあいだ同じ `task_id` が返ります。同じキーで別のリクエストを送ると **422** です。",
  keyedExampleLabel: "キーを使った呼び出しの例",
  verifyExampleLabel: "Webhook の検証",
  batchesHeading: "バッチ、送り先パック、URL 変換",
  batchesText:
    "`POST /api/batch` は最大 {maxBatchInputs} 個の入力（`files`、`urls`、`source_keys`、または JSON の `inputs`）と 1 つの操作リストを受け取ります。`operations` と `output` は `POST /api/edit` と同じです。入力はそれぞれ同じチェックを受ける別々のタスクになり、1 つでも拒否されると、エラーがその入力を示し、何も始まりません。バッチは `/api/batch/{id}` で確認でき、各結果はそのタスクから、終わったあとはまとめて 1 つの ZIP でダウンロードできます。まだ実行中のタスクを取り消すには、バッチの開始呼び出しの応答にある `cancel_token` を `X-Cancel-Token` ヘッダーに入れて `DELETE /api/batch/{id}` を送ります。取り消せるのはバッチを開始した人だけで、このヘッダーがないと **403** `cancel-not-allowed` が返ります。",
  packsText:
    "`POST /api/destinations-pack` は 1 つの入力を複数の送り先向けに一度に作ります（ID は `GET /api/destinations` から）。その ZIP には送り先ごとのファイルと、それぞれについて満たす制限と、そのために何を変えたかを書いた README.txt の行が入ります。",
  transformsText:
    "`GET /t/{key id}.{signature}/…operations…/{source}` は、元のリンクに操作を適用した結果を返すので、そのまま画像のアドレスとして使えます。操作は `resize:w=320`、`crop:1:1`、`speed:2`、`format:webp`、`name:key=value,…` のように書き、`POST /api/edit` と同じ手順で、そのどの形式でも終えられます。署名は、その後ろのパスの base64url HMAC-SHA256 で、imgproxy と同じようにキーの `whsec_` シークレットで作ります。署名がない、または間違っているパスには **403** が返ります。最初のリクエストで 1 つのタスクが作られ、結果が返ります。数秒以上かかる場合は **202** と状態のアドレスが返ります。その後は、結果が保存されているあいだ、同じパスがキャッシュから返されます（同じ `ETag`）。",
  batchExampleLabel: "バッチと送り先パック",
  transformExampleLabel: "URL 変換の署名",
  clientHeading: "クライアント、コマンドライン、MCP",
  clientText:
    "`@gifkit/client` は OpenAPI ドキュメントから作った型付きクライアントです。各ツールのオプションとすべての操作に型があり、アップロードは進み具合を知らせ、`finish` は間隔を広げながら状態を確認し（`Retry-After` にも従います）、`cancel` はタスクの取り消しトークンを送ります。バッチの開始と追跡もできます。",
  cliText:
    "コマンドラインの `gifkit` は、どのツールもそのオプションをフラグとして実行し、`--ops` でつなぎ、`gifkit batch` でまとめて処理し、求めれば `--json` で出力し、失敗の種類ごとの終了コードで終わります。`--server` を使えば、自分で動かしている GifKit を指定できます。`gifkit mcp` は AI エージェント向けの Model Context Protocol サーバーで、ツールと操作リストを示し、結果をファイルに保存します。",
  clientExampleLabel: "型付きクライアント",
  cliExampleLabel: "コマンドライン",
  errorsHeading: "エラーとコード",
  errorsText:
    '拒否された呼び出しは、HTTP ステータスと `{"error": "…", "code": "…"}` を返します。メッセージは人向け、コードはプログラム向けです（コードは変わりません）。失敗したタスクは、その状態の `error` と `error_code` で同じことを伝えます。操作リストのステップが拒否された場合は、そのステップも示します。GIF のツールに動画や画像を送った場合は、それを受け付ける呼び出しを `tools` で示します。コードの一覧は次のとおりです：',
} satisfies ApiCopy;
