import type { InputKind } from "@gifkit/contracts";
import { type ToolId, tools } from "@gifkit/tools";
import type { UploadNoun } from "@gifkit/tools/shared/i18n/tool-ui.en";
import { webTools } from "@gifkit/tools/web";
import type { LanguageCode } from "../i18n/languages.ts";
import { toolUiCatalogs } from "../i18n/tool-ui-catalogs.server.ts";
import { toolMessages } from "./tool-messages.ts";

/**
 * What a tool page's first screen needs, worked out at build time and sent as page data: the
 * page's own code then needs neither the tool definitions nor their schemas (both load with the
 * editor, on the visitor's intent).
 */
export type FirstScreen =
  | {
      kind: "upload";
      input: InputKind;
      multiple: boolean;
      /** The tool's own English noun ("GIF", "video", "images"), for English pages. */
      noun: string;
      /** Which of the catalog's upload sentences other languages use. */
      nounKey: UploadNoun;
      name: string;
      formatsText: string;
    }
  | { kind: "input-free"; name: string }
  | { kind: "none" };

/**
 * The formats line ("Supported formats: ...", in the page's language) is the catalog's
 * (tool-ui.<code>.ts `upload.formats`): for a GIF tool the same list as a refusal's "Allowed: GIF,
 * WEBP, APNG, MNG, AVIF, WEBM" (acceptedExtensions.gif).
 */
export function firstScreenOf(toolId: ToolId, code: LanguageCode = "en"): FirstScreen {
  const tool = tools[toolId];
  if (tool.input === "none") {
    return webTools[toolId].inputFreeEditor
      ? { kind: "input-free", name: tool.name }
      : { kind: "none" };
  }
  if (!webTools[toolId].editor) return { kind: "none" };
  return {
    kind: "upload",
    input: tool.input,
    multiple: tool.maxInputFiles > 1,
    noun: toolMessages(toolId).noun,
    nounKey: uploadNoun(tool.input, tool.maxInputFiles > 1),
    name: tool.name,
    formatsText: toolUiCatalogs[code].upload.formats[tool.input],
  };
}

function uploadNoun(input: InputKind, multiple: boolean): UploadNoun {
  return input === "gif" && multiple ? "gifs" : input;
}
