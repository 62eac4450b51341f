import { supportLines } from '@shared/guides/support-lines'
import { ExternalLink } from '@client/components/ui/external-link'
import { officialLinks } from '@shared/guides/official-links'
import { PhoneLink } from './phone-link'

/** Under the facility finder: VA's own locator, and the product contract's phone link for assistance. */
export function FacilityLocatorHelp() {
  return (
    <p>
      You can also search VA’s own directory with{' '}
      <ExternalLink href={officialLinks.findLocations.href}>VA’s facility locator</ExternalLink>, or
      call the VA health benefits line for help: <PhoneLink line={supportLines.vaHealthBenefits} />
    </p>
  )
}
