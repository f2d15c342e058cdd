export * from "./destinations.ts";
export * from "./destinations-table.ts";
export * from "./error-codes.ts";
export * from "./formats.ts";
export * from "./limit-messages.ts";
export * from "./limits.ts";
export * from "./limits-table.ts";
export * from "./task.ts";
