import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site map. Each public page is one line here.
export default [
  index("routes/home.tsx"),

  // Services

  // Company

  // Support
  route("support/contact-support", "routes/support.contact-support.tsx"),
  route("support/training", "routes/support.training.tsx"),
  route("support/certification", "routes/support.certification.tsx"),

  // Legal
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),

  route("contact", "routes/contact.tsx"),

  // Machine-readable
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
