import type { ToolId } from "@gifkit/tools";

/**
 * The editing area of a tool page: the shared step flow (upload → editing → processing → result)
 * around the tool's editor. Filled in by the editors work; until a tool's editor lands this area
 * is empty and the page frame around it (title, steps, guide, ads) stands on its own.
 */
export default function ToolWorkspace({ toolId }: { toolId: ToolId }) {
  return <section aria-label="Tool" data-tool-workspace={toolId} />;
}
