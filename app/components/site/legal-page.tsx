import { Link } from "react-router";
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocument, type LegalInline } from "~/content/legal/types";
import { PageHero } from "./page-hero";
import { PhoneCards } from "./phone-cards";
import { TableScroll } from "./table-scroll";

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
      return (
        <>
          <PhoneCards
            caption={block.caption}
            labels={block.columns.slice(1)}
            rows={block.rows.map(([heading = "", ...cells]) => ({ heading, cells }))}
          />
          <div className="max-sm:hidden">
            <TableScroll
              captionId={`${id}-caption`}
              title={block.caption}
              titleClassName="text-base font-semibold text-brand-900"
            >
              <table className="w-full min-w-md border-collapse text-left text-sm">
                <caption id={`${id}-caption`} className="sr-only">
                  {block.caption}
                </caption>
                <thead>
                  <tr className="border-b-2 border-brand-700">
                    {block.columns.map((column) => (
                      <th key={column} scope="col" className="px-2 py-2 font-semibold text-brand-900 sm:px-3">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map(([heading, ...cells]) => (
                    <tr key={heading} className="border-b border-slate-200 align-top">
                      <th scope="row" className="px-2 py-3 font-semibold text-slate-900 sm:px-3">
                        {heading}
                      </th>
                      {cells.map((cell, index) => (
                        <td key={index} className="px-2 py-3 text-slate-700 sm:px-3">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </div>
        </>
      );
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
