import type { z } from "zod";
import * as registry from "../generated/operations.ts";

/*
 * Every operation of a chain, from its file (docs/adding-a-tool.md, "An operation"): the generated
 * list (generated/operations.ts, `npm run generate`) in each one's listPosition. The site, the
 * start call, the OpenAPI document and the executor read them from here; the server side of each
 * (how it runs on the engine) is its operations/server/<name>.ts, in generated/server-operations.ts.
 */
type ListedOperation = (typeof registry)[keyof typeof registry];

export const operationList: readonly ListedOperation[] = Object.values(registry).sort(
  (first, second) => first.listPosition - second.listPosition,
);

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
