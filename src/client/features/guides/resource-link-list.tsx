import type { ResourceLink } from '@shared/guides/official-links'
import { ExternalLink } from '@client/components/ui/external-link'

type ResourceLinkListProps = {
  title: string
  links: readonly ResourceLink[]
}

/** A titled list of official pages, each opening in a new tab. */
export function ResourceLinkList({ title, links }: ResourceLinkListProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6">
      <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href} className="inline-block py-1">
              {link.label}
            </ExternalLink>
            {link.description ? (
              <p className="text-base text-slate-700">{link.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
