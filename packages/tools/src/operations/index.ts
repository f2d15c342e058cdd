import type { z } from "zod";
import { boomerangOperation } from "./boomerang.ts";
import { censorOperation } from "./censor.ts";
import { cropOperation } from "./crop.ts";
import { cutOperation } from "./cut.ts";
import { effectsOperation } from "./effects.ts";
import { framesOperation } from "./frames.ts";
import { loopOperation } from "./loop.ts";
import { overlayOperation } from "./overlay.ts";
import { resizeOperation } from "./resize.ts";
import { reverseOperation } from "./reverse.ts";
import { rotateOperation } from "./rotate.ts";
import { speedOperation } from "./speed.ts";
import { textOperation } from "./text.ts";

/*
 * Every operation of a chain, one line each (docs/adding-a-tool.md, "An operation"): the site,
 * the start call, the OpenAPI document and the executor read them from here. The server side of
 * each (how it runs on the engine) is its line in operations/server/index.ts.
 */
export const operationList = [
  cropOperation,
  resizeOperation,
  rotateOperation,
  speedOperation,
  reverseOperation,
  boomerangOperation,
  cutOperation,
  framesOperation,
  loopOperation,
  effectsOperation,
  censorOperation,
  overlayOperation,
  textOperation,
] as const;

type ListedOperation = (typeof operationList)[number];

/** The `op` of every step, derived from the list. */
export type OperationName = ListedOperation["name"];

/** The parsed params of one operation. */
export type ParamsOf<Name extends OperationName> = z.output<
  Extract<ListedOperation, { name: Name }>["params"]
>;

/** One parsed step of a chain: its op and that op's params. */
export type ChainStep<Name extends OperationName = OperationName> = {
  [Each in Name]: { op: Each; params: ParamsOf<Each> };
}[Name];

/** Every operation by name. */
export const operations = Object.fromEntries(
  operationList.map((operation) => [operation.name, operation]),
) as { [Name in OperationName]: Extract<ListedOperation, { name: Name }> };

export const isOperationName = (name: unknown): name is OperationName =>
  typeof name === "string" && Object.hasOwn(operations, name);

export type { StreamFacts } from "./define-operation.ts";
