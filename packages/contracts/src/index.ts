export * from "./destinations.ts";
export * from "./formats.ts";
export * from "./limits.ts";
export * from "./task.ts";
