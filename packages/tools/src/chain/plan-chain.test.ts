import { describe, expect, it } from "vitest";
import { chainPath, parseChain } from "./plan-chain.ts";

/** The path a chain of these steps takes on a GIF (the output: a GIF, unless given). */
function pathOf(operations: unknown[], output: Record<string, unknown> = {}) {
  const parsed = parseChain(operations, output);
  if (!parsed.ok) throw new Error(parsed.message);
  return chainPath(parsed.chain, "frames");
}

const crop = { op: "crop", x: 0, y: 0, width: 40, height: 30 };
const resize = { op: "resize", width: 20 };
const text = { op: "text", layers: [{ text: "Hi" }] };

describe("the path a chain's shape picks", () => {
  it("gifsicle steps, perhaps ending in any step, run as each step's own GIF path (gif-steps)", () => {
    expect(pathOf([crop, resize, { op: "speed", speed: 2 }, text])).toBe("gif-steps");
    expect(pathOf([crop, resize])).toBe("gif-steps");
    expect(pathOf([{ op: "cut", start_frame: 2 }, crop])).toBe("gif-steps");
  });

  it("keeps the other paths: one step, timeline only, a picture step before the last, Optimize's encoder, a video", () => {
    expect(pathOf([crop])).toBe("operation");
    expect(pathOf([{ op: "speed", speed: 2 }, { op: "reverse" }])).toBe("timeline");
    expect(pathOf([crop, text, { op: "speed", speed: 2 }])).toBe("frames");
    expect(pathOf([crop, text], { lossy: 20 })).toBe("frames");
    expect(pathOf([crop, text], { format: "webp" })).toBe("frames");
    const parsed = parseChain([crop, text], {});
    if (!parsed.ok) throw new Error(parsed.message);
    expect(chainPath(parsed.chain, "video")).toBe("video");
  });
});
