import type { OperationName, ParamsOf } from "../index.ts";
import boomerang from "./boomerang.ts";
import censor from "./censor.ts";
import crop from "./crop.ts";
import cut from "./cut.ts";
import type { ServerOperation } from "./define-server-operation.ts";
import effects from "./effects.ts";
import frames from "./frames.ts";
import loop from "./loop.ts";
import overlay from "./overlay.ts";
import resize from "./resize.ts";
import reverse from "./reverse.ts";
import rotate from "./rotate.ts";
import speed from "./speed.ts";
import text from "./text.ts";

/*
 * The server side of every operation, one line each (the definitions' list is operations/index.ts):
 * how each runs on the engine. The compiler refuses an operation missing here.
 */
const serverOperationsByName = {
  boomerang,
  censor,
  crop,
  cut,
  effects,
  frames,
  loop,
  overlay,
  resize,
  reverse,
  rotate,
  speed,
  text,
} satisfies { [Name in OperationName]: ServerOperation<ParamsOf<Name>> };

export const serverOperations: {
  readonly [Name in OperationName]: ServerOperation<ParamsOf<Name>>;
} = serverOperationsByName;
