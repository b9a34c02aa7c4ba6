import { describe, expect, it } from "vitest";
import { MAX_RETRY_DELAY_SECONDS, outcomeOfAnswer, outcomeOfFailure, retryDelaySeconds } from "./send-outcome";

describe("outcomeOfAnswer", () => {
  it.each([
    [200, "sent"],
    [429, "retry"],
    [408, "retry"],
    [500, "retry"],
    [502, "retry"],
    [503, "retry"],
    [0, "retry"],
    [400, "permanent"],
    [401, "permanent"],
    [403, "permanent"],
    [404, "permanent"],
    [413, "permanent"],
    [451, "permanent"],
  ])("status %i is %s", (status, kind) => {
    expect(outcomeOfAnswer({ status, text: "why" }).kind).toBe(kind);
  });

  it("keeps the status and the service's own words in the error", () => {
    expect(outcomeOfAnswer({ status: 403, text: "API calls are disabled for non-browser applications" })).toEqual({
      kind: "permanent",
      error: "EmailJS answered 403: API calls are disabled for non-browser applications",
    });
  });
});

describe("outcomeOfFailure", () => {
  it("retries network errors, with their code", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:443"), { code: "ECONNREFUSED" });
    expect(outcomeOfFailure(error)).toEqual({
      kind: "retry",
      error: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:443",
    });
  });

  it("reads an EmailJSResponseStatus-like rejection as an answer", () => {
    expect(outcomeOfFailure({ status: 400, text: "The template ID is invalid" }).kind).toBe("permanent");
  });

  it("retries anything else it cannot read", () => {
    expect(outcomeOfFailure("boom")).toMatchObject({ kind: "retry" });
  });
});

describe("retryDelaySeconds", () => {
  it("doubles from the base, spread by at most 10%", () => {
    expect(retryDelaySeconds(1, 120, () => 0.5)).toBe(120);
    expect(retryDelaySeconds(2, 120, () => 0.5)).toBe(240);
    expect(retryDelaySeconds(3, 120, () => 0)).toBeCloseTo(480 * 0.9);
    expect(retryDelaySeconds(3, 120, () => 1)).toBeCloseTo(480 * 1.1);
  });

  it("never waits more than six hours (plus the spread)", () => {
    expect(retryDelaySeconds(30, 120, () => 0.5)).toBe(MAX_RETRY_DELAY_SECONDS);
  });
});
