import description from "./generated/api-description.json" with { type: "json" };

/** A JSON Schema as the description holds it (the OpenAPI document's). */
export interface JsonSchema {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  [keyword: string]: unknown;
}

export interface ToolDescription {
  id: string;
  name: string;
  summary: string;
  apiPath: string;
  input: string;
  maxInputFiles: number;
  takesSourceKey: boolean;
  takesUploadKey: boolean;
  acceptsJson: boolean;
  /** The start call's option fields (form field name → JSON Schema). */
  options: Record<string, JsonSchema>;
}

export interface OperationDescription {
  name: string;
  summary: string;
  /** The params besides `op`: an object schema. */
  params: JsonSchema;
}

/**
 * What the client knows of the API: every tool with a start call, every operation of a chain and
 * the output step, with their JSON Schemas (generated from the server's registry, as its OpenAPI
 * document is).
 */
export const apiDescription = description as unknown as {
  tools: readonly ToolDescription[];
  operations: readonly OperationDescription[];
  output: JsonSchema;
};
