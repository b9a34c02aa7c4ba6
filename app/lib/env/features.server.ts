import { z } from "zod";
import { blankAsUndefined, wholeNumber } from "./fields.server";

/** The site's features: the blog's samples, the forms' limits and retention, the page cache. */
export const featureVariables = {
  // "off" skips the sample blog posts written into an empty database at first start.
  BLOG_SEED: blankAsUndefined
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on")),
  // Contact requests: a per-IP limit on stored requests, the least time a person takes to fill
  // the form, and how long requests are kept (the privacy policy states this period).
  CONTACT_RATE_LIMIT_MAX: wholeNumber(5, 1, 1_000_000),
  CONTACT_RATE_LIMIT_WINDOW_MINUTES: wholeNumber(10, 1, 24 * 60),
  CONTACT_MIN_FILL_SECONDS: wholeNumber(3, 0, 3_600),
  // The form's hidden token: how long after the page was rendered it may still be sent (hours,
  // so a slow visitor is fine), and how many requests one token may bring (a shared page's
  // token serves every visitor of its few seconds).
  CONTACT_FORM_MAX_AGE_MINUTES: wholeNumber(240, 1, 7 * 24 * 60),
  CONTACT_FORM_MAX_USES: wholeNumber(3, 1, 1_000_000),
  CONTACT_RETENTION_DAYS: wholeNumber(365, 1, 36_500),
  // Booking the discovery call: a per-IP limit on bookings made (moves and cancellations through
  // the manage link are not counted), and the EmailJS templates of the visitor's and the staff's
  // booking e-mails (app/outbox/templates.server.ts); without one, those e-mails wait, stored.
  BOOKING_RATE_LIMIT_MAX: wholeNumber(5, 1, 1_000_000),
  BOOKING_RATE_LIMIT_WINDOW_MINUTES: wholeNumber(60, 1, 24 * 60),
  EMAILJS_BOOKING_TEMPLATE_ID: blankAsUndefined,
  EMAILJS_BOOKING_STAFF_TEMPLATE_ID: blankAsUndefined,
  // How often each instance looks for call reminders that fell due (app/booking/reminders.server.ts).
  BOOKING_REMINDER_CHECK_SECONDS: wholeNumber(60, 1, 3_600),
  // How often each instance looks for leads unanswered for three quarters of their time, to warn
  // all staff once (app/leads/escalation.server.ts).
  LEAD_ESCALATION_CHECK_SECONDS: wholeNumber(60, 1, 3_600),
  // How often staff's own calendars (their private iCal addresses, /admin/calendars) are read again.
  CALENDAR_SYNC_MINUTES: wholeNumber(5, 1, 24 * 60),
  // The free IT audit: a per-IP limit on finished audits (drafts started: ten times as many),
  // and how long an unfinished draft is kept after its last change (the privacy policy says so).
  ASSESSMENT_RATE_LIMIT_MAX: wholeNumber(5, 1, 1_000_000),
  ASSESSMENT_RATE_LIMIT_WINDOW_MINUTES: wholeNumber(60, 1, 24 * 60),
  ASSESSMENT_DRAFT_RETENTION_DAYS: wholeNumber(30, 1, 3_650),
  // Memory for anonymous pages rendered once and shared (server/page-cache); 0 turns it off.
  PAGE_CACHE_MAX_MB: wholeNumber(64, 0, 4_096),
  // How long a CDN in front may answer from its own copy of a shared page (s-maxage, and as long
  // again stale while it revalidates); 0 makes it revalidate every time.
  PAGE_CACHE_CDN_SECONDS: wholeNumber(0, 0, 86_400),
  // Insights (app/insights): "off" counts no visits; raw views are kept this many days, then
  // only their daily totals.
  INSIGHTS_COUNTING: blankAsUndefined
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on")),
  INSIGHTS_RAW_DAYS: wholeNumber(30, 1, 3_650),
  // Open lead desk pages updated live (server-sent events) per instance; past it a page answers
  // to a reload only. 0 turns live updates off.
  LEAD_EVENTS_MAX_CONNECTIONS: wholeNumber(50, 0, 10_000),
};
