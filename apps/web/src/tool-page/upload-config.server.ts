import type { InputKind } from "@gifkit/contracts";
import { type ToolId, tools } from "@gifkit/tools";
import { webTools } from "@gifkit/tools/web";
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
      noun: string;
      name: string;
      formatsText: string;
    }
  | { kind: "input-free"; name: string }
  | { kind: "none" };

const supportedFormats: Record<InputKind, string> = {
  // The same list as a refusal's "Allowed: GIF, WEBP, APNG, MNG, AVIF, WEBM" (acceptedExtensions.gif).
  gif: "Supported formats: GIF, and animated WebP, APNG, MNG, AVIF and WebM (converted to GIF)",
  images:
    "Supported formats: JPG, PNG, GIF, WebP, APNG, HEIC/HEIF, MNG, JP2, AVIF, JXL, BMP, PDF (first page)",
  video: "Supported formats: MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV",
  "gif-or-video":
    "Supported formats: GIF, WebP, APNG, MNG and videos (MP4, WebM, AVI, MOV, MKV, FLV, 3GP, WMV)",
};

export function firstScreenOf(toolId: ToolId): FirstScreen {
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
    name: tool.name,
    formatsText: supportedFormats[tool.input],
  };
}
