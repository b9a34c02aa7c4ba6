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
    const result = parseWithZod(form({ ...valid, email: "not-an-email", service: "Plumbing" }), { schema: contactSchema });
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

  it("is not missing anything when all required fields have text", () => {
    expect(isMissingRequired(form(valid))).toBe(false);
  });
});
