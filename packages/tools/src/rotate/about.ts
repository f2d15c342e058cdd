/** What menus, cards and the step flow say about Rotate & Flip (plain data, no imports). */
export const rotateAbout = {
  id: "rotate",
  name: "Rotate & Flip GIF",
  summary: "Turn a GIF 90°, 180° or 270°, or mirror it, losslessly.",
  messages: {
    startFailed: "Failed to start rotate task.",
    taskFailed: "GIF rotate failed.",
    fetchResultFailed: "Failed to fetch rotated GIF.",
    resultTitle: "Your rotated GIF is ready!",
    startOver: "Rotate another GIF",
  },
} as const;
