/** What the site says about Cut (plain data: menus, home card, step-flow wording). */
export const cutAbout = {
  id: "cut",
  name: "Cut GIF",
  summary: "Keep only part of a GIF: choose a time range or the first and last frame.",
  messages: {
    startFailed: "Failed to start cut task.",
    taskFailed: "GIF cut failed.",
    fetchResultFailed: "Failed to fetch cut GIF.",
    resultTitle: "Your cut GIF is ready!",
    startOver: "Cut another GIF",
  },
} as const;
