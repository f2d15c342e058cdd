/*
 * Every tool of GifKit: one line each. A tool's folder exports its whole definition from tool.ts
 * (id, name, icon, messages, options, processor, editor); the site, the API, the OpenAPI document
 * and the worker all read it from here. See docs/adding-a-tool.md.
 */

export { addTextTool } from "./add-text/tool.ts";
export { boomerangTool } from "./boomerang/tool.ts";
export { censorTool } from "./censor/tool.ts";
export { combineTool } from "./combine/tool.ts";
export { convertTool } from "./convert/tool.ts";
export { cropTool } from "./crop/tool.ts";
export { cutTool } from "./cut/tool.ts";
export { editTool } from "./edit/tool.ts";
export { effectsTool } from "./effects/tool.ts";
export { framesTool } from "./frames/tool.ts";
export { gifMakerTool } from "./gif-maker/tool.ts";
export { optimizeTool } from "./optimize/tool.ts";
export { overlayTool } from "./overlay/tool.ts";
export { promptGifTool } from "./prompt-gif/tool.ts";
export { recordTool } from "./record/tool.ts";
export { resizeTool } from "./resize/tool.ts";
export { reverseTool } from "./reverse/tool.ts";
export { rotateTool } from "./rotate/tool.ts";
export { speedTool } from "./speed/tool.ts";
export { splitTool } from "./split/tool.ts";
export { spriteSheetTool } from "./sprite-sheet/tool.ts";
export { videoToGifTool } from "./video-to-gif/tool.ts";
