import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/fresh-database";
import { SVG_WITH_SCRIPT, pngWithTransparency } from "../../../tests/support/images";
import { placeBodyImages, readBodyImages } from "./post-images.server";

let drop: () => Promise<void>;
beforeAll(async () => {
  ({ drop } = await useFreshDatabase(inject("databaseUrl"), "post_images"));
});
afterAll(() => drop());

const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);

function formWith(content: string, files: File[], alts: string): FormData {
  const form = new FormData();
  form.set("content", content);
  for (const f of files) form.append("body_images", f);
  // What a browser sends for an empty file field.
  if (files.length === 0) form.append("body_images", new File([], ""));
  form.set("body_images_alt", alts);
  return form;
}

describe("images in the post from the form", () => {
  it("stores each file and places it at its marker or at the end, with its description", async () => {
    const form = formWith(
      "<p>Before</p>\n[image 2]\n<p>After</p>",
      [file(await pngWithTransparency(600, 400), "first.png"), file(await pngWithTransparency(500, 300), "second.png")],
      "The first picture\nThe second picture",
    );
    const chosen = readBodyImages(form);
    if ("fieldErrors" in chosen) throw new Error(JSON.stringify(chosen));
    expect(await placeBodyImages(form, chosen)).toBeNull();
    const content = form.get("content") as string;
    expect(content).toMatch(
      /^<p>Before<\/p>\n<img src="\/uploads\/[0-9a-f-]{36}\/500\.png" srcset="[^"]+480\.webp 480w[^"]*" width="500" height="300" alt="The second picture">\n<p>After<\/p>\n<img src="\/uploads\/[0-9a-f-]{36}\/600\.png"[^>]* alt="The first picture">$/,
    );
    // The form now carries the images in its content; nothing asks for the files again.
    expect(form.has("body_images")).toBe(false);
    expect(form.has("body_images_alt")).toBe(false);
  });

  it("refuses a missing description before storing anything", async () => {
    const form = formWith("<p>Text</p>", [file(await pngWithTransparency(100, 100), "a.png")], "");
    expect(readBodyImages(form)).toEqual({
      status: 400,
      fieldErrors: {
        body_images_alt: ["Describe each image on its own line: 1 image was chosen and 0 descriptions given."],
      },
    });
  });

  it("names the refused file", async () => {
    const form = formWith("<p>Text</p>", [file(SVG_WITH_SCRIPT, "logo.svg")], "Our logo");
    const chosen = readBodyImages(form);
    if ("fieldErrors" in chosen) throw new Error(JSON.stringify(chosen));
    const refused = await placeBodyImages(form, chosen);
    expect(refused?.status).toBe(415);
    expect(refused?.fieldErrors.body_images?.[0]).toMatch(/^Image 1 \(logo\.svg\): SVG files are not accepted/);
    expect(form.get("content")).toBe("<p>Text</p>");
  });

  it("leaves a form without images as it was", async () => {
    const form = formWith("<p>Text</p>", [], "");
    const chosen = readBodyImages(form);
    if ("fieldErrors" in chosen) throw new Error(JSON.stringify(chosen));
    expect(await placeBodyImages(form, chosen)).toBeNull();
    expect(form.get("content")).toBe("<p>Text</p>");
  });
});
