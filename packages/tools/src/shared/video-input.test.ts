import { describe, expect, it } from "vitest";
import { parseVideoProbe } from "./video-input.ts";

describe("the video probe's HDR transfer", () => {
  const probeOf = (color_transfer?: string) =>
    parseVideoProbe(
      JSON.stringify({
        streams: [{ codec_type: "video", width: 1920, height: 1080, color_transfer }],
        format: { duration: "2" },
      }),
    );
  it("names PQ and HLG, the transfers a chain tone-maps from; null for SDR or none", () => {
    expect(probeOf("smpte2084").hdrTransfer).toBe("smpte2084");
    expect(probeOf("arib-std-b67").hdrTransfer).toBe("arib-std-b67");
    expect(probeOf("bt709").hdrTransfer).toBeNull();
    expect(probeOf(undefined).hdrTransfer).toBeNull();
  });
});
