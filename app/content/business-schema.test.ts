import { describe, expect, it } from "vitest";
import { businessSchema } from "./business-schema";
import { site } from "./site";

describe("businessSchema", () => {
  it("describes a LocalBusiness, not the deprecated ProfessionalService, with its place on the map", () => {
    const schema = businessSchema("https://www.example.com");
    expect(schema["@type"]).toBe("LocalBusiness");
    expect(schema.url).toBe("https://www.example.com/");
    expect(schema.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: site.geo!.latitude,
      longitude: site.geo!.longitude,
    });
    expect(schema).not.toHaveProperty("sameAs");
  });

  it("names the configured social profiles as the same business", () => {
    const schema = businessSchema("https://www.example.com", [
      { network: "LinkedIn", href: "https://www.linkedin.com/company/example" },
      { network: "YouTube", href: "https://www.youtube.com/@example" },
    ]);
    expect(schema.sameAs).toEqual(["https://www.linkedin.com/company/example", "https://www.youtube.com/@example"]);
  });
});
