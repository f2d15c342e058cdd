import type { WebTool } from "../../web-tool.ts";

/** Edit has no page of its own (its options are a chain: the edit tools' pages make them). */
export default {} satisfies WebTool;
