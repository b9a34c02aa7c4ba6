import { AuthApiError, AuthRetryableFetchError, AuthPKCECodeVerifierMissingError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { userFacingMessage } from "./errors.server";

describe("userFacingMessage", () => {
  it("passes on the Auth server's message for a refused request", () => {
    expect(userFacingMessage(new AuthApiError("Invalid login credentials", 400, "invalid_credentials"))).toBe(
      "Invalid login credentials",
    );
  });

  it.each([
    ["a server error", new AuthApiError("pq: relation users does not exist", 500, undefined)],
    ["a network failure", new AuthRetryableFetchError("fetch failed: ECONNREFUSED 10.0.0.3:443", 0)],
    ["a library error", new AuthPKCECodeVerifierMissingError()],
    ["a plain error", new Error("stack details")],
    ["not an error", "oops"],
  ])("hides %s behind 'Something went wrong'", (_label, error) => {
    expect(userFacingMessage(error)).toBe("Something went wrong");
  });
});
