import { defaultLimits } from "@gifkit/contracts";
import type { ResultViewProps } from "../../shared/editor.ts";
import { useEditorText } from "../../shared/i18n/editor-text.ts";
import { useToolUi } from "../../shared/i18n/tool-ui-text.ts";
import type { SpriteSheetEditorText } from "../editor-text.ts";
import { spriteSheetDownloadNames } from "../shared/options.ts";

const checkerboard =
  "bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#ffffff_0%_50%)] bg-[length:20px_20px]";

/**
 * Sprite sheet's result: a sheet (PNG) with its JSON, both downloadable under their names, or a
 * GIF cut from a sheet with the site's next steps (other formats, other tools).
 */
export function SpriteSheetResultView({ result, gifUrl, onStartOver, nextSteps }: ResultViewProps) {
  const { own, fill, number } = useEditorText<SpriteSheetEditorText>();
  const t = own.result;
  const { text: site } = useToolUi();
  const kilobytes = (bytes: number) =>
    fill(t.kilobytes, { size: number(Math.max(1, Math.round(bytes / 1024))) });
  const isGif = typeof result.gif === "string" && result.gif !== "";
  const names = spriteSheetDownloadNames;
  const mainName = isGif ? names.gif : names.png;
  const mainBytes = result.sizes?.[isGif ? "gif" : "png"];
  const jsonKey = typeof result.json === "string" ? result.json : null;
  return (
    <section aria-labelledby="sprite-result-title" className="card p-5 sm:p-6">
      <h2 id="sprite-result-title" className="text-xl font-bold text-slate-900">
        {isGif ? t.gifReady : t.sheetReady}
      </h2>
      <div className={`mt-4 flex justify-center rounded-xl p-4 ${checkerboard}`}>
        <img
          src={gifUrl}
          alt={isGif ? t.gifAlt : t.sheetAlt}
          className="block h-auto max-h-[28rem] max-w-full object-contain [image-rendering:pixelated]"
        />
      </div>
      {mainBytes !== undefined && (
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-slate-600">{isGif ? t.gifSize : t.sheetSize}</dt>
            <dd className="font-semibold text-slate-900">{kilobytes(mainBytes)}</dd>
          </div>
          {jsonKey && result.sizes?.json !== undefined && (
            <div className="flex gap-1.5">
              <dt className="text-slate-600">{t.frameList}</dt>
              <dd className="font-semibold text-slate-900">{kilobytes(result.sizes.json)}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a className="btn btn-primary btn-lg" href={gifUrl} download={mainName}>
          {fill(site.result.download, { name: mainName })}
        </a>
        {jsonKey && (
          <a
            className="btn btn-secondary btn-lg"
            href={`/api/download/${encodeURIComponent(jsonKey)}`}
            download={names.json}
          >
            {fill(site.result.download, { name: names.json })}
          </a>
        )}
        <button type="button" className="btn btn-secondary btn-lg" onClick={onStartOver}>
          {t.startOver}
        </button>
      </div>
      {!isGif && <p className="mt-3 text-sm text-slate-600">{t.jsonNote}</p>}
      <p className="mt-3 text-xs text-slate-500">
        {fill(t.keptFor, { minutes: number(defaultLimits.resultTtlMinutes) })}
      </p>
      {isGif && nextSteps}
    </section>
  );
}
