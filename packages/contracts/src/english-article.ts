/**
 * "a" or "an" before a format's or a tool's name, by how it is said, not how it is spelled:
 * "a GIF", "a WebP", "a HEIC", "a URL" (said as words, or "you"), "an MP4", "an MNG", "an SVG",
 * "an H.264 video" (letters said one by one, the first with a vowel sound: "em", "es", "aitch"),
 * "an AVIF", "an APNG", "an Optimize GIF task". The one place sentences built from a name pick
 * their article. Small, as it is in every tool page's code (js-budget.ts); names start with a
 * capital letter. Numbers are not names: a sentence with a number after its article is worded
 * without one ("a PNG of 800 × 600 px").
 */
export const indefiniteArticle = (name: string): "a" | "an" =>
  /^(?:[AEIO]|[FHLMNRSX](?![a-zAEIOU]))/.test(name) ? "an" : "a";

/** `name` after its indefinite article: "an MP4", "a GIF", "an Optimize GIF". */
export const withIndefiniteArticle = (name: string): string => `${indefiniteArticle(name)} ${name}`;
