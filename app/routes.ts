import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The site map. Each public page is one line here.
export default [
  index("routes/home.tsx"),

  // Services
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),

  // Company
  route("about-us", "routes/about-us.tsx"),
  route("about", "routes/about.ts"),
  route("our-team", "routes/our-team.tsx"),
  route("careers", "routes/careers.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("news-and-events", "routes/news-and-events.tsx"),

  // Support
  route("support/contact-support", "routes/support.contact-support.tsx"),
  route("support/training", "routes/support.training.tsx"),
  route("support/certification", "routes/support.certification.tsx"),

  // Legal
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),

  // Blog
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog.rss.xml.ts"),
  route("blog/:slug", "routes/blog.$slug.tsx"),

  route("contact", "routes/contact.tsx"),

  // Booking the discovery call: days, then a day's times and the form, in one layout.
  route("book", "routes/book.tsx", [index("routes/book._index.tsx"), route(":day", "routes/book.$day.tsx")]),
  route("book/manage/:token", "routes/book.manage.$token.tsx"),
  route("book/manage/:token/move", "routes/book.manage.$token.move.tsx"),
  route("book/manage/:token/calendar.ics", "routes/book.manage.$token.calendar.ts"),
  route("book/feed/:token", "routes/book.feed.$token.ts"),
  // The free IT audit: the first step, each step of a draft, the result and its printed page box
  route("free-it-audit", "routes/free-it-audit.tsx"),
  route("free-it-audit/result/:publicId", "routes/free-it-audit.result.$publicId.tsx"),
  // Beside the audit, not under it: a segment after /free-it-audit/ is a draft's key to the log.
  route("free-it-audit-print.css", "routes/free-it-audit-print.css.ts"),
  route("free-it-audit/:draftId/:step", "routes/free-it-audit.$draftId.$step.tsx"),

  // Staff: sign-in, and the admin area behind one gate (routes/admin.tsx's middleware). Admin
  // pages nest inside the "admin" layout route; anything else under /admin is a guarded 404.
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.ts"),
  route("auth/callback", "routes/auth.callback.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin.index.ts"),
    route("leads", "routes/admin.leads.tsx"),
    route("leads/export.csv", "routes/admin.leads.export.csv.ts"),
    route("leads/events", "routes/admin.leads.events.ts"),
    route("leads/response-times", "routes/admin.leads.response-times.tsx"),
    route("leads/response-times.csv", "routes/admin.leads.response-times.csv.ts"),
    route("leads/:id", "routes/admin.leads.$id.tsx"),
    route("blog", "routes/admin.blog.tsx"),
    route("blog/new", "routes/admin.blog.new.tsx"),
    route("blog/:id/edit", "routes/admin.blog.$id.edit.tsx"),
    route("blog/:id/preview", "routes/admin.blog.$id.preview.tsx"),
    route("blog/:id/delete", "routes/admin.blog.$id.delete.tsx"),
    route("messages", "routes/admin.messages.tsx"),
    route("availability", "routes/admin.availability.tsx"),
    route("calendars", "routes/admin.calendars.tsx"),
    route("hosts", "routes/admin.hosts.tsx"),
    route("hosts/:id", "routes/admin.hosts.$id.tsx"),
    route("bookings", "routes/admin.bookings.tsx"),
    route("assessments", "routes/admin.assessments.tsx"),
    route("assessments/:id", "routes/admin.assessments.$id.tsx"),
    route("images", "routes/admin.images.ts"),
    route("privacy", "routes/admin.privacy.tsx"),
    route("insights", "routes/admin.insights.tsx"),
    route("insights.csv", "routes/admin.insights.csv.ts"),
    route("*", "routes/admin.not-found.tsx"),
  ]),

  // Uploaded images (app/images/), one address per encoded file.
  route("uploads/:id/:file", "routes/uploads.$id.$file.ts"),

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
