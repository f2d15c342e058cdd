import { processAddText } from "./add-text/process.ts";
import { processCrop } from "./crop/process.ts";
import { processCut } from "./cut/process.ts";
import type { Processor } from "./define-tool.ts";
import { processGifMaker } from "./gif-maker/process.ts";
import type { RegisteredToolId, tools } from "./index.ts";
import { processOptimize } from "./optimize/process.ts";
import { processPromptGif } from "./prompt-gif/process.ts";
import { processResize } from "./resize/process.ts";
import { processReverse } from "./reverse/process.ts";
import { processVideoToGif } from "./video-to-gif/process.ts";

type OptionsOf<Id extends RegisteredToolId> = (typeof tools)[Id]["defaults"];

/** The processor of every registered tool; a missing one is a compile error. */
export const processors: { [Id in RegisteredToolId]: Processor<OptionsOf<Id>> } = {
  reverse: processReverse,
  resize: processResize,
  crop: processCrop,
  optimize: processOptimize,
  "prompt-gif": processPromptGif,
  "add-text": processAddText,
  "video-to-gif": processVideoToGif,
  "gif-maker": processGifMaker,
  cut: processCut,
};
