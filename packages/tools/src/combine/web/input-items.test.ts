import { describe, expect, it } from "vitest";
import {
  checkAddedFiles,
  fileInput,
  inputFields,
  moveInput,
  resultInput,
  urlInput,
} from "./input-items.ts";

const gif = (name: string) => new File([new Uint8Array(8)], name, { type: "image/gif" });

describe("Combine's input list", () => {
  it("moves an item and says where it went", () => {
    const items = [fileInput(gif("a.gif")), fileInput(gif("b.gif")), fileInput(gif("c.gif"))];
    const moved = moveInput(items, 2, 0);
    expect(moved?.items.map((item) => item.name)).toEqual(["c.gif", "a.gif", "b.gif"]);
    expect(moved?.announcement).toBe("Moved c.gif from position 3 to position 1 of 3");
    expect(moveInput(items, 0, 3)).toBeNull();
    expect(moveInput(items, 1, 1)).toBeNull();
  });

  it("sends files, links and an earlier result with an order naming each in list order", () => {
    const fields = inputFields([
      urlInput("https://example.com/gifs/cat%20jump.gif"),
      resultInput("key-1", "blob:preview", "Your GIF"),
      fileInput(gif("a.gif")),
      fileInput(gif("b.webp")),
    ]);
    expect(fields.files.map((file) => file.name)).toEqual(["a.gif", "b.webp"]);
    expect(fields.urls).toEqual(["https://example.com/gifs/cat%20jump.gif"]);
    // The result is read after the two uploads: file:2.
    expect(JSON.parse(fields.order)).toEqual(["url:0", "file:2", "file:0", "file:1"]);
    expect(fields.source_key).toBe("key-1");
    expect(urlInput("https://example.com/gifs/cat%20jump.gif").name).toBe("cat jump.gif");
  });

  it("refuses files of other types and more than 20 inputs, as the upload screen does", () => {
    expect(checkAddedFiles([gif("a.mp4")], 2)).toMatch(/a\.mp4/);
    expect(checkAddedFiles([gif("a.gif"), gif("b.gif")], 19)).toBe(
      "Combine takes at most 20 animations; this would be 21.",
    );
    expect(checkAddedFiles([gif("a.apng")], 19)).toBeNull();
  });
});
