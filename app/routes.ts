import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site map. Each public page is one line here.
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
