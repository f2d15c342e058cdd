// The polling lives with the tools (packages/tools/src/shared/poll-task.ts) so that an editor can
// poll its own tasks the same way (Video to GIF: a link or a preview).
export * from "@gifkit/tools/shared/poll-task";
