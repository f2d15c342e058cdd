/**
 * A file's size as the editors show it: "340 KB" (KB = 1024 bytes, at least 1) or "1.2 MB";
 * another language's through Intl ("1,2 MB"). English keeps its figures as its tests quote them.
 */
export function fileSizeText(language: string, bytes: number): string {
  const kilobytes = Math.max(1, Math.round(bytes / 1024));
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  const inMegabytes = bytes >= 1024 * 1024;
  if (language === "en") return inMegabytes ? `${megabytes.toFixed(1)} MB` : `${kilobytes} KB`;
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: inMegabytes ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    minimumFractionDigits: inMegabytes ? 1 : 0,
    maximumFractionDigits: inMegabytes ? 1 : 0,
  }).format(inMegabytes ? megabytes : kilobytes);
}
