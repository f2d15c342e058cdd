/*
 * The web map: what of each tool runs only in the browser (its first screen, loaded when the page
 * needs it), one line per tool. The server map (server-tools.ts) is its counterpart; the registry
 * (registry.ts) is the data both read.
 */

import addText from "./add-text/web/index.ts";
import boomerang from "./boomerang/web/index.ts";
import censor from "./censor/web/index.ts";
import combine from "./combine/web/index.ts";
import convert from "./convert/web/index.ts";
import crop from "./crop/web/index.ts";
import cut from "./cut/web/index.ts";
import type { WebTool } from "./define-tool.ts";
import edit from "./edit/web/index.ts";
import effects from "./effects/web/index.ts";
import frames from "./frames/web/index.ts";
import gifMaker from "./gif-maker/web/index.ts";
import type { ToolId } from "./index.ts";
import optimize from "./optimize/web/index.ts";
import overlay from "./overlay/web/index.ts";
import promptGif from "./prompt-gif/web/index.ts";
import record from "./record/web/index.ts";
import resize from "./resize/web/index.ts";
import reverse from "./reverse/web/index.ts";
import rotate from "./rotate/web/index.ts";
import speed from "./speed/web/index.ts";
import split from "./split/web/index.ts";
import spriteSheet from "./sprite-sheet/web/index.ts";
import videoToGif from "./video-to-gif/web/index.ts";

/** Every tool's browser side, by id; the compiler refuses a tool missing here. */
const webToolsById = {
  "add-text": addText,
  boomerang,
  censor,
  combine,
  convert,
  crop,
  cut,
  edit,
  effects,
  frames,
  "gif-maker": gifMaker,
  optimize,
  overlay,
  "prompt-gif": promptGif,
  record,
  resize,
  reverse,
  rotate,
  speed,
  split,
  "sprite-sheet": spriteSheet,
  "video-to-gif": videoToGif,
} satisfies Record<ToolId, WebTool>;

export const webTools: Readonly<Record<ToolId, WebTool>> = webToolsById;
