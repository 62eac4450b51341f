import { productFigures } from '@shared/guides/product-figures'

const figures = [
  productFigures.veteransServed,
  productFigures.benefitsSecured,
  productFigures.averageRating,
]

/** The hub's service figures (product contract §1), with a plain note on what they do and do not mean. */
export function ImpactFigures() {
  return (
    <section
      aria-labelledby="impact-title"
      className="mt-16 rounded-xl bg-brand-900 px-6 py-10 text-white md:px-10"
    >
      <h2 id="impact-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        Veteran Resource Hub in numbers
      </h2>
      <dl className="mt-6 grid gap-6 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse gap-1">
            <dt className="text-lg text-brand-100">{figure.label}</dt>
            <dd className="text-4xl font-bold text-gold-300">{figure.display}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 max-w-3xl text-base text-brand-100">
        Figures as Veteran Resource Hub states them; this site does not publish the records behind
        them. Every claim is different, and no one can promise you a result.
      </p>
    </section>
  )
}
