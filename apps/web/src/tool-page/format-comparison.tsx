import { destinations, type TaskResult } from "@gifkit/contracts";
import { toolList, tools } from "@gifkit/tools";
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
const formatNames = {
  gif: "GIF",
  webp: "Animated WebP",
  mp4: "MP4 video",
  avif: "Animated AVIF",
  webm: "WebM video",
} as const;
const shortNames = { gif: "GIF", webp: "WebP", mp4: "MP4", avif: "AVIF", webm: "WebM" } as const;

/** Platforms in the destinations list (packages/contracts) that turn an uploaded GIF into video. */
const convertingPlaces = destinations
  .filter((destination) => destination.converts_to_video)
  .map((destination) => destination.name.replace(/ \(.*\)$/, ""));
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

/** One line each: where the format works (what the spec asks the comparison to say). */
const whereItWorks = {
  gif: "Works everywhere an image does: email, GitHub READMEs, chat apps, any web page. Usually the largest.",
  webp: "Plays in every current browser, so it suits web pages; many email apps don't show it and some upload forms refuse it.",
  mp4: `Plays everywhere video does and is usually the smallest; ${listed(convertingPlaces)} turn GIFs into video anyway. No transparency.`,
  avif: "An AV1 image with transparency, often the smallest image; current browsers show it, many apps and upload forms don't yet.",
  webm: "VP9 video with transparency: small, plays in browsers and is what Telegram video stickers take; Safari plays it only in recent versions.",
} as const;

const kilobytes = (bytes: number) =>
  `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;

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
        convertMessages,
        () => {},
        signal,
      );
      const result = await pollTask(taskId, convert.polling, convertMessages.taskFailed, signal, {
        fetchStatus: fetchTaskStatus,
        onUpdate: () => {},
      });
      const key = result[format];
      const bytes = result.sizes?.[format];
      if (!key || bytes === undefined) throw new TaskError(convertMessages.fetchResultFailed);
      if (!signal.aborted) {
        setRows((current) => ({ ...current, [format]: { state: "done", key, bytes } }));
      }
    } catch (failure) {
      if (signal.aborted) return;
      const message =
        failure instanceof TaskError ? failure.message : "Network error or unexpected issue.";
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

  const sizes: { format: keyof typeof formatNames; bytes: number }[] = [];
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
        The same animation in other formats
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        A GIF is rarely the smallest way to share an animation. See what an animated WebP, an MP4,
        an animated AVIF and a WebM of it weigh, and pick the one that suits where it is going.
      </p>
      {!started && (
        <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={compare}>
          Compare formats
        </button>
      )}
      {started && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          <FormatRow
            format="gif"
            smallest={smallest === "gif"}
            size={gifBytes === null ? "—" : kilobytes(gifBytes)}
            download={{ href: gifUrl, name: gifDownloadName }}
          />
          {otherFormats.map((format) => {
            const row = rows[format];
            return (
              <FormatRow
                key={format}
                format={format}
                smallest={smallest === format}
                size={
                  row.state === "done"
                    ? kilobytes(row.bytes)
                    : row.state === "failed"
                      ? "—"
                      : "Making…"
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
        {running
          ? "Making the WebP, MP4, AVIF and WebM..."
          : complete
            ? "All five sizes are ready."
            : ""}
      </p>
      {failed && !running && (
        <button type="button" className="btn btn-secondary btn-sm mt-3" onClick={compare}>
          Try again
        </button>
      )}
    </section>
  );
}

function FormatRow({
  format,
  smallest,
  size,
  download,
  error = null,
}: {
  format: keyof typeof formatNames;
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
          <span className="font-semibold text-slate-900">{formatNames[format]}</span>
          <span className="font-semibold text-slate-900 tabular-nums" data-format-size>
            {size}
          </span>
          {smallest && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              Smallest
            </span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">{whereItWorks[format]}</p>
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
          Download {shortNames[format]}
        </a>
      )}
    </li>
  );
}
