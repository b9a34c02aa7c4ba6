import { describe, expect, it } from "vitest";
import { isPlaceholder, placeholderFields, placeholderWarning } from "./placeholders";

// Real-looking details of a made-up business: none of them is in a reserved range or domain.
const real = {
  brand: "Acme IT",
  phone: { display: "(404) 873-2210", tel: "+14048732210" },
  email: "hello@acme-it.com",
  supportPortalUrl: "https://help.acme-it.com",
  address: { street: "1180 Peachtree St NE", postalCode: "30309" },
  geo: { latitude: 33.78, longitude: -84.38 },
  hours: "Mon-Fri 8AM-6PM EST",
};

describe("placeholderFields", () => {
  it("finds nothing in real-looking details", () => {
    expect(placeholderFields(real)).toEqual([]);
  });

  it.each([
    ["phone", { ...real, phone: { display: "(404) 555-0142", tel: "+14048732210" } }],
    ["phone", { ...real, phone: { display: "(404) 873-2210", tel: "+14045550199" } }],
    ["email", { ...real, email: "hello@example.com" }],
    ["email", { ...real, email: "support@mail.example.org" }],
    ["supportPortalUrl", { ...real, supportPortalUrl: "https://support.example.com" }],
    ["supportPortalUrl", { ...real, supportPortalUrl: "https://portal.acme.test/login" }],
  ])("names %s when a placeholder is planted in it", (field, facts) => {
    expect(placeholderFields(facts)).toEqual([field]);
  });

  it("names each field once, in the file's order", () => {
    expect(placeholderFields({ ...real, supportPortalUrl: "https://example.net", email: "a@example.com" })).toEqual([
      "email",
      "supportPortalUrl",
    ]);
  });

  it("keeps to the reserved ranges: other 555 numbers and look-alike domains are real", () => {
    expect(isPlaceholder("(404) 555-1212")).toBe(false);
    expect(isPlaceholder("hello@myexample.com")).toBe(false);
    expect(isPlaceholder("https://example.com.evil.io")).toBe(false);
    expect(isPlaceholder("Mon-Fri 8AM-6PM EST")).toBe(false);
  });
});

describe("placeholderWarning", () => {
  it("the warning names the file and the fields", () => {
    expect(placeholderWarning(["phone", "email"])).toMatch(/^app\/content\/site\.ts .*\(phone, email\)/);
  });
});
