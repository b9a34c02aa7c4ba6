export default function BookStart() {
  return (
    <section aria-labelledby="times-heading" className="rounded-xl border border-dashed border-slate-300 p-8">
      <h2 id="times-heading" className="text-xl font-semibold text-brand-900">
        2. Pick a time
      </h2>
      <p className="mt-2 text-slate-700">
        Choose a day to see its open times. Each call lasts 15 minutes, by phone or video.
      </p>
    </section>
  );
}
