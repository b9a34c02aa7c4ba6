import { site } from "~/content/site";

/** Title and description for a page; the marketing issue extends this with canonical and social tags. */
export function pageMeta({ title, description }: { title: string; description: string }) {
  return [{ title: title.includes(site.brand) ? title : `${title} | ${site.brand}` }, { name: "description", content: description }];
}
