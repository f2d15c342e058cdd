import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../helpers/fixtures.ts";
import {
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../helpers/test-server.ts";

/**
 * Issue 13 observation 4: numbers the start call accepted (1e308, NaN, Infinity) failed later in
 * the worker as "Processing failed. Please try again." Each case here is either refused at once
 * with a 400 naming the field and its range, or runs to SUCCESS.
 */
describe("every option is judged completely at the start call", () => {
  let server: TestServer;
  let gif: Buffer;
  let jpeg: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    gif = await readFile(fixture("gif/cogs.gif"));
    jpeg = await readFile(fixture("image/elephant-660-480.jpg"));
  });
  afterAll(() => server?.close());

  const start = (
    url: string,
    fields: Record<string, string>,
    files = [{ name: "file", value: gif, fileName: "cogs.gif" }],
  ) =>
    server.app.inject({
      method: "POST",
      url,
      ...multipart([...files, ...Object.entries(fields).map(([name, value]) => ({ name, value }))]),
    });

  const refused: [string, string, Record<string, string>, string][] = [
    [
      "add-text end_time 1e308",
      "/api/add-text-layers",
      { layers: '[{"text":"a","end_time":1e308}]' },
      "Layer 1: the end time must be between 0 and 86400 seconds, or blank for the end of the GIF.",
    ],
    [
      "add-text start_time 1e308",
      "/api/add-text-layers",
      { layers: '[{"text":"a","start_time":1e308}]' },
      "Layer 1: the start time must be between 0 and 86400 seconds.",
    ],
    [
      "add-text start_time -1e308 end 1e308",
      "/api/add-text-layers",
      { layers: '[{"text":"a","start_time":-1e308,"end_time":1e308}]' },
      "Layer 1: the end time must be between 0 and 86400 seconds, or blank for the end of the GIF.",
    ],
    [
      "add-text end_time NaN",
      "/api/add-text-layers",
      { layers: '[{"text":"a","end_time":"NaN"}]' },
      "Layer 1: the end time must be a number of seconds, or blank for the end of the GIF.",
    ],
    [
      "crop aspect_ratio Infinity",
      "/api/crop",
      { aspect_ratio: "Infinity" },
      'Aspect ratio must be "free" or a positive number.',
    ],
    ["crop x 1e308", "/api/crop", { x: "1e308" }, "X must be a whole number from 0 to 12000."],
    [
      "crop width Infinity",
      "/api/crop",
      { width: "Infinity" },
      "Width must be a whole number from 10 to 12000 pixels.",
    ],
    [
      "resize width 1e308",
      "/api/resize",
      { width: "1e308" },
      "Width must be a whole number from 1 to 12000 pixels.",
    ],
    [
      "resize height -1e308",
      "/api/resize",
      { height: "-1e308" },
      "Height must be a whole number from 1 to 12000 pixels.",
    ],
    [
      "resize width NaN",
      "/api/resize",
      { width: "NaN" },
      "Width must be a whole number from 1 to 12000 pixels.",
    ],
    [
      "optimize lossy 1e308",
      "/api/optimize",
      { lossy: "1e308" },
      "Lossy must be a whole number from 0 to 100.",
    ],
    [
      "optimize colors Infinity",
      "/api/optimize",
      { colors: "Infinity" },
      "Colors must be a whole number from 2 to 256.",
    ],
    [
      "video-to-gif brightness 1e308",
      "/api/video-to-gif",
      { brightness: "1e308" },
      "Brightness must be between -1.0 and 1.0",
    ],
    [
      "video-to-gif contrast NaN",
      "/api/video-to-gif",
      { contrast: "NaN" },
      "Contrast must be between 0 and 2.0",
    ],
    [
      "video-to-gif width Infinity",
      "/api/video-to-gif",
      { width: "Infinity" },
      "Width must be a whole number from 16 to 1920 pixels (the output limit is 1920 × 1080).",
    ],
    [
      "video-to-gif segments 1e308",
      "/api/video-to-gif",
      { segments: '[{"start":0,"end":1e308}]' },
      "The selected segments add up to 1e+308 seconds; the limit is 60 seconds in total. Shorten or remove a segment.",
    ],
    [
      "video-to-gif segment start 1e308",
      "/api/video-to-gif",
      { segments: '[{"start":1e308,"end":1e308}]' },
      "Invalid segment timing",
    ],
    [
      "gif-maker loop_count 1e308",
      "/api/gif-maker",
      { loop_count: "1e308" },
      "Loop count must be a whole number from 0 (forever) to 10.",
    ],
    [
      "gif-maker frame_durations 1e308",
      "/api/gif-maker",
      { frame_durations: "[1e308]" },
      "Each frame duration must be a whole number of milliseconds from 50 to 5000.",
    ],
    [
      "gif-maker transition_steps Infinity",
      "/api/gif-maker",
      { transition_steps: "Infinity" },
      "Transition steps must be a number from 2 to 12.",
    ],
    // Decimal digits only (issue 28): an exponent is refused, not clamped.
    [
      "gif-maker transition_steps 1e308",
      "/api/gif-maker",
      { transition_steps: "1e308" },
      "Transition steps must be a number from 2 to 12.",
    ],
    [
      "gif-maker frame_duration NaN",
      "/api/gif-maker",
      { frame_duration: "NaN" },
      "Frame duration must be a whole number of milliseconds from 100 to 2000.",
    ],
  ];

  it.each(refused)(
    "%s → 400 naming the field and its range",
    async (_name, url, fields, message) => {
      const files =
        url === "/api/gif-maker"
          ? [{ name: "files", value: jpeg, fileName: "a.jpg" }]
          : url === "/api/video-to-gif"
            ? [
                {
                  name: "file",
                  value: await readFile(fixture("video/friday.mp4")),
                  fileName: "friday.mp4",
                },
              ]
            : undefined;
      const response = await start(url, fields, files);
      expect(response.json()).toEqual({ error: message, code: "invalid-options" });
      expect(response.statusCode).toBe(400);
    },
  );

  // Clamped by the spec (Add Text §5, GIF Maker transition steps): accepted, and the task succeeds.
  const clamped: [string, string, Record<string, string>][] = [
    [
      "add-text font_size 1e308, offsets ±1e308, stroke -1e308",
      "/api/add-text-layers",
      {
        layers:
          '[{"text":"a","font_size":1e308,"offset_x":-1e308,"offset_y":1e308,"stroke_width":-1e308,"line_height":1e308,"max_width_ratio":1e308}]',
      },
    ],
    [
      "gif-maker transition_steps 99999",
      "/api/gif-maker",
      { transition_steps: "99999", transition_type: "crossfade" },
    ],
  ];
  it.each(clamped)("%s → 202 and SUCCESS", async (_name, url, fields) => {
    const files =
      url === "/api/gif-maker"
        ? [
            { name: "files", value: jpeg, fileName: "a.jpg" },
            { name: "files", value: gif, fileName: "b.gif" },
          ]
        : undefined;
    const response = await start(url, fields, files);
    expect(response.statusCode).toBe(202);
    const status = await waitForTask(server.app, response.json().task_id);
    expect(status.error).toBeNull();
    expect(status.state).toBe("SUCCESS");
  });
});

describe("options that depend only on the request are checked against it at the start call", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("Add Text: a layer naming a font field that was not sent → 400", async () => {
    const gif = await readFile(fixture("gif/cogs.gif"));
    const response = await server.app.inject({
      method: "POST",
      url: "/api/add-text-layers",
      ...multipart([
        { name: "file", value: gif, fileName: "cogs.gif" },
        { name: "layers", value: '[{"text":"a","font_field":"font_3"}]' },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Layer 1 uses the custom font font_3, but no file was uploaded in that field.",
      code: "invalid-options",
    });
  });

  it("Resize without the aspect ratio: a size over the output limit → 400", async () => {
    const gif = await readFile(fixture("gif/cogs.gif"));
    const response = await server.app.inject({
      method: "POST",
      url: "/api/resize",
      ...multipart([
        { name: "file", value: gif, fileName: "cogs.gif" },
        { name: "width", value: "3000" },
        { name: "height", value: "200" },
        { name: "maintain_aspect_ratio", value: "false" },
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "The result would be 3,000×200 px; edited GIFs can be at most 2,000×2,000 px.",
      code: "invalid-options",
    });
  });
});
