export type Certification = {
  name: string;
  /** What it means for a client, in one sentence. */
  summary: string;
  /** The home page shows six; the certification page lists all seven. */
  onHomePage: boolean;
};

export const certifications: readonly Certification[] = [
  {
    name: "Microsoft Solutions Partner",
    summary: "Certified engineers for Microsoft 365, Teams, Intune and Azure deployments and migrations.",
    onHomePage: true,
  },
  {
    name: "CompTIA Security+ Certified Team",
    summary: "Every engineer who touches client systems holds a current Security+ certification.",
    onHomePage: true,
  },
  {
    name: "NIST Cybersecurity Framework Aligned",
    summary:
      "Assessments and roadmaps mapped to the NIST CSF 2.0 functions: govern, identify, protect, detect, respond, recover.",
    onHomePage: true,
  },
  {
    name: "CIS Critical Security Controls",
    summary: "Baseline hardening that follows the CIS Controls v8 implementation groups for small organizations.",
    onHomePage: true,
  },
  {
    name: "HIPAA Compliance Support",
    summary: "Risk assessments, business associate agreements and safeguards for clinics and health nonprofits.",
    onHomePage: true,
  },
  {
    name: "FERPA & CIPA Ready for Schools",
    summary: "Student data privacy and content filtering practices that keep schools eligible for E-Rate funding.",
    onHomePage: true,
  },
  {
    name: "PCI DSS Guidance",
    summary: "Network segmentation and policies for nonprofits and shops that take card payments.",
    onHomePage: false,
  },
];
