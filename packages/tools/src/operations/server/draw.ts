import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { runFramesChain } from "../../chain/server/run-chain.ts";
import type { GifEditInput } from "../../media-toolkit.ts";
import type { FrameStreamFacts } from "../define-operation.ts";
import {
  type DrawParams,
  type DrawShape,
  drawnFrames,
  shapeBounds,
  stepRadiusPx,
} from "../draw.ts";
import { defaultOutput } from "../output.ts";
import {
  activeResultFrames,
  defineServerOperation,
  type FrameGraphPart,
  framesEnableExpression,
} from "./define-server-operation.ts";

/**
 * Draw on the engine: a highlight box is ffmpeg's drawbox (a filled box at 35% opacity); an
 * arrow, a rectangle's outline, an ellipse, a stroke or a step's disc
 * is painted here into a transparent RGBA picture of the shape's own box (antialiased by each
 * pixel's distance to the shape) and overlaid; a step's number is drawtext on its disc. Each is
 * enabled on the result frames whose frame at this step its range covers.
 */
export default defineServerOperation<DrawParams>({
  // One draw step on a GIF: the frame path (there is no lossless way to draw).
  gifPath: (params, run) =>
    runFramesChain({ steps: [{ op: "draw", params }], output: defaultOutput }, run.context),
  async frameGraph(params, { step, nextInputNumber, stepDir }): Promise<FrameGraphPart> {
    const stream = step.input as FrameStreamFacts;
    const filters: string[] = [];
    const inputs: GifEditInput[] = [];
    for (const [index, shape] of params.shapes.entries()) {
      const range = drawnFrames(shape, stream);
      if (!range) continue;
      const enable = framesEnableExpression(
        activeResultFrames(step, (position) => position >= range.first && position <= range.last),
      );
      if (shape.kind === "highlight") {
        filters.push(boxFilter(shape, enable));
        continue;
      }
      const picture = paintShape(shape);
      const path = join(stepDir, `shape-${index + 1}.rgba`);
      await writeFile(path, picture.rgba);
      inputs.push({
        path,
        inputOptions: [
          "-f",
          "rawvideo",
          "-pix_fmt",
          "rgba",
          "-s",
          `${picture.width}x${picture.height}`,
        ],
        filters: [],
      });
      // One picture overlaid on every enabled frame (overlay repeats a one-frame input).
      filters.push(
        `[in${nextInputNumber + inputs.length - 1}]overlay=x=${picture.left}:y=${picture.top}:format=rgb:enable='${enable}'`,
      );
      if (shape.kind === "step") filters.push(stepNumberFilter(shape, index, enable));
    }
    return { filters, inputs };
  },
});

/** ffmpeg's colour for a "#rrggbb" at an opacity. */
const ffmpegColour = (hex: string, opacity = 1) => `0x${hex.slice(1)}@${opacity}`;

/** Highlight boxes are filled at this opacity, so what they mark shows through. */
export const highlightOpacity = 0.35;

/**
 * A highlight's filled box (drawbox), from its two corners: it tints what is there, keeping the
 * frame's alpha. (A rectangle's outline is painted instead: ffmpeg 5.1's drawbox crashes with
 * replace=1, which an opaque outline on transparent pixels needs, under a timeline `enable`.)
 */
export function boxFilter(shape: DrawShape, enable: string): string {
  const [[x1, y1], [x2, y2]] = shape.points as [[number, number], [number, number]];
  const left = Math.min(x1, x2);
  const top = Math.min(y1, y2);
  const width = Math.max(1, Math.abs(x2 - x1));
  const height = Math.max(1, Math.abs(y2 - y1));
  return [
    `drawbox=x=${left}:y=${top}:w=${width}:h=${height}`,
    `color=${ffmpegColour(shape.color, highlightOpacity)}`,
    // The whole box, not an outline.
    "t=fill",
    `enable='${enable}'`,
  ].join(":");
}

/** A step's number, centred on its disc in white (drawtext, the system's Liberation Sans Bold). */
export function stepNumberFilter(shape: DrawShape, index: number, enable: string): string {
  const [[x, y]] = shape.points as [[number, number]];
  const radius = stepRadiusPx(shape);
  return [
    "drawtext=fontfile=/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    `text=${shape.number ?? index + 1}`,
    `fontsize=${Math.round(radius * 1.2)}`,
    "fontcolor=white",
    // tw and th are the text's own width and height: centred on the disc.
    `x=${x}-tw/2`,
    `y=${y}-th/2`,
    `enable='${enable}'`,
  ].join(":");
}

type Point = readonly [number, number];

/** Distance from p to the segment a-b. */
function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSquared = dx * dx + dy * dy;
  const along =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + along * dx), p[1] - (a[1] + along * dy));
}

/** The arrow head's triangle at `to`, pointing away from `from`. */
function arrowHead(from: Point, to: Point, strokeWidth: number): [Point, Point, Point] {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  const length = Math.max(10, strokeWidth * 4);
  const spread = Math.PI / 7;
  return [
    to,
    [to[0] - length * Math.cos(angle - spread), to[1] - length * Math.sin(angle - spread)],
    [to[0] - length * Math.cos(angle + spread), to[1] - length * Math.sin(angle + spread)],
  ];
}

/** How far p is inside the triangle (negative outside), by its nearest edge. */
function insideTriangle(p: Point, [a, b, c]: [Point, Point, Point]): number {
  const side = (u: Point, v: Point) =>
    ((v[0] - u[0]) * (p[1] - u[1]) - (v[1] - u[1]) * (p[0] - u[0])) /
    Math.hypot(v[0] - u[0], v[1] - u[1]);
  const sides = [side(a, b), side(b, c), side(c, a)];
  // Whichever way round the corners go, inside is where all three have one sign.
  return Math.max(Math.min(...sides), Math.min(...sides.map((value) => -value)));
}

/**
 * How much of the pixel centred at p a shape covers (0-1): one pixel of antialiasing at its
 * edge, from its distance to the shape's line (or how far inside its filled part p is).
 */
function coverage(shape: DrawShape, p: Point): number {
  const half = shape.stroke_width / 2;
  const fromLine = (distance: number) => Math.max(0, Math.min(1, half + 0.5 - distance));
  const points = shape.points as Point[];
  switch (shape.kind) {
    case "arrow": {
      const [from, to] = points as [Point, Point];
      const head = arrowHead(from, to, shape.stroke_width);
      // The shaft stops inside the head, so its round end never pokes out of the tip.
      const shaft = fromLine(segmentDistance(p, from, midpoint(head[1], head[2])));
      return Math.max(shaft, Math.max(0, Math.min(1, insideTriangle(p, head) + 0.5)));
    }
    case "stroke": {
      let nearest = Number.POSITIVE_INFINITY;
      for (let index = 1; index < points.length; index++) {
        nearest = Math.min(
          nearest,
          segmentDistance(p, points[index - 1] as Point, points[index] as Point),
        );
      }
      return fromLine(nearest);
    }
    case "ellipse": {
      const [[x1, y1], [x2, y2]] = points as [Point, Point];
      const rx = Math.max(1, Math.abs(x2 - x1) / 2);
      const ry = Math.max(1, Math.abs(y2 - y1) / 2);
      const dx = p[0] - (x1 + x2) / 2;
      const dy = p[1] - (y1 + y2) / 2;
      const k = Math.hypot(dx / rx, dy / ry);
      if (k === 0) return fromLine(Math.min(rx, ry));
      // The distance to the outline, to first order: (k - 1) over k's gradient.
      const gradient = Math.hypot(dx / (rx * rx), dy / (ry * ry)) / k;
      return fromLine(Math.abs(k - 1) / gradient);
    }
    case "rectangle": {
      // An outline of stroke_width inside the box the two corners span (crisp: axis-aligned).
      const [[x1, y1], [x2, y2]] = points as [Point, Point];
      const left = Math.min(x1, x2);
      const top = Math.min(y1, y2);
      const right = left + Math.max(1, Math.abs(x2 - x1)) - 1;
      const bottom = top + Math.max(1, Math.abs(y2 - y1)) - 1;
      if (p[0] < left || p[0] > right || p[1] < top || p[1] > bottom) return 0;
      const edge = Math.min(p[0] - left, right - p[0], p[1] - top, bottom - p[1]);
      return edge < shape.stroke_width ? 1 : 0;
    }
    case "step": {
      const [centre] = points as [Point];
      const inside = stepRadiusPx(shape) - Math.hypot(p[0] - centre[0], p[1] - centre[1]);
      return Math.max(0, Math.min(1, inside + 0.5));
    }
    default:
      return 0;
  }
}

const midpoint = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/**
 * A shape painted on a transparent RGBA picture of its own box (its colour, alpha = coverage),
 * and where that box goes on the frame. Pure (tested on its pixels).
 */
export function paintShape(shape: DrawShape): {
  rgba: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
} {
  const bounds = shapeBounds(shape);
  const left = Math.floor(bounds.left);
  const top = Math.floor(bounds.top);
  const width = Math.ceil(bounds.right) - left + 1;
  const height = Math.ceil(bounds.bottom) - top + 1;
  const rgba = new Uint8Array(width * height * 4);
  const red = Number.parseInt(shape.color.slice(1, 3), 16);
  const green = Number.parseInt(shape.color.slice(3, 5), 16);
  const blue = Number.parseInt(shape.color.slice(5, 7), 16);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const alpha = coverage(shape, [left + column, top + row]);
      if (alpha === 0) continue;
      const offset = (row * width + column) * 4;
      rgba[offset] = red;
      rgba[offset + 1] = green;
      rgba[offset + 2] = blue;
      rgba[offset + 3] = Math.round(alpha * 255);
    }
  }
  return { rgba, width, height, left, top };
}
