export * from "./destinations.ts";
export * from "./formats.ts";
export * from "./limits.ts";
export * from "./limits-table.ts";
export * from "./task.ts";
