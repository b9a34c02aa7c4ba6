// Fills a running site with one or more rows of every kind it stores, only through its own forms
// and API, as visitors and staff would: the rows a release's upgrade fixture carries. Every write
// is checked, so a release whose forms changed fails here loudly instead of making a thin fixture.
import sharp from "sharp";

/** Fixed words the upgrade test looks for on the pages of the restored site. */
export const MARKERS = {
  postTitle: "Kept through an upgrade",
  postText: "Every row of this post came back through the upgrade.",
  note: "Called back; wants a quote for 12 laptops",
  statusNote: "Left a voicemail",
  booker: "Booker Upgrade",
  cancelled: "Cancel Upgrade",
  auditOrganization: "Audited Upgrade Org",
  spamName: "Spam Bot",
  spamMessage: "Cheap followers, visit https://spam.example",
  blockedNote: "Closed for the holiday",
};

const OLD_SLUG = "upgrade-first-address";

function check(condition, what, detail = "") {
  if (!condition) throw new Error(`${what}${detail ? `: ${String(detail).slice(0, 2000)}` : ""}`);
}

export async function fillSite({ url, password, apiToken }) {
  const post = async (to, fields, cookie = "") => {
    const response = await fetch(`${url}${to}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, Cookie: cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      response,
      html: await response.text(),
    };
  };
  const page = async (to, cookie = "") => (await fetch(`${url}${to}`, { headers: { Cookie: cookie } })).text();

  const signIn = await post("/login", { intent: "password", password });
  check(signIn.status === 303, "staff sign-in", signIn.status);
  const cookie = signIn.response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

  // A small cover keeps the fixture small; the site still stores each of its encoded widths.
  const png = await sharp({ create: { width: 320, height: 200, channels: 4, background: "#1e5aa0cc" } })
    .png()
    .toBuffer();
  const upload = new FormData();
  upload.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
  const uploaded = await fetch(`${url}/admin/images`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: url },
    body: upload,
  });
  check(uploaded.status === 201, "image upload", await uploaded.clone().text());
  const image = (await uploaded.json()).image.id;

  const postFields = {
    title: MARKERS.postTitle,
    content: `<p>${MARKERS.postText}</p><ul><li>“Quotes”, em — dashes &amp; ampersands</li></ul>`,
    status: "published",
    cover_image: image,
    cover_alt: "A blue rectangle",
  };
  const created = await fetch(`${url}/api/posts`, {
    method: "POST",
    headers: { Authorization: `Bearer ${apiToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      ...postFields,
      slug: OLD_SLUG,
    }),
  });
  check(created.status === 201, "post through the API", await created.clone().text());
  // Its address changed once: the old one is kept as a redirect.
  const { id: postId } = await created.json();
  const renamed = await fetch(`${url}/api/posts/${postId}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${apiToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ ...postFields, slug: "kept-through-an-upgrade" }),
  });
  check(renamed.status === 200, "a new address for the post", await renamed.clone().text());
  const { slug } = await renamed.json();

  const honeypot = async () => {
    const html = await page("/contact");
    const trap = /name="website_url"[^>]*value="([^"]*)"/.exec(html);
    const started = /name="form_started" value="([^"]+)"/.exec(html);
    check(trap && started, "the contact page's honeypot fields");
    return { website_url: trap[1], form_started: started[1] };
  };
  const contact = async (name, message, trap) => {
    const sent = await post("/contact", {
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
      company: "Upgrade Co",
      service: "Cybersecurity",
      message,
      page: "/contact",
      ...(await honeypot()),
      ...(trap ? { website_url: trap } : {}),
    });
    check(sent.status === 303, `contact request from ${name}`, sent.html);
  };
  await contact("Contact One", "Our printers and e-mail need looking after.");
  await contact("Contact Two", "Two offices, one network — can you help?");
  // The honeypot's trap field filled in: stored, held as spam, never e-mailed.
  await contact(MARKERS.spamName, MARKERS.spamMessage, "https://spam.example");

  // The nth free time of the first bookable day: two calls at once never race for one seat.
  const book = async (name, nth) => {
    const days = await page("/book");
    const day = /href="\/book\/(\d{4}-\d{2}-\d{2})"/.exec(days)?.[1];
    check(day, "a bookable day", days);
    const times = await page(`/book/${day}`);
    const at = [...times.matchAll(/\?at=(\d{4}-\d{2}-\d{2}T\d{2}(?:%3A|:)\d{2}(?:%3A|:)00\.000Z)/g)][nth]?.[1];
    check(at, "a free time", times);
    const booked = await post(`/book/${day}`, {
      ...(await honeypot()),
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
      organization: `${name} Co`,
      // Where the call happens (a release before it ignores both).
      phone: "(404) 555-0142",
      location: "phone",
      start: decodeURIComponent(at),
    });
    check(
      booked.status === 303 && booked.location?.startsWith("/book/manage/"),
      `booking for ${name}`,
      `${booked.status} ${booked.html}`,
    );
    return booked.location.split("?")[0];
  };
  const kept = await book(MARKERS.booker, 0);
  const cancelled = await book(MARKERS.cancelled, 3);
  const cancel = await post(cancelled, { intent: "cancel" });
  check(cancel.status === 303, "cancelling a booking", cancel.html);

  const started = await post("/free-it-audit", {
    orgType: "business",
    staffCount: "1-10",
    deviceCount: "under-25",
    locations: "one",
  });
  check(started.status === 303, "starting the audit", started.html);
  const draft = started.location.split("/")[2];
  const steps = [
    [
      "it-today",
      { itSupport: "nobody", emailPlatform: "other", fileStorage: "cloud", updates: "rarely", wifi: "shared" },
    ],
    ["security", { mfa: "no", training: "never", antivirus: "not-sure" }],
    ["backup", { backups: "none", restoreTest: "never" }],
    ["compliance", { compliance: "none", policies: "none" }],
  ];
  for (const [step, fields] of steps) {
    const answered = await post(`/free-it-audit/${draft}/${step}`, fields);
    check(answered.status === 303, `audit step ${step}`, answered.html);
  }
  const contactStep = await page(`/free-it-audit/${draft}/contact`);
  const token = /name="form_started" value="([^"]+)"/.exec(contactStep)?.[1];
  check(token, "the audit's contact step");
  const finished = await post(`/free-it-audit/${draft}/contact`, {
    name: "Auditee Upgrade",
    email: "auditee.upgrade@example.com",
    organization: MARKERS.auditOrganization,
    website_url: "",
    form_started: token,
  });
  check(finished.status === 303 && finished.location?.includes("/result/"), "finishing the audit", finished.html);
  const auditResult = finished.location.split("?")[0];

  // Staff work on the booked call's lead: a status change with a note, then a note of its own.
  const list = await page("/admin/leads", cookie);
  const leadIds = [...new Set([...list.matchAll(/href="\/admin\/leads\/([0-9a-f-]{36})"/g)].map((match) => match[1]))];
  let lead;
  for (const id of leadIds) {
    if ((await page(`/admin/leads/${id}`, cookie)).includes(MARKERS.booker)) lead = id;
  }
  check(lead, "the booked call's lead on the lead desk", list);
  const version = async () => {
    const html = await page(`/admin/leads/${lead}`, cookie);
    const found = /name="version" value="([^"]+)"/.exec(html)?.[1];
    check(found, "the lead's version", html);
    return found;
  };
  const moved = await post(
    `/admin/leads/${lead}`,
    { intent: "status", version: await version(), status: "contacted", note: MARKERS.statusNote },
    cookie,
  );
  check(moved.status === 303 || moved.status === 200, "moving the lead to contacted", moved.html);
  const noted = await post(
    `/admin/leads/${lead}`,
    { intent: "note", version: await version(), body: MARKERS.note },
    cookie,
  );
  check(noted.status === 303 || noted.status === 200, "a note on the lead", noted.html);
  const leadPage = await page(`/admin/leads/${lead}`, cookie);
  check(leadPage.includes(MARKERS.note) && leadPage.includes(MARKERS.statusNote), "the lead's notes", leadPage);

  // Availability: the saved settings as the form shows them with one seat more (or a longer call), and a blocked day.
  const availability = await page("/admin/availability", cookie);
  const fields = { intent: "save" };
  for (const [tag] of availability.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name || name === "intent" || name === "day" || name === "note") continue;
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
    if (/type="checkbox"/.test(tag)) {
      if (/checked/.test(tag)) fields[name] = "on";
    } else fields[name] = value;
  }
  // Releases before hosts (decision 034) had "capacity"; later ones change the call length instead.
  if ("capacity" in fields) fields.capacity = String(Number(fields.capacity) + 1);
  else {
    check("callMinutes" in fields, "the availability form's fields", availability);
    fields.callMinutes = String(Number(fields.callMinutes) + 5);
  }
  const saved = await post("/admin/availability", fields, cookie);
  check(saved.status === 303, "saving availability", saved.html);
  // A day within the two years ahead the form accepts.
  const day = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
  const blocked = await post("/admin/availability", { intent: "block", day, note: MARKERS.blockedNote }, cookie);
  check(blocked.status === 303, "blocking a day", blocked.html);

  // An audit left after its first step: a draft.
  const left = await post("/free-it-audit", {
    orgType: "nonprofit",
    staffCount: "11-50",
    deviceCount: "25-100",
    locations: "one",
  });
  check(left.status === 303, "an audit left unfinished", left.html);

  // A privacy request carried out: the person's request is erased, a record of the erasure kept.
  await contact("Erase Me", "Please forget me afterwards.");
  const erased = await post(
    "/admin/privacy",
    { email: "erase.me@example.com", confirm: "erase.me@example.com", reference: "Ticket 42" },
    cookie,
  );
  check(erased.status === 303 || erased.status === 200, "a privacy erasure", erased.html);

  // A second staff session signed out: its revocation is stored until it would have expired.
  const second = await post("/login", { intent: "password", password });
  const secondCookie = second.response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const signedOut = await post("/logout", {}, secondCookie);
  check(signedOut.status === 303 || signedOut.status === 302, "signing out", signedOut.html);

  return { post: { slug, image, oldSlug: OLD_SLUG }, lead, bookings: { kept, cancelled }, auditResult };
}
