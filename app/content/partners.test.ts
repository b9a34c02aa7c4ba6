import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partnerGroups, partnerInitial, partnerLogoPath } from "./partners";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const partners = partnerGroups.flatMap((group) => group.partners);

describe("technology partners", () => {
  it("come in the product's four groups of three or four", () => {
    expect(partnerGroups.map((group) => group.name)).toEqual([
      "Cloud Platforms",
      "Security Solutions",
      "Infrastructure",
      "Development & DevOps",
    ]);
    for (const group of partnerGroups) {
      expect(group.partners.length, group.name).toBeGreaterThanOrEqual(3);
      expect(group.partners.length, group.name).toBeLessThanOrEqual(4);
    }
    expect(new Set(partners.map((partner) => partner.name)).size).toBe(partners.length);
  });

  it("have a generated logo file for every logo they name, and no file nobody uses", () => {
    const logos = partners.flatMap((partner) => (partner.logo ? [partner.logo] : []));
    for (const logo of logos) {
      const file = path.join(publicDir, partnerLogoPath(logo));
      expect(existsSync(file), `${file} (run node scripts/generate-partner-logos.mjs)`).toBe(true);
      const svg = readFileSync(file, "utf8");
      // 40x40 like the <img width height>, on an opaque tile that hides the initial underneath.
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="40" height="40" /);
      expect(svg).toContain('fill="#ffffff"');
      expect(svg).not.toMatch(/<script|href=|url\(/i);
    }
    const files = readdirSync(path.join(publicDir, "images", "partners"));
    expect(files.sort()).toEqual(logos.map((logo) => `${logo}.svg`).sort());
  });

  it("fall back to the first letter of their name", () => {
    expect(partnerInitial({ name: "Fortinet" })).toBe("F");
    expect(partnerInitial({ name: " ubiquiti" })).toBe("U");
  });
});
