import { apiDescription, type JsonSchema, type ToolDescription } from "@gifkit/client";
import { commandFlags, flagName } from "./command-line.ts";
import { exitCodes } from "./exit-codes.ts";

/** The help texts, written from the generated description's schemas (never by hand per tool). */

const inputText: Record<string, string> = {
  gif: "a GIF",
  video: "a video",
  images: "images",
  "gif-or-video": "a GIF or a video",
  "gif-or-still": "a GIF or a still JPG, PNG or WebP",
};

/** What a field takes, from its schema: `<integer 1-12000>`, `<low|medium|high>`... */
function valueText(schema: JsonSchema): string {
  const choices = [
    ...(schema.enum ?? []),
    ...(schema.anyOf ?? []).flatMap((each) => each.enum ?? (each.const ? [each.const] : [])),
  ];
  if (choices.length > 0 && !schema.anyOf?.some((each) => each.type === "number")) {
    return `<${choices.join("|")}>`;
  }
  const range =
    schema.minimum !== undefined && schema.maximum !== undefined
      ? ` ${schema.minimum}-${schema.maximum}`
      : "";
  if (schema.type === "boolean") return "[true|false]";
  if (schema.type === "integer") return `<integer${range}>`;
  if (schema.type === "number") return `<number${range}>`;
  if (schema.anyOf) return `<${schema.anyOf.map((each) => each.type ?? "value").join("|")}>`;
  if (schema.type === "array" || schema.items) return "<JSON list>";
  if (schema.type === "object") return "<JSON object>";
  return "<text>";
}

const firstSentence = (text: string | undefined) =>
  text ? (text.split(/(?<=(?<!\be\.g|\bi\.e)\.)\s/)[0] ?? text) : "";

export function toolHelp(tool: ToolDescription): string {
  const input =
    tool.id === "edit"
      ? "gifkit edit <file|link> --ops <steps>"
      : `gifkit ${tool.id} <${tool.maxInputFiles > 1 ? "files or links..." : "file|link"}> [options]`;
  const lines = [
    `${tool.name}: ${tool.summary}`,
    "",
    `Usage: ${input}`,
    `Takes ${inputText[tool.input] ?? tool.input}${tool.maxInputFiles > 1 ? ` (up to ${tool.maxInputFiles})` : ""}; the server's call: POST ${tool.apiPath}.`,
    "",
    "Options:",
  ];
  if (tool.id === "edit") {
    lines.push(
      '  --ops <steps>  The chain, e.g. "resize:w=320,speed:2,format:webp" (gifkit edit --help).',
    );
  }
  for (const [name, schema] of Object.entries(tool.options)) {
    if (tool.id === "edit") continue;
    const about = firstSentence(schema.description);
    lines.push(`  --${flagName(name)} ${valueText(schema)}`, ...(about ? [`      ${about}`] : []));
  }
  if (Object.hasOwn(tool.options, "destination"))
    lines.push("  --for <id>  Same as --destination.");
  lines.push("", ...commandFlagLines());
  if (tool.id === "edit") lines.push("", ...operationLines());
  return `${lines.join("\n")}\n`;
}

function commandFlagLines(): string[] {
  const usage = Object.entries(commandFlags).map(
    ([name, flag]) => [`--${name}${flag.value ? " <value>" : ""}`, flag.help] as const,
  );
  const width = Math.max(...usage.map(([text]) => text.length));
  return [
    "Command options (before or after the tool's name):",
    ...usage.map(([text, help]) => `  ${text.padEnd(width)}  ${help}`),
  ];
}

function operationLines(): string[] {
  const lines = [
    "Operations (--ops: steps split by commas; `op:value` or `op:name=value`, names may be",
    "shortened, e.g. resize:w=320; `format:<gif|webp|apng|avif|mp4|webm>` is the output step):",
  ];
  for (const operation of apiDescription.operations) {
    const params = Object.keys(operation.params.properties ?? {});
    lines.push(
      `  ${operation.name}${params.length > 0 ? `(${params.join(", ")})` : ""}  ${operation.summary}`,
    );
  }
  return lines;
}

/** `gifkit batch --help`. */
export function batchHelp(): string {
  const lines = [
    "Batch: one chain of operations over many files or links (POST /api/batch).",
    "",
    "Usage: gifkit batch <files|links...> --ops <steps> [--out <folder>] [--zip]",
    "Each input becomes its own task; the results are saved into --out (default: here) as",
    "<input>-edit.<ext>, or with --zip as the batch's one ZIP. A failed input is named on",
    "stderr and the exit code is 6; the others are still saved.",
    "",
    "Options:",
    '  --ops <steps>  The chain, e.g. "resize:w=320,speed:2,format:webp".',
    "  --zip          Save one ZIP of every result instead of a file each.",
    "",
    ...commandFlagLines(),
    "",
    ...operationLines(),
  ];
  return `${lines.join("\n")}\n`;
}

export function mainHelp(): string {
  const width = Math.max(...apiDescription.tools.map((tool) => tool.id.length));
  const lines = [
    "gifkit: every GifKit tool from a terminal.",
    "",
    "Usage: gifkit <tool> <file|link> [options]     run a tool, save its result",
    '       gifkit edit <file|link> --ops "resize:w=320,speed:2"',
    '       gifkit batch <files|links...> --ops "resize:w=320"  one chain over many inputs',
    "       gifkit mcp                              an MCP server on stdio (for AI agents)",
    "       gifkit <tool> --help                    a tool's options",
    "       gifkit --server <origin> <tool> ...     command options go before or after the tool",
    "",
    "Tools:",
    ...apiDescription.tools.map((tool) => `  ${tool.id.padEnd(width)}  ${tool.summary}`),
    "",
    ...commandFlagLines(),
    "",
    "Exit codes:",
    ...Object.entries(exitCodes).map(([name, code]) => `  ${String(code).padStart(3)}  ${name}`),
  ];
  return `${lines.join("\n")}\n`;
}
