import { useNonce } from "~/components/nonce";

/**
 * Structured data for search engines. Rendered with the request's nonce so every <script> on the
 * page carries one, and with "<" escaped so no text inside can close the tag.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** BreadcrumbList for pages below the home page; `trail` excludes Home, which is added. */
export function breadcrumbs(siteUrl: string, trail: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, `${siteUrl}/`).toString(),
    })),
  };
}
