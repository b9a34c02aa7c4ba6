/** The copy of /case-studies. Every client named here is fictional. */

type CaseStudyMetric = { value: string; label: string };

export type CaseStudy = {
  slug: string;
  client: string;
  sector: "K-12 school" | "Nonprofit" | "Small business";
  /** Size and place, in a few words. */
  profile: string;
  logo: { src: string; width: number; height: number };
  challenge: string;
  solution: string;
  result: string;
  /** The result in numbers. */
  metrics: readonly CaseStudyMetric[];
};

export const caseStudies: readonly CaseStudy[] = [
  {
    slug: "magnolia-grove-charter-school",
    client: "Magnolia Grove Charter School",
    sector: "K-12 school",
    profile: "K-8 charter school in DeKalb County, 640 students and 72 staff",
    logo: { src: "/images/company/case-studies/magnolia-grove.svg", width: 64, height: 64 },
    challenge:
      "Wi-Fi dropped in the upstairs classrooms every afternoon and twice during state online testing. About 700 Chromebooks were enrolled by hand, content filtering had never been checked for CIPA, and one part-time technician carried all of it.",
    solution:
      "We surveyed the building and replaced 14 consumer access points with 38 managed ones on a new switched backbone, enrolled every Chromebook in Google Admin with CIPA-compliant filtering, filed the E-Rate Category 2 application for the upgrade, and gave teachers a help desk line with a named engineer.",
    result:
      "The spring 2025 testing window ran without a single network outage, device tickets fell by almost two thirds, and E-Rate discounts paid for most of the new network.",
    metrics: [
      { value: "0", label: "network outages during spring 2025 state testing" },
      { value: "62%", label: "fewer device tickets in the first semester" },
      { value: "70%", label: "of the network upgrade funded by E-Rate" },
    ],
  },
  {
    slug: "riverbend-family-pantry-network",
    client: "Riverbend Family Pantry Network",
    sector: "Nonprofit",
    profile: "Food assistance nonprofit with 45 staff, 120 weekly volunteers and 9 pantry sites",
    logo: { src: "/images/company/case-studies/riverbend-pantry.svg", width: 64, height: 64 },
    challenge:
      "Volunteers shared one password per site, the donor database lived on an aging server in a storage room, and a convincing phishing email nearly redirected a $48,000 grant payment to a fraudster's bank account.",
    solution:
      "We moved the network to Microsoft 365 under nonprofit licensing, gave every staff member and volunteer a personal account with multi-factor sign-in and locked-down shared kiosks, migrated the donor database to the cloud with daily tested backups, and ran monthly phishing simulations with five-minute training.",
    result:
      "Staff now spot and report phishing instead of clicking it, no account has been taken over since the rollout, and the organization spends less on IT than before while getting more.",
    metrics: [
      { value: "31% → 4%", label: "phishing simulation click rate after six months" },
      { value: "0", label: "account takeovers since the rollout in 2025" },
      { value: "38%", label: "lower yearly IT spend thanks to nonprofit licensing" },
    ],
  },
  {
    slug: "linden-shaw-accounting",
    client: "Linden & Shaw Accounting",
    sector: "Small business",
    profile: "CPA firm in Decatur with 22 staff and about 1,900 tax clients",
    logo: { src: "/images/company/case-studies/linden-shaw.svg", width: 64, height: 64 },
    challenge:
      "A ransomware scare in the middle of tax season showed that nobody had ever tested a restore. The firm's cyber-insurance renewal and the FTC Safeguards Rule both asked for a written information security plan it did not have.",
    solution:
      "We deployed managed endpoint detection and response on every laptop, moved backups to immutable cloud storage with a full restore test every month, turned on conditional access for remote staff, and wrote the firm's information security plan with its partners.",
    result:
      "The firm can now prove it recovers from a disaster in under an hour, it renewed its cyber insurance at a lower premium, and it came through the following tax season without an hour of unplanned downtime.",
    metrics: [
      { value: "47 min", label: "to restore the full file server in a monthly test" },
      { value: "18%", label: "lower cyber-insurance premium at renewal" },
      { value: "99.98%", label: "uptime from January to April 2026" },
    ],
  },
];

export const caseStudiesPage = {
  meta: {
    title: "Case Studies",
    description:
      "How a charter school, a food nonprofit and a CPA firm in metro Atlanta cut outages, phishing and IT costs with our managed IT and cybersecurity services.",
  },
  hero: {
    eyebrow: "Case studies",
    title: "Results our clients can measure",
    intro:
      "Three metro Atlanta organizations, three different problems. Each story shows where they started, what we changed and what the numbers looked like afterwards.",
  },
  /** The three parts of every story, in order. */
  parts: [
    { key: "challenge", label: "Challenge" },
    { key: "solution", label: "Solution" },
    { key: "result", label: "Result" },
  ],
  /** Each story links to the contact section of the home page. */
  storyAction: { label: "Start a similar project", to: "/#contact" },
  cta: {
    title: "Facing a problem like these?",
    text: "Start with a free IT audit: a written report on your devices, network, accounts and backups, ranked by risk.",
    action: { label: "Get a free IT audit", to: "/free-it-audit" },
  },
} as const;
