import { describe, expect, it } from "vitest";
import { isAudioSourceHead, videoAudioInputProblem, videoAudioOptionsSchema } from "./options.ts";

describe("Video Audio's options", () => {
  it("defaults to mute and refuses unknown values by name", () => {
    expect(videoAudioOptionsSchema.parse({})).toEqual({
      action: "mute",
      audio_fit: "video",
      audio_format: "m4a",
    });
    expect(videoAudioOptionsSchema.safeParse({ action: "louder" }).error?.issues[0]?.message).toBe(
      "action must be mute, replace or extract.",
    );
    expect(
      videoAudioOptionsSchema.safeParse({ audio_format: "flac" }).error?.issues[0]?.message,
    ).toBe("audio_format must be m4a or mp3.");
  });

  it("needs the audio file for replace, and only for replace", () => {
    const replace = videoAudioOptionsSchema.parse({ action: "replace" });
    expect(videoAudioInputProblem(replace, [])).toMatch(/^Replacing the sound needs a second file/);
    expect(videoAudioInputProblem(replace, ["audio"])).toBeNull();
    expect(videoAudioInputProblem(videoAudioOptionsSchema.parse({}), ["audio"])).toBe(
      "The audio file is used only to replace the sound: set action to replace, or leave it out.",
    );
  });

  it("takes MP3, M4A, WAV, Ogg and WebM sound by content, and refuses text", () => {
    const bytes = (text: string, at = 0) => {
      const head = new Uint8Array(16);
      head.set(new TextEncoder().encode(text), at);
      return head;
    };
    expect(isAudioSourceHead(bytes("ID3"))).toBe(true);
    expect(isAudioSourceHead(Uint8Array.from([0xff, 0xfb, 0x90, 0x64]))).toBe(true);
    expect(isAudioSourceHead(bytes("ftypM4A ", 4))).toBe(true);
    expect(
      isAudioSourceHead(
        Uint8Array.from([...bytes("RIFF").slice(0, 8), ...bytes("WAVE").slice(0, 8)]),
      ),
    ).toBe(true);
    expect(isAudioSourceHead(bytes("OggS"))).toBe(true);
    expect(isAudioSourceHead(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
    expect(isAudioSourceHead(bytes("1\n00:00:01,000"))).toBe(false);
  });
});
