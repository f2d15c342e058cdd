import type { TaskResult } from "@gifkit/contracts";
import { tools } from "@gifkit/tools";
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

const sizeOf = (bytes: number) =>
  bytes < 10_240
    ? `${bytes.toLocaleString("en-US")} bytes`
    : `${Math.round(bytes / 1024).toLocaleString("en-US")} KB`;

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

function Xray({
  gifKey,
  gifUrl,
  gifBytes,
}: {
  gifKey: string;
  gifUrl: string;
  gifBytes: number | null;
}) {
  const [xray, setXray] = useState<GifXray | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [merge, setMerge] = useState<Merge>({ state: "idle" });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    if (gifBytes !== null && gifBytes > xrayMaxFileBytes) {
      setFailure(`GIFs up to ${maxMegabytes} MB are analysed; this one is larger.`);
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
        if (!response.ok) throw new Error(body.error ?? "The GIF could not be analysed.");
        setXray(body as GifXray);
      } catch (error) {
        if (!controller.signal.aborted) {
          setFailure(error instanceof Error ? error.message : "The GIF could not be analysed.");
        }
      }
    })();
    return () => controller.abort();
  }, [gifUrl, gifBytes]);

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
      const done = await pollTask(taskId, optimize.polling, optimizeMessages.taskFailed, signal, {
        fetchStatus: fetchTaskStatus,
        onUpdate: () => {},
      });
      const bytes = done.sizes?.gif;
      if (!done.gif || bytes === undefined) throw new TaskError(optimizeMessages.fetchResultFailed);
      setMerge({ state: "done", bytes, key: done.gif });
    } catch (error) {
      if (signal.aborted) return;
      setMerge({
        state: "failed",
        message: error instanceof TaskError ? error.message : "Network error or unexpected issue.",
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
        Where the bytes go
      </h3>
      <p className="mt-1 text-xs text-slate-500">
        Every byte of the GIF counted, on our server (GIFs up to {maxMegabytes} MB), and what could
        be saved.
      </p>
      {!xray && !failure && <p className="mt-1 text-sm text-slate-600">Reading the GIF…</p>}
      {failure && (
        <p className="mt-1 text-sm text-red-800" role="alert">
          {failure}
        </p>
      )}
      {xray && (
        <>
          <p className="mt-1 text-sm text-slate-600" data-xray-total={xray.file_bytes}>
            {sizeOf(xray.file_bytes)} in {xray.frame_count} frames, {xray.width} × {xray.height}.
          </p>
          <div
            className="mt-3 flex h-4 w-full overflow-hidden rounded-full bg-slate-100"
            role="img"
            aria-label={xray.parts
              .filter((part) => part.bytes > 0)
              .map((part) => `${part.label}: ${sizeOf(part.bytes)}`)
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
                  {part.label} <span className="tabular-nums">{sizeOf(part.bytes)}</span>
                </li>
              ))}
          </ul>
          <FrameBars xray={xray} />
          <ul className="mt-4 space-y-2">
            {xray.findings.map((finding) => (
              <li
                key={finding.id}
                className="rounded-xl border border-slate-200 p-3 text-sm"
                data-finding={finding.id}
                data-predicted-bytes={finding.predicted_saving_bytes ?? undefined}
              >
                <p className="font-semibold text-slate-900">
                  {finding.title}
                  {finding.predicted_saving_bytes !== null && (
                    <span className="ml-2 font-normal text-emerald-800">
                      saves {sizeOf(finding.predicted_saving_bytes)} (predicted)
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-slate-600">{finding.detail}</p>
                {finding.action === "merge-duplicate-frames" && (
                  <MergeAction
                    merge={merge}
                    fileBytes={xray.file_bytes}
                    onMerge={() => void mergeDuplicates()}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Each frame's bytes as a bar, tallest = the largest frame; repeats are marked. */
function FrameBars({ xray }: { xray: GifXray }) {
  const largest = Math.max(1, ...xray.frames.map((frame) => frame.bytes));
  return (
    <div className="mt-4">
      <p className="text-xs font-medium text-slate-700">Bytes per frame</p>
      <div
        className="mt-1 flex h-16 items-end gap-px overflow-hidden rounded-md bg-slate-50"
        data-frame-bars
      >
        {xray.frames.map((frame) => (
          <span
            key={frame.index}
            title={`Frame ${frame.index + 1}: ${sizeOf(frame.bytes)}${frame.duplicate_of !== null ? ", repeats the frame before" : ""}`}
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
}: {
  merge: Merge;
  fileBytes: number;
  onMerge: () => void;
}) {
  if (merge.state === "done") {
    return (
      <p className="mt-2 text-sm text-slate-900" data-merge-result={merge.bytes}>
        Merged: {sizeOf(merge.bytes)}, {sizeOf(Math.max(0, fileBytes - merge.bytes))} saved.{" "}
        <a
          className="btn btn-secondary btn-sm ml-1"
          href={`/api/download/${merge.key}`}
          download="merged.gif"
        >
          Download the merged GIF
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
        {merge.state === "running" ? "Merging…" : "Merge duplicate frames"}
      </button>
      {merge.state === "failed" && (
        <p className="mt-1 text-xs font-medium text-red-800" role="alert">
          {merge.message}
        </p>
      )}
    </>
  );
}
