import { site } from "~/content/site";
import { type LegalDocument, link, list, paragraph } from "./types";

/** /cookie-policy: exactly four sections, each an h2. The cookies named here are the ones the site sets. */
export const cookiePolicy: LegalDocument = {
  path: "/cookie-policy",
  title: "Cookie Policy",
  description:
    "The only cookies our website sets: a one-time form notification cookie and staff sign-in cookies. No analytics, advertising or third-party tracking.",
  intro: `This page lists every cookie the ${site.brand} website sets and why. The short version: one strictly necessary cookie for visitors, sign-in cookies for our staff, and no tracking of any kind.`,
  sections: [
    {
      id: "what-cookies-are",
      title: "What cookies are and how we use them",
      blocks: [
        paragraph(
          "A cookie is a small piece of text a website asks your browser to keep and send back on your next request. Many sites use them to follow visitors around the web. We use them only where the site cannot work without them: to show you that your message was sent, and to keep our own staff signed in to the admin area.",
        ),
        paragraph(
          "All of our cookies are first-party cookies: they are set by this website and are sent only back to this website. Because they are strictly necessary, the law does not require your consent for them, which is why you do not see a cookie banner here.",
        ),
      ],
    },
    {
      id: "cookies-we-use",
      title: "Cookies we use",
      blocks: [
        {
          kind: "table",
          caption: "Every cookie this website sets",
          columns: ["Cookie", "Who gets it", "What it does", "How long it lasts"],
          rows: [
            [
              "en_toast",
              "Any visitor who sends a form",
              'Strictly necessary. Carries a one-time notification, such as "Message Sent!", to the page you land on after sending a form, so you see the result even with JavaScript turned off. It is signed and httpOnly, and holds only the text of that message.',
              "Deleted as soon as the notification has been shown; at most until you close your browser.",
            ],
            [
              "Admin session cookie",
              "Our staff only, when they sign in",
              "Named en_staff. Keeps a staff member signed in to the admin area where blog posts and contact requests are managed. It is signed and httpOnly.",
              "Until the staff member signs out or the session expires.",
            ],
            [
              "en_signin_next",
              "Our staff only, when they sign in with Google",
              "Remembers which admin page to return to after the Google sign-in. It is signed and httpOnly, and holds only that page's address on this site.",
              "Deleted when the sign-in finishes; at most 10 minutes.",
            ],
            [
              "Supabase authentication cookies (names starting with sb-)",
              "Our staff only, when they sign in with Google",
              "Set during staff sign-in with Google through Supabase, our authentication service, to prove who is signed in and to refresh that sign-in securely.",
              "Until the staff member signs out or the sign-in expires.",
            ],
          ],
        },
        paragraph(
          "If you are not a member of our staff, the only cookie you will ever receive from us is en_toast, and only right after you send a form.",
        ),
      ],
    },
    {
      id: "what-we-do-not-use",
      title: "What we do not use",
      blocks: [
        list(
          "No analytics cookies: we do not measure your visits with Google Analytics or any similar tool. Our own server counts page views without a cookie or a script, with a visitor code that changes every day and cannot be tied to you (see our Privacy Policy).",
          "No advertising or retargeting cookies, and no advertising pixels.",
          "No third-party tracking cookies, social media widgets or embedded content that sets cookies of its own.",
          "No browser fingerprinting, and no local storage used in place of cookies to follow you. (With JavaScript on, your browser's session storage remembers your scroll position so the Back button returns you to the same spot; it never leaves your browser.)",
        ),
        paragraph(
          "Links to our social profiles and our support portal are ordinary links. Those sites set their own cookies only if you follow the link, under their own policies.",
        ),
      ],
    },
    {
      id: "managing-cookies",
      title: "Managing cookies",
      blocks: [
        paragraph(
          "Every modern browser lets you see, block and delete cookies, usually under Settings, then Privacy. You can block all cookies from this site and still read every page and send every form. The only difference is that you will not see the confirmation message after sending a form; your message still reaches us.",
        ),
        paragraph(
          "If we ever add a cookie, we will list it here and update the date at the top of this page before we start using it. Questions: email ",
          link(site.email, `mailto:${site.email}`),
          ". How we handle the information you send us is explained in our ",
          link("Privacy Policy", "/privacy-policy"),
          ".",
        ),
      ],
    },
  ],
};
