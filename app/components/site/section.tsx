/** A titled band of a page (its heading is an h2). `id` makes it a link target (/#services). */
export function Section({
  id,
  title,
  intro,
  tone = "white",
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  tone?: "white" | "tint";
  children?: React.ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "tint" ? "bg-brand-50" : "bg-white"}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
          {title}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
