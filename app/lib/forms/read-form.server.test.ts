import { describe, expect, it } from "vitest";
import { readForm, refuseLargeBody } from "./read-form.server";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const post = (body: string, headers: Record<string, string> = FORM) =>
  new Request("http://localhost/form", { method: "POST", headers, body });

describe("readForm", () => {
  it("gives the form", async () => {
    const { form, refused } = await readForm(post("name=Ada"), { maxBytes: 1024 });
    expect(refused).toBeUndefined();
    expect(form?.get("name")).toBe("Ada");
  });

  it("refuses a body past the cap with 413 and the sentence that says so", async () => {
    const { form, refused } = await readForm(post(`message=${"a".repeat(2048)}`), { maxBytes: 1024 });
    expect(form).toBeUndefined();
    expect(refused).toEqual({
      status: 413,
      message: "What was sent is larger than 1 KB, more than this form accepts.",
    });
  });

  it("refuses what is not a form with 400, for the route to word", async () => {
    const { refused } = await readForm(post("{}", { "Content-Type": "application/json" }), { maxBytes: 1024 });
    expect(refused).toEqual({ status: 400 });
  });
});

describe("refuseLargeBody", () => {
  it("lets a small body by and throws the 413 page for a large one", async () => {
    await expect(refuseLargeBody(post("intent=go"), { maxBytes: 1024 })).resolves.toBeUndefined();
    const thrown = await refuseLargeBody(post("a".repeat(2048)), { maxBytes: 1024 }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({
      data: "What was sent is larger than 1 KB, more than this form accepts.",
      init: { status: 413 },
    });
  });
});
