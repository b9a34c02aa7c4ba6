import { describe, expect, it } from "vitest";
import { postInput, freshPostsDatabase } from "../../tests/support/post-tests";
import { pngWithTransparency } from "../../tests/support/images";
import { storeUploadedFile } from "~/images/upload.server";
import { coverOf } from "./covers.server";
import { PostValidationError } from "./post-errors";
import { createPost, updatePost } from "./post-writes.server";

freshPostsDatabase("post_covers");

const upload = async () => storeUploadedFile(new File([new Uint8Array(await pngWithTransparency(900, 500))], "c.png"));

describe("cover images", () => {
  it("are saved with their description, kept by a save that does not name them, and removed by a blank one", async () => {
    const image = await upload();
    const post = await createPost(postInput({ cover_image: image.id, cover_alt: "Students at laptops" }));
    expect(post).toMatchObject({ coverImageId: image.id, coverAlt: "Students at laptops" });
    expect(await coverOf(post)).toEqual({
      image: { id: image.id, width: 900, height: 500, widths: [480, 900], fallbackFormat: "png" },
      alt: "Students at laptops",
      fallbackBytes: expect.any(Number),
    });

    // The API's PUT without cover fields keeps the cover.
    const kept = await updatePost(post.id, postInput({ title: "Renamed" }));
    expect(kept).toMatchObject({ coverImageId: image.id, coverAlt: "Students at laptops" });
    const removed = await updatePost(post.id, postInput({ cover_image: "" }));
    expect(removed).toMatchObject({ coverImageId: null, coverAlt: "" });
    expect(await coverOf(removed)).toBeNull();
  });

  it("naming an image that is not stored is a field error, not a server error", async () => {
    const missing = "0b5e3c1a-4f2d-4c3b-9a1e-2d3c4b5a6f70";
    const error = await createPost(postInput({ cover_image: missing, cover_alt: "Gone" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostValidationError);
    expect((error as PostValidationError).fields).toEqual({ cover_image: expect.stringMatching(/Upload it again/) });
    const post = await createPost(postInput());
    await expect(updatePost(post.id, postInput({ cover_image: missing, cover_alt: "Gone" }))).rejects.toBeInstanceOf(
      PostValidationError,
    );
  });
});
