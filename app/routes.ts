import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site map. Each public page is one line here.
export default [
  index("routes/home.tsx"),

  // Services

  // Company

  // Support

  // Legal

  // Blog
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),

  route("contact", "routes/contact.tsx"),

  // Machine-readable
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),

  // API
  route("api/posts", "routes/api.posts.ts"),
  route("api/posts/slug/:slug", "routes/api.posts.slug.$slug.ts"),
  route("api/posts/:id", "routes/api.posts.$id.ts"),
  route("api/*", "routes/api.not-found.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
