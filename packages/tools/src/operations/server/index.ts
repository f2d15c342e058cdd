import { serverOperationsByName } from "../../generated/server-operations.ts";
import type { OperationName, ParamsOf } from "../index.ts";
import type { ServerOperation } from "./define-server-operation.ts";

/*
 * The server side of every operation, from its file (generated/server-operations.ts, `npm run
 * generate`): how each runs on the engine. The compiler refuses an operation missing there.
 */
export const serverOperations: {
  readonly [Name in OperationName]: ServerOperation<ParamsOf<Name>>;
} = serverOperationsByName;
