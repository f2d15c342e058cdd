import { destinations, type TaskResult } from "@gifkit/contracts";
import { toolList, tools } from "@gifkit/tools";
import { type ToolUi, useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import { useEffect, useRef, useState } from "react";
import { fetchTaskStatus, startTask } from "../task/api-client.ts";
import { pollTask, TaskError } from "../task/polling.ts";
import { toolMessages } from "./tool-messages.ts";

/**
 * Formats side by side (issue 17 §4, issue 27): the same animation as GIF, animated WebP, MP4,
 * animated AVIF and WebM, with the size of each, a download for each and where each one works.
 * The other four are made only when
 * the visitor asks ("Compare formats"): four Convert tasks on the GIF result's `source_key`, so no
 * bytes go through the browser and nobody who does not want them spends four tasks of their
 * per-minute allowance. A failure shows in its row; the GIF above stays usable.
 */
type OtherFormat = "webp" | "mp4" | "avif" | "webm";
type Row =
  | { state: "idle" }
  | { state: "running" }
  | { state: "done"; key: string; bytes: number }
  | { state: "failed"; message: string };

/** The tool that turns a kept GIF into another format (its tool.ts says `convertsFormats`). */
const convert = tools[toolList.find((tool) => tool.convertsFormats)!.id];
const convertMessages = toolMessages(convert.id);
const otherFormats: readonly OtherFormat[] = ["webp", "mp4", "avif", "webm"];
const shortNames = { gif: "GIF", webp: "WebP", mp4: "MP4", avif: "AVIF", webm: "WebM" } as const;
type Format = keyof typeof shortNames;

/** Platforms in the destinations list (packages/contracts) that turn an uploaded GIF into video. */
const convertingPlaces = destinations
  .filter((destination) => destination.converts_to_video)
  .map((destination) => destination.name.replace(/ \(.*\)$/, ""));

/**
 * The comparison's words in the page's language (the tool-ui catalog's `formats`, page data):
 * the format names, where each one works, its size and its buttons' words.
 */
export function formatWords(ui: ToolUi) {
  const { text, fill, languageCode } = ui;
  const words = text.formats;
  const places = new Intl.ListFormat(languageCode, { type: "conjunction" }).format(
    convertingPlaces,
  );
  return {
    ...words,
    name: (format: Format) => words.names[format],
    note: (format: Format) => fill(words.notes[format], { places }),
    kilobytes: (bytes: number) =>
      fill(text.xray.kilobytes, {
        count: new Intl.NumberFormat(languageCode).format(Math.max(1, Math.round(bytes / 1024))),
      }),
    download: (format: Format) => fill(words.download, { format: shortNames[format] }),
  };
}
type FormatWords = ReturnType<typeof formatWords>;

/** Shown for a result that is a GIF (its key is what Convert starts from); nothing otherwise. */
export function FormatComparison({
  result,
  gifUrl,
  downloadName,
}: {
  result: TaskResult;
  /** The GIF as shown above (an object URL), for its own download in the table. */
  gifUrl: string;
  downloadName: string;
}) {
  if (!result.gif) return null;
  return (
    // Keyed by the GIF: another version starts a new comparison.
    <Comparison
      key={result.gif}
      gifKey={result.gif}
      gifBytes={result.sizes?.gif ?? null}
      gifUrl={gifUrl}
      gifDownloadName={downloadName}
    />
  );
}

function Comparison({
  gifKey,
  gifBytes,
  gifUrl,
  gifDownloadName,
}: {
  /** The GIF result's download key: Convert reads it from storage (`source_key`). */
  gifKey: string;
  gifBytes: number | null;
  gifUrl: string;
  gifDownloadName: string;
}) {
  const [rows, setRows] = useState<Record<OtherFormat, Row>>({
    webp: { state: "idle" },
    mp4: { state: "idle" },
    avif: { state: "idle" },
    webm: { state: "idle" },
  });
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);
  const ui = useToolUi();
  const words = formatWords(ui);
  // Convert's failure words in the page's language (English: Convert's own).
  const messages =
    ui.languageCode === "en" ? convertMessages : { ...convertMessages, ...ui.text.tool };

  const started = otherFormats.some((format) => rows[format].state !== "idle");
  const running = otherFormats.some((format) => rows[format].state === "running");
  const baseName = gifDownloadName.replace(/\.gif$/i, "");

  const makeOne = async (format: OtherFormat, signal: AbortSignal) => {
    setRows((current) => ({ ...current, [format]: { state: "running" } }));
    try {
      const taskId = await startTask(
        convert.apiPath,
        {
          kind: "result",
          resultKey: gifKey,
          files: [],
          urls: [],
          displayName: gifDownloadName,
          previewUrl: "",
          sizeBytes: gifBytes,
        },
        { format },
        messages,
        () => {},
        signal,
      );
      const result = await pollTask(taskId, convert.polling, messages.taskFailed, signal, {
        fetchStatus: fetchTaskStatus,
        onUpdate: () => {},
      });
      const key = result[format];
      const bytes = result.sizes?.[format];
      if (!key || bytes === undefined) throw new TaskError(messages.fetchResultFailed);
      if (!signal.aborted) {
        setRows((current) => ({ ...current, [format]: { state: "done", key, bytes } }));
      }
    } catch (failure) {
      if (signal.aborted) return;
      const message = failure instanceof TaskError ? failure.message : ui.text.flow.networkError;
      setRows((current) => ({ ...current, [format]: { state: "failed", message } }));
    }
  };

  const compare = () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    // All at once: Convert runs on the fast queue, and the others wait there if they must.
    for (const format of otherFormats) {
      if (rows[format].state !== "done") void makeOne(format, controller.signal);
    }
  };

  const sizes: { format: Format; bytes: number }[] = [];
  if (gifBytes !== null) sizes.push({ format: "gif", bytes: gifBytes });
  for (const format of otherFormats) {
    const row = rows[format];
    if (row.state === "done") sizes.push({ format, bytes: row.bytes });
  }
  // The smallest is marked once every format has a size (a partial table could mislead).
  const complete = sizes.length === otherFormats.length + 1;
  const smallest = complete
    ? sizes.reduce((best, entry) => (entry.bytes < best.bytes ? entry : best)).format
    : null;
  const failed = otherFormats.some((format) => rows[format].state === "failed");

  return (
    <section
      aria-labelledby="formats-title"
      className="mt-6 border-t border-slate-200 pt-5"
      data-format-comparison
    >
      <h3 id="formats-title" className="text-sm font-semibold text-slate-900">
        {words.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{words.about}</p>
      {!started && (
        <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={compare}>
          {words.compare}
        </button>
      )}
      {started && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          <FormatRow
            format="gif"
            words={words}
            smallest={smallest === "gif"}
            size={gifBytes === null ? "—" : words.kilobytes(gifBytes)}
            download={{ href: gifUrl, name: gifDownloadName }}
          />
          {otherFormats.map((format) => {
            const row = rows[format];
            return (
              <FormatRow
                key={format}
                format={format}
                words={words}
                smallest={smallest === format}
                size={
                  row.state === "done"
                    ? words.kilobytes(row.bytes)
                    : row.state === "failed"
                      ? "—"
                      : words.making
                }
                download={
                  row.state === "done"
                    ? { href: `/api/download/${row.key}`, name: `${baseName}.${format}` }
                    : null
                }
                error={row.state === "failed" ? row.message : null}
              />
            );
          })}
        </ul>
      )}
      {/* Announced once: the sizes as they arrive would be noise for a screen reader. */}
      <p className="sr-only" aria-live="polite">
        {running ? words.makingAll : complete ? words.allReady : ""}
      </p>
      {failed && !running && (
        <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={compare}>
          {ui.text.retry.tryAgain}
        </button>
      )}
    </section>
  );
}

export function FormatRow({
  format,
  words,
  smallest,
  size,
  download,
  error = null,
}: {
  format: Format;
  words: FormatWords;
  smallest: boolean;
  size: string;
  download: { href: string; name: string } | null;
  error?: string | null;
}) {
  return (
    <li
      className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4"
      data-format={format}
      data-smallest={smallest ? "true" : undefined}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-slate-900">{words.name(format)}</span>
          <span className="font-semibold text-slate-900 tabular-nums" data-format-size>
            {size}
          </span>
          {smallest && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              {words.smallest}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{words.note(format)}</p>
        {error && (
          <p className="mt-1 text-xs font-medium text-red-800" role="alert">
            {error}
          </p>
        )}
      </div>
      {download && (
        <a
          className="btn btn-secondary btn-sm shrink-0"
          href={download.href}
          download={download.name}
          data-format-download={format}
        >
          {words.download(format)}
        </a>
      )}
    </li>
  );
}
