import { describe, expect, it } from "vitest";
import { contactMessages, contactMessagesFor, modalContactMessages } from "./messages.server";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

describe("contactMessagesFor", () => {
  it("gives the modal the product's shorter wording of the missing-fields and failure texts", () => {
    const messages = contactMessagesFor(form({ variant: "modal" }));
    expect(messages.missingFields).toEqual({
      title: "📝 Please fill all required fields.",
      description: "Name, Email, and Message are required.",
    });
    expect(messages.failed).toEqual({
      title: "❌ Oops! Something went wrong.",
      description: "There was an error sending your message. Please try again.",
    });
    // The rest reads the same in the modal as on the page.
    expect(messages.sent).toEqual(contactMessages.sent);
    expect(messages.invalidFields).toEqual(contactMessages.invalidFields);
  });

  it("gives the page wording to the page forms and to anything else a client sends", () => {
    const others: Record<string, string>[] = [{}, { variant: "" }, { variant: "MODAL" }, { variant: "page" }];
    for (const fields of others) {
      const messages = contactMessagesFor(form(fields));
      expect(messages).toBe(contactMessages);
      expect(messages.missingFields.description).toBe("Name, Email, and Message are required to send your message.");
      expect(messages.failed.description).toBe("There was an error sending your message. Please try again later.");
    }
  });

  it("does not change the page's wording by defining the modal's", () => {
    expect(modalContactMessages.missingFields.description).not.toBe(contactMessages.missingFields.description);
    expect(contactMessages.missingFields.description).toBe(
      "Name, Email, and Message are required to send your message.",
    );
  });
});
