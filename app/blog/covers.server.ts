import { findImages } from "~/images/images.server";
import type { PostCover } from "./components";

/**
 * The covers of some posts, by post: one query for a whole list. A post whose cover row is gone
 * (it cannot be, while the foreign key holds) simply shows none.
 */
export async function coversOf<T extends { id: number; coverImageId: string | null; coverAlt: string }>(
  posts: T[],
): Promise<Map<number, PostCover>> {
  const images = await findImages(posts.flatMap((post) => (post.coverImageId ? [post.coverImageId] : [])));
  const covers = new Map<number, PostCover>();
  for (const post of posts) {
    const image = post.coverImageId ? images.get(post.coverImageId) : undefined;
    if (image) {
      const { fallbackBytes, ...ref } = image;
      covers.set(post.id, { image: ref, alt: post.coverAlt, fallbackBytes });
    }
  }
  return covers;
}

export async function coverOf<T extends { id: number; coverImageId: string | null; coverAlt: string }>(
  post: T,
): Promise<PostCover | null> {
  return (await coversOf([post])).get(post.id) ?? null;
}
