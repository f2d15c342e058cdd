import { defaultLimits, type OutputKind, outputKinds, type TaskResult } from "@gifkit/contracts";
import { type ToolId, toolList } from "@gifkit/tools";
import { formatNumber } from "@gifkit/tools/shared/i18n/format";
import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { ResultFacts } from "@gifkit/tools/shared/web/result-facts-line";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { localizedPath } from "../i18n/languages.ts";
import { usePageLanguage } from "../i18n/page-language.ts";
import { useSiteTools } from "../site/site-tool.ts";
import { resultUrl } from "../task/api-client.ts";
import { DestinationsPackLauncher } from "./destinations-pack-launcher.tsx";
import { FitSettingsLine } from "./fit-settings-line.tsx";
import { FormatComparison } from "./format-comparison.tsx";
import type { ResultVersion } from "./result-history.ts";
import { ZipContents } from "./zip-contents.tsx";

// The X-ray's view and its report schema load after the result is shown: the tool pages'
// JavaScript budget before any interaction holds (npm run js-budget).
const ByteXray = lazy(() =>
  import("./byte-xray.tsx").then((module) => ({ default: module.ByteXray })),
);

const kilobytes = (languageCode: string, bytes: number) =>
  `${formatNumber(languageCode, Math.max(1, Math.round(bytes / 1024)))} KB`;

/**
 * The finished task: a preview that suits the result's kind (an image, a muted looping video, or
 * what an archive holds), sizes, download under the tool's file name, and start over.
 */
export function ResultScreen({
  title,
  kind = "gif",
  blobUrl,
  downloadName,
  downloadLabel,
  originalBytes,
  result,
  startOverLabel,
  onStartOver,
  toolId,
  versions,
  fitTargetBytes,
  versionView,
  chainView,
  outdated = false,
}: {
  title: string;
  /** The kind of the result's main file (`primaryOutput`): how it is shown. */
  kind?: OutputKind;
  blobUrl: string;
  downloadName: string;
  downloadLabel?: string | undefined;
  originalBytes: number | null;
  result: TaskResult;
  startOverLabel: string;
  onStartOver: () => void;
  /** The tool that made the result: "Edit this GIF" offers the others. */
  toolId: ToolId;
  /** GIFs made in this session and still kept, newest (this one) first. */
  versions: readonly ResultVersion[];
  /** The size the task was asked to fit under (`target_size_bytes`), if any. */
  fitTargetBytes?: number | null;
  /** Which version of the session's strip is shown, and how to show another. */
  versionView: VersionView;
  /** The chain of edits that made it (tool-workspace's ChainSteps), if any. */
  chainView?: ReactNode;
  /** A new version is being made (the chain runs again): this one is shown, not handed out. */
  outdated?: boolean;
}) {
  const { text: ui, fill } = useToolUi();
  const text = ui.result;
  const resultBytes = result.sizes?.[kind] ?? null;
  const archive = outputKinds[kind].display === "archive";
  const actions = (
    <div className="mt-5 flex flex-col gap-3 sm:flex-row">
      {outdated ? (
        <button type="button" className="btn btn-primary btn-lg" disabled>
          {downloadLabel ?? fill(text.download, { name: downloadName })}
        </button>
      ) : (
        <a className="btn btn-primary btn-lg" href={blobUrl} download={downloadName}>
          {downloadLabel ?? fill(text.download, { name: downloadName })}
        </a>
      )}
      <button type="button" className="btn btn-secondary btn-lg" onClick={onStartOver}>
        {startOverLabel}
      </button>
    </div>
  );
  return (
    <section aria-labelledby="result-title" className="card p-5 sm:p-6">
      <h2 id="result-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {/* An archive's one download comes before its list of files (Split: 45 frames), not after. */}
      {archive && actions}
      {outdated && (
        <p
          role="status"
          className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-result-outdated
        >
          {text.outdated}
        </p>
      )}
      <div className={outdated ? "opacity-60" : undefined}>
        <ResultPreview kind={kind} url={blobUrl} downloadName={downloadName} />
      </div>
      <ResultFacts
        url={blobUrl}
        bytes={resultBytes}
        originalBytes={originalBytes}
        video={outputKinds[kind].display === "video"}
      />
      <FitSettingsLine result={result} targetBytes={fitTargetBytes} />
      {result.notes && result.notes.length > 0 && (
        <ul
          className="mt-3 space-y-1 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900"
          data-result-notes
        >
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {result.unchanged && kind === "gif" && (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {text.unchanged}
        </p>
      )}
      {!archive && actions}
      <p className="mt-3 text-xs text-slate-500">
        {fill(text.keptFor, { minutes: defaultLimits.resultTtlMinutes })}
      </p>
      <ResultNextSteps
        result={result}
        gifUrl={blobUrl}
        downloadName={downloadName}
        toolId={toolId}
        versions={versions}
        versionView={versionView}
        chainView={chainView}
      />
    </section>
  );
}

const checkerboard =
  "bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px]";

/**
 * The result shown as its kind is seen: a picture, a muted looping video, a sound's player, an
 * archive's files.
 */
function ResultPreview({
  kind,
  url,
  downloadName,
}: {
  kind: OutputKind;
  url: string;
  downloadName: string;
}) {
  const preview = useToolUi().text.result.preview;
  switch (outputKinds[kind].display) {
    case "image":
      return (
        <div className={`mt-4 flex justify-center rounded-xl p-4 ${checkerboard}`}>
          <img
            src={url}
            alt={preview}
            className="block h-auto max-h-[28rem] max-w-full object-contain"
          />
        </div>
      );
    case "video":
      return (
        <div className="light-palette mt-4 flex justify-center rounded-xl bg-slate-900 p-4">
          <video
            src={url}
            aria-label={preview}
            controls
            autoPlay
            muted
            loop
            playsInline
            className="block h-auto max-h-[28rem] max-w-full"
          />
        </div>
      );
    case "audio":
      // A sound (Video Audio's extracted track): the browser's own player, not started by itself.
      return (
        <div className="mt-4 rounded-xl bg-slate-50 p-4">
          {/* biome-ignore lint/a11y/useMediaCaption: the person's own sound; it has no captions to offer. */}
          <audio src={url} aria-label={preview} controls className="block w-full" />
        </div>
      );
    case "archive":
      return (
        <div className="mt-4 rounded-xl bg-slate-50 p-4">
          <ZipContents zipUrl={url} label={downloadName} />
        </div>
      );
    case "file":
      return null;
  }
}

/**
 * What every GIF result screen offers below its downloads (the shared one and a tool's own, such
 * as Video to GIF's): the same animation in other formats, "Edit this GIF" in another tool, and
 * the versions made in this session.
 */
export function ResultNextSteps({
  result,
  gifUrl,
  downloadName,
  toolId,
  versions,
  versionView,
  chainView,
}: {
  result: TaskResult;
  /** An object URL of the GIF, already fetched for the preview. */
  gifUrl: string;
  downloadName: string;
  toolId: ToolId;
  versions: readonly ResultVersion[];
  versionView: VersionView;
  /** The chain of edits that made it, shown first (the latest version only). */
  chainView?: ReactNode;
}) {
  // The task's own result is not offered to its own tool again; an earlier version is.
  const isLatest = versionView.shownKey === null || versionView.shownKey === versions[0]?.key;
  return (
    <>
      {isLatest && chainView}
      <FormatComparison result={result} gifUrl={gifUrl} downloadName={downloadName} />
      <Suspense fallback={null}>
        <ByteXray result={result} gifUrl={gifUrl} />
      </Suspense>
      {result.gif && (
        <DestinationsPackLauncher gifKey={result.gif} gifBytes={result.sizes?.gif ?? null} />
      )}
      {result.gif && <EditNext resultKey={result.gif} exclude={isLatest ? toolId : null} />}
      {versions.length > 1 && <VersionStrip versions={versions} view={versionView} />}
    </>
  );
}

/** The version of the session's strip on screen (null: the task's own result) and how to change it. */
export interface VersionView {
  shownKey: string | null;
  show(version: ResultVersion): void;
}

/** The next step: the same GIF opened in another tool's editor, read from the server by its key. */
function EditNext({ resultKey, exclude }: { resultKey: string; exclude: ToolId | null }) {
  const { text } = useToolUi();
  const { language } = usePageLanguage();
  // The menus' names, in the page's language (the site's tool list, from the page data).
  const names = new Map(useSiteTools().map((tool) => [tool.id, tool.name]));
  // GIF Maker builds a sequence from several inputs; it takes results through the API only. A
  // still result (Crop of a JPEG) has no GIF key, so none of these GIF tools is offered for it.
  const nextTools = toolList.filter(
    (tool) => (tool.input === "gif" || tool.input === "gif-or-still") && tool.id !== exclude,
  );
  return (
    <nav aria-labelledby="edit-next-title" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="edit-next-title" className="text-sm font-semibold text-slate-900">
        {text.result.editThisGif}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {nextTools.map((tool) => (
          <li key={tool.id}>
            <Link
              className="btn btn-secondary btn-sm"
              to={`${localizedPath(`/${tool.id}`, language)}?source=${resultKey}`}
              data-edit-next={tool.id}
            >
              {names.get(tool.id) ?? tool.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The versions made in this session: show any of them here (its sizes, formats and downloads),
 * and branch from it with "Edit this GIF".
 */
function VersionStrip({
  versions,
  view,
}: {
  versions: readonly ResultVersion[];
  view: VersionView;
}) {
  const shownKey = view.shownKey ?? versions[0]?.key;
  const { text: ui, fill, languageCode } = useToolUi();
  const text = ui.result;
  return (
    <section aria-labelledby="versions-title" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="versions-title" className="text-sm font-semibold text-slate-900">
        {text.versionsTitle}
      </h3>
      <p className="mt-1 text-xs text-slate-500">
        {fill(text.versionsNote, { minutes: defaultLimits.resultTtlMinutes })}
      </p>
      <ol className="mt-3 flex gap-3 overflow-x-auto pb-2">
        {versions.map((version, index) => {
          const shown = version.key === shownKey;
          return (
            <li key={version.key} className="w-28 shrink-0 text-xs text-slate-600">
              <button
                type="button"
                onClick={() => view.show(version)}
                aria-current={shown ? "true" : undefined}
                className={`block w-full rounded-lg border p-1 hover:border-brand-500 ${shown ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200"}`}
                data-version={version.key}
              >
                <img
                  src={resultUrl(version.key)}
                  alt={fill(ui.flow.versionTitle, {
                    number: versions.length - index,
                    tool: version.toolName,
                  })}
                  className="mx-auto block h-16 w-auto max-w-full object-contain"
                  loading="lazy"
                />
              </button>
              <span className="mt-1 block font-medium text-slate-800">{version.toolName}</span>
              {version.sizeBytes !== null && (
                <span>{kilobytes(languageCode, version.sizeBytes)}</span>
              )}
              {shown && <span className="ml-1 text-brand-700">{text.shown}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
