import { ExternalLink } from '@client/components/ui/external-link'
import { tokenizeMessage } from './message-tokens'

/**
 * An assistant answer as React text, with its web addresses and phone numbers as links. The
 * answer comes from a model or the knowledge base, so it is never rendered as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return tokenizeMessage(text).map((token, index) => {
    const key = `${index}-${token.kind}`
    if (token.kind === 'web') {
      return (
        <ExternalLink key={key} href={token.href} className="wrap-anywhere">
          {token.text}
        </ExternalLink>
      )
    }
    if (token.kind === 'phone') {
      return (
        <a
          key={key}
          href={token.href}
          className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4"
        >
          {token.text}
        </a>
      )
    }
    return token.text
  })
}
