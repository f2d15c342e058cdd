/*
 * The web map: what of each tool runs only in the browser (its first screen, loaded when the page
 * needs it), from each tool's web/index.ts (generated/web-map.ts, written by `npm run generate`).
 * The server map (server-tools.ts) is its counterpart; the registry (generated/registry.ts) is the
 * data both read.
 */

import { webToolsById } from "./generated/web-map.ts";
import type { ToolId } from "./index.ts";
import type { WebTool } from "./web-tool.ts";

/** Every tool's browser side, by id; the compiler refuses a tool missing here. */
export const webTools: Readonly<Record<ToolId, WebTool>> = webToolsById;
export type { WebTool } from "./web-tool.ts";
