import type { ToolId } from "@gifkit/tools";

/** What the site's navigation needs to know about a tool (the page copy lives in its content.md). */
export interface SiteTool {
  id: ToolId;
  /** Name in menus, breadcrumbs and cards. */
  name: string;
  path: `/${ToolId}`;
  /** One line for the tool cards. */
  summary: string;
}

/** The eight tools in the header's order (spec: site §2). */
export const siteTools = [
  {
    id: "gif-maker",
    name: "GIF Maker",
    path: "/gif-maker",
    summary: "Turn photos and images into an animated GIF with your own timing and effects.",
  },
  {
    id: "video-to-gif",
    name: "Video to GIF",
    path: "/video-to-gif",
    summary: "Cut one or more moments from a video file or link and export a sharp GIF.",
  },
  {
    id: "resize",
    name: "Resize GIF",
    path: "/resize",
    summary: "Change a GIF's width and height while every frame keeps its timing.",
  },
  {
    id: "crop",
    name: "Crop GIF",
    path: "/crop",
    summary: "Cut out the part that matters with a crop box and aspect-ratio presets.",
  },
  {
    id: "optimize",
    name: "Optimize GIF",
    path: "/optimize",
    summary: "Make a GIF smaller with colour, lossy and dithering controls.",
  },
  {
    id: "reverse",
    name: "Reverse GIF",
    path: "/reverse",
    summary: "Play a GIF backwards, keeping each frame's own delay.",
  },
  {
    id: "add-text",
    name: "Add Text to GIF",
    path: "/add-text",
    summary: "Add captions and timed text layers with fonts, outlines and animation.",
  },
  {
    id: "prompt-gif",
    name: "AI GIF Generator",
    path: "/prompt-gif",
    summary: "Describe a short looping animation in words and generate it as a GIF.",
  },
  {
    id: "cut",
    name: "Cut GIF",
    path: "/cut",
    summary: "Trim a GIF to a time range or a range of frames.",
  },
] as const satisfies readonly SiteTool[];

export function siteToolById(id: ToolId): SiteTool {
  const tool = siteTools.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`Unknown tool: ${id}`);
  return tool;
}
