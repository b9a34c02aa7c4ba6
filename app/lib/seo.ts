import type { Location, MetaDescriptor } from "react-router";
import { site } from "~/content/site";

export type PageSeo = {
  /** The page's own title; the brand is appended unless it is already there. */
  title: string;
  /** 50-160 characters: what a search result shows under the title. */
  description: string;
  /** Defaults to the current path. */
  path?: string;
  /** A local image path (e.g. "/images/og-default.png"); made absolute here. */
  image?: string;
  /** The image's description, for og:image:alt and twitter:image:alt (a page's own image only). */
  imageAlt?: string;
  type?: "website" | "article";
};

type MetaContext = {
  location: Location;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

const DEFAULT_IMAGE = "/images/og-default.png";

/** The public base URL, from the root loader (it comes from SITE_URL). */
export function siteUrlFrom(matches: MetaContext["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { config?: { siteUrl?: string } } | undefined;
  return root?.config?.siteUrl ?? "";
}

export function absoluteUrl(siteUrl: string, path: string): string {
  // Always a path on this site: a leading "//" (or "/\") would start another host's URL, or none.
  return new URL(path.replace(/^[/\\]+/, "/"), `${siteUrl}/`).toString();
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for a page, built the same way
 * for every route: `export const meta: Route.MetaFunction = (args) => seo(args, {...})`.
 */
export function seo({ location, matches }: MetaContext, page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const title = page.title.includes(site.brand) ? page.title : `${page.title} | ${site.brand}`;
  const url = absoluteUrl(siteUrl, page.path ?? location.pathname);
  const image = absoluteUrl(siteUrl, page.image ?? DEFAULT_IMAGE);
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brand },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(page.image && page.imageAlt
      ? [
          { property: "og:image:alt", content: page.imageAlt },
          { name: "twitter:image:alt", content: page.imageAlt },
        ]
      : []),
  ];
}
