import { lazy } from "react";
import { Link } from "react-router";
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocument, type LegalInline } from "~/content/legal/types";
import { PageHero } from "./page-hero";

const linkClass =
  "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Inline({ content }: { content: readonly LegalInline[] }) {
  return (
    <>
      {content.map((part, index) => {
        if (typeof part === "string") return part;
        // Paths on this site are client-side links; mailto:, tel: and others are plain anchors.
        return part.href.startsWith("/") ? (
          <Link key={index} to={part.href} className={linkClass}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href} className={linkClass}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

// Only the cookie policy has a table: the other legal pages never load its code. The server renders
// it in place; the browser fetches it when it hydrates that page.
const LegalTable = lazy(() => import("./legal-table"));

function Block({ block, id }: { block: LegalBlock; id: string }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Inline content={block.content} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline content={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return <LegalTable block={block} id={id} />;
  }
}

/**
 * A policy page: the hero with its last-updated line, a list of the sections, and the policy itself
 * as one article whose sections are its h2s.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero icon="shield" eyebrow="Legal" title={document.title} intro={document.intro}>
        <p className="mt-6 text-sm font-medium text-slate-700">
          Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.display}</time>
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-4 lg:px-8">
        <nav aria-label="On this page" className="lg:col-span-1">
          <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">On this page</p>
          <ol className="mt-4 space-y-3 text-sm lg:sticky lg:top-24">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl min-w-0 space-y-12 lg:col-span-3">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-brand-900">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-slate-700">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} id={`${section.id}-${index}`} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
