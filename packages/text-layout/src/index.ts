export * from "./fonts.ts";
export * from "./layout.ts";
export * from "./render.ts";
export * from "./timing.ts";
