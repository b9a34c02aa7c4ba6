import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SCHOOL_ANSWERS as ANSWERS } from "../../tests/support/audit-answers";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { auditContact } from "./booking-contact.server";
import { createDraft, saveStep } from "./drafts.server";
import { finishAssessment } from "./finish.server";

let drop: () => Promise<void>;

beforeAll(async () => {
  ({ drop } = await useFreshDatabase(inject("databaseUrl"), "assessment_booking_contact"));
});
afterAll(() => drop());

describe("auditContact", () => {
  it("gives the name, e-mail and organization of a finished audit by its public id, and nothing for any other value", async () => {
    const draftId = await createDraft({ orgType: "school" }, { page: "/", clientIp: null });
    expect(await saveStep(draftId, ANSWERS)).toBe(true);
    const contact = { name: "Katherine Johnson", email: "kj@example.org", organization: "West Side School" };
    const finished = await finishAssessment({ draftId, contact, clientIp: null, spam: false });
    if (finished.kind !== "stored") throw new Error(finished.kind);

    expect(await auditContact(finished.publicId)).toEqual(contact);
    for (const other of [undefined, "", draftId.slice(0, 31), "A".repeat(32), `${finished.publicId}x`]) {
      expect(await auditContact(other)).toBeNull();
    }
  });
});
