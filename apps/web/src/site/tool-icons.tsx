import type { ReactNode } from "react";
import type { SiteTool } from "./site-tool.ts";

/** A tool's icon (its about.ts data) as the children of the shared <Icon> frame. */
export function toolGlyph(tool: Pick<SiteTool, "icon">): ReactNode {
  return tool.icon.map((element) => {
    const key = JSON.stringify(element);
    if (element.kind === "path") return <path key={key} d={element.d} />;
    if (element.kind === "circle")
      return <circle key={key} cx={element.cx} cy={element.cy} r={element.r} />;
    return (
      <rect
        key={key}
        x={element.x}
        y={element.y}
        width={element.width}
        height={element.height}
        rx={element.rx}
      />
    );
  });
}
