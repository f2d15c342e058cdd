import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixture } from "../../../../../apps/server/test/helpers/fixtures.ts";
import { decodeFramesWithFfmpeg } from "../../../../../apps/server/test/helpers/media-probe.ts";
import {
  download,
  multipart,
  startTestServer,
  type TestServer,
  waitForTask,
} from "../../../../../apps/server/test/helpers/test-server.ts";

/**
 * What the preview shows is what the result holds: the same layers are drawn by the editor's
 * preview code in Chromium (Canvas 2D, fonts loaded from the files the web build serves) and by the
 * server renderer (@napi-rs/canvas), and the same frame is compared pixel by pixel.
 */
const repoRoot = fileURLToPath(new URL("../../../../../", import.meta.url));
const editorDir = join(repoRoot, "packages/tools/src/add-text/web");
const require = createRequire(import.meta.url);
const customFontPath = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf");

const harness = `
import { openGif } from "/@fs${editorDir}/gif-frames.ts";
import { drawPreviewFrame, previewTimeline } from "/@fs${editorDir}/preview-canvas.tsx";
import { loadBundledFonts, loadCustomFont } from "/@fs${editorDir}/fonts.tsx";
import { resolveTextLayer } from "/@fs${editorDir}/../shared/layers.ts";
import { normaliseTextLayer } from "/@fs${editorDir}/../shared/options.ts";

window.renderPreview = async (gifUrl, layersAsSent, frameIndex, fonts) => {
  await loadBundledFonts();
  for (const [field, url] of Object.entries(fonts)) {
    await loadCustomFont(field, await (await fetch(url)).blob());
  }
  const source = openGif(await (await fetch(gifUrl)).arrayBuffer());
  const canvas = document.createElement("canvas");
  canvas.width = source.width;
  canvas.height = source.height;
  document.body.append(canvas);
  const context = canvas.getContext("2d");
  const layers = layersAsSent.map((raw, index) => resolveTextLayer(normaliseTextLayer(raw, index)));
  drawPreviewFrame(context, source, previewTimeline(source), frameIndex, layers);
  return Array.from(context.getImageData(0, 0, source.width, source.height).data);
};
window.harnessReady = true;
`;

/** Share of pixels where some colour channel differs by more than `tolerance`. */
function differingShare(a: ArrayLike<number>, b: ArrayLike<number>, tolerance: number): number {
  let differing = 0;
  for (let offset = 0; offset < a.length; offset += 4) {
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs((a[offset + channel] as number) - (b[offset + channel] as number)) > tolerance) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.length / 4);
}

describe("Add Text: the preview equals the result", () => {
  let server: TestServer;
  let vite: ViteDevServer;
  let browser: Browser;
  let root = "";
  let baseUrl = "";

  beforeAll(async () => {
    server = await startTestServer();
    root = await mkdtemp(join(tmpdir(), "gifkit-preview-"));
    await writeFile(
      join(root, "index.html"),
      '<!doctype html><html><body><script type="module" src="/harness.ts"></script></body></html>',
    );
    await writeFile(join(root, "harness.ts"), harness);
    await copyFile(fixture("gif/classroom.gif"), join(root, "classroom.gif"));
    await copyFile(customFontPath, join(root, "custom.ttf"));
    vite = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      server: {
        host: "127.0.0.1",
        port: 0,
        strictPort: false,
        fs: { allow: [root, repoRoot] },
        hmr: false,
      },
      optimizeDeps: { include: ["gifuct-js"] },
    });
    await vite.listen();
    const address = vite.httpServer?.address();
    baseUrl = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : "";
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await vite?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("draws the same lines at the same pixels in Chromium and on the server (< 2% of pixels differ)", async () => {
    const layers = [
      {
        text: "WHEN THE PREVIEW MATCHES THE RESULT",
        font_family: "Impact",
        font_size: 36,
        color: "#ffffff",
        stroke_color: "#000000",
        stroke_width: 3,
        horizontal_align: "center",
        vertical_align: "top",
        offset_y: 6,
      },
      {
        text: "custom font",
        font_family: "Arial",
        font_field: "font_0",
        font_size: 28,
        color: "#ffd700",
        stroke_color: "#000080",
        stroke_width: 2,
        horizontal_align: "left",
        vertical_align: "bottom",
        offset_x: 10,
        offset_y: -10,
      },
      {
        text: "Georgia, right aligned\non two lines",
        font_family: "Georgia",
        font_size: 18,
        color: "#333333",
        stroke_color: "#ffffff",
        stroke_width: 1,
        horizontal_align: "right",
        vertical_align: "middle",
        line_height: 1.5,
        start_time: 0.5,
        end_time: 2,
      },
    ];
    const frameIndex = 15; // 1.0 s into classroom.gif: every layer is visible

    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(
      () => (globalThis as unknown as { harnessReady?: boolean }).harnessReady === true,
      null,
      { timeout: 60_000 },
    );
    const preview = (await page.evaluate(
      ([layersAsSent, index]) =>
        (
          globalThis as unknown as { renderPreview: (...args: unknown[]) => Promise<number[]> }
        ).renderPreview("/classroom.gif", layersAsSent, index, { font_0: "/custom.ttf" }),
      [layers, frameIndex] as const,
    )) as number[];

    const start = await server.app.inject({
      method: "POST",
      url: "/api/add-text-layers",
      ...multipart([
        {
          name: "file",
          value: await readFile(fixture("gif/classroom.gif")),
          fileName: "classroom.gif",
          contentType: "image/gif",
        },
        { name: "layers", value: JSON.stringify(layers) },
        {
          name: "font_0",
          value: await readFile(customFontPath),
          fileName: "custom.ttf",
          contentType: "font/ttf",
        },
      ]),
    });
    expect(start.statusCode, start.body).toBe(202);
    const status = await waitForTask(server.app, start.json().task_id);
    expect(status.state, status.error ?? "").toBe("SUCCESS");
    const { body } = await download(server.app, status.result?.gif as string);
    const resultPath = join(root, "result.gif");
    await writeFile(resultPath, body);
    const resultFrame = (await decodeFramesWithFfmpeg(resultPath, 480, 270))[frameIndex] as Buffer;
    const inputFrame = (await decodeFramesWithFfmpeg(fixture("gif/classroom.gif"), 480, 270))[
      frameIndex
    ] as Buffer;

    expect(preview.length).toBe(resultFrame.length);
    // The text is really there (the frame differs from the input), and the two renderings agree.
    const textShare = differingShare(resultFrame, inputFrame, 24);
    expect(textShare).toBeGreaterThan(0.05);
    const mismatchShare = differingShare(preview, resultFrame, 24);
    console.info(
      `preview vs result: ${(mismatchShare * 100).toFixed(2)}% of pixels differ by more than 24 (text covers ${(textShare * 100).toFixed(1)}%)`,
    );
    expect(mismatchShare).toBeLessThan(0.02);
  });
});
