/**
 * The technology partners on the home page, in four groups. `logo` names an icon of the
 * `simple-icons` package: `scripts/generate-partner-logos.mjs` writes it once to
 * `public/images/partners/<logo>.svg`. Vendors that simple-icons no longer carries have no logo:
 * their tile shows their name, set in type (never an imitation of their mark). A logo that fails
 * to load shows the first letter of the name.
 */
export type Partner = {
  name: string;
  /** A simple-icons slug, or null when the package has no icon for the vendor. */
  logo: string | null;
  /** A mark far wider than tall (a wordmark): drawn 96x40 instead of 40x40, so its letters read. */
  wide?: true;
};

export type PartnerGroup = {
  name: "Cloud Platforms" | "Security Solutions" | "Infrastructure" | "Development & DevOps";
  /** What we do with this group, in one sentence. */
  summary: string;
  partners: readonly Partner[];
};

export const partnerGroups: readonly PartnerGroup[] = [
  {
    name: "Cloud Platforms",
    summary:
      "Email, files and classroom tools moved to the cloud and locked down, with nonprofit and education licensing applied.",
    partners: [
      { name: "Microsoft 365", logo: null },
      { name: "Google Workspace", logo: "google" },
      { name: "Amazon Web Services", logo: null },
      { name: "Backblaze", logo: "backblaze" },
    ],
  },
  {
    name: "Security Solutions",
    summary: "Firewalls, endpoint protection, DNS filtering and password management that small teams can live with.",
    partners: [
      { name: "Fortinet", logo: "fortinet" },
      { name: "CrowdStrike", logo: null },
      { name: "Cloudflare", logo: "cloudflare" },
      { name: "Bitwarden", logo: "bitwarden" },
    ],
  },
  {
    name: "Infrastructure",
    summary: "Wi-Fi, switching, servers and backup appliances sized for classrooms, clinics and offices.",
    partners: [
      { name: "Cisco Meraki", logo: "cisco", wide: true },
      { name: "Ubiquiti", logo: "ubiquiti" },
      { name: "Dell", logo: "dell" },
      { name: "Veeam", logo: "veeam", wide: true },
    ],
  },
  {
    name: "Development & DevOps",
    summary: "Version control, containers and infrastructure as code for the workflows and dashboards we build.",
    partners: [
      { name: "GitHub", logo: "github" },
      { name: "Docker", logo: "docker" },
      { name: "Terraform", logo: "terraform" },
    ],
  },
];

/** Where a partner's logo is served from. */
export function partnerLogoPath(logo: string): string {
  return `/images/partners/${logo}.svg`;
}

/** The drawn size of a partner's logo, the same as its generated file's. */
export function partnerLogoSize(partner: Pick<Partner, "wide">): { width: number; height: number } {
  return { width: partner.wide ? 96 : 40, height: 40 };
}

/** What shows when the logo cannot load. */
export function partnerInitial(partner: Pick<Partner, "name">): string {
  return partner.name.trim().charAt(0).toUpperCase();
}
