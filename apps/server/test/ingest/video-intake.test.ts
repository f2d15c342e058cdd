import { defaultLimits } from "@gifkit/contracts";
import type { CommandOutput, MediaCommand } from "@gifkit/tools";
import { describe, expect, it } from "vitest";
import { InputRejectedError, probeVideoWithinLimits } from "../../src/ingest/input-limits.ts";

/** What ffprobe prints (JSON of buildVideoProbeCommand) for these streams. */
function probeJson(durationSeconds: number, streams: Record<string, unknown>[]): string {
  return JSON.stringify({ format: { duration: String(durationSeconds) }, streams });
}
const video = (width: number, height: number) => ({
  codec_type: "video",
  width,
  height,
  avg_frame_rate: "30/1",
});

/** The intake's one probe, with ffprobe answering `answer`; the commands run are recorded. */
async function intake(answer: () => Promise<CommandOutput>, detectedType = "mp4") {
  const commands: MediaCommand[] = [];
  const outcome = await probeVideoWithinLimits(
    "/task/input-0",
    detectedType,
    defaultLimits,
    async (command) => {
      commands.push(command);
      return answer();
    },
    new AbortController().signal,
  ).catch((error: unknown) => error);
  return { outcome, commands };
}
const prints = (stdout: string) => async () => ({ stdout, stderrTail: "" });

describe("the worker's one video probe (ingest/input-limits.ts probeVideoWithinLimits)", () => {
  it("runs one bounded ffprobe with the demuxer named by content and hands back the facts", async () => {
    const { outcome, commands } = await intake(
      prints(probeJson(6.166, [video(640, 480), { codec_type: "audio" }])),
      "avi",
    );
    expect(commands).toHaveLength(1);
    expect(commands[0]?.binary).toBe("ffprobe");
    expect(commands[0]?.args).toEqual(
      expect.arrayContaining(["-probesize", "5000000", "-f", "avi", "/task/input-0"]),
    );
    expect(outcome).toMatchObject({
      durationSeconds: 6.166,
      width: 640,
      height: 480,
      hasVideo: true,
      hasAudio: true,
    });
  });

  it.each([
    [
      "ffprobe fails",
      async (): Promise<CommandOutput> => {
        throw new Error("ffprobe exited with 1: moov atom not found");
      },
      "The video could not be read: it is damaged, incomplete or not a video we support.",
      "damaged-input",
    ],
    [
      "there is no video stream",
      prints(probeJson(5, [{ codec_type: "audio" }])),
      "The file has no video track.",
      "no-video-stream",
    ],
    [
      "the picture size is out of ffprobe's range",
      prints(probeJson(5, [{ codec_type: "video" }])),
      "The video's picture size could not be read; the largest side allowed is 12,000 px.",
      "input-too-large",
    ],
    [
      "a stream is wider than the side limit",
      prints(probeJson(5, [video(320, 240), video(12_100, 8)])),
      "The video is 12,100 × 240 pixels; the largest side allowed is 12,000 px.",
      "input-too-large",
    ],
    [
      "the header declares an absurd length",
      prints(probeJson(100_000, [video(640, 360)])),
      "The video's header says it is 27.8 hours long; videos longer than 24 hours are refused (the file is probably damaged or crafted).",
      "damaged-input",
    ],
  ])(
    "refuses the video when %s, with the message the start call gave",
    async (_, answer, message, code) => {
      const { outcome } = await intake(answer);
      expect(outcome).toBeInstanceOf(InputRejectedError);
      expect(outcome).toMatchObject({ message, code });
    },
  );

  it("a type with no demuxer is refused without starting ffprobe", async () => {
    const { outcome, commands } = await intake(prints("{}"), "png");
    expect(outcome).toMatchObject({ code: "damaged-input" });
    expect(commands).toEqual([]);
  });
});
