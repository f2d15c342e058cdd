import { afterEach, describe, expect, it, vi } from "vitest";
import { cancelTask, rememberCancelToken } from "./api-client.ts";

/** A tab's session storage: what a reload of the same tab still has. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("cancelTask sends the task's cancel secret (issue 40)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends X-Cancel-Token for a task this tab started, none for another", async () => {
    vi.stubGlobal("sessionStorage", fakeSessionStorage());
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    rememberCancelToken("a".repeat(32), "secret-a");
    await cancelTask("a".repeat(32));
    await cancelTask("b".repeat(32));
    expect(fetchMock.mock.calls).toEqual([
      [
        `/api/task/${"a".repeat(32)}`,
        { method: "DELETE", keepalive: true, headers: { "x-cancel-token": "secret-a" } },
      ],
      [`/api/task/${"b".repeat(32)}`, { method: "DELETE", keepalive: true, headers: {} }],
    ]);
  });
});
