import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "./fields";
import { isMissingRequired } from "./messages.server";
import { contactSchema } from "./schema";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const valid = { name: "Ada Lovelace", email: "ada@example.com", message: "We need help with our network." };

describe("contactSchema", () => {
  it("accepts the required fields alone and trims them", () => {
    const result = parseWithZod(form({ ...valid, name: "  Ada  " }), { schema: contactSchema });
    expect(result.status).toBe("success");
    if (result.status === "success") {
      expect(result.value.name).toBe("Ada");
      expect(result.value.service).toBeUndefined();
    }
  });

  it.each(["name", "email", "message"] as const)("requires %s, also when only spaces are sent", (field) => {
    for (const value of ["", "   "]) {
      const data = form({ ...valid, [field]: value });
      const result = parseWithZod(data, { schema: contactSchema });
      expect(result.status).toBe("error");
      expect(result.reply().error?.[field]?.[0]).toMatch(/is required/);
      expect(isMissingRequired(data)).toBe(true);
    }
  });

  it("rejects a malformed email and a service that is not on the list", () => {
    const result = parseWithZod(form({ ...valid, email: "not-an-email", service: "Plumbing" }), {
      schema: contactSchema,
    });
    const errors = result.reply().error ?? {};
    expect(errors.email?.[0]).toMatch(/valid email/);
    expect(errors.service?.[0]).toMatch(/Choose a service/);
  });

  it("accepts every service of the list", async () => {
    const { SERVICE_OPTIONS } = await import("./fields");
    for (const service of SERVICE_OPTIONS) {
      expect(parseWithZod(form({ ...valid, service }), { schema: contactSchema }).status).toBe("success");
    }
  });

  it("limits lengths", () => {
    const result = parseWithZod(form({ ...valid, message: "x".repeat(CONTACT_LIMITS.message + 1) }), {
      schema: contactSchema,
    });
    expect(result.reply().error?.message?.[0]).toMatch(/at most 5000/);
  });

  it.each(["name", "email", "company", "phone", "message"] as const)(
    "refuses %s with a NUL or another control character, naming the field",
    (field) => {
      for (const bad of ["\u0000", "\u0008", "\u001b", "\u007f", "\u0085"]) {
        const value = field === "email" ? `ada${bad}@example.com` : `Some${bad}text`;
        const result = parseWithZod(form({ ...valid, [field]: value }), { schema: contactSchema });
        expect(result.reply().error?.[field], JSON.stringify(value)).toEqual([
          expect.stringMatching(/invisible control character/),
        ]);
      }
    },
  );

  it("lets the message keep tabs and line breaks; the one-line fields take none", () => {
    const lines = parseWithZod(form({ ...valid, message: "One\r\n\tTwo" }), { schema: contactSchema });
    expect(lines.status).toBe("success");
    for (const field of ["name", "company", "phone"]) {
      const result = parseWithZod(form({ ...valid, [field]: "One\nTwo" }), { schema: contactSchema });
      expect(result.reply().error?.[field], field).toBeTruthy();
    }
  });

  it.each(["name", "email", "company", "phone"] as const)(
    "refuses %s with a line break or a line or paragraph separator inside, in the words the spec fixes",
    (field) => {
      for (const bad of ["\r\nBcc: evil@example.com", "\r", "\n", "\u2028", "\u2029", "\u0085"]) {
        const value = field === "email" ? `ada${bad}x@example.com` : `Some${bad}text`;
        const result = parseWithZod(form({ ...valid, [field]: value }), { schema: contactSchema });
        expect(result.reply().error?.[field]?.[0], JSON.stringify(value)).toMatch(
          /^(Name|Email|Company|Phone) contains an invisible control character\. Please retype it\.$/,
        );
      }
    },
  );

  it("takes the page as a same-site path in its one spelling, /contact when absent", () => {
    const parse = (page?: string) =>
      parseWithZod(form(page === undefined ? valid : { ...valid, page }), { schema: contactSchema });
    const absent = parse();
    expect(absent.status === "success" && absent.value.page).toBe("/contact");
    const spelled = parse("/services/../#contact");
    expect(spelled.status === "success" && spelled.value.page).toBe("/#contact");
    for (const page of [
      "/x\r\nSet-Cookie: a=b",
      "/\t/evil.example",
      "/..//evil.example",
      "https://evil.example",
      "/\u00e9\u0000",
    ]) {
      expect(parse(page).reply().error?.page, JSON.stringify(page)).toEqual([
        expect.stringMatching(/not a page of this site/),
      ]);
    }
  });

  it("is not missing anything when all required fields have text", () => {
    expect(isMissingRequired(form(valid))).toBe(false);
  });
});
