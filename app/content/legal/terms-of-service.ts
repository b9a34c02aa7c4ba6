import { formatAddress, site } from "~/content/site";
import { type LegalDocument, link, list, paragraph } from "./types";

/** /terms-of-service: exactly six sections, each an h2. */
export const termsOfService: LegalDocument = {
  path: "/terms-of-service",
  title: "Terms of Service",
  description:
    "The terms for using our website: informational service descriptions, quotes and SLAs set by signed agreements, acceptable use, liability and Georgia law.",
  intro: `These terms apply to anyone who visits or uses this website, operated by ${site.brand} in Atlanta, Georgia. By using the site you agree to them; if you do not agree, please do not use it.`,
  sections: [
    {
      id: "about-this-website",
      title: "About this website and our services",
      blocks: [
        paragraph(
          "This website describes the managed IT, cloud, cybersecurity and related services we offer to schools, nonprofits and small businesses. Service descriptions, case studies, articles, training outlines and examples are general information to help you decide whether to talk to us. They are not an offer, a contract or professional advice for your particular situation.",
        ),
        paragraph(
          "We keep the content accurate and current, but services, technologies and vendor programs change. Before you rely on something you read here for a purchase, a compliance decision or a grant application, confirm it with us.",
        ),
      ],
    },
    {
      id: "quotes-and-agreements",
      title: "Quotes, service agreements and response times",
      blocks: [
        paragraph(
          "Pricing, scope and deliverables are set only in a written quote or proposal addressed to your organization. Work begins once both sides have signed a service agreement or statement of work.",
        ),
        paragraph(
          "The response times, support hours and other service levels described on this website (for example, a Critical ticket answered in under 1 hour) describe what we commit to clients under a signed agreement. For a client, the signed agreement and its service level agreement (SLA) govern; if they differ from this website, the agreement wins. Sending a contact form or a support email does not by itself create a client relationship or an SLA.",
        ),
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use of the website",
      blocks: [
        paragraph("You may use this website to learn about us and to contact us. You agree not to:"),
        list(
          "send false, misleading or unlawful information through our forms, or send requests in someone else's name;",
          "send spam, advertising or automated bulk submissions through our forms;",
          "probe, scan or test the website for vulnerabilities, or try to get around its security, rate limits or access controls, without our written permission;",
          "try to reach the admin area or any data that is not meant for you;",
          "upload or link to malware, or interfere with the site's operation for other visitors;",
          "copy large parts of the site with automated tools, other than search engine indexing.",
        ),
        paragraph(
          "Found a security issue? We welcome responsible reports: email ",
          link(site.email, `mailto:${site.email}`),
          " with the details and give us a reasonable time to fix it before you disclose it.",
        ),
        paragraph("We may block access or submissions from anyone who breaks these rules."),
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      blocks: [
        paragraph(
          `The text, graphics, logos, page designs and training materials on this website belong to ${site.brand} or to the people who licensed them to us, and are protected by copyright and trademark law. You may view, print or share individual pages for your own organization's use, with the source credited. You may not republish, sell or use them to create competing material without our written permission.`,
        ),
        paragraph(
          "Names and logos of Microsoft, Google, CompTIA and other vendors, standards bodies and clients shown on the site belong to their owners. Showing them describes our work, certifications or partnerships and does not mean those companies endorse this website.",
        ),
      ],
    },
    {
      id: "liability",
      title: "Disclaimers and limitation of liability",
      blocks: [
        paragraph(
          'The website is provided "as is" and "as available". We work to keep it secure and available, but we do not promise that it will be free of errors or interruptions, and we may change or remove any part of it at any time.',
        ),
        paragraph(
          `To the fullest extent the law allows, ${site.brand} is not liable for any indirect, incidental, special or consequential damages, or for lost data, profits or revenue, that arise from using or being unable to use this website or from relying on its content. Our total liability for any claim about the website itself is limited to one hundred U.S. dollars (US$100). Liability for services we provide to clients is governed by the signed service agreement, not by these terms.`,
        ),
        paragraph(
          "Links to other websites (such as our support portal, vendors or social networks) are provided for convenience; we are not responsible for their content or their privacy practices.",
        ),
      ],
    },
    {
      id: "governing-law",
      title: "Governing law, changes and contact",
      blocks: [
        paragraph(
          "These terms are governed by the laws of the State of Georgia, United States, without regard to its conflict-of-law rules. Any dispute about them or about this website will be decided in the state or federal courts located in Fulton County, Georgia, and you agree to their jurisdiction.",
        ),
        paragraph(
          "We may update these terms; the new version applies from the date shown at the top of this page. If any part of them cannot be enforced, the rest still applies. How we handle personal information is described in our ",
          link("Privacy Policy", "/privacy-policy"),
          ".",
        ),
        paragraph(
          "Questions about these terms: email ",
          link(site.email, `mailto:${site.email}`),
          ` or write to ${site.brand}, ${formatAddress()}.`,
        ),
      ],
    },
  ],
};
