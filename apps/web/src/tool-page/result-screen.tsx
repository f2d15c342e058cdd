import { defaultLimits, type TaskResult } from "@gifkit/contracts";

const kilobytes = (bytes: number) =>
  `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-US")} KB`;

/** The finished task: preview, sizes, download under the tool's file name, and start over. */
export function ResultScreen({
  title,
  blobUrl,
  downloadName,
  downloadLabel,
  originalBytes,
  result,
  startOverLabel,
  onStartOver,
}: {
  title: string;
  blobUrl: string;
  downloadName: string;
  downloadLabel?: string | undefined;
  originalBytes: number | null;
  result: TaskResult;
  startOverLabel: string;
  onStartOver: () => void;
}) {
  const resultBytes = result.sizes?.gif ?? null;
  return (
    <section aria-labelledby="result-title" className="card p-5 sm:p-6">
      <h2 id="result-title" className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 flex justify-center rounded-xl bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px] p-4">
        <img
          src={blobUrl}
          alt="Result preview"
          className="block h-auto max-h-[28rem] max-w-full object-contain"
        />
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        {originalBytes !== null && (
          <div className="flex gap-1.5">
            <dt className="text-slate-600">Original size:</dt>
            <dd className="font-semibold text-slate-900">{kilobytes(originalBytes)}</dd>
          </div>
        )}
        {resultBytes !== null && (
          <div className="flex gap-1.5">
            <dt className="text-slate-600">Result size:</dt>
            <dd className="font-semibold text-slate-900">{kilobytes(resultBytes)}</dd>
          </div>
        )}
      </dl>
      {result.unchanged && (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          Your GIF is already smaller than these settings could make it, so it is returned
          unchanged. Try a preset with fewer colours or more lossy compression.
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a className="btn btn-primary btn-lg" href={blobUrl} download={downloadName}>
          {downloadLabel ?? `Download ${downloadName}`}
        </a>
        <button type="button" className="btn btn-secondary btn-lg" onClick={onStartOver}>
          {startOverLabel}
        </button>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        The result is kept on our servers for {defaultLimits.resultTtlMinutes} minutes, then
        deleted.
      </p>
    </section>
  );
}
