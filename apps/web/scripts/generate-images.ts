/**
 * Build step: draws the site's images from text, so none is downloaded or hand-made:
 * the default share image (1200 × 630), the logo and app icons; and from each tool's committed
 * example (made by the tool itself, src/content/examples.json): a still of the result for the
 * articles and the tool page's share image. (Blog heroes are real frames made by the tools:
 * apps/server/scripts/make-examples.ts, committed under public/images/blog/.)
 * Output goes to public/images/generated/ (ignored by git); Vite copies it into the build.
 * It also writes each page's last-change date from git, for the sitemap (src/site/page-sources.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import {
  exampleStillPath,
  stillReadable,
  toolShareImagePath,
} from "../src/content/example-stills.ts";
import { importSiteModule } from "./import-site-module.ts";

const require = createRequire(import.meta.url);
const boldFont = require.resolve("@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf");
const webRoot = fileURLToPath(new URL("../", import.meta.url));
const outputDirectory = `${webRoot}public/images/generated/`;
const repositoryRoot = fileURLToPath(new URL("../../../", import.meta.url));

const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Backgrounds stay in the brand's violet family; the article id picks one for variety. */
const gradients: [string, string, string][] = [
  ["#2e1065", "#5b21b6", "#8b5cf6"],
  ["#3b0764", "#6d28d9", "#c026d3"],
  ["#1e1b4b", "#4c1d95", "#7c3aed"],
  ["#4a044e", "#6d28d9", "#a78bfa"],
];

const logoSvg = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="9" fill="#6d28d9"/>
  <path d="M9 11.5a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-8a3 3 0 0 1-3-3z" fill="#fff" opacity=".22"/>
  <path d="M13.5 12.2v7.6a.8.8 0 0 0 1.2.7l6.2-3.8a.8.8 0 0 0 0-1.4l-6.2-3.8a.8.8 0 0 0-1.2.7z" fill="#fff"/>
</svg>`;

/** A stack of GIF "frames" with a play mark and a frame strip, drawn at (x, y). */
function framesArt(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-10" y="30" width="300" height="230" rx="28" fill="#ffffff" opacity=".10" transform="rotate(-7 140 145)"/>
    <rect x="10" y="15" width="300" height="230" rx="28" fill="#ffffff" opacity=".16" transform="rotate(4 160 130)"/>
    <rect x="20" y="20" width="300" height="230" rx="28" fill="#ffffff" opacity=".22"/>
    <rect x="44" y="44" width="64" height="24" rx="12" fill="#ffffff" opacity=".35"/>
    <circle cx="170" cy="135" r="44" fill="#ffffff" opacity=".30"/>
    <path d="M157 112v46a4 4 0 0 0 6 3.4l37-23a4 4 0 0 0 0-6.8l-37-23a4 4 0 0 0-6 3.4z" fill="#ffffff"/>
    ${Array.from({ length: 10 }, (_, index) => `<rect x="${44 + index * 26}" y="214" width="20" height="8" rx="4" fill="#ffffff" opacity="${index < 6 ? 0.9 : 0.35}"/>`).join("")}
  </g>`;
}

function background(width: number, height: number, variant: number): string {
  const [dark, middle, light] = gradients[variant % gradients.length] ?? gradients[0]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${dark}"/><stop offset=".6" stop-color="${middle}"/><stop offset="1" stop-color="${light}"/>
      </linearGradient>
      <radialGradient id="glow" cx=".85" cy=".15" r=".6">
        <stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <rect width="100%" height="100%" fill="url(#glow)"/>
    <circle cx="${width - 60}" cy="${height + 40}" r="220" fill="#ffffff" opacity=".05"/>
    <circle cx="-40" cy="-60" r="200" fill="#ffffff" opacity=".04"/>
  </svg>`;
}

/** White text wrapped by Pango to `width`, in Arimo Bold; shrinks until it fits `maxHeight`. */
async function textImage(
  text: string,
  options: { width: number; maxHeight: number; sizes: number[]; color?: string; spacing?: number },
) {
  for (const size of options.sizes) {
    const image = sharp({
      text: {
        text: `<span foreground="${options.color ?? "#ffffff"}">${escapeMarkup(text)}</span>`,
        font: `Arimo Bold ${size}`,
        fontfile: boldFont,
        width: options.width,
        rgba: true,
        wrap: "word",
        dpi: 72,
        spacing: options.spacing ?? Math.round(size * 0.18),
      },
    });
    const buffer = await image.png().toBuffer();
    const { height = 0, width = 0 } = await sharp(buffer).metadata();
    if (height <= options.maxHeight || size === options.sizes.at(-1))
      return { buffer, height, width };
  }
  throw new Error("unreachable");
}

async function pill(text: string) {
  const label = await textImage(text.toUpperCase(), {
    width: 600,
    maxHeight: 40,
    sizes: [20],
    color: "#ede9fe",
  });
  const padX = 18;
  const width = label.width + padX * 2;
  const height = 44;
  const base = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="22" fill="#ffffff" fill-opacity=".16"/></svg>`,
  );
  return sharp(base)
    .composite([{ input: label.buffer, left: padX, top: Math.round((height - label.height) / 2) }])
    .png()
    .toBuffer()
    .then((buffer) => ({ buffer, width, height }));
}

async function titleCard(options: {
  width: number;
  height: number;
  variant: number;
  eyebrow: string;
  title: string;
  tag?: string;
  /** The drawn frames on the right (off when a real example goes there). */
  withArt?: boolean;
}): Promise<Sharp> {
  const { width, height } = options;
  const textLeft = 80;
  const textWidth = options.withArt === false ? 520 : 640;
  const title = await textImage(options.title, {
    width: textWidth,
    maxHeight: 330,
    sizes: [64, 58, 52, 46, 40],
  });
  const eyebrow = await textImage(options.eyebrow, {
    width: 500,
    maxHeight: 40,
    sizes: [22],
    color: "#ddd6fe",
  });
  const logo = await sharp(Buffer.from(logoSvg(52)))
    .png()
    .toBuffer();
  const titleTop = Math.round((height - title.height) / 2) + 10;
  const layers: OverlayOptions[] = [
    { input: Buffer.from(framesArt(width - 430, height / 2 - 150, 1.1)), left: 0, top: 0 },
    { input: logo, left: textLeft, top: 64 },
    { input: eyebrow.buffer, left: textLeft + 68, top: 64 + Math.round((52 - eyebrow.height) / 2) },
    { input: title.buffer, left: textLeft, top: titleTop },
  ];
  if (options.tag) {
    const tag = await pill(options.tag);
    layers.push({ input: tag.buffer, left: textLeft, top: height - 64 - tag.height });
  }
  // The frames overlay is a full-size SVG so its coordinates match the card.
  const framesLayer = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${framesArt(width - 430, height / 2 - 150, 1.1)}</svg>`,
  );
  layers[0] = { input: framesLayer, left: 0, top: 0 };
  if (options.withArt === false) layers.shift();
  const flattened = await sharp(Buffer.from(background(width, height, options.variant)))
    .composite(layers)
    .png()
    .toBuffer();
  return sharp(flattened);
}

async function siteImages() {
  const shareCard = await titleCard({
    width: 1200,
    height: 630,
    variant: 0,
    eyebrow: "GIFKIT",
    title: "Free online tools to make and edit animated GIFs",
    tag: "No account · No watermark",
  });
  await shareCard
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toFile(`${outputDirectory}og-default.png`);
  for (const [name, size] of [
    ["logo-512.png", 512],
    ["icon-512.png", 512],
    ["icon-192.png", 192],
    ["apple-touch-icon.png", 180],
  ] as const) {
    await sharp(Buffer.from(logoSvg(size)))
      .png()
      .toFile(`${outputDirectory}${name}`);
  }
}

interface ManifestExample {
  tool: string;
  output: { path: string; width: number; height: number; frames: number };
}

/**
 * For each example whose result sharp can read: its middle frame as a WebP still, and the tool's
 * share card with that frame on the right.
 */
async function exampleImages(toolNames: Map<string, string>): Promise<number> {
  const manifest = JSON.parse(await readFile(`${webRoot}src/content/examples.json`, "utf8")) as {
    examples: ManifestExample[];
  };
  await mkdir(`${outputDirectory}examples`, { recursive: true });
  await mkdir(`${outputDirectory}share`, { recursive: true });
  let made = 0;
  for (const example of manifest.examples) {
    const file = `${webRoot}public${example.output.path}`;
    const name = toolNames.get(example.tool);
    if (!name || !stillReadable(file) || !existsSync(file)) continue;
    const toolId = example.tool as Parameters<typeof exampleStillPath>[0];
    const page = Math.floor(Math.max(0, example.output.frames - 1) / 2);
    const frame = await sharp(file, { page, animated: false }).png().toBuffer();
    await sharp(frame)
      .webp({ quality: 85 })
      .toFile(`${webRoot}public${exampleStillPath(toolId)}`);
    // The frame, at most 440 × 440 with a white card behind it, right of the tool's name.
    const fitted = await sharp(frame)
      .resize({ width: 440, height: 440, fit: "inside", withoutEnlargement: false })
      .png()
      .toBuffer();
    const { width = 0, height = 0 } = await sharp(fitted).metadata();
    const cardWidth = 1200;
    const cardHeight = 630;
    const card = await titleCard({
      width: cardWidth,
      height: cardHeight,
      variant: made,
      eyebrow: "GIFKIT",
      title: name,
      tag: "Free · No account · No watermark",
      withArt: false,
    });
    const padding = 14;
    const boxLeft = cardWidth - 80 - width - padding * 2;
    const boxTop = Math.round((cardHeight - height) / 2) - padding;
    const box = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width + padding * 2}" height="${height + padding * 2}"><rect width="100%" height="100%" rx="18" fill="#ffffff"/></svg>`,
    );
    await card
      .composite([
        { input: box, left: boxLeft, top: boxTop },
        { input: fitted, left: boxLeft + padding, top: boxTop + padding },
      ])
      .png({ compressionLevel: 9 })
      .toFile(`${webRoot}public${toolShareImagePath(toolId)}`);
    made += 1;
  }
  return made;
}

/** YYYY-MM-DD of the last commit touching any of `paths`; outside git, the newest file time. */
function lastCommitDate(paths: readonly string[]): string {
  try {
    const date = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...paths], {
      cwd: repositoryRoot,
      encoding: "utf8",
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // Not a git checkout: use the files' times below.
  }
  const times = paths
    .filter((path) => existsSync(`${repositoryRoot}${path}`))
    .map((path) => statSync(`${repositoryRoot}${path}`).mtimeMs);
  return new Date(times.length ? Math.max(...times) : Date.now()).toISOString().slice(0, 10);
}

const { canonicalPagePaths } = await importSiteModule<
  typeof import("../src/site/prerender-paths.ts")
>("../src/site/prerender-paths.ts");
const { pageSources, pageDatesFile } = await importSiteModule<
  typeof import("../src/site/page-sources.ts")
>("../src/site/page-sources.ts");
const { siteTools } = await importSiteModule<typeof import("../src/site/tools.server.ts")>(
  "../src/site/tools.server.ts",
);

await mkdir(outputDirectory, { recursive: true });
await siteImages();
const stills = await exampleImages(new Map(siteTools.map((tool) => [tool.id, tool.name])));
const dates = Object.fromEntries(
  canonicalPagePaths().map((path) => [path, lastCommitDate(pageSources(path))]),
);
await mkdir(dirname(`${repositoryRoot}${pageDatesFile}`), { recursive: true });
await writeFile(`${repositoryRoot}${pageDatesFile}`, `${JSON.stringify(dates, null, 2)}\n`);
console.log(
  `images: site images, ${stills} example stills and share images written to public/images/generated/; page dates to ${pageDatesFile}`,
);
