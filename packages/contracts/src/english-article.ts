/**
 * "a" or "an" before an English word, name or number, by how it is said, not how it is spelled:
 * "a GIF", "a WebP", "a HEIC" (said as words), "an MP4", "an MNG", "an SVG", "an H.264 video"
 * (letters said one by one, the first with a vowel sound: "em", "es", "aitch"), "an AVIF",
 * "an APNG", "an arrow", "a URL" ("you"), "an 8 s video", "an 11 × 11 grid", "a 100 px PNG".
 * The one place sentences built from a format's or a tool's name pick their article.
 */
export function indefiniteArticle(word: string): "a" | "an" {
  const number = /^\d[\d,]*/.exec(word)?.[0].replaceAll(",", "");
  if (number !== undefined) {
    // "eight", "eighty", "eight hundred"; "eleven", "eighteen" (and their thousands).
    return number.startsWith("8") ||
      (number.length % 3 === 2 && (number.startsWith("11") || number.startsWith("18")))
      ? "an"
      : "a";
  }
  // An initialism whose first letter is said with a vowel sound: MP4, MNG, SVG, FLV, H.264, RGB.
  if (/^[FHLMNRSX](?![a-z]|[AEIOU])/.test(word)) return "an";
  // An initialism starting with U is said "you": a URL, a UTF-8 file.
  if (/^U[A-Z]/.test(word)) return "a";
  if (/^(one|once|uni|use|usu|uti|eu)/i.test(word)) return "a";
  if (/^(hour|honest|honou?r|heir)/i.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** `word` after its indefinite article: "an MP4", "a GIF", "an Optimize GIF". */
export const withIndefiniteArticle = (word: string): string => `${indefiniteArticle(word)} ${word}`;
