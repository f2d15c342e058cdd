import { defaultLimits, type TaskResult } from "@gifkit/contracts";
import { type ReactNode, useState } from "react";
import type { OutputKind as AnyOutputKind } from "../../define-tool.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { fitSettingsLineIn } from "../../shared/i18n/fit-under-words.ts";
import { useToolUi } from "../../shared/i18n/tool-ui-text.ts";
import { ResultFacts } from "../../shared/web/result-facts-line.tsx";
import type { VideoToGifEditorText } from "../editor-text.ts";
import { videoToGifDownloadNames } from "../shared/options.ts";

/** Spec §2: 'Your Files Are Ready!' when an MP4 exists, otherwise 'Your GIF is Ready!'. */
export function videoResultTitle(
  words: VideoToGifEditorText["result"],
  result: TaskResult,
): string {
  return result.mp4 ? words.filesReady : words.gifReady;
}

/** The kinds Video to GIF's result screen names (its outputs and Convert's). */
type OutputKind = Extract<AnyOutputKind, "gif" | "mp4" | "webp" | "apng">;

const outputNames: Record<OutputKind, string> = {
  gif: "GIF",
  mp4: "MP4",
  webp: "WebP",
  apng: "APNG",
};

const labels = {
  gif: "downloadGif",
  mp4: "downloadMp4",
  webp: "downloadWebp",
  apng: "downloadApng",
} as const satisfies Record<OutputKind, string>;

/**
 * The result screen of Video to GIF (spec §2, §7): the GIF preview, one download per output
 * (converted.gif / .mp4 / .webp, fetched as blobs; a failed download shows the spec's alert) and
 * 'Convert Another Video'. When the source had no sound the MP4 says so.
 */
export function VideoResultScreen({
  result,
  gifUrl,
  onStartOver,
  fitTargetBytes,
  nextSteps,
}: {
  result: TaskResult;
  /** An object URL of the GIF (already fetched for the preview). */
  gifUrl: string;
  onStartOver: () => void;
  /** The size the GIF was asked to fit under (`target_size_bytes`), if any. */
  fitTargetBytes?: number | null | undefined;
  /** Other formats, "Edit this GIF" and this session's versions, from the site's result screen. */
  nextSteps?: ReactNode;
}) {
  const { own, fill, number } = useEditorText<VideoToGifEditorText>();
  const t = own.result;
  const toolUi = useToolUi();
  const kilobytes = (bytes: number) => `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  const [downloading, setDownloading] = useState<OutputKind | null>(null);
  const outputs = (["gif", "mp4", "webp"] as const).filter((kind) => result[kind]);

  const save = async (kind: OutputKind) => {
    const key = result[kind];
    const name = videoToGifDownloadNames[kind] ?? `converted.${kind}`;
    setDownloading(kind);
    try {
      let url = kind === "gif" ? gifUrl : null;
      if (!url) {
        const response = await fetch(`/api/download/${encodeURIComponent(key as string)}?proxy=1`);
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
      }
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      if (url !== gifUrl) setTimeout(() => URL.revokeObjectURL(url as string), 60_000);
    } catch {
      window.alert(t.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section aria-labelledby="video-result-title" className="card p-5 sm:p-6">
      <h2 id="video-result-title" className="text-xl font-bold text-slate-900">
        {videoResultTitle(t, result)}
      </h2>
      <div className="mt-4 flex justify-center rounded-xl bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
        <img
          src={gifUrl}
          alt={t.alt}
          className="block h-auto max-h-[28rem] max-w-full object-contain"
        />
      </div>
      {/* The GIF's dimensions, frames, frame rate and duration; each file's size below. */}
      <ResultFacts url={gifUrl} bytes={null} />
      <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        {outputs.map((kind) => {
          const bytes = result.sizes?.[kind];
          return bytes === undefined ? null : (
            <div key={kind} className="flex gap-1.5">
              <dt className="text-slate-600">{outputNames[kind]}:</dt>
              <dd className="font-semibold text-slate-900">{kilobytes(bytes)}</dd>
            </div>
          );
        })}
      </dl>
      {result.settings && (
        <p className="mt-2 text-sm text-slate-700" data-fit-settings>
          {fitSettingsLineIn(toolUi, result.settings, fitTargetBytes).map((part) =>
            part.english ? (
              // A change the page's catalog cannot write: the server's English sentence.
              <span key={part.text} lang="en">
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </p>
      )}
      {result.mp4 && result.hasAudio === false && (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t.noSound}</p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {outputs.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`btn btn-lg ${kind === "gif" ? "btn-primary" : "btn-secondary"}`}
            disabled={downloading !== null}
            onClick={() => void save(kind)}
          >
            {t[labels[kind]]}
          </button>
        ))}
        <button type="button" className="btn btn-secondary btn-lg" onClick={onStartOver}>
          {t.another}
        </button>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        {fill(t.keptFor, { minutes: number(defaultLimits.resultTtlMinutes) })}
      </p>
      {nextSteps}
    </section>
  );
}
