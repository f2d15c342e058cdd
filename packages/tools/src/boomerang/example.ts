import { defineExample } from "../shared/example.ts";

/** The page's before/after, made through the API by apps/server/scripts/make-examples.ts. */
export default defineExample({
  inputs: [{ kind: "clip", clip: "rabbit" }],
  steps: [{ fields: {} }],
  settings: "forward, then backward to the second frame, each frame with its own delay",
  inputAlts: ["A small white toy rabbit on a reddish wooden floor, the camera moving around it."],
  outputAlt:
    "The camera swings around the white toy rabbit and back again, over and over, without a jump.",
});
