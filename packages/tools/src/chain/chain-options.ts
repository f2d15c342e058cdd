import { z } from "zod";
import type { OutputParams } from "../operations/output.ts";
import { chainFieldReferences } from "./chain-json-schemas.ts";
import type { ChainSpec } from "./chain-spec.ts";
import { type ChainRefusal, type ParsedChain, parseChain } from "./plan-chain.ts";

/** A parsed chain back as JSON steps (its params with their defaults filled in). */
export function chainSpecOf(chain: ParsedChain): {
  operations: ChainSpec["operations"];
  output: OutputParams;
} {
  return {
    operations: chain.steps.map((step) => ({ op: step.op, ...(step.params as object) })),
    output: chain.output,
  };
}

/** A form field holding JSON (text), or the value itself (a JSON body, the worker's parse). */
function readJsonField(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return notJson;
  }
}
const notJson = Symbol("not JSON");

/** The error code and step a refused chain's issue carries to the start call's 400. */
export interface ChainIssueParams {
  errorCode: ChainRefusal["code"];
  step: ChainRefusal["step"];
}

/**
 * The options of POST /api/edit: `operations` (a JSON array of steps, as a form field's text or a
 * JSON body's value) and `output` (optional). Parsed by parseChain; a refusal is the first issue,
 * its params carrying the error code and the step for the 400 (`{error, code, step}`). The
 * parsed options are the chain as JSON again, so the worker's second parse reads them the same.
 */
export const chainOptionsSchema = z
  .object({
    // The OpenAPI document's components (chain-json-schemas.ts): one schema per operation.
    // Optional here so that a call without it gets parseChain's sentence, not zod's "nonoptional".
    operations: z.unknown().optional().meta(chainFieldReferences.operations),
    output: z.unknown().optional().meta(chainFieldReferences.output),
  })
  .transform((fields, context) => {
    const operations = readJsonField(fields.operations);
    const output = readJsonField(fields.output);
    const parsed =
      operations === notJson || output === notJson
        ? ({
            ok: false,
            message: `${operations === notJson ? "operations" : "output"} is not valid JSON.`,
            code: "invalid-operation",
            step: operations === notJson ? null : "output",
          } satisfies ChainRefusal)
        : parseChain(operations ?? notGiven, output);
    if (!parsed.ok) {
      context.addIssue({
        code: "custom",
        message: parsed.message,
        params: { errorCode: parsed.code, step: parsed.step } satisfies ChainIssueParams,
      });
      return z.NEVER;
    }
    return chainSpecOf(parsed.chain);
  });
const notGiven = Symbol("no operations");

export type ChainOptions = z.output<typeof chainOptionsSchema>;
