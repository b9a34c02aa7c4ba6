import { bookDiscoveryCall, freeItAudit } from "./actions";
import { illustration, type ServicePageContent } from "./types";

export const networkInfrastructure: ServicePageContent = {
  slug: "network-infrastructure",
  description:
    "Network design for Atlanta schools, nonprofits and offices: Wi-Fi surveys, switching, firewalls and cabling, monitored day and night and E-Rate ready.",
  hero: {
    title: "Wi-Fi and networks that hold up when every seat is full",
    intro:
      "From a 20-person office to a campus with 600 Chromebooks online at once, we design, install and monitor networks that stay fast and secure, with documentation you can hand to any auditor.",
    actions: [bookDiscoveryCall, freeItAudit],
  },
  offerings: {
    title: "What our network service includes",
    intro: "Everything between the internet connection and the device in your hand, designed as one system.",
    cards: [
      {
        title: "Wireless surveys and Wi-Fi design",
        text: "Predictive and on-site surveys map coverage and capacity room by room, so access points go where classrooms and meeting rooms need them.",
      },
      {
        title: "Switching and structured cabling",
        text: "Managed switches, PoE for cameras and phones, and labeled Cat6 cabling installed to standard and recorded in a network diagram.",
      },
      {
        title: "Firewalls and content filtering",
        text: "Next-generation firewalls with intrusion prevention, VPN and CIPA-compliant web filtering, with separate staff, student, guest and device networks.",
      },
      {
        title: "Monitoring and lifecycle management",
        text: "Every switch, firewall and access point monitored day and night, firmware kept current, and replacements planned before hardware reaches end of life.",
      },
    ],
  },
  advantages: {
    title: "Why our networks stay up",
    intro: "A network is only as good as its design, its documentation and the team watching it.",
    items: [
      {
        title: "Designed for density",
        text: "Capacity planned for testing days, assemblies and all-hands meetings, not just coverage maps.",
      },
      { title: "E-Rate ready", text: "Bid-ready documentation and equipment lists for Category 2 funding requests." },
      {
        title: "Segmented and secure",
        text: "Separate networks for staff, students, guests, cameras and payment terminals.",
      },
      {
        title: "Hardware chosen for you",
        text: "We recommend the equipment that fits your budget and support needs, from established enterprise brands.",
      },
      { title: "Documented end to end", text: "Diagrams, port maps and configuration backups that belong to you." },
    ],
    image: illustration(
      "network-infrastructure",
      "A network rack with a firewall and switches connected to Wi-Fi access points serving a classroom and an office",
    ),
  },
  stories: {
    title: "Network success stories",
    intro: "Two networks rebuilt for the way people use them today.",
    items: [
      {
        company: "Lakewood Heights Academy",
        clientSlug: "lakewood-heights-academy",
        profile: "Private 6-12 school, 540 students",
        challenge:
          "Wi-Fi collapsed during online state testing as whole classes dropped off at once. The 12-year-old switches had no spare ports, and nobody had a map of the cabling.",
        solution:
          "We surveyed all 38 classrooms, used E-Rate Category 2 funds for 42 Wi-Fi 6 access points and new PoE switches, recabled the two main closets, and split staff, student and guest traffic into separate networks with CIPA filtering.",
        result:
          "The school ran its spring testing window with zero connectivity incidents, peak throughput rose from 180 Mbps to 1.4 Gbps, and E-Rate covered 60% of the project cost.",
        highlight: { value: "0", label: "connectivity incidents during state testing" },
      },
      {
        company: "Marietta Street Makerspace",
        clientSlug: "marietta-street-makerspace",
        profile: "Nonprofit makerspace and workforce training center",
        challenge:
          "Members, classes, security cameras and the card terminal all shared one flat consumer-grade network that dropped several times a week.",
        solution:
          "We installed a next-generation firewall, managed switches and six business-grade access points, moved the card terminal onto its own PCI-scoped network, and isolated the cameras on a separate VLAN.",
        result:
          "The weekly outages stopped: the network ran at 99.98% uptime over the following twelve months, and the makerspace passed its first PCI self-assessment.",
        highlight: { value: "99.98%", label: "network uptime over 12 months" },
      },
    ],
  },
  cta: {
    title: "Tired of Wi-Fi complaints?",
    text: "Ask for a free IT audit. We'll walk your building, measure coverage and show you exactly where your network falls short.",
    action: freeItAudit,
  },
};
