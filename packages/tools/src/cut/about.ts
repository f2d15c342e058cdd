/** What the site says about Cut (plain data: menus, home card, step-flow wording). */
export const cutAbout = {
  id: "cut",
  name: "Cut GIF",
  summary: "Trim a GIF to a time range or a range of frames.",
  messages: {
    startFailed: "Failed to start cut task.",
    taskFailed: "GIF cut failed.",
    fetchResultFailed: "Failed to fetch cut GIF.",
    resultTitle: "Your cut GIF is ready!",
    startOver: "Cut another GIF",
  },
} as const;
