import { Quote } from 'lucide-react'

type Testimonial = {
  quote: string
  name: string
  /** Branch, and the person's relation to it when they are family. */
  service: string
}

// TODO(product): example quotes written for the layout; replace them with real members' words, shared with
// their consent, before launch. #4
const testimonials: readonly Testimonial[] = [
  {
    quote:
      'The claims guide showed me what evidence to gather before I filed. I walked into my exam knowing what to expect.',
    name: 'Denise',
    service: 'U.S. Air Force veteran',
  },
  {
    quote:
      'I finally understood how my housing allowance is worked out, so I could compare two schools properly.',
    name: 'Marcus',
    service: 'U.S. Army veteran',
  },
  {
    quote:
      'After my husband passed, the survivor section helped me find out about DIC and who to call.',
    name: 'Linda',
    service: 'Surviving spouse of a U.S. Marine Corps veteran',
  },
]

/** What members say, in their own short words. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mt-16">
      <h2 id="testimonials-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        What members say
      </h2>
      <p className="mt-2 text-base text-slate-700">
        Illustrative examples of what people come to the hub for, not quotes from named members.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <Quote aria-hidden="true" className="size-7 text-gold-300" />
              <blockquote className="mt-3 flex-1 text-slate-800">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-4 text-base">
                <span className="font-semibold text-slate-900">{testimonial.name}</span>
                <span className="block text-slate-700">{testimonial.service}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
