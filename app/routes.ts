import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site map. Each public page is one line here.
export default [
  index("routes/home.tsx"),

  // Services
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),

  // Company

  // Support

  // Legal

  route("contact", "routes/contact.tsx"),

  // Machine-readable
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
