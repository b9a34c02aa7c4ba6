import { describe, expect, it } from "vitest";
import { fieldProblem } from "./fields";

describe("fieldProblem", () => {
  const fine = { valueMissing: false, typeMismatch: false };

  it("words a missing required field as the server does, also when it holds only spaces", () => {
    expect(fieldProblem("message", "", { ...fine, valueMissing: true })).toBe("Message is required.");
    expect(fieldProblem("name", "   ", fine)).toBe("Name is required.");
    expect(fieldProblem("email", "", { ...fine, valueMissing: true })).toBe("Email is required.");
  });

  it("reports an address the browser finds malformed, and nothing once it is fixed", () => {
    expect(fieldProblem("email", "ada@", { ...fine, typeMismatch: true })).toBe("Enter a valid email address.");
    expect(fieldProblem("email", "ada@example.com", fine)).toBeNull();
  });

  it("counts the trimmed length against the same limits as the schema", () => {
    expect(fieldProblem("company", "x".repeat(161), fine)).toBe("Company must be at most 160 characters.");
    expect(fieldProblem("company", ` ${"x".repeat(160)} `, fine)).toBeNull();
    expect(fieldProblem("phone", "", fine)).toBeNull();
  });

  it("words a control character as the server does; the message may hold line breaks and tabs", () => {
    expect(fieldProblem("name", "Ada\u0000", fine)).toBe(
      "Name contains an invisible control character. Please retype it.",
    );
    expect(fieldProblem("phone", "555\t0100", fine)).toBe(
      "Phone contains an invisible control character. Please retype it.",
    );
    expect(fieldProblem("message", "Hi\u0000", fine)).toBe(
      "Message contains an invisible control character. Please retype it.",
    );
    expect(fieldProblem("message", "Hi\n\tthere", fine)).toBeNull();
  });

  it("accepts only the listed services, or none", () => {
    expect(fieldProblem("service", "Cybersecurity", fine)).toBeNull();
    expect(fieldProblem("service", "", fine)).toBeNull();
    expect(fieldProblem("service", "Plumbing", fine)).toBe("Choose a service from the list.");
  });
});
