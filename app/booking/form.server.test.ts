import { describe, expect, it } from "vitest";
import { parseBookingForm, PHONE_MESSAGES } from "./form.server";

// A phone call needs a number that can be dialled: "555 0100" (seven digits) no longer passes.
const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  organization: "Engines Ltd",
  phone: "(404) 555-0142",
  location: "phone",
};

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

describe("where the call happens", () => {
  it("takes a phone call with a US number, written the one way staff dial it", () => {
    for (const typed of ["(404) 555-0142", "404-555-0142", "404.555.0142", "+1 404 555 0142", "1 (404) 555-0142"]) {
      const parsed = parse({ ...valid, phone: typed });
      expect(parsed.ok && parsed.input, typed).toMatchObject({ location: "phone", phone: "+1 404 555 0142" });
    }
  });

  it("takes international numbers with their country code, and an extension", () => {
    expect(parse({ ...valid, phone: "+44 20 7946 0958" })).toMatchObject({ input: { phone: "+44 20 7946 0958" } });
    expect(parse({ ...valid, phone: "+49 30 123456" })).toMatchObject({ input: { phone: "+49 30 123456" } });
    expect(parse({ ...valid, phone: "404-555-0142 ext. 12" })).toMatchObject({
      input: { phone: "+1 404 555 0142 ext. 12" },
    });
  });

  it("asks for the number a phone call needs, together with the other fields' complaints", () => {
    for (const phone of ["", "   "]) {
      const parsed = parse({ ...valid, name: "", phone });
      expect(!parsed.ok && parsed.errors, JSON.stringify(phone)).toEqual({
        name: ["Name is required."],
        phone: [PHONE_MESSAGES.needed],
      });
    }
  });

  it("refuses what no one could dial, and keeps what was typed", () => {
    for (const phone of ["555 0100", "12", "call me", "020 7946 0958", "+1 123 456 7890", "404-555-01420000"]) {
      const parsed = parse({ ...valid, phone });
      expect(!parsed.ok && parsed.errors.phone, phone).toEqual([PHONE_MESSAGES.invalid]);
      expect(parsed.values.phone).toBe(phone);
    }
  });

  it("takes a video call without a number, and checks a number given with one", () => {
    expect(parse({ ...valid, location: "video", phone: "" })).toMatchObject({
      ok: true,
      input: { location: "video", phone: null },
    });
    expect(parse({ ...valid, location: "video", phone: "404 555 0142" })).toMatchObject({
      input: { phone: "+1 404 555 0142" },
    });
    const wrong = parse({ ...valid, location: "video", phone: "555" });
    expect(!wrong.ok && wrong.errors.phone).toEqual([PHONE_MESSAGES.invalid]);
  });

  it("refuses a form without a choice, or with one it does not offer", () => {
    const { location: _omitted, ...withoutChoice } = valid;
    for (const fields of [withoutChoice, { ...valid, location: "" }, { ...valid, location: "carrier-pigeon" }]) {
      const parsed = parse(fields);
      expect(!parsed.ok && parsed.errors.location, JSON.stringify(fields)).toEqual([PHONE_MESSAGES.location]);
    }
  });
});
