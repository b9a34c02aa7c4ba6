/** /support/certification (the list itself is app/content/certifications.ts). */
export const certificationPage = {
  title: "Certifications and Compliance",
  description:
    "Microsoft, CompTIA Security+, NIST CSF, CIS Controls, HIPAA, FERPA and CIPA, and PCI DSS: the certifications and frameworks behind our IT and security work.",
  eyebrow: "Support",
  intro:
    "The certifications our team holds and the frameworks our work is aligned with, so your auditors, insurers, grant makers and board get clear answers.",
  list: {
    title: "Our certifications and alignments",
    intro: "Seven credentials and frameworks shape how we design, secure and document your systems.",
  },
  meaning: {
    title: "What this means for your organization",
    points: [
      {
        title: "Certified versus aligned",
        text: "A certification is held by our company or our engineers and can be verified with the issuer. Alignment means our assessments, policies and settings follow a published framework; it does not make your organization certified, but it gives you the evidence an auditor asks for.",
      },
      {
        title: "Documentation you can hand over",
        text: "We prepare the written policies, asset lists and control evidence needed for cyber insurance questionnaires, E-Rate filings, grant applications and HIPAA risk assessments.",
      },
      {
        title: "Kept current",
        text: "Certifications are renewed on schedule and our engineers complete continuing education every year, so our advice reflects today's threats and requirements.",
      },
    ],
  },
  cta: {
    title: "Need help meeting a standard?",
    text: "Tell us which framework, audit or questionnaire you are facing. We will scope the work and send a fixed quote.",
    action: { label: "Request a Quote", to: "/contact" },
  },
} as const;
