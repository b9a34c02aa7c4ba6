import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "~/lib/db/client.server";
import { assessmentDrafts, assessments } from "./tables";
import { leads } from "~/leads/tables";
import { emailOutbox } from "~/outbox/tables";
import { useFreshDatabase } from "../../tests/support/fresh-database";
import { createDraft, loadDraft, saveStep } from "./drafts.server";
import { finishAssessment } from "./finish.server";
import type { Answers } from "./schema";

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await useFreshDatabase(inject("databaseUrl"), "assessment_finish"));
});
afterAll(() => drop());

const ANSWERS: Answers = {
  orgType: "nonprofit",
  staffCount: "11-50",
  deviceCount: "25-100",
  locations: "one",
  itSupport: "nobody",
  emailPlatform: "microsoft-365",
  fileStorage: "cloud",
  updates: "automatic",
  wifi: "separate",
  mfa: "no",
  training: "yearly",
  antivirus: "managed",
  backups: "automatic-offsite",
  restoreTest: "quarter",
  compliance: ["hipaa"],
  policies: "written-reviewed",
};

const contact = { name: "Dorothy Vaughan", email: "dorothy@example.org", organization: "Eastside Clinic" };

async function finishedDraft(): Promise<string> {
  const id = await createDraft({ orgType: "nonprofit" }, { page: "/services/cybersecurity", clientIp: "203.0.113.9" });
  expect(await saveStep(id, ANSWERS)).toBe(true);
  return id;
}

describe("finishAssessment", () => {
  it("stores the audit once with its scores, queues one staff e-mail and deletes the draft, also when sent twice at once", async () => {
    const draftId = await finishedDraft();
    const outcomes = await Promise.all([
      finishAssessment({ draftId, contact, clientIp: "203.0.113.9", spam: false }),
      finishAssessment({ draftId, contact, clientIp: "203.0.113.9", spam: false }),
    ]);
    const stored = outcomes.filter((outcome) => outcome.kind === "stored");
    expect(stored).toHaveLength(1);
    const publicId = stored[0]!.kind === "stored" ? stored[0]!.publicId : "";
    expect(outcomes.find((outcome) => outcome.kind === "already")).toEqual({ kind: "already", publicId });

    const rows = await db.select().from(assessments).where(eq(assessments.draftId, draftId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      organization: "Eastside Clinic",
      page: "/services/cybersecurity",
      scores: { security: 60, backup: 100, devices: 100, compliance: 71, support: 25 },
      overall: 71,
      spam: false,
    });
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.key, `assessment:${rows[0]!.id}:%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "assessment-staff", status: "pending" });
    expect(mails[0]!.params).toMatchObject({ organization: "Eastside Clinic", reply_to: contact.email, overall: "71" });
    expect(mails[0]!.params.admin_url).toMatch(new RegExp(`/admin/assessments/${rows[0]!.id}$`));
    expect(await loadDraft(draftId)).toBeNull();

    // Later: the same draft id leads to the same result.
    expect(await finishAssessment({ draftId, contact, clientIp: null, spam: false })).toEqual({
      kind: "already",
      publicId,
    });
  });

  it("stores nothing when a step's answers are missing or no longer fit, and says which step", async () => {
    const draftId = await createDraft(
      { ...ANSWERS, orgType: "business", compliance: ["ferpa"] },
      { page: "/", clientIp: null },
    );
    expect(await finishAssessment({ draftId, contact, clientIp: null, spam: false })).toEqual({
      kind: "incomplete",
      step: "compliance",
    });
    const partial = await createDraft({ orgType: "school" }, { page: "/", clientIp: null });
    expect(await finishAssessment({ draftId: partial, contact, clientIp: null, spam: false })).toEqual({
      kind: "incomplete",
      step: "organization",
    });
    expect(await db.select().from(assessments).where(eq(assessments.draftId, draftId))).toEqual([]);
    expect(await loadDraft(draftId)).not.toBeNull();
  });

  it("stores suspected spam without an e-mail, and answers an unknown draft as missing", async () => {
    const draftId = await finishedDraft();
    const outcome = await finishAssessment({ draftId, contact, clientIp: null, spam: true });
    expect(outcome.kind).toBe("stored");
    const id = outcome.kind === "stored" ? outcome.id : 0;
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.key, `assessment:${id}:staff`)),
    ).toEqual([]);
    expect(await finishAssessment({ draftId: "x".repeat(32), contact, clientIp: null, spam: false })).toEqual({
      kind: "missing",
    });
  });

  it("fails whole when its lead cannot be written: no audit without a lead, no e-mail, the draft kept", async () => {
    const draftId = await finishedDraft();
    const refused = { ...contact, name: "Lead Refused" };
    const mails = async () => (await db.select().from(emailOutbox)).length;
    const mailsBefore = await mails();
    // The lead's insert fails inside the finishing; a lead written after it, or apart, would not.
    await db.execute(sql`alter table leads add constraint test_refuse_lead check (name <> 'Lead Refused')`);
    try {
      await expect(finishAssessment({ draftId, contact: refused, clientIp: null, spam: false })).rejects.toThrow();
    } finally {
      await db.execute(sql`alter table leads drop constraint test_refuse_lead`);
    }
    expect(await db.select().from(assessments).where(eq(assessments.draftId, draftId))).toEqual([]);
    expect(await mails()).toBe(mailsBefore);
    expect(await loadDraft(draftId)).not.toBeNull();
    // Once the lead can be written, the same draft finishes with both.
    const outcome = await finishAssessment({ draftId, contact: refused, clientIp: null, spam: false });
    expect(outcome.kind).toBe("stored");
    const id = outcome.kind === "stored" ? outcome.id : 0;
    expect(await db.select().from(leads).where(eq(leads.assessmentId, id))).toHaveLength(1);
  });

  it("drops regulations that no longer fit when the organization type changes", async () => {
    const draftId = await createDraft({ orgType: "school" }, { page: "/", clientIp: null });
    await saveStep(draftId, { compliance: ["ferpa", "pci"] });
    await saveStep(draftId, { orgType: "business" });
    const [row] = await db.select().from(assessmentDrafts).where(eq(assessmentDrafts.id, draftId));
    expect(row!.answers).toEqual({ orgType: "business", compliance: ["pci"] });
  });
});
