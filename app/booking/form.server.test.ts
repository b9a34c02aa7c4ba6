import { describe, expect, it } from "vitest";
import { parseBookingForm } from "./form.server";

const valid = { name: "Ada Lovelace", email: "ada@example.com", organization: "Engines Ltd", phone: "555 0100" };

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return parseBookingForm(form);
}

describe("parseBookingForm", () => {
  it("takes a plain booking, and a topic of several lines", () => {
    const parsed = parse({ ...valid, topic: "Backups.\r\n\tAnd the Wi-Fi." });
    expect(parsed.ok && parsed.input).toMatchObject({ name: "Ada Lovelace", topic: "Backups.\r\n\tAnd the Wi-Fi." });
  });

  const BREAKS = ["\r\nBcc: evil@example.com", "\r", "\n", "\t", "\u0000", "\u0085", "\u009b", "\u2028", "\u2029"];
  const LABELS = { name: "Name", email: "Email", organization: "Organization", phone: "Phone" } as const;

  it.each(Object.keys(LABELS) as (keyof typeof LABELS)[])(
    "refuses %s holding a control character, a line break or a separator",
    (field) => {
      for (const bad of BREAKS) {
        const value = field === "email" ? `ada${bad}x@example.com` : `Some${bad}text`;
        const parsed = parse({ ...valid, [field]: value });
        expect(parsed.ok, JSON.stringify(value)).toBe(false);
        expect(!parsed.ok && parsed.errors[field]?.[0], JSON.stringify(value)).toBe(
          `${LABELS[field]} contains a character that cannot be stored.`,
        );
      }
    },
  );

  it("refuses control characters other than tab and line breaks in the topic", () => {
    for (const bad of ["\u0000", "\u001b", "\u007f", "\u0085"]) {
      const parsed = parse({ ...valid, topic: `Backups${bad}` });
      expect(!parsed.ok && parsed.errors.topic, JSON.stringify(bad)).toEqual([
        "Your topic contains a character that cannot be stored.",
      ]);
    }
  });
});
