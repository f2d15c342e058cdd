import { defaultLimits } from "@gifkit/contracts";
import { z } from "zod";
import { operationList } from "../operations/index.ts";
import { outputParams } from "../operations/output.ts";

/** A JSON Schema object, as zod writes one. */
export type JsonSchemaObject = Record<string, unknown>;

/**
 * An input schema as JSON Schema without its `$schema` line (zod writes it on every document):
 * what a caller sends, so defaults are optional. The one conversion the OpenAPI document and the
 * client's generated description share.
 */
export function inputJsonSchema(schema: z.ZodType): JsonSchemaObject {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return rest;
}

/** An operation's component name in the OpenAPI document: "resize" → "ResizeOperation". */
export const operationSchemaName = (name: string): string =>
  `${name
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Operation`;

const reference = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The chain's shapes as OpenAPI components: one schema per operation (its `op` and its params,
 * as strict as the parse), `Operation` (any of them, told apart by `op`), `Output` (the output
 * step) and `Operations` (the list, at most maxChainOperations steps).
 */
export function chainJsonSchemas(): Record<string, JsonSchemaObject> {
  const schemas: Record<string, JsonSchemaObject> = {};
  for (const operation of operationList) {
    const params = inputJsonSchema(operation.params) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    schemas[operationSchemaName(operation.name)] = {
      ...params,
      type: "object",
      description: operation.summary,
      properties: { op: { const: operation.name }, ...params.properties },
      required: ["op", ...(params.required ?? [])],
      additionalProperties: false,
    };
  }
  schemas.Operation = {
    description: 'One step of a chain: {"op": name, ...its params}.',
    oneOf: operationList.map((operation) => reference(operationSchemaName(operation.name))),
    discriminator: {
      propertyName: "op",
      mapping: Object.fromEntries(
        operationList.map((operation) => [
          operation.name,
          reference(operationSchemaName(operation.name)).$ref,
        ]),
      ),
    },
  };
  schemas.Operations = {
    type: "array",
    description: `The steps in order (1 to ${defaultLimits.maxChainOperations}), each {"op": name, ...its params}: one of the Operation schemas. A multipart form sends the array as JSON text.`,
    minItems: 1,
    maxItems: defaultLimits.maxChainOperations,
    items: reference("Operation"),
  };
  schemas.Output = {
    ...inputJsonSchema(outputParams),
    description:
      'The output step: {"format": "gif" | "webp" | "apng" | "avif" | "mp4" | "webm", ...its settings}; absent: a GIF. A multipart form sends it as JSON text.',
  };
  return schemas;
}

/** Where a request body's `operations` and `output` point in the OpenAPI document. */
export const chainFieldReferences = {
  operations: reference("Operations"),
  output: reference("Output"),
} as const;
