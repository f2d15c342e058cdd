import { refusedInputKind } from "@gifkit/contracts";
import { de as toolUiDe } from "@gifkit/tools/shared/i18n/tool-ui.de";
import { toolUiEn } from "@gifkit/tools/shared/i18n/tool-ui.en";
import { describe, expect, it } from "vitest";
import { checkFiles, checkUrls, contentMismatchIn, splitUrls } from "./source-checks.ts";

const file = (name: string, size = 10) => ({ name, size }) as File;
const limit = 200 * 1024 * 1024;

describe("upload screen checks", () => {
  it("names unsupported files and lists the allowed types in capitals", () => {
    expect(checkFiles([file("a.gif"), file("b.mp4"), file("c.JPG")], "gif", limit)).toBe(
      "Unsupported file type: b.mp4, c.JPG. Allowed: GIF, WEBP, APNG, MNG, AVIF, WEBM",
    );
    expect(checkFiles([file("a.GIF"), file("b.webp")], "gif", limit)).toBeNull();
    // A .png may be an APNG (its usual name): the server judges it by its content (issue 41).
    expect(checkFiles([file("c.PNG")], "gif", limit)).toBeNull();
    expect(checkFiles([file("c.png")], "video", limit)).toBe(
      "Unsupported file type: c.png. Allowed: MP4, WEBM, AVI, MOV, MKV, FLV, 3GP, WMV",
    );
  });
  it("checks the size before anything is uploaded", () => {
    expect(checkFiles([file("big.gif", limit + 1)], "gif", limit)).toBe(
      "File too large: big.gif is 200.0 MB. Max file size: 200 MB.",
    );
  });
  it("calls a 0-byte file empty, not a wrong format (issue 24)", () => {
    expect(checkFiles([file("blank.gif", 0)], "gif", limit)).toBe(
      "blank.gif is empty (0 bytes). Choose the file again, or another one.",
    );
    expect(checkFiles([file("a.gif"), file("b.gif", 0), file("c.gif", 0)], "gif", limit)).toBe(
      "These files are empty (0 bytes): b.gif, c.gif. Choose them again, or others.",
    );
  });
  it("names the format a file's content does not match, with its English article by sound", () => {
    const english = { languageCode: "en", checks: toolUiEn.checks };
    expect(contentMismatchIn(english, ["clip.mp4"])).toBe(
      "clip.mp4 is not an MP4 file: its content does not match its name.",
    );
    expect(contentMismatchIn(english, ["x.avif"])).toBe(
      "x.avif is not an AVIF file: its content does not match its name.",
    );
    expect(contentMismatchIn(english, ["x.gif"])).toBe(
      "x.gif is not a GIF file: its content does not match its name.",
    );
    // Other languages write the sentence their own way and leave the English article out.
    expect(contentMismatchIn({ languageCode: "de", checks: toolUiDe.checks }, ["clip.mp4"])).toBe(
      "clip.mp4 ist keine MP4-Datei: Der Inhalt passt nicht zum Namen.",
    );
  });
  it("splits URLs on new lines and commas, trims and drops blanks", () => {
    expect(splitUrls(" https://a.test/x.gif ,\n\nhttps://b.test/y.png\n")).toEqual([
      "https://a.test/x.gif",
      "https://b.test/y.png",
    ]);
  });
  it("uses the single and the multiple URL messages", () => {
    expect(checkUrls(["https://a.test/x.jpg"], "gif")).toBe(
      "Unsupported file type for this tool. Allowed: gif, webp, apng, mng, avif, webm",
    );
    expect(checkUrls(["https://a.test/x.gif?size=2"], "gif")).toBeNull();
    expect(checkUrls(["https://a.test/x.gif", "https://a.test/y.txt"], "images")).toBe(
      "Unsupported URLs: https://a.test/y.txt. Allowed: jpg, jpeg, png, gif, webp, apng, heic, heif, mng, jp2, avif, jxl, bmp, pdf",
    );
    expect(checkUrls(["https://youtu.be/abc"], "video")).toBeNull();
  });
  it("points a wrong-kind upload to the tool that takes it (issue 41)", () => {
    expect(refusedInputKind(["clip.mp4"], "gif")).toBe("video");
    expect(refusedInputKind(["a.gif", "b.MOV"], "gif")).toBe("video");
    expect(refusedInputKind(["photo.jpg", "scan.png"], "gif")).toBe("images");
    expect(refusedInputKind(["clip.mp4", "photo.jpg"], "gif")).toBeNull();
    expect(refusedInputKind(["a.gif"], "gif")).toBeNull();
    expect(refusedInputKind(["notes.txt"], "gif")).toBeNull();
    expect(refusedInputKind(["clip.mp4"], "images")).toBeNull();
  });
});
