import type { TaskResult } from "@gifkit/contracts";
import { tools } from "@gifkit/tools";
import { formatBytes, formatNumber } from "@gifkit/tools/shared/i18n/format";
import { type ToolUi, useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import {
  type GifXray,
  mergeDuplicateFramesSettings,
  xrayMaxFileBytes,
} from "@gifkit/tools/shared/xray-report";
import { useEffect, useRef, useState } from "react";
import { fetchTaskStatus, startTask } from "../task/api-client.ts";
import { pollTask, TaskError } from "../task/polling.ts";
import { toolMessages } from "./tool-messages.ts";

/**
 * The byte X-ray (issue 39) under every GIF result: the GIF's bytes by part (`POST /api/analyze`,
 * bars that add up to the file's size), each frame's bytes, and the findings with their
 * predicted savings. "Merge duplicate frames" runs Optimize on the kept result (`source_key`)
 * with nothing lossy, so only the repeats go, and shows the real saving beside the prediction.
 */
const optimize = tools.optimize;
const optimizeMessages = toolMessages(optimize.id);

/** "1,234 bytes" under 10 KiB, else "12 KB" (KiB, as the result screen counts), in the page's language. */
const sizeWriter = (ui: ToolUi) => (bytes: number) =>
  bytes < 10_240
    ? ui.plural(ui.text.xray.bytes, bytes)
    : ui.fill(ui.text.xray.kilobytes, {
        count: formatNumber(ui.languageCode, Math.round(bytes / 1024)),
      });

/** A finding in the page's language: English keeps the server's sentences (the API's). */
function findingText(
  ui: ToolUi,
  finding: GifXray["findings"][number],
  sizeOf: (bytes: number) => string,
) {
  if (ui.languageCode === "en") return { title: finding.title, detail: finding.detail };
  const words = ui.text.xray.findings;
  const values = finding.values;
  const count = values.count ?? 0;
  const size = sizeOf(values.bytes ?? 0);
  switch (finding.id) {
    case "duplicate-frames":
      return {
        title: ui.plural(words.duplicateFramesTitle, count),
        detail:
          finding.predicted_saving_bytes !== null
            ? ui.fill(words.duplicateFramesMergeable, { size })
            : words.duplicateFramesKept,
      };
    case "unchanged-pixels":
      return {
        title: ui.plural(words.unchangedPixelsTitle, count),
        detail: ui.fill(words.unchangedPixelsDetail, { size }),
      };
    case "palette-larger-than-used":
      return {
        title: words.paletteTitle,
        detail: ui.plural(words.paletteDetail, count, {
          entries: formatNumber(ui.languageCode, values.entries ?? 0),
          size,
        }),
      };
    case "metadata":
      return { title: words.metadataTitle, detail: ui.fill(words.metadataDetail, { size }) };
    case "lossy":
      return {
        title: words.lossyTitle,
        detail: ui.fill(words.lossyDetail, {
          percent: new Intl.NumberFormat(ui.languageCode, { style: "percent" }).format(
            (values.percent ?? 0) / 100,
          ),
        }),
      };
  }
}

/** One colour per part, in the order the parts come. */
const partColours = [
  "bg-slate-500",
  "bg-amber-500",
  "bg-orange-400",
  "bg-lime-500",
  "bg-teal-500",
  "bg-sky-600",
  "bg-violet-500",
  "bg-pink-500",
  "bg-rose-600",
  "bg-slate-300",
];

type Merge =
  | { state: "idle" }
  | { state: "running" }
  | { state: "done"; bytes: number; key: string }
  | { state: "failed"; message: string };

export function ByteXray({ result, gifUrl }: { result: TaskResult; gifUrl: string }) {
  if (!result.gif) return null;
  return (
    <Xray
      key={result.gif}
      gifKey={result.gif}
      gifUrl={gifUrl}
      gifBytes={result.sizes?.gif ?? null}
    />
  );
}

const maxMegabytes = Math.round(xrayMaxFileBytes / (1024 * 1024));
/** "30 MB" (MiB, as the limit is set) in the page's language. */
const maxSizeIn = (language: string) => formatBytes(language, maxMegabytes * 1_000_000);

function Xray({
  gifKey,
  gifUrl,
  gifBytes,
}: {
  gifKey: string;
  gifUrl: string;
  gifBytes: number | null;
}) {
  const ui = useToolUi();
  const { text, fill } = ui;
  const english = ui.languageCode === "en";
  const sizeOf = sizeWriter(ui);
  const maxSize = maxSizeIn(ui.languageCode);
  const [xray, setXray] = useState<GifXray | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [merge, setMerge] = useState<Merge>({ state: "idle" });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    if (gifBytes !== null && gifBytes > xrayMaxFileBytes) {
      setFailure(fill(text.xray.tooLarge, { size: maxSize }));
      return;
    }
    (async () => {
      try {
        const gif = await (await fetch(gifUrl, { signal: controller.signal })).blob();
        const form = new FormData();
        form.append("file", gif, "result.gif");
        const response = await fetch("/api/analyze", {
          method: "POST",
          body: form,
          signal: controller.signal,
        });
        const body = await response.json();
        // Another language's page says it in its own words (the server's are English).
        if (!response.ok) throw new Error((english && body.error) || text.xray.failed);
        setXray(body as GifXray);
      } catch (error) {
        if (!controller.signal.aborted) {
          setFailure(error instanceof Error ? error.message : text.xray.failed);
        }
      }
    })();
    return () => controller.abort();
  }, [gifUrl, gifBytes, english, fill, text.xray.tooLarge, text.xray.failed, maxSize]);

  const mergeDuplicates = async () => {
    const signal = controllerRef.current?.signal ?? new AbortController().signal;
    setMerge({ state: "running" });
    try {
      const taskId = await startTask(
        optimize.apiPath,
        {
          kind: "result",
          resultKey: gifKey,
          files: [],
          urls: [],
          displayName: "result.gif",
          previewUrl: "",
          sizeBytes: xray?.file_bytes ?? null,
        },
        { ...mergeDuplicateFramesSettings },
        optimizeMessages,
        () => {},
        signal,
      );
      const messages = english ? optimizeMessages : text.tool;
      const done = await pollTask(taskId, optimize.polling, messages.taskFailed, signal, {
        fetchStatus: fetchTaskStatus,
        onUpdate: () => {},
      });
      const bytes = done.sizes?.gif;
      if (!done.gif || bytes === undefined) throw new TaskError(messages.fetchResultFailed);
      setMerge({ state: "done", bytes, key: done.gif });
    } catch (error) {
      if (signal.aborted) return;
      setMerge({
        state: "failed",
        message: error instanceof TaskError ? error.message : text.flow.networkError,
      });
    }
  };

  return (
    <section
      aria-labelledby="xray-title"
      className="mt-6 border-t border-slate-200 pt-5"
      data-byte-xray
    >
      <h3 id="xray-title" className="text-sm font-semibold text-slate-900">
        {text.xray.title}
      </h3>
      <p className="mt-1 text-xs text-slate-500">{fill(text.xray.about, { size: maxSize })}</p>
      {!xray && !failure && <p className="mt-1 text-sm text-slate-600">{text.xray.reading}</p>}
      {failure && (
        <p className="mt-1 text-sm text-red-800" role="alert">
          {failure}
        </p>
      )}
      {xray && (
        <>
          <p className="mt-1 text-sm text-slate-600" data-xray-total={xray.file_bytes}>
            {ui.plural(text.xray.total, xray.frame_count, {
              size: sizeOf(xray.file_bytes),
              width: xray.width,
              height: xray.height,
            })}
          </p>
          <div
            className="mt-3 flex h-4 w-full overflow-hidden rounded-full bg-slate-100"
            role="img"
            aria-label={xray.parts
              .filter((part) => part.bytes > 0)
              .map((part) => `${text.xray.parts[part.id]}: ${sizeOf(part.bytes)}`)
              .join(", ")}
          >
            {xray.parts.map((part, index) =>
              part.bytes > 0 ? (
                <span
                  key={part.id}
                  className={partColours[index]}
                  style={{ width: `${(100 * part.bytes) / xray.file_bytes}%` }}
                  data-xray-part={part.id}
                  data-bytes={part.bytes}
                />
              ) : null,
            )}
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
            {xray.parts
              .map((part, index) => ({ part, colour: partColours[index] }))
              .filter(({ part }) => part.bytes > 0)
              .map(({ part, colour }) => (
                <li key={part.id} className="flex items-center gap-1.5">
                  <span
                    aria-hidden="true"
                    className={`inline-block size-2.5 rounded-sm ${colour}`}
                  />
                  {text.xray.parts[part.id]}{" "}
                  <span className="tabular-nums">{sizeOf(part.bytes)}</span>
                </li>
              ))}
          </ul>
          <FrameBars xray={xray} sizeOf={sizeOf} />
          <ul className="mt-4 space-y-2">
            {xray.findings.map((finding) => {
              const words = findingText(ui, finding, sizeOf);
              return (
                <li
                  key={finding.id}
                  className="rounded-xl border border-slate-200 p-3 text-sm"
                  data-finding={finding.id}
                  data-predicted-bytes={finding.predicted_saving_bytes ?? undefined}
                >
                  <p className="font-semibold text-slate-900">
                    {words.title}
                    {finding.predicted_saving_bytes !== null && (
                      <span className="ml-2 font-normal text-emerald-800">
                        {fill(text.xray.savesPredicted, {
                          size: sizeOf(finding.predicted_saving_bytes),
                        })}
                      </span>
                    )}
                  </p>
                  <p className="mt-0.5 text-slate-600">{words.detail}</p>
                  {finding.action === "merge-duplicate-frames" && (
                    <MergeAction
                      merge={merge}
                      fileBytes={xray.file_bytes}
                      onMerge={() => void mergeDuplicates()}
                      sizeOf={sizeOf}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** Each frame's bytes as a bar, tallest = the largest frame; repeats are marked. */
function FrameBars({ xray, sizeOf }: { xray: GifXray; sizeOf: (bytes: number) => string }) {
  const { text, fill } = useToolUi();
  const largest = Math.max(1, ...xray.frames.map((frame) => frame.bytes));
  return (
    <div className="mt-4">
      <p className="text-xs font-medium text-slate-700">{text.xray.bytesPerFrame}</p>
      <div
        className="mt-1 flex h-16 items-end gap-px overflow-hidden rounded-md bg-slate-50"
        data-frame-bars
      >
        {xray.frames.map((frame) => (
          <span
            key={frame.index}
            title={fill(
              frame.duplicate_of !== null ? text.xray.frameBarRepeat : text.xray.frameBar,
              { number: frame.index + 1, size: sizeOf(frame.bytes) },
            )}
            className={`min-w-px flex-1 ${frame.duplicate_of !== null ? "bg-rose-500" : "bg-sky-600"}`}
            style={{ height: `${Math.max(2, (100 * frame.bytes) / largest)}%` }}
            data-frame-bytes={frame.bytes}
          />
        ))}
      </div>
    </div>
  );
}

function MergeAction({
  merge,
  fileBytes,
  onMerge,
  sizeOf,
}: {
  merge: Merge;
  fileBytes: number;
  onMerge: () => void;
  sizeOf: (bytes: number) => string;
}) {
  const { text, fill } = useToolUi();
  if (merge.state === "done") {
    return (
      <p className="mt-2 text-sm text-slate-900" data-merge-result={merge.bytes}>
        {fill(text.xray.merged, {
          size: sizeOf(merge.bytes),
          saved: sizeOf(Math.max(0, fileBytes - merge.bytes)),
        })}{" "}
        <a
          className="btn btn-secondary btn-sm ml-1"
          href={`/api/download/${merge.key}`}
          download="merged.gif"
        >
          {text.xray.downloadMerged}
        </a>
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary btn-sm mt-2"
        onClick={onMerge}
        disabled={merge.state === "running"}
      >
        {merge.state === "running" ? text.xray.merging : text.xray.merge}
      </button>
      {merge.state === "failed" && (
        <p className="mt-1 text-xs font-medium text-red-800" role="alert">
          {merge.message}
        </p>
      )}
    </>
  );
}
