import { describe, expect, it } from "vitest";
import { MAX_BODY_IMAGES, altTexts, checkBodyImages, imageHtml, markedNumbers, placeImages } from "./image-markers";

describe("image markers", () => {
  it("finds [image N] on a line of its own or as a paragraph of its own, not inside a sentence", () => {
    const content =
      "<p>Intro</p>\n[image 2]\n  [Image 1]  \n<p>[image 3]</p><p>See [image 4] here</p>\n[image 5] and more";
    expect(markedNumbers(content)).toEqual([2, 1, 3]);
  });

  it("puts each image at its marker and the unmarked ones at the end, in order", () => {
    const content = "<p>Intro</p>\r\n[image 2]\r\n<p>Middle</p><p>[image 3]</p>\n";
    expect(placeImages(content, ["<img one>", "<img two>", "<img three>", "<img four>"])).toBe(
      "<p>Intro</p>\r\n<img two>\r\n<p>Middle</p><img three>\n<img one>\n<img four>",
    );
    expect(placeImages("<p>Only text</p>", [])).toBe("<p>Only text</p>");
  });

  it("reads one description per line, blank lines skipped", () => {
    expect(altTexts("  A rack of servers \r\n\r\nThe help desk team\n")).toEqual([
      "A rack of servers",
      "The help desk team",
    ]);
  });

  it("writes the <img> the editor would, its description escaped", () => {
    const image = {
      id: "0b6f1c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e",
      width: 1200,
      height: 800,
      widths: [480, 960, 1200],
      fallbackFormat: "jpeg" as const,
    };
    expect(imageHtml(image, 'Tom & "Jerry" <3')).toBe(
      `<img src="/uploads/${image.id}/1200.jpeg" srcset="/uploads/${image.id}/480.webp 480w, /uploads/${image.id}/960.webp 960w, /uploads/${image.id}/1200.webp 1200w" width="1200" height="800" alt="Tom &amp; &quot;Jerry&quot; &lt;3">`,
    );
  });
});

describe("checkBodyImages", () => {
  const content = "<p>Text</p>\n[image 1]";

  it("accepts images with one description each, and no images at all", () => {
    expect(checkBodyImages({ images: 2, alts: ["One", "Two"], content })).toBeNull();
    expect(checkBodyImages({ images: 0, alts: [], content: "<p>Text</p>" })).toBeNull();
  });

  it("refuses a missing or extra description on the descriptions field, counting both", () => {
    expect(checkBodyImages({ images: 2, alts: ["One"], content })).toEqual({
      alts: "Describe each image on its own line: 2 images were chosen and 1 description given.",
    });
    expect(checkBodyImages({ images: 1, alts: [], content })).toEqual({
      alts: "Describe each image on its own line: 1 image was chosen and 0 descriptions given.",
    });
    expect(checkBodyImages({ images: 1, alts: ["One", "Two"], content })?.alts).toMatch(/1 image was chosen and 2/);
    expect(checkBodyImages({ images: 1, alts: ["x".repeat(201)], content })?.alts).toMatch(
      /image 1 is longer than 200/,
    );
  });

  it("refuses a marker without its image, and descriptions without images, on the files field", () => {
    expect(checkBodyImages({ images: 1, alts: ["One"], content: "[image 2]" })).toEqual({
      files: "The content marks [image 2], but 1 image was chosen.",
    });
    expect(checkBodyImages({ images: 0, alts: [], content: "[image 1]" })?.files).toMatch(/no image was chosen/);
    expect(checkBodyImages({ images: 0, alts: ["One"], content: "" })?.files).toMatch(/Choose the images/);
    expect(checkBodyImages({ images: MAX_BODY_IMAGES + 1, alts: [], content: "" })?.files).toMatch(/at most 10/);
  });
});
