/** Editors of the tools, loaded lazily by the web app. Filled in as each tool's editor lands. */
export const editors = {} as const;
