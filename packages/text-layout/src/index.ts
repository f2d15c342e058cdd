export * from "./draw.ts";
export * from "./fonts.ts";
export * from "./layout.ts";
export * from "./timing.ts";
