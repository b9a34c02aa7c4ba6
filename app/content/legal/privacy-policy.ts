import { formatAddress, site } from "~/content/site";
import { type LegalDocument, link, list, paragraph } from "./types";

/** The retention period in words: whole years as months ("12 months"), anything else in days. */
export function describeRetention(days: number): string {
  if (days % 365 === 0) return `${(days / 365) * 12} months`;
  return days === 1 ? "1 day" : `${days} days`;
}

/** Title and description, for meta and the sitemap (they do not depend on configuration). */
export const privacyPolicyPage = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description:
    "What the contact forms on our website collect, why, where it is stored, who delivers it, how long we keep it and how to access, correct or delete it.",
} as const;

/**
 * /privacy-policy: exactly five sections, each an h2. The retention periods are the ones the server
 * enforces (CONTACT_RETENTION_DAYS, ASSESSMENT_DRAFT_RETENTION_DAYS), passed in by the route's loader, so the page cannot drift
 * from what the code does. The nightly backup's rotation deletes every backup older than
 * CONTACT_RETENTION_DAYS (app/backup/nightly.server.ts), which the policy states.
 */
export const privacyPolicy = ({
  retentionDays,
  draftRetentionDays,
  insightsRawDays = 30,
}: {
  retentionDays: number;
  /** ASSESSMENT_DRAFT_RETENTION_DAYS: how long an unfinished free IT audit is kept. */
  draftRetentionDays: number;
  /** INSIGHTS_RAW_DAYS: how long counted page views are kept one by one before only daily totals remain. */
  insightsRawDays?: number;
}): LegalDocument => ({
  ...privacyPolicyPage,
  intro: `How ${site.brand} handles the information you send us through this website. We collect only what we need to answer you, we never sell it, and you can ask us to delete it at any time.`,
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        paragraph(
          "You can read every public page of this website without an account and without telling us who you are. We collect personal information only when you send us a request through one of our contact forms (for example to book a 15-minute discovery call, ask for a free IT audit or request a quote). A request contains:",
        ),
        list(
          "your name, email address and message (required);",
          "your company or organization, phone number and the service you are interested in (optional, only if you fill them in);",
          "the page of our website the form was sent from and the date and time it was received;",
          "the IP address your request came from, which we use only to limit repeated submissions and to block abuse such as spam.",
        ),
        paragraph(
          "When you book a discovery call on this website, we keep the time you chose with the same kind of details (your name and email address; your organization, phone number and topic if you fill them in; the IP address the booking came from), and send you a confirmation and, before the call, reminders (a day and an hour before, unless we switch them off), each with a private link to move or cancel the call. Only our staff see booked calls, in our admin area and in their work calendars.",
          "If you take our free IT audit, we also keep your answers to its questions (for example your organization's type and size, how its IT is looked after, and your biggest IT worry if you write one) and the scores we work out from them. Until you finish, your answers are kept under a random web address that only you are given. When you finish, they are stored with the name, email address, organization and optional phone number you give at the end, and handled like a contact request.",
        ),
        paragraph(
          "To know which of our pages and links bring people to us, our own server counts page views, without a cookie and without any script in your browser. For each view it keeps the page, the site or campaign that linked to it (for example a search engine or a newsletter link), the kind of device and browser, and a visitor code that changes every day. The code is worked out from your IP address and your browser's description together with a random value that exists for one day only and is then deleted, so nobody, including us, can turn it back into your address or recognize you on another day. Your IP address itself is not stored for this. When you send a request, it records the page and source that brought you that day, so we can see which pages and campaigns help people reach us.",
        ),
        paragraph(
          "To keep spam out without losing real messages, a request that our automatic checks flag (for example, one sent faster than a person can fill in the form) is stored like any other but is not emailed; our staff review those requests too.",
        ),
        paragraph(
          "Please do not put passwords, payment card numbers, health information or student records in a contact form. If we need sensitive information to help you, we will arrange a secure way to exchange it.",
        ),
        paragraph(
          "This website is written for school administrators, nonprofit staff and business owners. It is not directed to children under 13, and we do not knowingly collect information from them.",
        ),
      ],
    },
    {
      id: "how-we-use-and-share-it",
      title: "How we use and share your information",
      blocks: [
        paragraph(
          `We use the information in a request to answer it: to call or email you back, prepare a proposal or quote, schedule a visit (${site.visits.toLowerCase()}) and keep a record of what you asked for. We do not use it for advertising and we do not add you to a mailing list unless you ask us to.`,
        ),
        paragraph("To do that, your request passes through these places, and no others:"),
        list(
          "Our database. Each request is stored in our company's PostgreSQL database before the website confirms that it was sent, so a request is never lost between you and us.",
          "EmailJS. We deliver each request to our staff by email through EmailJS, an email delivery service that acts on our instructions. It receives the contents of your request only to send that email.",
          "Our staff. Only the employees who answer requests, prepare quotes or deliver services can read them.",
        ),
        paragraph(
          `We do not sell, rent or trade your personal information, and we do not share it with advertisers or data brokers. We disclose it only if the law requires us to (for example a valid subpoena), or to protect our clients, our staff or this website from fraud or attack.`,
        ),
      ],
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      blocks: [
        paragraph(
          `Stored contact requests and booked calls, including the IP address recorded with them, are deleted automatically after a retention period of ${describeRetention(retentionDays)} from the date we received them (for a call, from its date). We keep them that long so we can follow up on a proposal and know the history of a conversation if you contact us again. The counters we use to limit repeated submissions from one IP address are deleted as soon as their time window ends.`,
        ),
        paragraph(
          `A finished free IT audit is kept like a contact request. The answers of an audit you leave unfinished are deleted automatically ${describeRetention(draftRetentionDays)} after your last change to them.`,
        ),
        paragraph(
          `So that nothing you send us is lost if a server fails, the website's database is copied into a backup every night, and each backup is checked by restoring it. Backups are kept for at most ${describeRetention(retentionDays)} and then deleted automatically. Information deleted from the website, when its retention period ends or because you asked us to delete it, can therefore remain in a backup until that backup is deleted. Backups are readable only by the staff who run the website, and we use them only to recover the website's data after a failure.`,
        ),
        paragraph(
          `The page views we count are kept in detail for ${describeRetention(insightsRawDays)} and after that only as daily totals per page and source, which say nothing about any one visitor. The page and source recorded with a request are kept, and deleted, with that request.`,
        ),
        paragraph(
          "If you become a client, the information we need to serve you is then covered by your signed service agreement and kept for as long as that agreement and the law require. Emails we exchange with you are kept in our business mailboxes under the same rules.",
        ),
      ],
    },
    {
      id: "your-rights-and-choices",
      title: "Your rights and choices",
      blocks: [
        paragraph("Whatever state or country you live in, you can ask us to:"),
        list(
          "tell you what information we hold about you and send you a copy of it (access);",
          "correct anything that is wrong or out of date (correction);",
          "delete your contact requests and any other information we hold about you that we are not required by law to keep (deletion).",
        ),
        paragraph(
          "To make a request, email ",
          link(site.email, `mailto:${site.email}`),
          " from the address you used in your request, or tell us how we can verify that you are the person who sent it. We answer within 30 days and there is no charge.",
        ),
        paragraph(
          "A request to delete covers everything our website holds under your email address: your contact requests, booked calls (a call still to come is cancelled with it), free IT audits, finished or not, and any emails about them that are waiting to be sent. It is all deleted at once. We keep only a short note that a deletion was made, when and by which member of staff, without your address or anything you sent us, so that we can show we did what you asked. If you would like a copy first, say so in the same email and we will send you what we hold as a spreadsheet file (CSV) before deleting it.",
        ),
        paragraph(
          "Our website uses no analytics, advertising or tracking cookies, so there is nothing to opt out of: the page views we count carry no cookie and cannot be tied to you. The ",
          link("Cookie Policy", "/cookie-policy"),
          " lists the few cookies the site does use.",
        ),
      ],
    },
    {
      id: "security-and-contact",
      title: "How we protect it, and how to reach us",
      blocks: [
        paragraph("As a cybersecurity company we hold our own website to the standards we set for clients:"),
        list(
          "every page and form is served over encrypted HTTPS connections;",
          "the database and the admin area where staff read requests are reachable only with staff credentials, and staff accounts are limited to the people who need them;",
          "the notification cookie and the staff session cookie are signed, so they cannot be altered, and are marked httpOnly, so scripts in the page cannot read them;",
          "the site sends a strict Content Security Policy and other security headers that block injected scripts;",
          "we apply software updates promptly and limit repeated form submissions from one IP address.",
        ),
        paragraph(
          "No system is perfectly secure. If we learn of a breach that affects your information, we will tell you promptly, and always within the time the law requires.",
        ),
        paragraph(
          "If we change this policy, we will post the new version here and update the date at the top of the page. Questions about your privacy: email ",
          link(site.email, `mailto:${site.email}`),
          ", call ",
          link(site.phone.display, `tel:${site.phone.tel}`),
          ` (${site.hours}), or write to ${site.brand}, ${formatAddress()}.`,
        ),
      ],
    },
  ],
});
