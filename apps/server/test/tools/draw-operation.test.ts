import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animationDelaysMs } from "../../../../packages/tools/src/shared/animation-length.ts";
import { fixture } from "../helpers/fixtures.ts";
import { decodeFramesWithFfmpeg } from "../helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/**
 * Draw through POST /api/edit (issue 36): an arrow and a rectangle on frames 5-10 only, ending in
 * an APNG (lossless, so every pixel the step did not paint is the source's exactly). Pixels
 * change inside the shapes' bounds on frames 5-10, and nowhere else on any frame.
 */
const width = 80;
const height = 80;
const arrow = {
  kind: "arrow",
  points: [
    [10, 60],
    [60, 20],
  ],
  color: "#ff0000",
  stroke_width: 4,
};
const box = {
  kind: "rectangle",
  points: [
    [5, 5],
    [35, 30],
  ],
  color: "#0000ff",
  stroke_width: 3,
};
/** Each shape's bounds, grown by its reach (twice its stroke width, what it may paint). */
const bounds = [
  { left: 10 - 8, top: 20 - 8, right: 60 + 8, bottom: 60 + 8 },
  { left: 5 - 6, top: 5 - 6, right: 35 + 6, bottom: 30 + 6 },
];
const inBounds = (x: number, y: number) =>
  bounds.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);

/** The pixel as shown: every fully transparent pixel is the same. */
function shown(frame: Buffer, x: number, y: number): string {
  const offset = (y * width + x) * 4;
  if (frame[offset + 3] === 0) return "transparent";
  return frame.subarray(offset, offset + 4).toString("hex");
}

describe("Draw: shapes on their frames only", () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = await mkdtemp(join(tmpdir(), "gifkit-draw-"));
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("an arrow and a box on frames 5-10: painted inside their bounds there, nothing else changes", async () => {
    const source = fixture("gif/rotating-squares.gif");
    const form = multipart([
      {
        name: "file",
        value: await readFile(source),
        fileName: "squares.gif",
        contentType: "image/gif",
      },
      {
        name: "operations",
        value: JSON.stringify([
          {
            op: "draw",
            shapes: [
              { ...arrow, start_frame: 5, end_frame: 10 },
              { ...box, start_frame: 5, end_frame: 10 },
            ],
          },
        ]),
      },
      { name: "output", value: JSON.stringify({ format: "apng" }) },
    ]);
    const started = await server.app.inject({ method: "POST", url: "/api/edit", ...form });
    expect(started.statusCode, started.body).toBe(202);
    const status = await waitForTask(server.app, started.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.apng as string);
    const outputPath = join(dir, "drawn.apng");
    await writeFile(outputPath, body);

    const before = await decodeFramesWithFfmpeg(source, width, height);
    const after = await decodeFramesWithFfmpeg(outputPath, width, height);
    expect(after).toHaveLength(30);
    expect(animationDelaysMs(body)).toEqual(Array.from({ length: 30 }, () => 30));
    for (const [index, frame] of after.entries()) {
      const original = before[index] as Buffer;
      let changedInside = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const changed = shown(frame, x, y) !== shown(original, x, y);
          if (!changed) continue;
          expect(
            inBounds(x, y) && index >= 4 && index <= 9,
            `frame ${index + 1} (${x}, ${y})`,
          ).toBe(true);
          changedInside += 1;
        }
      }
      if (index >= 4 && index <= 9) {
        // The arrow's shaft through (35, 40) is red; the box's top edge at (20, 6) is blue.
        expect(shown(frame, 35, 40), `frame ${index + 1}`).toBe("ff0000ff");
        expect(shown(frame, 20, 6), `frame ${index + 1}`).toBe("0000ffff");
        expect(changedInside).toBeGreaterThan(150);
      } else {
        expect(changedInside, `frame ${index + 1}`).toBe(0);
      }
    }
  });

  it("every kind (arrow, rectangle, ellipse, stroke, highlight, numbered step) to a GIF: each paints where it is, when it is", async () => {
    const shapes = [
      {
        kind: "arrow",
        points: [
          [5, 75],
          [30, 50],
        ],
        start_time: 0.3,
      },
      {
        kind: "rectangle",
        points: [
          [40, 40],
          [75, 75],
        ],
        color: "#00ff00",
      },
      {
        kind: "ellipse",
        points: [
          [5, 5],
          [35, 25],
        ],
        color: "#ffff00",
        stroke_width: 3,
      },
      {
        kind: "stroke",
        points: [
          [40, 5],
          [50, 15],
          [60, 5],
          [70, 15],
        ],
        color: "#ff00ff",
      },
      {
        kind: "highlight",
        points: [
          [45, 45],
          [70, 70],
        ],
        color: "#ffff00",
      },
      { kind: "step", points: [[20, 40]], number: 3, color: "#0000ff" },
    ];
    const form = multipart([
      {
        name: "file",
        value: await readFile(fixture("gif/rotating-squares.gif")),
        fileName: "squares.gif",
        contentType: "image/gif",
      },
      { name: "operations", value: JSON.stringify([{ op: "draw", shapes }]) },
    ]);
    const started = await server.app.inject({ method: "POST", url: "/api/edit", ...form });
    expect(started.statusCode, started.body).toBe(202);
    const status = await waitForTask(server.app, started.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.gif as string);
    const outputPath = join(dir, "every-kind.gif");
    await writeFile(outputPath, body);
    const frames = await decodeFramesWithFfmpeg(outputPath, width, height);
    expect(frames).toHaveLength(30);
    const rgb = (frame: Buffer, x: number, y: number) => [
      ...frame.subarray((y * width + x) * 4, (y * width + x) * 4 + 3),
    ];
    const last = frames[29] as Buffer;
    // The arrow starts at 0.3 s (frame 11 of 3 hundredths each): absent before, red after.
    expect(rgb(frames[0] as Buffer, 17, 62)).not.toEqual([255, 0, 0]);
    expect(rgb(last, 17, 62)).toEqual([255, 0, 0]);
    expect(rgb(last, 40, 60)).toEqual([0, 255, 0]); // the rectangle's left edge
    expect(rgb(last, 20, 5)).toEqual([255, 255, 0]); // the ellipse's top
    expect(rgb(last, 50, 15)).toEqual([255, 0, 255]); // a corner of the stroke
    expect(rgb(last, 30, 40)).toEqual([0, 0, 255]); // the step's disc, right of its number
  });
});
