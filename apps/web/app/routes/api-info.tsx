import {
  callerKindLimits,
  defaultLimits,
  errorCodes,
  formatMegabytes,
  keyRequestLimits,
  webhookDeliveryRules,
} from "@gifkit/contracts";
import { toolList } from "@gifkit/tools";
import { Link } from "react-router";
import { KeyRequestForm } from "../../src/api-keys/key-request-form.tsx";
import { pageMeta, titled } from "../../src/seo/meta.ts";
import { breadcrumbs, webPage } from "../../src/seo/structured-data.ts";
import { limitFacts } from "../../src/site/limits.ts";
import { retention } from "../../src/site/retention.ts";
import { siteOrigin, supportEmail } from "../../src/site/route-table.ts";
import { codeGlyph } from "../../src/ui/glyphs/code.tsx";
import { globeGlyph } from "../../src/ui/glyphs/globe.tsx";
import { Icon } from "../../src/ui/icons.tsx";
import { PageIntro } from "../../src/ui/page-intro.tsx";
import type { Route } from "./+types/api-info";

const title = titled("GIF API for Developers");
/** The count comes from the loader (the registry, at build time): no tool list ships as code. */
const descriptionFor = (apiToolCount: number) =>
  `GifKit's HTTP API: ${apiToolCount} GIF tools that run on the server, from video to GIF to optimize, crop and effects. Start a task, poll its status, get the result.`;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const description = descriptionFor(loaderData?.toolCount ?? 0);
  return pageMeta({
    title,
    description,
    path: "/api",
    keywords: ["gif api", "video to gif api", "gif optimization api", "openapi"],
    structuredData: import.meta.env.SSR
      ? [
          {
            ...webPage("WebPage", title, "/api", description),
            about: {
              "@type": "WebAPI",
              name: "GifKit API",
              documentation: `${siteOrigin}/api/openapi.yaml`,
            },
          },
          breadcrumbs([{ name: "API", path: "/api" }]),
        ]
      : undefined,
  });
};

const apiBase = `${siteOrigin}/api`;

/** The endpoint list and the example, resolved at build time; they reach the browser as data. */
export function loader() {
  // Tools with an HTTP start call (Record Screen works in the browser and has none).
  const apiTools = toolList.filter((tool) => !tool.browserOnly);
  // Every tool's start call, from the tool registry (a new tool is listed with no line here).
  const endpoints = [
    ...apiTools.map((tool) => ({ method: "POST", path: tool.apiPath, text: tool.apiSummary })),
    {
      method: "POST",
      path: "/api/gif-metadata",
      text: "Answers at once with duration, frame count, width and height.",
    },
    {
      method: "POST",
      path: "/api/analyze",
      text: "Answers at once with where a GIF's bytes go (parts, frames) and what could be saved.",
    },
    {
      method: "GET",
      path: "/api/task-status/{id}",
      text: "State (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), progress and result.",
    },
    {
      method: "GET",
      path: "/api/download/{key}",
      text: "Download a result file by the key from the task's result.",
    },
    {
      method: "DELETE",
      path: "/api/task/{id}",
      text: "Cancel a waiting or running task; its files are deleted.",
    },
    {
      method: "POST",
      path: "/api/keys",
      text: "Ask for an API key: a link to it is mailed to the address.",
    },
    {
      method: "POST",
      path: "/api/keys/confirm",
      text: "The link's token in, the new key out (once).",
    },
    {
      method: "GET",
      path: "/api/keys/me",
      text: "With the key: its quota, bytes, tasks and webhook deliveries.",
    },
    {
      method: "DELETE",
      path: "/api/keys/me",
      text: "With the key: revoke it for good.",
    },
    {
      method: "POST",
      path: "/api/batch",
      text: `Up to ${defaultLimits.maxBatchInputs} inputs and one operation list: one task per input.`,
    },
    {
      method: "POST",
      path: "/api/destinations-pack",
      text: "One input made for several places (Discord, Slack emoji, Telegram...): a batch.",
    },
    {
      method: "GET",
      path: "/api/batch/{id}",
      text: "A batch's state, progress and each task with its download link.",
    },
    {
      method: "GET",
      path: "/api/batch/{id}/zip",
      text: "Every result of a finished batch as one ZIP (a pack's with README.txt).",
    },
    {
      method: "DELETE",
      path: "/api/batch/{id}",
      text: "Cancel every task of the batch that still waits or runs.",
    },
    {
      method: "GET",
      path: "/t/{signature}/{operations}/{source}",
      text: "A signed URL transformation: the result itself, cached (ETag).",
    },
  ];

  // The example call is the tool's whose about.ts says `apiExample` (a GIF in, no fields).
  const exampleTool = toolList.find((tool) => tool.highlights?.apiExample)!;
  const n = (value: number) => value.toLocaleString("en-US");
  const { address, key } = callerKindLimits;
  const limitRows = [
    {
      label: "Tasks started per minute",
      address: n(address.startsPerMinute),
      key: n(key.startsPerMinute),
    },
    { label: "Tasks started per day (UTC)", address: "No daily quota", key: n(key.startsPerDay) },
    {
      label: "Tasks waiting or running at once",
      address: n(address.unfinishedTasks),
      key: n(key.unfinishedTasks),
    },
    {
      label: "Files stored at once",
      address: formatMegabytes(address.storedBytes),
      key: `${formatMegabytes(key.storedBytes)} (still per address)`,
    },
    { label: "Webhooks (callback_url)", address: "No", key: "Yes" },
  ];
  const keyedExample = [
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
  const verifyExample = [
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

  const batchExample = [
    `# A batch: up to ${defaultLimits.maxBatchInputs} inputs, one operation list → 202 {"batch_id", "task_ids"}`,
    "curl -F files=@a.gif -F files=@b.gif -F urls=https://example.com/c.gif \\",
    `     -F 'operations=[{"op":"resize","width":320}]' ${apiBase}/batch`,
    `curl ${apiBase}/batch/BATCH_ID            # state RUNNING → FINISHED, progress, tasks`,
    `curl -o results.zip ${apiBase}/batch/BATCH_ID/zip`,
    `curl -X DELETE ${apiBase}/batch/BATCH_ID  # cancels what still runs`,
    "",
    "# One GIF for several places: a file per place and README.txt in the ZIP",
    "curl -F file=@clip.gif -F destinations=discord,slack-emoji,telegram-video-sticker \\",
    `     ${apiBase}/destinations-pack`,
  ].join("\n");
  const transformExample = [
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

  const clientExample = [
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
  const cliExample = [
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

  const example = [
    `# 1. Start a task (multipart upload) → 202 {"task_id": "…"}`,
    `curl -F file=@clip.gif ${siteOrigin}${exampleTool.apiPath}`,
    "",
    "# 2. Poll until state is SUCCESS or FAILURE",
    `curl ${apiBase}/task-status/TASK_ID`,
    "",
    "# 3. Download the result with the key from result.gif",
    `curl -o ${exampleTool.downloadNames.gif} "${apiBase}/download/RESULT_KEY"`,
  ].join("\n");
  const browserOnly = toolList.filter((tool) => tool.browserOnly).map((tool) => tool.name);
  return {
    endpoints,
    example,
    keyedExample,
    verifyExample,
    batchExample,
    transformExample,
    clientExample,
    cliExample,
    errorCodes: [...errorCodes],
    maxBatchInputs: defaultLimits.maxBatchInputs,
    limitRows,
    keyRules: {
      perAddressPerHour: keyRequestLimits.perAddressPerHour,
      perEmailPerDay: keyRequestLimits.perEmailPerDay,
      linkHours: keyRequestLimits.confirmationLinkHours,
    },
    webhookRules: {
      retryForHours: webhookDeliveryRules.retryForHours,
      firstRetrySeconds: webhookDeliveryRules.retryDelaysSeconds[0],
      lastRetryHours: (webhookDeliveryRules.retryDelaysSeconds.at(-1) ?? 0) / 3600,
      timeoutSeconds: webhookDeliveryRules.timeoutSeconds,
    },
    toolCount: apiTools.length,
    browserOnly,
    retention,
  };
}

export default function ApiInfo({ loaderData }: Route.ComponentProps) {
  const { endpoints, example, toolCount, browserOnly, keyRules, webhookRules } = loaderData;
  const code = "rounded bg-slate-100 px-1.5 py-0.5 text-sm";
  return (
    <>
      <PageIntro
        crumbs={[{ name: "Home", to: "/" }, { name: "API" }]}
        eyebrow="For developers"
        title="The GifKit API"
      >
        <p>
          Everything the site does is available over plain HTTP: upload a file or send a link, get a
          task id, poll its status and download the result. Free to use within the same limits as
          the site, or with a free API key's higher limits and webhooks.
        </p>
      </PageIntro>

      <div className="container-page py-12">
        <div className="grid gap-5 md:grid-cols-2">
          <div className="card p-6">
            <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              <Icon glyph={globeGlyph} className="size-4" />
              API base address
            </h2>
            <p className="mt-3 font-mono text-lg break-all text-slate-900">{apiBase}</p>
            <p className="mt-2 text-sm text-slate-600">
              Same origin as the web site. Every error is JSON: {"{error, code}"}.
            </p>
          </div>
          <div className="card p-6">
            <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              <Icon glyph={codeGlyph} className="size-4" />
              OpenAPI specification
            </h2>
            <p className="mt-3">
              <a
                href="/api/openapi.yaml"
                className="font-mono text-lg break-all text-brand-700 underline underline-offset-2"
              >
                {apiBase}/openapi.yaml
              </a>
            </p>
            <p className="mt-2 text-sm text-slate-600">
              OpenAPI 3.1, generated from the same schemas the server validates with. Also as{" "}
              <a href="/api/openapi.json" className="text-link">
                JSON
              </a>
              .
            </p>
          </div>
        </div>

        <section aria-labelledby="endpoints" className="mt-14">
          <h2 id="endpoints" className="section-title">
            Endpoints
          </h2>
          <p className="mt-3 max-w-3xl text-slate-600">
            The API offers a start call for each of the {toolCount} tools that run on the server
            {browserOnly.length > 0 && <> ({browserOnly.join(", ")} works only in the browser)</>},
            plus status and download calls. Tool calls take{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">multipart/form-data</code>{" "}
            with a <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">file</code> or a{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">url</code> plus the tool's
            options, and answer <strong>202</strong> with a{" "}
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">task_id</code>.
          </p>
          <section
            className="mt-6 overflow-x-auto rounded-2xl border border-slate-200"
            aria-label="API calls"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; the keyboard must reach it
            tabIndex={0}
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Call
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    What it does
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {endpoints.map((endpoint) => (
                  <tr key={`${endpoint.method} ${endpoint.path}`}>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <span
                        className={`mr-2 inline-block w-16 rounded-md px-1.5 py-0.5 text-center text-xs font-bold ${
                          endpoint.method === "GET"
                            ? "bg-emerald-50 text-emerald-800"
                            : endpoint.method === "DELETE"
                              ? "bg-red-50 text-red-800"
                              : "bg-brand-50 text-brand-800"
                        }`}
                      >
                        {endpoint.method}
                      </span>
                      <code className="font-mono text-slate-900">{endpoint.path}</code>
                    </td>
                    <td className="px-4 py-3 text-slate-700">{endpoint.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>

        <section aria-labelledby="quick-start" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="quick-start" className="section-title">
              Quick start
            </h2>
            <ol className="mt-5 list-decimal space-y-3 pl-5 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
              <li>Start a task with a tool call. You get a task id back at once.</li>
              <li>
                Poll{" "}
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm">
                  /api/task-status/{"{id}"}
                </code>{" "}
                every second or two until the state is SUCCESS or FAILURE.
              </li>
              <li>Download each output with its key before it is deleted (below).</li>
            </ol>
            <h3 id="retention" className="mt-6 font-semibold text-slate-900">
              How long files are kept
            </h3>
            <ul className="mt-2 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
              {loaderData.retention.map((rule) => (
                <li key={rule.id}>
                  <strong>{rule.label}:</strong> {rule.text}
                </li>
              ))}
            </ul>
            <p className="mt-5 text-slate-600">
              Uploads and linked files may be up to {limitFacts.maxUpload}; the other limits are on
              the{" "}
              <Link to="/faq" className="text-link">
                FAQ
              </Link>
              . Too many requests get <strong>429</strong> with a Retry-After header. Questions:{" "}
              <a href={`mailto:${supportEmail}`} className="text-link">
                {supportEmail}
              </a>
              .
            </p>
          </div>
          <section
            className="overflow-x-auto rounded-2xl bg-slate-900"
            aria-label="Example request"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; the keyboard must reach it
            tabIndex={0}
          >
            <pre className="w-max p-5 text-sm leading-relaxed text-slate-100">
              <code>{example}</code>
            </pre>
          </section>
        </section>

        <section aria-labelledby="keys" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="keys" className="section-title">
              API keys (optional)
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              Every call works without a key, with an address's limits. A key gives a program its
              own, higher limits, webhooks and a usage page. There is no account and no password:
              ask with an email address, open the link we mail you (it works once, within{" "}
              {keyRules.linkHours} hours) and the key is shown once. GifKit keeps only its hash.
              Send it as <code className={code}>Authorization: Bearer gk_…</code>.
            </p>
            <p className="mt-3 text-sm text-slate-600">
              At most {keyRules.perAddressPerHour} key requests an hour from one address and{" "}
              {keyRules.perEmailPerDay} a day for one email. Your key's page (
              <Link to="/api-key" className="text-link">
                /api-key
              </Link>
              ) shows today's quota, bytes in and out, its tasks and webhook deliveries, and revokes
              it.
            </p>
          </div>
          <div className="card self-start p-6">
            <h3 className="font-semibold text-slate-900">Get a key</h3>
            <div className="mt-4">
              <KeyRequestForm />
            </div>
          </div>
        </section>

        <section aria-labelledby="limits" className="mt-14">
          <h2 id="limits" className="section-title">
            Limits per caller kind
          </h2>
          <p className="mt-3 max-w-3xl text-slate-600">
            Every start call answers with the IETF <code className={code}>RateLimit-Policy</code>{" "}
            and <code className={code}>RateLimit</code> headers (what the quota is and what is
            left); over a limit the answer is <strong>429</strong> with{" "}
            <code className={code}>Retry-After</code> in seconds. A revoked or wrong key is{" "}
            <strong>401</strong>.
          </p>
          <section
            className="mt-6 overflow-x-auto rounded-2xl border border-slate-200"
            aria-label="Limits per caller kind"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone; the keyboard must reach it
            tabIndex={0}
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Limit
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Without a key (per address)
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    With a key (per key)
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {loaderData.limitRows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {row.label}
                    </th>
                    <td className="px-4 py-3 text-slate-700">{row.address}</td>
                    <td className="px-4 py-3 text-slate-700">{row.key}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>

        <section aria-labelledby="webhooks" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="webhooks" className="section-title">
              Webhooks and retries
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              With a key, add <code className={code}>callback_url</code> to any start call. When the
              task ends (<code className={code}>task.succeeded</code>,{" "}
              <code className={code}>task.failed</code> or{" "}
              <code className={code}>task.cancelled</code>), GifKit POSTs{" "}
              <code className={code}>{"{type, timestamp, data}"}</code> to it, where{" "}
              <code className={code}>data</code> is the task's status, signed as the Standard
              Webhooks specification says: <code className={code}>webhook-id</code>,{" "}
              <code className={code}>webhook-timestamp</code> and{" "}
              <code className={code}>webhook-signature</code> (<code className={code}>v1,</code> and
              the base64 HMAC-SHA256 of <code className={code}>id.timestamp.body</code> with your
              key's <code className={code}>whsec_</code> secret).
            </p>
            <p className="mt-3 leading-relaxed text-slate-700">
              Answer with any 2xx within {webhookRules.timeoutSeconds} seconds. Anything else is
              tried again, {webhookRules.firstRetrySeconds} seconds later at first, then at longer
              waits up to {webhookRules.lastRetryHours} hours, for {webhookRules.retryForHours}{" "}
              hours; every attempt of one event has the same{" "}
              <code className={code}>webhook-id</code>. Webhooks go only to public addresses (never
              loopback, private or link-local).
            </p>
            <h3 className="mt-6 font-semibold text-slate-900">Retrying a start call safely</h3>
            <p className="mt-2 leading-relaxed text-slate-700">
              Send <code className={code}>Idempotency-Key</code> (a quoted unique string): the same
              call again from the same caller answers the same <code className={code}>task_id</code>{" "}
              while the task is kept, instead of a second task. The same key with a different
              request is <strong>422</strong>.
            </p>
          </div>
          {/* min-w-0: the examples scroll inside their boxes instead of widening the page. */}
          <div className="min-w-0 space-y-5">
            <section
              className="overflow-x-auto rounded-2xl bg-slate-900"
              aria-label="Example call with a key"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; the keyboard must reach it
              tabIndex={0}
            >
              <pre className="w-max p-5 text-sm leading-relaxed text-slate-100">
                <code>{loaderData.keyedExample}</code>
              </pre>
            </section>
            <section
              className="overflow-x-auto rounded-2xl bg-slate-900"
              aria-label="Verifying a webhook"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; the keyboard must reach it
              tabIndex={0}
            >
              <pre className="w-max p-5 text-sm leading-relaxed text-slate-100">
                <code>{loaderData.verifyExample}</code>
              </pre>
            </section>
          </div>
        </section>

        <section aria-labelledby="batches" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="batches" className="section-title">
              Batches, destination packs and URL transformations
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              <code className={code}>POST /api/batch</code> takes up to {loaderData.maxBatchInputs}{" "}
              inputs (<code className={code}>files</code>, <code className={code}>urls</code>,{" "}
              <code className={code}>source_keys</code>, or <code className={code}>inputs</code> in
              JSON) and one operation list, the same <code className={code}>operations</code> and{" "}
              <code className={code}>output</code> as <code className={code}>POST /api/edit</code>.
              Each input becomes its own task with the same checks; if one input is refused, the
              error names it and nothing is started. Follow the batch at{" "}
              <code className={code}>/api/batch/{"{id}"}</code>, download each result from its task,
              or all of them as one ZIP once it is finished; DELETE cancels the tasks that are still
              running.
            </p>
            <p className="mt-3 leading-relaxed text-slate-700">
              <code className={code}>POST /api/destinations-pack</code> makes one input for several
              places at once (ids from <code className={code}>GET /api/destinations</code>). Its ZIP
              holds a file per place and a README.txt line for each one, saying which limits it
              meets and what was changed to meet them.
            </p>
            <p className="mt-3 leading-relaxed text-slate-700">
              <code className={code}>
                GET /t/{"{key id}.{signature}"}/…operations…/{"{source}"}
              </code>{" "}
              answers the source link with the operations applied, so it can be used directly as an
              image address. Operations are written <code className={code}>resize:w=320</code>,{" "}
              <code className={code}>crop:1:1</code>, <code className={code}>speed:2</code>,{" "}
              <code className={code}>format:webp</code> or{" "}
              <code className={code}>name:key=value,…</code>, the same steps as{" "}
              <code className={code}>POST /api/edit</code>, ending in any of its formats. The
              signature is the base64url HMAC-SHA256 of the path after it, made with your key's{" "}
              <code className={code}>whsec_</code> secret, as imgproxy signs. Paths without a
              signature, or with a wrong one, get <strong>403</strong>. The first request makes one
              task and answers the result, or <strong>202</strong> with its status address if it
              takes more than a few seconds. After that, the same path is served from the cache
              (same <code className={code}>ETag</code>) for as long as results are kept.
            </p>
          </div>
          <div className="min-w-0 space-y-5">
            <section
              className="overflow-x-auto rounded-2xl bg-slate-900"
              aria-label="A batch and a destination pack"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; the keyboard must reach it
              tabIndex={0}
            >
              <pre className="w-max p-5 text-sm leading-relaxed text-slate-100">
                <code>{loaderData.batchExample}</code>
              </pre>
            </section>
            <section
              className="overflow-x-auto rounded-2xl bg-slate-900"
              aria-label="Signing a URL transformation"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; the keyboard must reach it
              tabIndex={0}
            >
              <pre className="w-max p-5 text-sm leading-relaxed text-slate-100">
                <code>{loaderData.transformExample}</code>
              </pre>
            </section>
          </div>
        </section>

        <section aria-labelledby="client" className="mt-14 grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="client" className="section-title">
              The client, the command line and MCP
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              <code className={code}>@gifkit/client</code> is a typed client made from the OpenAPI
              document: every tool's options and every operation are typed, uploads report progress,{" "}
              <code className={code}>finish</code> polls with growing waits (and honours{" "}
              <code className={code}>Retry-After</code>), <code className={code}>cancel</code> sends
              the task's cancel token. It also starts and follows batches.
            </p>
            <p className="mt-3 leading-relaxed text-slate-700">
              <code className={code}>gifkit</code>, the command line, runs every tool with its
              options as flags, chains with <code className={code}>--ops</code>, batches with{" "}
              <code className={code}>gifkit batch</code>, prints{" "}
              <code className={code}>--json</code> on request and exits with a code per kind of
              failure. <code className={code}>--server</code> points it at a GifKit you run
              yourself. <code className={code}>gifkit mcp</code> is a Model Context Protocol server
              for AI agents: it lists the tools and the operation list and saves results to files.
            </p>
          </div>
          <div className="min-w-0 space-y-5">
            <section
              className="overflow-x-auto rounded-2xl bg-slate-900"
              aria-label="The typed client"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; the keyboard must reach it
              tabIndex={0}
            >
              <pre className="w-max p-5 text-sm leading-relaxed text-slate-100">
                <code>{loaderData.clientExample}</code>
              </pre>
            </section>
            <section
              className="overflow-x-auto rounded-2xl bg-slate-900"
              aria-label="The command line"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; the keyboard must reach it
              tabIndex={0}
            >
              <pre className="w-max p-5 text-sm leading-relaxed text-slate-100">
                <code>{loaderData.cliExample}</code>
              </pre>
            </section>
          </div>
        </section>

        <section aria-labelledby="errors" className="mt-14">
          <h2 id="errors" className="section-title">
            Errors and codes
          </h2>
          <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
            A refused call answers its HTTP status with{" "}
            <code className={code}>{'{"error": "…", "code": "…"}'}</code>: the message is written
            for people, the code for programs (it never changes). A failed task says the same in its
            status as <code className={code}>error</code> and{" "}
            <code className={code}>error_code</code>. A refused step of an operation list also names
            the step. These are all the codes:
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {loaderData.errorCodes.map((errorCode) => (
              <li key={errorCode}>
                <code className={code}>{errorCode}</code>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
