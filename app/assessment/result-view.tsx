import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button-styles";
import { site } from "~/content/site";
import { ClientOnly } from "remix-utils/client-only";
import { PrintLetterhead } from "./print-letterhead";
import type { ResultView } from "./result-view-model";

const barColour = {
  "In good shape": "bg-emerald-600",
  "Getting there": "bg-amber-500",
  "Needs attention": "bg-red-600",
};
const ratingText = {
  "In good shape": "text-emerald-800",
  "Getting there": "text-amber-800",
  "Needs attention": "text-red-800",
};

// Literal class names, so Tailwind generates them: an inline style would break the CSP.
const BAR_WIDTHS = [
  "w-[0%]",
  "w-[5%]",
  "w-[10%]",
  "w-[15%]",
  "w-[20%]",
  "w-[25%]",
  "w-[30%]",
  "w-[35%]",
  "w-[40%]",
  "w-[45%]",
  "w-[50%]",
  "w-[55%]",
  "w-[60%]",
  "w-[65%]",
  "w-[70%]",
  "w-[75%]",
  "w-[80%]",
  "w-[85%]",
  "w-[90%]",
  "w-[95%]",
  "w-[100%]",
];
const barWidth = (score: number) => BAR_WIDTHS[Math.round(Math.min(100, Math.max(0, score)) / 5)];

/** Prints the page; shown only once scripts run, since without them it could not do anything. */
function PrintButton() {
  return (
    <ClientOnly>
      {() => (
        <button type="button" onClick={() => window.print()} className={buttonClass("secondary", "print:hidden")}>
          Print or save as PDF
        </button>
      )}
    </ClientOnly>
  );
}

export function AssessmentResult({ result }: { result: ResultView }) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 print:max-w-none print:p-0 print:text-sm">
      <PrintLetterhead answeredDay={result.finishedDay} />
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-slate-200 pb-8 print:break-inside-avoid print:pt-6 print:pb-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Free IT audit result</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl print:text-2xl">
            {result.organization}
          </h1>
          <p className="mt-2 text-slate-700">Answered on {result.finished}</p>
        </div>
        <div className="rounded-xl bg-brand-900 px-6 py-4 text-white print:border print:border-slate-400 print:bg-white print:text-slate-900">
          <p className="text-sm">Overall readiness</p>
          <p className="text-4xl font-bold" data-testid="overall-score">
            {result.overall}
            <span className="text-lg font-medium">/100</span>
          </p>
          <p className="text-sm">{result.overallRating}</p>
        </div>
      </header>

      <section aria-labelledby="areas-heading" className="mt-10 print:mt-6 print:break-inside-avoid">
        <h2 id="areas-heading" className="text-2xl font-bold text-brand-900 print:text-xl">
          Your score by area
        </h2>
        <ul className="mt-6 space-y-5 print:mt-3 print:space-y-3">
          {result.areas.map((area) => (
            <li key={area.name} data-testid="area-score">
              <p className="flex items-baseline justify-between gap-4">
                <span className="font-semibold text-slate-900">{area.name}</span>
                <span className="text-slate-800">
                  <span className="font-semibold">{area.score}/100</span>{" "}
                  <span className={`text-sm ${ratingText[area.rating]}`}>{area.rating}</span>
                </span>
              </p>
              <div
                aria-hidden="true"
                className="mt-2 h-2.5 rounded-full bg-slate-200 print:border print:border-slate-400"
              >
                <div
                  className={`h-full rounded-full ${barWidth(area.score)} ${barColour[area.rating]} print:[print-color-adjust:exact]`}
                />
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          Each area adds up points for the answers that protect you best; 100 means nothing in that area needs work.
        </p>
      </section>

      <section aria-labelledby="steps-heading" className="mt-12 print:mt-6 print:break-inside-avoid">
        <h2 id="steps-heading" className="text-2xl font-bold text-brand-900 print:text-xl">
          Your three most useful next steps
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3 print:mt-3 print:grid-cols-1 print:gap-2">
          {result.nextSteps.map((step, index) => (
            <li
              key={step.id}
              className="flex flex-col rounded-xl border border-slate-200 p-5 shadow-sm print:break-inside-avoid print:p-3 print:shadow-none"
            >
              <p className="text-sm font-semibold text-brand-700">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{step.detail}</p>
              <Link
                to={step.href}
                className="mt-4 font-semibold text-brand-700 underline underline-offset-2 hover:no-underline print:hidden"
              >
                How we help: {step.serviceName}
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="book-heading"
        className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8 print:mt-6 print:border print:border-slate-300 print:bg-white print:break-inside-avoid print:p-4"
      >
        <h2 id="book-heading" className="text-2xl font-bold text-brand-900 print:text-xl">
          Book your free audit call
        </h2>
        <p className="mt-2 text-slate-700">
          In 15 minutes, one of our engineers goes through this result with you and plans the full audit. Your answers
          come with the booking, so you will not be asked twice.
        </p>
        <p className="mt-2 hidden font-semibold text-slate-900 print:block">
          Call {site.phone.display} ({site.hours}) to book it.
        </p>
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <Link to={result.bookingHref} className={buttonClass("primary")} data-testid="book-audit-call">
            Book my audit call
          </Link>
          <PrintButton />
        </div>
      </section>

      <section aria-labelledby="answers-heading" className="mt-12 print:mt-6 print:break-before-page">
        <h2 id="answers-heading" className="text-2xl font-bold text-brand-900 print:text-xl">
          Your answers
        </h2>
        <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200 print:mt-3">
          {result.answers.map(({ question, answer }) => (
            <div
              key={question}
              className="grid gap-1 py-3 sm:grid-cols-2 sm:gap-6 print:break-inside-avoid print:grid-cols-2 print:py-1.5"
            >
              <dt className="text-slate-700">{question}</dt>
              <dd className="font-medium whitespace-pre-line text-slate-900">{answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
