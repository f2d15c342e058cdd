import { describe, expect, it } from "vitest";
import { videoEditorTaskKinds, videoEditorTaskPolling } from "../shared/video-editor-tasks.ts";
import { videoToGifTool } from "./tool.ts";

describe("the video editor's own tasks", () => {
  it("are the tool's task kinds, and the editor polls each with the plan registered for it", () => {
    expect(Object.keys(videoToGifTool.taskKinds ?? {})).toEqual(Object.keys(videoEditorTaskKinds));
    for (const [name, kind] of Object.entries(videoToGifTool.taskKinds ?? {})) {
      expect(videoEditorTaskPolling[name as keyof typeof videoEditorTaskPolling]).toEqual(
        kind.polling,
      );
    }
  });
});
