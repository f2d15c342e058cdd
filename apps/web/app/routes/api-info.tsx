import { toolList } from "@gifkit/tools";
import { Link } from "react-router";
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
  `GifKit's HTTP API: ${apiToolCount} GIF tools that run on the server, from video to GIF and GIF maker to optimize, crop, effects and frames. Start a task, poll its status, download the result.`;

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
      method: "GET",
      path: "/api/task-status/{id}",
      text: "State (PENDING, STARTED, PROGRESS, SUCCESS, FAILURE), progress and result.",
    },
    {
      method: "GET",
      path: "/api/download/{key}",
      text: "Download a result file by the key from the task's result.",
    },
  ];

  // The example call is the tool's whose about.ts says `apiExample` (a GIF in, no fields).
  const exampleTool = toolList.find((tool) => tool.highlights?.apiExample)!;
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
  return { endpoints, example, toolCount: apiTools.length, browserOnly, retention };
}

export default function ApiInfo({ loaderData }: Route.ComponentProps) {
  const { endpoints, example, toolCount, browserOnly } = loaderData;
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
          the site.
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
                  <tr key={endpoint.path}>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <span
                        className={`mr-2 inline-block w-12 rounded-md px-1.5 py-0.5 text-center text-xs font-bold ${
                          endpoint.method === "GET"
                            ? "bg-emerald-50 text-emerald-800"
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
      </div>
    </>
  );
}
