/** Convert as the site names and describes it (plain data: menus, home cards, step-flow wording). */
export const convertAbout = {
  id: "convert",
  name: "Convert GIF",
  summary: "Turn a GIF into an MP4 video, an animated WebP or an APNG with the same timing.",
  messages: {
    startFailed: "Failed to start conversion task.",
    taskFailed: "GIF conversion failed.",
    fetchResultFailed: "Failed to fetch converted file.",
    resultTitle: "Your converted file is ready!",
    startOver: "Convert another GIF",
  },
} as const;
