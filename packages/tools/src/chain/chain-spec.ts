import type { OperationName } from "../operations/index.ts";

/**
 * A chain as plain JSON, the shape of POST /api/edit's `operations` and `output` (and of a task's
 * status, so its address can be reopened): each step `{op, ...params}`, the output `{format, ...}`.
 */
export interface ChainSpec {
  operations: ({ op: OperationName } & Record<string, unknown>)[];
  output?: Record<string, unknown> | undefined;
}

/** The output of a GIF tool's chain: a GIF, fitted under its `target_size_bytes` or destination. */
export function gifOutputOf(fit: {
  target_size_bytes?: number | undefined;
  destination?: string | undefined;
}): Record<string, unknown> {
  return {
    format: "gif",
    ...(fit.target_size_bytes === undefined ? {} : { target_size_bytes: fit.target_size_bytes }),
    ...(fit.destination === undefined ? {} : { destination: fit.destination }),
  };
}
