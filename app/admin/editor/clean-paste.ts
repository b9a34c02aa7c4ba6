/**
 * Pasted HTML tidied before the editor parses it. The editor's schema already drops what a post
 * cannot hold (styles, classes, fonts, Word's o:p), but two habits of office suites would still
 * change meaning: Google Docs wraps everything in <b style="font-weight:normal">, which would make
 * the whole paste bold, and a document title is an h1, which posts do not have (the page title is
 * the only one) and the editor would flatten to a paragraph.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const bold of doc.body.querySelectorAll("b")) {
    const weight = bold.style.fontWeight;
    if (bold.id.startsWith("docs-internal-guid") || weight === "normal" || weight === "400")
      bold.replaceWith(...bold.childNodes);
  }
  const rename = (from: string, to: string) => {
    for (const heading of doc.body.querySelectorAll(from)) {
      const replacement = doc.createElement(to);
      replacement.append(...heading.childNodes);
      heading.replaceWith(replacement);
    }
  };
  // Office class names ("MsoHyperlink") would otherwise ride along on links until the server drops them.
  for (const element of doc.body.querySelectorAll("[class], [data-pasted-style]")) {
    element.removeAttribute("class");
    element.removeAttribute("data-pasted-style");
  }
  rename("h1", "h2");
  rename("h5", "h4");
  rename("h6", "h4");
  return doc.body.innerHTML;
}
