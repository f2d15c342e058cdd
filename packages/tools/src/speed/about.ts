/** Speed as the site names and describes it (plain data: menus, home cards, step-flow wording). */
export const speedAbout = {
  id: "speed",
  name: "Change GIF Speed",
  summary: "Make a GIF play faster or slower; frames too short to show are dropped evenly.",
  messages: {
    startFailed: "Failed to start speed task.",
    taskFailed: "GIF speed change failed.",
    fetchResultFailed: "Failed to fetch the GIF with its new speed.",
    resultTitle: "Your GIF with its new speed is ready!",
    startOver: "Change another GIF",
  },
} as const;
