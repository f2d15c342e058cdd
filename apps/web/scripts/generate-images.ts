/**
 * Build step: draws the site's images from text, so none is downloaded or hand-made:
 * the default share image (1200 × 630), the logo and app icons. (Blog heroes are real frames made
 * by the tools: apps/server/scripts/make-examples.ts, committed under public/images/blog/.)
 * Output goes to public/images/generated/ (ignored by git); Vite copies it into the build.
 */
import { mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import sharp, { type OverlayOptions, type Sharp } from "sharp";

const require = createRequire(import.meta.url);
const boldFont = require.resolve("@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf");
const webRoot = fileURLToPath(new URL("../", import.meta.url));
const outputDirectory = `${webRoot}public/images/generated/`;

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
}): Promise<Sharp> {
  const { width, height } = options;
  const textLeft = 80;
  const textWidth = 640;
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

await mkdir(outputDirectory, { recursive: true });
await siteImages();
console.log("images: site images written to public/images/generated/");
