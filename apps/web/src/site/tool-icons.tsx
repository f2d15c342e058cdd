import type { ToolId } from "@gifkit/tools";
import type { ReactNode } from "react";
import {
  cropGlyph,
  filmGlyph,
  gaugeGlyph,
  imagesGlyph,
  resizeGlyph,
  rewindGlyph,
  scissorsGlyph,
  sparklesGlyph,
  typeGlyph,
} from "../ui/icons.tsx";

export const toolIcons: Record<ToolId, ReactNode> = {
  "gif-maker": imagesGlyph,
  "video-to-gif": filmGlyph,
  resize: resizeGlyph,
  crop: cropGlyph,
  optimize: gaugeGlyph,
  reverse: rewindGlyph,
  "add-text": typeGlyph,
  "prompt-gif": sparklesGlyph,
  cut: scissorsGlyph,
};
