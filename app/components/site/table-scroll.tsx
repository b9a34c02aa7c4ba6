/**
 * A table that scrolls sideways on a narrow screen instead of widening the page. Its title is shown
 * above the scrolling area, so it never scrolls out of view; screen readers get the same text from
 * the table's own caption (`<caption id={captionId} className="sr-only">`), which also names the
 * region. The region is focusable so keyboard users can scroll it too.
 */
export function TableScroll({
  captionId,
  title,
  titleClassName = "text-lg font-semibold text-brand-900",
  children,
}: {
  captionId: string;
  title: string;
  titleClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <p className={titleClassName} aria-hidden="true">
        {title}
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative mt-3 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {children}
      </div>
    </div>
  );
}
