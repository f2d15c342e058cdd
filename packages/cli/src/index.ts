export { type CliIo, defaultServer, runCli } from "./cli.ts";
export { exitCodes } from "./exit-codes.ts";
export { callTool, mcpTools, runMcpServer } from "./mcp-server.ts";
