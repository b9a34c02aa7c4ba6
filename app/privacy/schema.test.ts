import { describe, expect, it } from "vitest";
import { eraseSchema, lookupSchema } from "./schema";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("the privacy forms' schemas", () => {
  it("looks up a trimmed, valid address and refuses anything else with a message", () => {
    expect(lookupSchema.parse({ email: "  Pat@Example.org " })).toEqual({ email: "Pat@Example.org" });
    expect(errorsOf(lookupSchema.safeParse({ email: "not an address" }))).toEqual({
      email: "Enter a valid email address, like name@example.com.",
    });
    expect(errorsOf(lookupSchema.safeParse({}))).toHaveProperty("email");
    expect(errorsOf(lookupSchema.safeParse({ email: `${"a".repeat(250)}@example.org` }))).toHaveProperty("email");
  });

  it("confirms with the same address in any case, and refuses another", () => {
    expect(eraseSchema.safeParse({ email: "pat@example.org", confirm: " PAT@example.ORG " }).success).toBe(true);
    expect(errorsOf(eraseSchema.safeParse({ email: "pat@example.org", confirm: "pat@example.com" }))).toEqual({
      confirm: "This is not the same address. Type the address shown above to confirm.",
    });
    expect(errorsOf(eraseSchema.safeParse({ email: "pat@example.org" }))).toHaveProperty("confirm");
  });

  it("keeps a reference of up to 200 characters", () => {
    const base = { email: "pat@example.org", confirm: "pat@example.org" };
    expect(eraseSchema.parse({ ...base, reference: " T-42 " }).reference).toBe("T-42");
    expect(errorsOf(eraseSchema.safeParse({ ...base, reference: "x".repeat(201) }))).toHaveProperty("reference");
  });
});
