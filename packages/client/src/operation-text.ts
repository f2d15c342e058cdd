import type { Operation } from "./client.ts";
import { apiDescription, type JsonSchema } from "./description.ts";
import type { OutputParams } from "./generated/api-types.ts";

/**
 * A chain written as one line (`resize:w=320,speed:2,format:webp`), as the command line and
 * links take it: steps split by commas, each `op` then `:`-separated arguments, `name=value` or
 * bare values. A name may be shortened to any prefix that names one param (`w` for width). Bare
 * values fill the step's required params first, then the others, in the schema's order
 * (`speed:2`, `crop:320:240` for width and height). `format:<f>` or `output:name=value...` is the
 * output step. Values are read as the param's schema says (numbers, true/false, JSON lists).
 */
export class OperationTextError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OperationTextError";
  }
}

/** Splits on `separator` outside brackets and quotes (a JSON value may hold commas). */
function splitTopLevel(text: string, separator: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let quote = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '"' && text[index - 1] !== "\\") quote = !quote;
    else if (!quote && (character === "[" || character === "{")) depth++;
    else if (!quote && (character === "]" || character === "}")) depth--;
    else if (!quote && depth === 0 && character === separator) {
      pieces.push(text.slice(start, index));
      start = index + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** Reads a value as its schema types it; an error names what was expected. */
export function valueFor(schema: JsonSchema, text: string, label: string): unknown {
  const kinds = new Set<string>();
  const collect = (each: JsonSchema) => {
    if (each.anyOf) each.anyOf.forEach(collect);
    else if (each.enum) for (const value of each.enum) kinds.add(typeof value);
    else if (typeof each.type === "string") kinds.add(each.type);
  };
  collect(schema);
  const choices = [
    ...(schema.enum ?? []),
    ...(schema.anyOf ?? []).flatMap((each) => each.enum ?? []),
  ];
  if (choices.length > 0 && !schema.anyOf?.some((each) => !each.enum && each.const === undefined)) {
    const found = choices.find((choice) => String(choice) === text);
    if (found === undefined) {
      throw new OperationTextError(`${label} must be one of ${choices.join(", ")}, not "${text}".`);
    }
    return found;
  }
  if ((kinds.has("number") || kinds.has("integer")) && /^-?\d+(\.\d+)?$/.test(text)) {
    return Number(text);
  }
  if (kinds.has("boolean")) {
    if (["true", "yes", "1"].includes(text)) return true;
    if (["false", "no", "0"].includes(text)) return false;
  }
  if ((kinds.has("array") || kinds.has("object")) && /^[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      throw new OperationTextError(`${label} is not valid JSON: ${text}`);
    }
  }
  if (kinds.has("string") || kinds.size === 0) return text;
  const wanted = kinds.has("integer")
    ? "a whole number"
    : kinds.has("number")
      ? "a number"
      : kinds.has("boolean")
        ? "true or false"
        : "a JSON value";
  throw new OperationTextError(`${label} must be ${wanted}, not "${text}".`);
}

/** The param a name (or a prefix naming one param) means, or an error that lists them. */
export function paramNamed(names: readonly string[], given: string, where: string): string {
  const normalized = given.replaceAll("-", "_");
  if (names.includes(normalized)) return normalized;
  const matches = names.filter((name) => name.startsWith(normalized));
  if (matches.length === 1) return matches[0] as string;
  const list = names.length > 0 ? names.join(", ") : "no params";
  throw new OperationTextError(
    matches.length > 1
      ? `${where}: "${given}" could be ${matches.join(" or ")}.`
      : `${where}: unknown param "${given}" (it takes ${list}).`,
  );
}

function stepParams(schema: JsonSchema, args: readonly string[], where: string) {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = schema.required ?? [];
  const positional = [...required, ...names.filter((name) => !required.includes(name))];
  const params: Record<string, unknown> = {};
  let next = 0;
  for (const argument of args) {
    const equals = argument.indexOf("=");
    let name: string;
    let text: string;
    if (equals > 0) {
      name = paramNamed(names, argument.slice(0, equals), where);
      text = argument.slice(equals + 1);
    } else {
      while (next < positional.length && (positional[next] as string) in params) next++;
      const free = positional[next];
      if (free === undefined) {
        throw new OperationTextError(`${where}: too many values (it takes ${names.join(", ")}).`);
      }
      name = free;
      text = argument;
    }
    params[name] = valueFor(properties[name] as JsonSchema, text, `${where}: ${name}`);
  }
  return params;
}

export function parseOperations(text: string): {
  operations: Operation[];
  output: OutputParams | undefined;
} {
  const operations: Operation[] = [];
  let output: OutputParams | undefined;
  const steps = splitTopLevel(text.trim(), ",").filter((step) => step.trim() !== "");
  if (steps.length === 0) throw new OperationTextError("No operations: give at least one step.");
  steps.forEach((step, index) => {
    const [op = "", ...args] = splitTopLevel(step.trim(), ":");
    const where = `step ${index + 1} (${op})`;
    if (op === "format" || op === "output") {
      output = { ...output, ...stepParams(apiDescription.output, args, where) } as OutputParams;
      return;
    }
    const operation = apiDescription.operations.find((each) => each.name === op);
    if (!operation) {
      const names = apiDescription.operations.map((each) => each.name).join(", ");
      throw new OperationTextError(
        `step ${index + 1}: unknown operation "${op}" (operations: ${names}; the output step: format).`,
      );
    }
    operations.push({ op, ...stepParams(operation.params, args, where) } as Operation);
  });
  return { operations, output };
}
