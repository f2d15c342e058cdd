/*
 * The chain's shared entry (`@gifkit/tools/chain`): planning and the JSON shape of a chain, for
 * the API (start call, task status) and the site. The executor is chain/server/run-chain.ts.
 */

export { operationList, operations } from "../operations/index.ts";
export { outputFormats, outputParams } from "../operations/output.ts";
export { chainJsonSchemas, inputJsonSchema, operationSchemaName } from "./chain-json-schemas.ts";
export { type ChainOptions, chainOptionsSchema, chainSpecOf } from "./chain-options.ts";
export type { ChainSpec } from "./chain-spec.ts";
export {
  type ChainPlan,
  type ChainRefusal,
  chainProblemAtStart,
  frameStreamOfHeader,
  type ParsedChain,
  parseChain,
  planChain,
  timelineOperations,
} from "./plan-chain.ts";
