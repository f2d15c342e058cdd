export * from "./destinations.ts";
export * from "./destinations-table.ts";
export * from "./formats.ts";
export * from "./limit-messages.ts";
export * from "./limits.ts";
export * from "./limits-table.ts";
export * from "./output-kinds.ts";
export * from "./task.ts";
