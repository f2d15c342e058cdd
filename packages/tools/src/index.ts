import { addTextTool } from "./add-text/tool.ts";
import { cropTool } from "./crop/tool.ts";
import { cutTool } from "./cut/tool.ts";
import type { ToolDefinition, ToolId } from "./define-tool.ts";
import { gifMakerTool } from "./gif-maker/tool.ts";
import { optimizeTool } from "./optimize/tool.ts";
import { promptGifTool } from "./prompt-gif/tool.ts";
import { resizeTool } from "./resize/tool.ts";
import { reverseTool } from "./reverse/tool.ts";
import { videoToGifTool } from "./video-to-gif/tool.ts";

export * from "./define-tool.ts";
export type * from "./generation.ts";
export type * from "./media-toolkit.ts";

/** Every tool with an API, by id. Tools that are not built yet are absent, not stubbed. */
export const tools = {
  reverse: reverseTool,
  resize: resizeTool,
  crop: cropTool,
  optimize: optimizeTool,
  "prompt-gif": promptGifTool,
  "add-text": addTextTool,
  "video-to-gif": videoToGifTool,
  "gif-maker": gifMakerTool,
  cut: cutTool,
} satisfies { [Id in ToolId]?: ToolDefinition<unknown, Id> };

export type RegisteredToolId = keyof typeof tools;
export const toolList: ToolDefinition<unknown>[] = Object.values(
  tools,
) as ToolDefinition<unknown>[];
