import {
  callerKindLimits,
  defaultLimits,
  errorCodes,
  formatMegabytes,
  keyRequestLimits,
  webhookDeliveryRules,
} from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import { fill, formatNumber } from "../i18n/format.ts";
import type { Language } from "../i18n/languages.ts";
import { pageCopyFor } from "../i18n/page-copies.server.ts";
import { toolTranslation } from "../i18n/tool-translations.server.ts";
import { retention } from "../site/retention.ts";
import { siteOrigin } from "../site/route-table.ts";

const apiBase = `${siteOrigin}/api`;

/**
 * Runs at build time (the /api page's loader): the page's words in the request's language
 * (i18n/pages/api/<code>.ts) with the registry's count and the enforced limits filled in through
 * Intl, the endpoint list, the limits table and the code samples (code: the same in every
 * language). They reach the browser as page data only.
 */
export function apiPageData(request: Request) {
  // Tools with an HTTP start call (Record Screen works in the browser and has none).
  const apiTools = toolList.filter((tool) => !tool.browserOnly);
  const { address, key } = callerKindLimits;
  const { language, copy } = pageCopyFor("/api", request, {
    toolCount: apiTools.length,
    maxBatchInputs: defaultLimits.maxBatchInputs,
    linkHours: keyRequestLimits.confirmationLinkHours,
    perAddressPerHour: keyRequestLimits.perAddressPerHour,
    perEmailPerDay: keyRequestLimits.perEmailPerDay,
    timeoutSeconds: webhookDeliveryRules.timeoutSeconds,
    firstRetrySeconds: webhookDeliveryRules.retryDelaysSeconds[0] ?? 0,
    lastRetryHours: (webhookDeliveryRules.retryDelaysSeconds.at(-1) ?? 0) / 3600,
    retryForHours: webhookDeliveryRules.retryForHours,
  });
  const english = language.code === "en";
  const { retention: rules } = pageCopyFor("/privacy-policy", request).copy;
  const browserOnly = toolList
    .filter((tool) => tool.browserOnly)
    .map((tool) => toolTranslation(tool.id, language.code)?.name ?? tool.name);
  const endpointsIntro = fill(copy.endpointsIntro, {
    browserOnly:
      browserOnly.length > 0
        ? fill(copy.browserOnlyNote, { names: listOf(language, browserOnly) })
        : "",
  });

  // Every tool's start call, from the tool registry (a new tool is listed with no line here):
  // its apiSummary in English, its translated summary in other languages.
  const toolCalls = apiTools.map((tool) => ({
    method: "POST",
    path: tool.apiPath,
    text: english
      ? tool.apiSummary
      : (toolTranslation(tool.id, language.code)?.summary ??
        copy.untranslatedToolCalls[tool.apiPath] ??
        tool.apiSummary),
  }));
  const otherCalls = Object.entries(copy.calls).map(([call, text]) => {
    const [method = "", path = ""] = call.split(" ");
    return { method, path, text };
  });

  const n = (value: number) => formatNumber(language.code, value);
  // English keeps the site's writing of sizes (contracts' formatMegabytes: "1024 MB").
  const megabytes = (bytes: number) =>
    english
      ? formatMegabytes(bytes)
      : new Intl.NumberFormat(language.code, {
          style: "unit",
          unit: "megabyte",
          unitDisplay: "short",
        }).format(Math.round(bytes / (1024 * 1024)));
  const rows = copy.limitRows;
  const limitRows = [
    {
      label: rows.startsPerMinute,
      address: n(address.startsPerMinute),
      key: n(key.startsPerMinute),
    },
    { label: rows.startsPerDay, address: copy.noDailyQuota, key: n(key.startsPerDay) },
    {
      label: rows.unfinishedTasks,
      address: n(address.unfinishedTasks),
      key: n(key.unfinishedTasks),
    },
    {
      label: rows.storedBytes,
      address: megabytes(address.storedBytes),
      key: fill(copy.stillPerAddress, { size: megabytes(key.storedBytes) }),
    },
    { label: rows.webhooks, address: copy.no, key: copy.yes },
  ];

  return {
    language,
    copy: {
      ...copy,
      endpointsIntro,
      form: {
        ...copy.form,
        serverErrors: copy.serverErrors,
        // English pages show the API's own words, which it sends; others its code's.
        serverMessages: english,
      },
    },
    apiBase,
    endpoints: [...toolCalls, ...otherCalls],
    limitRows,
    // The privacy policy's sentences in the page's language, in the enforced rules' order.
    retention: retention.map((rule) => ({ id: rule.id, ...rules[rule.id] })),
    errorCodes: [...errorCodes],
    examples: codeSamples(apiTools),
  };
}

/** "A, B and C" in the language (English without the serial comma, as the site writes it). */
const listOf = (language: Language, items: readonly string[]) =>
  new Intl.ListFormat(language.code === "en" ? "en-GB" : language.code, {
    type: "conjunction",
  }).format(items);

/** The code samples: code, the same on every language's page (their comments stay English). */
function codeSamples(apiTools: typeof toolList) {
  // The example call is the tool's whose about.ts says `apiExample` (a GIF in, no fields).
  const exampleTool = apiTools.find((tool) => tool.highlights?.apiExample)!;
  const { key } = callerKindLimits;
  const keyed = [
    "# With a key: the key's limits, a webhook, and a safe retry",
    `curl -H "Authorization: Bearer $GIFKIT_KEY" \\`,
    `     -H 'Idempotency-Key: "7d3c1e9a-5b2f-4f7e-9a61-0c8d2b4e6f10"' \\`,
    "     -F file=@clip.gif -F callback_url=https://example.com/hooks/gifkit \\",
    `     ${siteOrigin}${exampleTool.apiPath}`,
    "",
    "# The answer says what is left:",
    `# RateLimit-Policy: "starts-per-minute";q=${key.startsPerMinute};w=60, "starts-per-day";q=${key.startsPerDay};w=86400`,
    `# RateLimit: "starts-per-minute";r=${key.startsPerMinute - 1};t=60, "starts-per-day";r=${key.startsPerDay - 1};t=41230`,
  ].join("\n");
  const verify = [
    "// npm install standardwebhooks (the Standard Webhooks reference library)",
    'import { Webhook } from "standardwebhooks";',
    "",
    "const webhook = new Webhook(process.env.GIFKIT_WEBHOOK_SECRET); // whsec_…",
    "// body: the raw request body as text; headers: webhook-id, -timestamp, -signature",
    "const event = webhook.verify(body, headers); // throws if forged or too old",
    'if (event.type === "task.succeeded") console.log(event.data.result);',
    "",
    "// Or by hand with node:crypto:",
    'import { createHmac, timingSafeEqual } from "node:crypto";',
    'const key = Buffer.from(secret.slice("whsec_".length), "base64");',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run
    'const signed = `${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`;',
    'const expected = createHmac("sha256", key).update(signed).digest("base64");',
    'const ok = headers["webhook-signature"].split(" ").some((part) => {',
    '  const [version, signature] = part.split(",");',
    '  return version === "v1" && signature.length === expected.length &&',
    "    timingSafeEqual(Buffer.from(signature), Buffer.from(expected));",
    "});",
  ].join("\n");
  const batch = [
    `# A batch: up to ${defaultLimits.maxBatchInputs} inputs, one operation list → 202 {"batch_id", "task_ids", "cancel_token"}`,
    "curl -F files=@a.gif -F files=@b.gif -F urls=https://example.com/c.gif \\",
    `     -F 'operations=[{"op":"resize","width":320}]' ${apiBase}/batch`,
    `curl ${apiBase}/batch/BATCH_ID            # state RUNNING → FINISHED, progress, tasks`,
    `curl -o results.zip ${apiBase}/batch/BATCH_ID/zip`,
    "",
    "# Cancel what still runs: only the starter can, with the start answer's cancel_token",
    `curl -X DELETE -H "X-Cancel-Token: CANCEL_TOKEN" ${apiBase}/batch/BATCH_ID`,
    "",
    "# One GIF for several places: a file per place and README.txt in the ZIP",
    "curl -F file=@clip.gif -F destinations=discord,slack-emoji,telegram-video-sticker \\",
    `     ${apiBase}/destinations-pack`,
  ].join("\n");
  const transform = [
    "// A URL transformation, signed with your key's signing secret (whsec_… on its page)",
    'import { createHmac } from "node:crypto";',
    'const source = encodeURIComponent("https://example.com/cat.gif");',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JavaScript shown on the page, not run
    "const path = `/crop:1:1/resize:w=320/speed:2/${source}`;",
    'const key = Buffer.from(secret.slice("whsec_".length), "base64");',
    'const signature = createHmac("sha256", key).update(path).digest("base64url");',
    `const url = \`${siteOrigin}/t/\${keyId}.\${signature}\${path}\`;`,
    "// keyId: the 16 hex digits after gk_ in your key",
  ].join("\n");
  const client = [
    "// npm install @gifkit/client   (ESM; Node 20+ and browsers)",
    'import { GifKitClient } from "@gifkit/client";',
    'import { fileInput, saveResult } from "@gifkit/client/node";',
    "",
    `const client = new GifKitClient({ server: "${siteOrigin}" });`,
    'const started = await client.edit(await fileInput("cat.gif"), [',
    '  { op: "crop", x: 0, y: 0, width: 240, height: 240 },',
    '  { op: "resize", width: 320 },',
    "]);",
    "const status = await client.finish(started.task_id); // polls; throws on FAILURE",
    'await saveResult(client, status.result.path, "cat-small.gif");',
  ].join("\n");
  const cli = [
    "# npm install -g @gifkit/cli   (or npx @gifkit/cli …)",
    "gifkit resize cat.gif --width 320",
    "gifkit compress-video clip.mp4 --for discord",
    'gifkit edit cat.gif --ops "crop:240:240,resize:w=160,speed:2"',
    'gifkit batch *.gif --ops "resize:w=320" --out small/',
    "gifkit --help                  # every tool; gifkit <tool> --help: its options",
    "",
    "# For AI agents: an MCP server on stdio (tools, inputs as paths or links, results as files)",
    "gifkit mcp",
  ].join("\n");
  const request = [
    `# 1. Start a task (multipart upload) → 202 {"task_id": "…"}`,
    `curl -F file=@clip.gif ${siteOrigin}${exampleTool.apiPath}`,
    "",
    "# 2. Poll until state is SUCCESS or FAILURE",
    `curl ${apiBase}/task-status/TASK_ID`,
    "",
    "# 3. Download the result with the key from result.gif",
    `curl -o ${exampleTool.downloadNames.gif} "${apiBase}/download/RESULT_KEY"`,
  ].join("\n");
  return { request, keyed, verify, batch, transform, client, cli };
}
