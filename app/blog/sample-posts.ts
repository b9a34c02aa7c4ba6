import type { PostStatus } from "./post-schema";

/**
 * The posts a new site starts with, so a fresh install shows a living blog. Dates are relative to
 * the first start: four published in the past weeks, one scheduled ahead, one draft.
 */
export type SamplePost = {
  title: string;
  slug: string;
  summary: string;
  tags: string;
  status: PostStatus;
  /** Days from the first start (negative: in the past); null for the draft. */
  daysFromNow: number | null;
  content: string;
};

export const samplePosts: SamplePost[] = [
  {
    title: "Phishing Training That Actually Works for School Staff",
    slug: "phishing-training-for-school-staff",
    summary:
      "Teachers and front-office staff are the most targeted people in a school district. Here is how we run short, friendly phishing training that lowers click rates without shaming anyone.",
    tags: "Cybersecurity, Schools, Training",
    status: "published",
    daysFromNow: -4,
    content: `
<p>Every August, as staff come back for pre-planning, inboxes fill with messages that look exactly like the real thing: a "payroll update" from HR, a shared lesson plan from a colleague, a parent asking about a grade. School staff are busy, helpful and public: their names and email addresses are on the district website. That makes them the favourite target of phishing campaigns.</p>
<h2>Why the annual slideshow does not work</h2>
<p>A 45-minute video once a year checks a compliance box, but it does not change habits. People remember what they practise, and they practise what they are asked to do often, in small doses. Shame also backfires: staff who feel tricked stop reporting suspicious messages, and reporting is the one behaviour you want most.</p>
<h2>What we do instead</h2>
<ol>
  <li><strong>Five-minute lessons each month.</strong> One idea at a time: checking the sender's real address, hovering over links, spotting urgency and unusual requests for gift cards or W-2 forms.</li>
  <li><strong>Realistic simulations, gently.</strong> A few simulated phishing emails per semester, written around school life (field trip forms, substitute schedules, PTA fundraisers). A click leads to a one-page explanation, not a scolding.</li>
  <li><strong>A single "Report phishing" button.</strong> In Outlook and Gmail alike, one click sends the message to our security team and removes it from the inbox. We thank every reporter, even when the email was harmless.</li>
  <li><strong>Numbers that matter.</strong> We track the reporting rate as closely as the click rate. A school where 60% of staff report a simulation within an hour is far safer than one where nobody clicks but nobody reports either.</li>
</ol>
<h2>Protect the accounts behind the people</h2>
<p>Training lowers the odds; it never makes them zero. Pair it with multi-factor authentication for every staff account, email filtering that flags external senders, and a rule that any change to payroll or bank details is confirmed by phone. For student data covered by FERPA, limit who can export records at all.</p>
<blockquote><p>The goal is not a staff that never clicks. It is a staff that reports quickly, so one click never becomes a district-wide incident.</p></blockquote>
<p>Want a baseline? We run a free, no-judgement phishing simulation for Atlanta-area schools and share the results with your leadership team. <a href="/contact">Get in touch</a> to schedule one before the next semester starts.</p>
`,
  },
  {
    title: "The 3-2-1 Backup Rule: A Practical Guide for Nonprofits",
    slug: "3-2-1-backup-rule-for-nonprofits",
    summary:
      "Donor records, grant files and years of program data deserve more than a single external drive. The 3-2-1 rule explained in plain language, with a setup that fits a nonprofit budget.",
    tags: "Backup, Nonprofits, Disaster Recovery",
    status: "published",
    daysFromNow: -18,
    content: `
<p>Most nonprofits we meet have a backup. Usually it is one USB drive that someone plugs in "every now and then", sitting on a shelf next to the server it is meant to protect. A burst pipe, a break-in or a ransomware infection would take both at once.</p>
<h2>The rule in one sentence</h2>
<p>Keep <strong>3</strong> copies of your data, on <strong>2</strong> different kinds of storage, with <strong>1</strong> copy off-site.</p>
<ul>
  <li><strong>Three copies:</strong> the live data your team works on, plus two backups. If one backup fails when you need it, you still have another.</li>
  <li><strong>Two kinds of storage:</strong> for example a local backup appliance and a cloud service. One kind of failure (a bad batch of disks, a cloud outage) should not reach both.</li>
  <li><strong>One off-site:</strong> a copy far from your office, so a fire or flood cannot take it. Today that almost always means the cloud.</li>
</ul>
<h2>Add a fourth number: immutable</h2>
<p>Ransomware now looks for backups and encrypts or deletes them first. Make at least one copy <em>immutable</em>: once written, it cannot be changed or deleted for a set number of days, even by an administrator account. Most modern cloud backup services offer this; turn it on.</p>
<h2>A setup that fits a small budget</h2>
<table>
  <caption>A typical 3-2-1 setup for a 15-person nonprofit</caption>
  <thead>
    <tr><th scope="col">Copy</th><th scope="col">Where</th><th scope="col">How often</th></tr>
  </thead>
  <tbody>
    <tr><td>Live data</td><td>Microsoft 365 (SharePoint, OneDrive) and the file server</td><td>Always</td></tr>
    <tr><td>Backup 1</td><td>Local backup appliance in the office</td><td>Every hour</td></tr>
    <tr><td>Backup 2</td><td>Immutable cloud storage in another region</td><td>Every night</td></tr>
  </tbody>
</table>
<p>Remember that Microsoft 365 and Google Workspace are not backups on their own: deleted items age out, and a compromised account can delete a lot before anyone notices. Back up your cloud tenant too.</p>
<h2>Test the restore, not the backup</h2>
<p>A backup you have never restored from is a hope, not a plan. Once a quarter, pick a folder and a mailbox and restore them somewhere harmless. Write down how long it took. That number is what you will tell your board after a bad day.</p>
<p>Many funders now ask about data protection in grant applications. If you would like a written backup and recovery plan you can hand them, <a href="/free-it-audit">ask us for a free IT audit</a>.</p>
`,
  },
  {
    title: "Microsoft 365 Licensing: Business Basic, Standard or Premium?",
    slug: "microsoft-365-licensing-basic-standard-premium",
    summary:
      "The three Microsoft 365 business plans look alike on the pricing page but differ where it counts: desktop apps, device management and security. How to choose, and when to mix plans.",
    tags: "Microsoft 365, Licensing, Small Business",
    status: "published",
    daysFromNow: -39,
    content: `
<p>"Which Microsoft 365 plan do we need?" is one of the first questions small businesses ask us. The honest answer is that many companies pay for more than they use in one area and far less than they need in another, usually security.</p>
<h2>The short version</h2>
<table>
  <caption>Microsoft 365 business plans at a glance (up to 300 users)</caption>
  <thead>
    <tr><th scope="col">Plan</th><th scope="col">Best for</th><th scope="col">What it adds</th></tr>
  </thead>
  <tbody>
    <tr><td>Business Basic</td><td>Staff who work in the browser or on phones</td><td>Exchange email, Teams, SharePoint, OneDrive, web and mobile Office apps</td></tr>
    <tr><td>Business Standard</td><td>People who live in Word and Excel all day</td><td>Everything in Basic, plus the installed desktop Office apps and webinar tools</td></tr>
    <tr><td>Business Premium</td><td>Any business that holds sensitive data</td><td>Everything in Standard, plus Intune device management, Entra ID P1 (conditional access) and Defender for Business</td></tr>
  </tbody>
</table>
<h2>Why we usually recommend Premium</h2>
<p>The difference between Standard and Premium is not about productivity. It is about control. With Premium you can require multi-factor authentication only from unknown locations, block sign-ins from countries you never work in, wipe company data from a lost phone without touching personal photos, and detect ransomware behaviour on laptops. Buying those tools separately costs far more than the upgrade.</p>
<h2>Mixing plans is allowed</h2>
<p>You do not need the same plan for everyone. A warehouse team that only reads email on shared tablets may be fine on Basic, while the office staff who handle payroll and customer records get Premium. Just remember that security policies apply per user: the people on cheaper plans are also the ones without the extra protection.</p>
<h2>Three licensing mistakes we see often</h2>
<ul>
  <li>Paying for licenses of people who left months ago, because nobody owns the offboarding checklist.</li>
  <li>Buying monthly when an annual commitment would save money for a stable team (or the reverse for a seasonal one).</li>
  <li>Nonprofits paying commercial prices: eligible organizations get Business Premium donated or heavily discounted through Microsoft's nonprofit program.</li>
</ul>
<p>We review licensing as part of every IT audit and often find enough savings to pay for the security upgrade. <a href="/contact">Book a 15-minute discovery call</a> and bring your latest Microsoft invoice.</p>
`,
  },
  {
    title: "E-Rate Category Two: Planning Your School's Network Upgrade",
    slug: "e-rate-category-two-network-upgrade",
    summary:
      "E-Rate can cover a large share of a school's Wi-Fi, switching and firewall costs, but only if the plan, the bids and the paperwork line up. A timeline for a stress-free filing window.",
    tags: "E-Rate, Schools, Networking",
    status: "published",
    daysFromNow: -62,
    content: `
<p>Classrooms now depend on the network as much as on the lights: online testing, one-to-one Chromebooks, interactive displays and cloud curriculum all stall when Wi-Fi struggles. The federal E-Rate program helps schools and libraries pay for the equipment behind it, with discounts based on student poverty levels and location.</p>
<h2>What Category Two covers</h2>
<p>Category Two funds the network inside your buildings:</p>
<ul>
  <li>Wireless access points and controllers</li>
  <li>Switches, routers and the cabling that connects them</li>
  <li>Firewalls (basic firewall functions) and the licenses that run them</li>
  <li>Managed internal broadband services and basic maintenance</li>
</ul>
<p>Each school has a five-year budget calculated per student, so a good plan spends it deliberately rather than on whatever breaks first.</p>
<h2>A timeline that works</h2>
<ol>
  <li><strong>Summer and early fall:</strong> survey every building. Where is Wi-Fi weak? Which switches are out of support? How many devices will students carry next year?</li>
  <li><strong>Fall:</strong> write the technical requirements and post the FCC Form 470. From the posting date, you must wait at least 28 days before choosing a vendor.</li>
  <li><strong>Winter:</strong> evaluate bids with price as the most heavily weighted factor, document the decision, and sign contracts.</li>
  <li><strong>Filing window (usually January to March):</strong> submit the FCC Form 471 with your funding requests.</li>
  <li><strong>Summer:</strong> install during the break, so classrooms are ready on the first day.</li>
</ol>
<h2>Keep the paper trail</h2>
<p>E-Rate audits can happen years after the equipment is installed. Keep the bid evaluation matrix, every vendor communication, invoices and proof of installation for at least ten years after the last date of service. Store them somewhere that survives staff turnover: a shared, backed-up folder, not one person's inbox.</p>
<blockquote><p>Vendors may not help write the requirements they will later bid on. Keep your planning partner and your equipment vendor clearly separate, or document why they are not.</p></blockquote>
<p>We help Georgia schools survey their buildings, design networks that fit their Category Two budget and install them over the summer. <a href="/contact">Talk to us</a> before the next Form 470 goes out.</p>
`,
  },
  {
    title: "Rolling Out Multi-Factor Authentication Without the Help-Desk Flood",
    slug: "multi-factor-authentication-rollout",
    summary:
      "Multi-factor authentication stops most account takeovers, yet rollouts often stall on lost phones and confused users. Our step-by-step plan for a calm, complete MFA rollout.",
    tags: "Cybersecurity, MFA, Microsoft 365",
    status: "scheduled",
    daysFromNow: 9,
    content: `
<p>Stolen passwords are behind most of the account takeovers we investigate. Multi-factor authentication (MFA) stops the vast majority of them, because a password alone is no longer enough to sign in. So why do so many organizations still have gaps?</p>
<h2>Plan the rollout like a project</h2>
<ol>
  <li><strong>Start with the admins.</strong> Every administrator account gets phishing-resistant MFA (a security key or passkey) first, this week.</li>
  <li><strong>Announce it early.</strong> Two weeks before the switch, tell everyone what will change, why, and how to get help. Short video, one page of screenshots.</li>
  <li><strong>Registration days.</strong> Sit with teams for 30 minutes and register the authenticator app together. It is faster than a week of tickets.</li>
  <li><strong>Have a plan for people without smartphones.</strong> Hardware keys cost little and end the discussion.</li>
  <li><strong>Turn it on in waves,</strong> department by department, with a named contact for each wave.</li>
</ol>
<h2>Avoid text messages where you can</h2>
<p>SMS codes are better than nothing, but they can be intercepted through SIM swapping. Prefer an authenticator app with number matching, or passkeys, and keep SMS only as a fallback.</p>
<p>Need a hand? <a href="/contact">We plan and run MFA rollouts</a> for schools, nonprofits and small businesses across Atlanta.</p>
`,
  },
  {
    title: "Password Managers for Small Teams: What to Look For",
    slug: "password-managers-for-small-teams",
    summary: "Shared spreadsheets of passwords are still common. A short guide to choosing a team password manager.",
    tags: "Cybersecurity, Small Business",
    status: "draft",
    daysFromNow: null,
    content: `
<p>Draft: compare shared vaults, admin recovery, single sign-on support and pricing for teams of 5 to 50. Add a section on moving away from the shared spreadsheet.</p>
`,
  },
];
