import type { ToolId } from "@gifkit/tools";
import { useToolUi } from "@gifkit/tools/shared/i18n/tool-ui-text";
import type { ReactNode } from "react";
import { localizedPath } from "../i18n/languages.ts";
import { usePageLanguage } from "../i18n/page-language.ts";
import { type SiteTool, useSiteTools } from "../site/site-tool.ts";

/**
 * Under a GIF tool's refusal of videos or pictures, the tools that take them: the one made from
 * that kind (Video to GIF, GIF Maker) and, for a video, the video tool making the same edit
 * (Resize → Resize Video); and the input left by "Upload different", to go back to. Loaded only
 * once a refusal shows (the page's JavaScript budget).
 */
export default function RightToolLines({
  toolId,
  kind,
  previous,
  onBack,
}: {
  toolId: ToolId;
  kind: "video" | "images" | null;
  /** The input the person left with "Upload different", offered back under a refusal. */
  previous: string | undefined;
  onBack: () => void;
}) {
  const siteTools = useSiteTools();
  const { text: ui, fill } = useToolUi();
  const madeFrom = kind ? siteTools.find((tool) => tool.madeFrom?.input === kind) : undefined;
  const twinId =
    kind === "video" ? siteTools.find((tool) => tool.id === toolId)?.videoTwin : undefined;
  const sameEdit = twinId ? siteTools.find((tool) => tool.id === twinId) : undefined;
  return (
    <>
      {madeFrom && (
        <RightToolLine
          template={kind === "video" ? ui.upload.rightToolVideo : ui.upload.rightToolPictures}
          link={<ToolLink tool={madeFrom} />}
        />
      )}
      {sameEdit && (
        <RightToolLine template={ui.upload.rightToolSameEdit} link={<ToolLink tool={sameEdit} />} />
      )}
      {previous !== undefined && (
        <button
          type="button"
          className="btn btn-secondary mt-3"
          onClick={onBack}
          data-back-to-previous
        >
          {fill(ui.upload.backToPrevious, { name: previous })}
        </button>
      )}
    </>
  );
}

function ToolLink({ tool }: { tool: SiteTool }) {
  const { fill, text: ui } = useToolUi();
  const { language } = usePageLanguage();
  return (
    <a href={localizedPath(tool.path, language)} className="font-semibold text-brand-700 underline">
      {fill(ui.upload.openTool, { name: tool.name })}
    </a>
  );
}

function RightToolLine({ template, link }: { template: string; link: ReactNode }) {
  const [before = "", after = ""] = template.split("{tool}");
  return (
    <p className="mt-2 text-sm text-slate-800" data-right-tool>
      {before}
      {link}
      {after}
    </p>
  );
}
