import { describe, expect, it } from "vitest";
import { easternWallTimeToDate } from "~/lib/time";
import { alertChatText, alertEmailParams, escapeChatText, type AlertedLead } from "./alert-text";

const lead: AlertedLead = {
  id: "3f1c2b7e-0000-4000-8000-000000000001",
  kind: "contact",
  name: "Ada Lovelace",
  email: "ada@example.com",
  organization: "Analytical Engines",
  summary: "Our server\n\nkeeps   crashing",
  receivedAt: easternWallTimeToDate("2026-12-01T10:00"),
  respondBy: easternWallTimeToDate("2026-12-01T12:00"),
};
const site = "https://www.example.com";

describe("the e-mail of a lead alert", () => {
  it("announces a new lead with its due time and page", () => {
    expect(alertEmailParams("new", lead, site)).toEqual({
      alert: "new",
      subject: "New contact request: Ada Lovelace (Analytical Engines)",
      kind: "Contact request",
      name: "Ada Lovelace",
      email: "ada@example.com",
      organization: "Analytical Engines",
      summary: "Our server keeps crashing",
      received_at: "December 1, 2026 at 10:00 AM EST",
      respond_by: "December 1, 2026 at 12:00 PM EST",
      lead_url: `${site}/admin/leads/${lead.id}`,
    });
  });

  it("says in its subject that an escalated lead has no response yet, and when it is due", () => {
    expect(alertEmailParams("escalation", { ...lead, organization: null }, site).subject).toBe(
      "No response yet: contact request from Ada Lovelace, due December 1, 2026 at 12:00 PM EST",
    );
  });

  it("quotes at most 500 characters of a long message", () => {
    const summary = alertEmailParams("new", { ...lead, summary: "x".repeat(2000) }, site).summary;
    expect(summary).toHaveLength(500);
    expect(summary?.endsWith("…")).toBe(true);
  });
});

describe("the chat message of a lead alert", () => {
  it("names the person, the kind and the due time and links to the lead, without their address or message", () => {
    const text = alertChatText("new", lead, site);
    expect(text).toBe(
      `New lead: Contact request from Ada Lovelace (Analytical Engines). Respond by December 1, 2026 at 12:00 PM EST. ${site}/admin/leads/${lead.id}`,
    );
    expect(text).not.toContain("ada@example.com");
    expect(text).not.toContain("crashing");
  });

  it("says when an escalated lead arrived and when it is due", () => {
    expect(alertChatText("escalation", { ...lead, kind: "booking", organization: null }, site)).toBe(
      `No response yet: Booked call from Ada Lovelace, received December 1, 2026 at 10:00 AM EST, is due by December 1, 2026 at 12:00 PM EST. ${site}/admin/leads/${lead.id}`,
    );
  });

  it("cannot ping the channel or pose as a link through a visitor's name", () => {
    const text = alertChatText("new", { ...lead, name: "<!channel> <https://evil.example|Click> & co" }, site);
    expect(text).not.toMatch(/<|>/);
    expect(text).toContain("&lt;!channel&gt; &lt;https://evil.example|Click&gt; &amp; co");
    expect(escapeChatText("a & <b>")).toBe("a &amp; &lt;b&gt;");
  });
});
