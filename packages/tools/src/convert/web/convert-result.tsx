import { defaultLimits } from "@gifkit/contracts";
import type { ResultViewProps } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useToolUi } from "../../shared/i18n/tool-ui-text.ts";
import type { ConvertEditorText } from "../editor-text.ts";
import { convertDownloadNames } from "../shared/options.ts";

const formatNames = {
  mp4: "MP4",
  webp: "WebP",
  apng: "APNG",
  avif: "AVIF",
  webm: "WebM",
} as const;
/** The first format the result holds (a Convert result holds one). */
const resultKind = (result: ResultViewProps["result"]): keyof typeof formatNames =>
  (Object.keys(formatNames) as (keyof typeof formatNames)[]).find((kind) => result[kind]) ?? "mp4";
/** Shown in a <video> element; the others are images. */
const isVideoKind = (kind: keyof typeof formatNames) => kind === "mp4" || kind === "webm";
const checkerboard =
  "bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px]";

/**
 * Convert's result: a video (MP4, WebM) plays in a <video> element, a WebP, APNG or AVIF shows
 * as an image; the download keeps its name (converted.mp4 / .webp / .apng / .avif / .webm).
 */
export function ConvertResultView({ result, gifUrl: resultUrl, onStartOver }: ResultViewProps) {
  const kind = resultKind(result);
  const downloadName = convertDownloadNames[kind];
  const bytes = result.sizes?.[kind];
  const { own, fill, number } = useEditorText<ConvertEditorText>();
  const t = own.result;
  const { text } = useToolUi();
  const format = formatNames[kind];
  return (
    <section aria-labelledby="convert-result-title" className="card p-5 sm:p-6">
      <h2 id="convert-result-title" className="text-xl font-bold text-slate-900">
        {fill(t.ready, { format })}
      </h2>
      <div
        className={`mt-4 flex justify-center rounded-xl p-4 ${kind === "mp4" ? "light-palette bg-slate-900" : checkerboard}`}
      >
        {isVideoKind(kind) ? (
          <video
            src={resultUrl}
            controls
            autoPlay
            muted
            loop
            playsInline
            className="block h-auto max-h-[28rem] max-w-full"
          />
        ) : (
          <img
            src={resultUrl}
            alt={fill(t.alt, { format })}
            className="block h-auto max-h-[28rem] max-w-full object-contain"
          />
        )}
      </div>
      {bytes !== undefined && (
        <dl className="mt-4 flex gap-1.5 text-sm">
          <dt className="text-slate-600">{fill(t.size, { format })}</dt>
          <dd className="font-semibold text-slate-900">{`${number(Math.max(1, Math.round(bytes / 1024)))} KB`}</dd>
        </dl>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a className="btn btn-primary btn-lg" href={resultUrl} download={downloadName}>
          {fill(text.result.download, { name: downloadName })}
        </a>
        <button type="button" className="btn btn-secondary btn-lg" onClick={onStartOver}>
          {t.another}
        </button>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        {fill(t.keptFor, { minutes: number(defaultLimits.resultTtlMinutes) })}
      </p>
    </section>
  );
}
