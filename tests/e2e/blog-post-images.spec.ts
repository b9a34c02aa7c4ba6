// Pictures inside a post from the plain form fields ("Images in the post"), the way a browser
// without JavaScript adds them: one placed at its [image 1] marker, one with no marker added at
// the end, each with its description. With JavaScript the same fields work beside the editor.
import { slugify } from "../../app/blog/post-schema";
import { signInAsAdmin } from "../support/admin";
import { uniqueLabel } from "../support/blog";
import { jpegWithGps, pngWithTransparency } from "../support/images";
import { expect, test } from "./fixtures";

type Project = { use: { javaScriptEnabled?: boolean } };
const jsOn = (project: Project) => project.use.javaScriptEnabled !== false;

test("images in the post: one at its marker, one appended, each with its alt text; a missing description is refused", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = uniqueLabel("Our new server room");
  await signInAsAdmin(page, "/admin/blog/new");
  const form = page.locator("#post-editor");
  await form.getByLabel("Title").fill(title);
  if (jsOn(testInfo.project)) {
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.type("Before the picture.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("[image 1]");
    await page.keyboard.press("Enter");
    await page.keyboard.type("After the picture.");
  } else {
    await form.getByLabel("Content (HTML)").fill("<p>Before the picture.</p>\n[image 1]\n<p>After the picture.</p>");
  }
  const files = [
    { name: "network.png", mimeType: "image/png", buffer: await pngWithTransparency(900, 600) },
    { name: "room.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps(1200, 800) },
  ];
  const images = form.getByLabel("Images in the post", { exact: true });
  await images.setInputFiles(files);
  await form.getByLabel("Status").selectOption("published");
  // An old date keeps test posts off the public blog's first page, where blog.spec.ts expects the sample posts.
  await form.getByLabel("Publish date and time (Eastern)").fill("2004-07-04T09:30");
  await page.getByRole("button", { name: "Create post" }).click();

  const alts = form.getByLabel("Image descriptions (alt text), one per line");
  await expect(alts).toHaveAttribute("aria-invalid", "true");
  await expect(
    form.getByText("Describe each image on its own line: 2 images were chosen and 0 descriptions given."),
  ).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue(title);

  // A browser cannot keep chosen files across a page load: choose them again.
  await images.setInputFiles(files);
  await alts.fill("Diagram of the office network\nThe new server room, racks lit");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);

  await page.goto(`/blog/${slugify(title)}`);
  const content = page.getByTestId("post-content");
  const order = await content.evaluate((element) =>
    [...element.children].map((child) =>
      child.tagName === "IMG"
        ? `img: ${child.getAttribute("alt")}`
        : `${child.tagName.toLowerCase()}: ${child.textContent}`,
    ),
  );
  expect(order).toEqual([
    "p: Before the picture.",
    "img: Diagram of the office network",
    "p: After the picture.",
    "img: The new server room, racks lit",
  ]);
  for (const alt of ["Diagram of the office network", "The new server room, racks lit"]) {
    const image = content.getByRole("img", { name: alt });
    await expect(image).toHaveAttribute("srcset", /\/uploads\/[0-9a-f-]{36}\/480\.webp 480w/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});
