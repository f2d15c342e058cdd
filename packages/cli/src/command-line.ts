import { type JsonSchema, type ToolDescription, valueForOption } from "@gifkit/client";

/**
 * The command line of a tool's call: its inputs (paths or links) and its options as flags named
 * after the start call's fields (`--width 320`, `--maintain-aspect-ratio false`), with the
 * command's own flags (--out, --json, --server...). Values are typed by the options' JSON Schemas
 * before anything is sent, so a typo is a usage error, not a round trip.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** The command's own flags and whether each takes a value. */
export const commandFlags = {
  out: { value: true, help: "Where to save the result (default: <input>-<tool>.<ext> here)." },
  json: { value: false, help: "Print the task's final status and the saved files as JSON." },
  server: {
    value: true,
    help: "The GifKit server (default: $GIFKIT_SERVER, else https://gifkit.app).",
  },
  "api-key": { value: true, help: "An API key (default: $GIFKIT_API_KEY): a key's limits." },
  "source-key": { value: true, help: "Instead of a file: a kept GIF result's download key." },
  "upload-key": { value: true, help: "Instead of a file: a stored video's upload_key." },
  timeout: { value: true, help: "Seconds to wait for the task (default 900)." },
  quiet: { value: false, help: "No progress on stderr." },
  help: { value: false, help: "This help." },
} as const;
export type CommandFlag = keyof typeof commandFlags;

/**
 * Splits the command's own flags written before the tool's name (`gifkit --server <origin> edit
 * ...`) from the rest, which starts at the tool's name (or `--version`, `-h`); they are read with
 * the tool's flags, so either place means the same. A tool's option there is refused by name: it
 * can only be read against that tool's schema, after its name.
 */
export function splitLeadingCommandFlags(args: readonly string[]): {
  leading: string[];
  rest: string[];
} {
  let index = 0;
  while (index < args.length) {
    const argument = args[index] as string;
    if (!argument.startsWith("--") || argument === "--" || argument === "--version") break;
    const equals = argument.indexOf("=");
    const rawName = argument.slice(2, equals > 0 ? equals : undefined);
    if (!(rawName in commandFlags)) {
      throw new UsageError(
        `--${rawName} is not a command option: a tool's options go after its name (gifkit <tool> --help).`,
      );
    }
    const next = args[index + 1];
    if (commandFlags[rawName as CommandFlag].value && equals < 0) {
      if (next === undefined || next.startsWith("--")) {
        throw new UsageError(`--${rawName} needs a value.`);
      }
      index++;
    }
    index++;
  }
  return { leading: args.slice(0, index), rest: args.slice(index) };
}

/** Short names people type for a field (issue 37's `--for discord`). */
const optionAliases: Record<string, string> = { for: "destination" };

export interface ParsedCall {
  inputs: string[];
  options: Record<string, unknown>;
  flags: Partial<Record<CommandFlag, string | true>>;
}

const fieldName = (flag: string) => flag.replaceAll("-", "_");
export const flagName = (field: string) => field.replaceAll("_", "-");

/** Reads `args` (after the tool's name) against the tool's option fields. */
export function parseCall(
  tool: Pick<ToolDescription, "id" | "options">,
  args: readonly string[],
): ParsedCall {
  const parsed: ParsedCall = { inputs: [], options: {}, flags: {} };
  for (let index = 0; index < args.length; index++) {
    const argument = args[index] as string;
    if (!argument.startsWith("--") || argument === "--") {
      parsed.inputs.push(argument);
      continue;
    }
    const equals = argument.indexOf("=");
    const rawName = argument.slice(2, equals > 0 ? equals : undefined);
    const inline = equals > 0 ? argument.slice(equals + 1) : undefined;
    const next = args[index + 1];
    /** The flag's value: after `=`, or the next argument. */
    const takeValue = (label: string): string => {
      if (inline !== undefined) return inline;
      if (next === undefined || (next.startsWith("--") && next.length > 2)) {
        throw new UsageError(`${label} needs a value.`);
      }
      index++;
      return next;
    };
    if (rawName in commandFlags) {
      const flag = rawName as CommandFlag;
      parsed.flags[flag] = commandFlags[flag].value ? takeValue(`--${flag}`) : true;
      continue;
    }
    const negated = rawName.startsWith("no-") ? fieldName(rawName.slice(3)) : null;
    const field = optionAliases[rawName] ?? fieldName(rawName);
    const schema = tool.options[field] ?? (negated ? tool.options[negated] : undefined);
    if (!schema) {
      const known = Object.keys(tool.options).map((name) => `--${flagName(name)}`);
      throw new UsageError(
        `${tool.id}: unknown option --${rawName}. Its options: ${known.join(", ") || "none"} (gifkit ${tool.id} --help).`,
      );
    }
    const label = `--${flagName(tool.options[field] ? field : (negated as string))}`;
    if (!tool.options[field] && negated) {
      parsed.options[negated] = false;
      continue;
    }
    const isBoolean = schema.type === "boolean";
    const valueText =
      isBoolean && inline === undefined && (next === undefined || !/^(true|false)$/.test(next))
        ? "true"
        : takeValue(label);
    parsed.options[field] = optionValue(schema, valueText, label);
  }
  return parsed;
}

function optionValue(schema: JsonSchema, text: string, label: string): unknown {
  try {
    return valueForOption(schema, text, label);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
