import { describe, expect, it } from "vitest";
import { acceptedExtensions, unsupportedLinkMessage } from "./formats.ts";

/** Issue 24: a Vimeo page, an HTML page and an ftp link each get a message that says what it is. */
describe("unsupportedLinkMessage", () => {
  const gif = acceptedExtensions.gif;
  const video = acceptedExtensions.video;

  it("an ftp link is not supported (not 'Unsupported file type')", () => {
    expect(unsupportedLinkMessage("ftp://files.example.com/cat.gif", gif)).toBe(
      "FTP links are not supported: GifKit fetches http:// and https:// links only. Download the file and upload it instead.",
    );
  });

  it("a Vimeo page is not a video file", () => {
    for (const link of ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"]) {
      expect(unsupportedLinkMessage(link, video)).toBe(
        "A Vimeo page is not a video file, and GifKit cannot fetch videos from Vimeo. Download the video (where its owner allows it) and upload the file.",
      );
    }
  });

  it("an HTML page (or a path without an extension) is a web page, not a file", () => {
    const expected =
      "This link is a web page, not a file. Link to the file itself (ending in .gif, .webp, .apng...): right-click it on the page and copy its address.";
    expect(unsupportedLinkMessage("https://example.com/gallery/cat.html", gif)).toBe(expected);
    expect(unsupportedLinkMessage("https://example.com/gallery/42", gif)).toBe(expected);
  });

  it("a file of another type keeps the allowed list", () => {
    expect(unsupportedLinkMessage("https://example.com/movie.mp4", gif)).toBe(
      "Unsupported file type for this tool. Allowed: gif, webp, apng, mng, avif, webm",
    );
  });
});
