import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { schemaForStep } from "./schema";

const valid = { name: "Ada Lovelace", email: "ada@example.com", organization: "Engines Ltd", phone: "555 0100" };
const LABELS = {
  name: "name",
  email: "email",
  organization: "organization's name",
  phone: "phone number",
} as const;

function contactStep(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return parseWithZod(form, { schema: schemaForStep("contact", {}) });
}

// What the audit's staff e-mail and the lead list show on one line: a break would start a header.
const NOT_ONE_LINE = [
  ["CR LF and a header", "\r\nBcc: evil@example.com"],
  ["a lone CR", "\r"],
  ["a lone LF", "\n"],
  ["a tab", "\t"],
  ["NUL", "\u0000"],
  ["ESC", "\u001b"],
  ["DEL", "\u007f"],
  ["NEL", "\u0085"],
  ["a line separator", "\u2028"],
  ["a paragraph separator", "\u2029"],
] as const;

describe("the audit's contact step", () => {
  it("takes plain details, trimmed, and no phone", () => {
    const submission = contactStep({ ...valid, name: "  Zoë Ångström  ", phone: "" });
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Zoë Ångström",
      email: "ada@example.com",
      organization: "Engines Ltd",
    });
  });

  it.each(Object.keys(LABELS) as (keyof typeof LABELS)[])("refuses %s that is not one line of text", (field) => {
    for (const [what, bad] of NOT_ONE_LINE) {
      const value = field === "email" ? `ada${bad}x@example.com` : `Some${bad}text`;
      const submission = contactStep({ ...valid, [field]: value });
      expect(submission.status, what).toBe("error");
      expect(submission.reply().error?.[field], what).toEqual([
        `Your ${LABELS[field]} must be on one line, without line breaks, tabs or invisible characters. Please retype it.`,
      ]);
    }
  });
});
