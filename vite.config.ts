import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Public pages load React and the site's shared components on every visit: a few larger files
// instead of twenty small ones, so a phone on a slow network waits for fewer round trips. Code
// that only staff pages or a lazily opened widget use stays in its own files.
// The upload field and its limits are used by the blog editor only; insights are staff's report.
const staffOnly =
  /[\\/]app[\\/](routes[\\/](admin|login)|admin|leads|insights|blog[\\/]admin|assessment[\\/]admin|booking[\\/]admin|hosts[\\/]admin|calendar[\\/]admin|calendar-sync|auth|components[\\/]ui[\\/]file-field|images[\\/]limits)[\\/.]/;
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
// Shared by a few pages only: each set in its own file, so that other pages never load it.
const contactForm = /[\\/]app[\\/]contact[\\/](contact-form|use-contact-fields|fields)\./;
// The honeypot, the contact form's and the audit's, apart from both. The form kit's fields stay in
// "site" with the other shared components (where the bundler had been putting them anyway): once
// staff pages used them too, a group of their own landed them in the contact form's file, a few
// bytes heavier for the home page.
const formKit = /[\\/]app[\\/]spam[\\/]honeypot-fields\./;
const blog = /[\\/]app[\\/](blog[\\/](components|post-article)|lib[\\/]time|images[\\/]image-urls)\./;
const legal = /[\\/]app[\\/](components[\\/]site[\\/]legal-page|content[\\/]legal[\\/]types)\./;
// The audit's steps, and its result page, each on their own.
const assessment = /[\\/]app[\\/]assessment[\\/](step-form|step-view|audit-frame)\./;
const assessmentResult = /[\\/]app[\\/]assessment[\\/]result-view/;
// The booking pages' days and times: only /book and the manage pages use them. The booking form (and
// the form kit it brings) stays with the one route that shows it, so /book itself loads neither; so
// do the manage and move pages' own views and the cancel form. The business calendar's days and
// holidays go with the booking pages, the ones that ask it. A day's times go with the day's page, the
// form's labels with the form, and the lead desk's view of a booking with the staff pages.
const booking =
  /[\\/]app[\\/](booking[\\/](?!(booking-form|fields|location|location-choice|place-view|slot-list|manage-view|move-view|cancel-form|cancel-view|lead-source-view)\.|admin[\\/])|calendar[\\/](?!admin[\\/])|hosts[\\/](?!admin[\\/]))/;
// Those booking modules that are not the days: out of "site" as well, so they go with the pages that use
// them (the form's labels are shared by the booking and cancel forms, which would make them "site"'s;
// the call's place, phone or video, is the form's and the confirmation's, never the days'). The hosts'
// schedules, which the slots ask, go with the days.
const bookingElsewhere =
  /[\\/]app[\\/]booking[\\/](fields|location|location-choice|place-view|slot-list|lead-source-view)\./;
const errorPages = /[\\/]app[\\/](components[\\/]site[\\/]error-(pages|view)|auth[\\/]forbidden-page)\./;
// Every inner page's hero and its facts panel: the home page, with a hero of its own, never loads it.
const pageHero = /[\\/]app[\\/]components[\\/]site[\\/]page-hero\./;
// Staff tables and one support page use it: not every page.
const tableScroll = /[\\/]app[\\/]components[\\/]site[\\/]table-scroll\./;
// A table's rows as cards on a phone (the support page's), and the legal pages' table, loaded when
// a page shows one (the cookie policy's).
const phoneCards = /[\\/]app[\\/]components[\\/]site[\\/](phone-cards|legal-table)\./;
// remix-utils' hydration hook is a few lines that shared components use: with them, not a file of its own.
const siteLibraries = /[\\/]node_modules[\\/]remix-utils[\\/]/;
// Its event source hook is the live lead desk's (app/leads/live-events.tsx): staff pages only.
const staffLibraries = /[\\/]node_modules[\\/]remix-utils[\\/]build[\\/]react[\\/]use-event-source\./;
const pageSpecific = [
  pageHero,
  phoneCards,
  tableScroll,
  staffOnly,
  staffLibraries,
  contactForm,
  formKit,
  blog,
  legal,
  assessment,
  assessmentResult,
  booking,
  bookingElsewhere,
  errorPages,
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, tags: ["$initial"], priority: 3 },
                // Below "site", which would otherwise take these along as its modules' imports.
                { name: "contact-form", test: contactForm, priority: 1 },
                // Before "blog" and "legal", whose pages use them: they would take them along into their
                // files, and the support page (the table wrapper's other user) would load the legal text.
                // One file for both: a legal page uses both, and a file more costs it its budget.
                { name: "inner-page", test: (id) => pageHero.test(id) || tableScroll.test(id), priority: 1 },
                { name: "blog", test: blog, priority: 1 },
                { name: "legal", test: legal, priority: 1 },
                // Above "contact-form": a group takes the modules its members import along, and the audit
                // must not load the whole contact form for its honeypot.
                { name: "form-kit", test: formKit, priority: 3 },
                { name: "assessment", test: assessment, priority: 1 },
                { name: "assessment-result", test: assessmentResult, priority: 1 },
                { name: "booking", test: booking, priority: 1 },
                { name: "error-pages", test: errorPages, priority: 1 },
                {
                  name: "site",
                  test: (id) =>
                    (/[\\/]app[\\/]/.test(id) || siteLibraries.test(id)) && !pageSpecific.some((only) => only.test(id)),
                  tags: ["$initial"],
                  minShareCount: 2,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our own server module (it imports the React Router build), so
    // the database, configuration and HTTP lifecycle ship in one file with the routes.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
