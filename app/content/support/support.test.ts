import { describe, expect, it } from "vitest";
import { certifications } from "~/content/certifications";
import { certificationPage } from "./certification";
import { contactSupportPage, responseTimes } from "./contact-support";
import { courses, deliveryOptions, trainingPage } from "./training";

const pages = [contactSupportPage, trainingPage, certificationPage];

describe("support pages", () => {
  it("have distinct titles and search descriptions of 70-160 characters", () => {
    for (const page of pages) {
      expect(page.description.length, page.title).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.title).toBeLessThanOrEqual(160);
    }
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it("list the guaranteed response times the product promises", () => {
    expect(responseTimes.map((row) => [row.priority, row.response])).toEqual([
      ["Critical", "Under 1 hour"],
      ["High Priority", "Under 4 hours"],
      ["Standard", "Under 24 hours"],
    ]);
  });

  it("offer the three courses, each with an audience, a length and what participants learn", () => {
    expect(courses.map((course) => course.name)).toEqual([
      "Microsoft 365 and Teams",
      "Cybersecurity Awareness",
      "Device and Cloud Management",
    ]);
    for (const course of courses) {
      expect(course.audience).not.toBe("");
      expect(course.length).not.toBe("");
      expect(course.outcomes.length).toBeGreaterThanOrEqual(3);
    }
    expect(deliveryOptions).toHaveLength(3);
  });

  it("the certification page has all seven entries to show", () => {
    expect(certifications).toHaveLength(7);
  });

  it("keep the call-to-action labels the product names", () => {
    expect(contactSupportPage.cta.action).toEqual({ label: "Submit a Support Request", to: "/contact" });
    expect(contactSupportPage.channels.emergency.callLabel).toBe("Call Emergency Support");
    expect(trainingPage.cta.action).toEqual({ label: "Request a Training Session", to: "/contact" });
    expect(certificationPage.cta.action).toEqual({ label: "Request a Quote", to: "/contact" });
  });
});
