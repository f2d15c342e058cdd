import { waitWords } from "@gifkit/contracts";
import { describe, expect, it } from "vitest";
import { withoutWaitSentence } from "./retry-countdown.tsx";

describe("a refusal's wait, counted down on the page (issue 41)", () => {
  it("cuts the server's fixed wait from its message, and only that", () => {
    expect(
      withoutWaitSentence(
        "Too many tasks started from your address (30 a minute). Please wait 53 seconds and try again.",
      ),
    ).toBe("Too many tasks started from your address (30 a minute).");
    expect(
      withoutWaitSentence(
        "Too many messages from your address (5 an hour). Please try again in 12 minutes.",
      ),
    ).toBe("Too many messages from your address (5 an hour).");
    expect(withoutWaitSentence("The server is busy.")).toBe("The server is busy.");
  });

  it("says the seconds left as the server does", () => {
    expect(waitWords(53)).toBe("53 seconds");
    expect(waitWords(1)).toBe("1 second");
    expect(waitWords(119)).toBe("119 seconds");
    expect(waitWords(121)).toBe("3 minutes");
  });
});
