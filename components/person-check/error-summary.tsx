/** The "There is a problem" box that names the field to fix and links to it. */
export function ErrorSummary({
  heading,
  fieldId,
  message,
}: {
  heading: string;
  /** The id of the field to fix. */
  fieldId: string;
  message: string;
}) {
  return (
    <div
      role="alert"
      aria-labelledby="answer-heading"
      className="rounded-2xl border-4 border-red-800 bg-white p-6 sm:p-8"
    >
      <h2 id="answer-heading" className="text-2xl font-extrabold text-primary-900">
        {heading}
      </h2>
      <p className="mt-3">
        <a
          href={`#${fieldId}`}
          className="text-lg font-bold text-red-800 underline decoration-2 underline-offset-2"
        >
          {message}
        </a>
      </p>
    </div>
  );
}
