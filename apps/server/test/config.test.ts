import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5001);
    expect(config.limits.maxUploadBytes).toBe(200 * 1024 * 1024);
    expect(config.limits.resultTtlMinutes).toBe(60);
    expect(config.redisUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.allowLoopbackUrlsForTests).toBe(false);
  });

  it("names the variable when a value is invalid", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ RESULT_TTL_MINUTES: "-5" })).toThrow(/RESULT_TTL_MINUTES/);
    expect(() => loadConfig({ REDIS_URL: "not a url" })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("refuses the test-only loopback switch in production", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS: "true" }),
    ).toThrow(/UNSAFE_ALLOW_LOOPBACK_URLS_FOR_TESTS/);
  });
});
