import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { partnerGroups, partnerInitial, partnerLogoPath, partnerLogoSize } from "./partners";

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
    const withLogo = partners.flatMap((partner) => (partner.logo ? [{ ...partner, logo: partner.logo }] : []));
    const logos = withLogo.map((partner) => partner.logo);
    for (const partner of withLogo) {
      const file = path.join(publicDir, partnerLogoPath(partner.logo));
      expect(existsSync(file), `${file} (run node scripts/generate-partner-logos.mjs)`).toBe(true);
      const svg = readFileSync(file, "utf8");
      // The size of the <img width height> (40x40, or 96x40 for a wide mark), on an opaque tile
      // that hides the initial underneath.
      const { width, height } = partnerLogoSize(partner);
      expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" `), file).toBe(
        true,
      );
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
