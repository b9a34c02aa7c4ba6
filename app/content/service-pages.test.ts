import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findServicePage } from "./service-pages.server";
import { serviceSlugs, services } from "./services";
import { servicesIndex } from "./services-index";
import { clientLogoSrc } from "./services/types";

const publicFile = (src: string) => join(import.meta.dirname, "../../public", src);
const svgSize = (src: string) => {
  const svg = readFileSync(publicFile(src), "utf8");
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? "";
  return { width: Number(root.match(/\bwidth="(\d+)"/)?.[1]), height: Number(root.match(/\bheight="(\d+)"/)?.[1]) };
};

const pages = services.map((service) => findServicePage(service.slug)!);

describe("service pages", () => {
  it("exist for exactly the six listed services, in the listed order", () => {
    expect(services.map((service) => service.slug)).toEqual([...serviceSlugs]);
    expect(pages.every(Boolean)).toBe(true);
    expect(pages.map((page) => page.slug)).toEqual([...serviceSlugs]);
    expect(pages.map((page) => page.name)).toEqual(services.map((service) => service.name));
  });

  it("answer nothing for an unknown slug", () => {
    expect(findServicePage("unknown")).toBeUndefined();
    expect(findServicePage(undefined)).toBeUndefined();
    expect(findServicePage("toString")).toBeUndefined();
  });

  it("have unique meta descriptions of 70-160 characters", () => {
    const descriptions = [...pages.map((page) => page.description), servicesIndex.description];
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(70);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("have four cards, four to six advantages and two stories with measured results", () => {
    for (const page of pages) {
      expect(page.offerings.cards).toHaveLength(4);
      expect(page.advantages.items.length).toBeGreaterThanOrEqual(4);
      expect(page.advantages.items.length).toBeLessThanOrEqual(6);
      expect(page.stories.items).toHaveLength(2);
      for (const story of page.stories.items) {
        expect(story.result, story.company).toMatch(/\d/);
        expect(story.clientSlug).toBe(
          story.company
            .toLowerCase()
            .replace(/&/g, "and")
            .replace(/[^a-z0-9]+/g, "-"),
        );
      }
    }
    const clients = pages.flatMap((page) => page.stories.items.map((story) => story.company));
    expect(new Set(clients).size, "every story is about a different client").toBe(clients.length);
  });

  it("send the discovery call to /book and every free IT audit to /free-it-audit", () => {
    for (const page of pages) {
      for (const action of [...page.hero.actions, page.cta.action])
        expect(action.to).toBe(/free IT audit/i.test(action.label) ? "/free-it-audit" : "/book");
    }
  });

  it("use illustrations and logos that exist, at the size the page declares", () => {
    for (const page of pages) {
      const { image } = page.advantages;
      expect(image.src).toBe(`/images/services/${page.slug}.svg`);
      expect(image.alt.length).toBeGreaterThan(20);
      expect(svgSize(image.src)).toEqual({ width: image.width, height: image.height });
      for (const story of page.stories.items) {
        const logo = clientLogoSrc(story.clientSlug);
        expect(existsSync(publicFile(logo)), logo).toBe(true);
        expect(svgSize(logo)).toEqual({ width: 64, height: 64 });
      }
    }
  });
});
