import { Children, type ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import { ExternalLink } from '@client/components/ui/external-link'
import { tokenizeMessage } from './message-tokens'

/** Plain text with its web addresses and phone numbers as links. */
function TextWithLinks({ text }: { text: string }) {
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

function withLinks(children: ReactNode): ReactNode {
  return Children.map(children, (child) =>
    typeof child === 'string' ? <TextWithLinks text={child} /> : child,
  )
}

// Only the few elements an answer needs; anything else in the Markdown shows as its text.
const ALLOWED_ELEMENTS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'code']

const components: Components = {
  p: ({ children }) => <p>{withLinks(children)}</p>,
  li: ({ children }) => <li>{withLinks(children)}</li>,
  strong: ({ children }) => <strong className="font-semibold">{withLinks(children)}</strong>,
  em: ({ children }) => <em>{withLinks(children)}</em>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-6">{children}</ol>,
  a: ({ href, children }) =>
    href && /^https?:\/\//i.test(href) ? (
      <ExternalLink href={href} className="wrap-anywhere">
        {children}
      </ExternalLink>
    ) : (
      <>{children}</>
    ),
}

/**
 * An assistant answer, which a model may write in Markdown: rendered by react-markdown with raw
 * HTML dropped and only answer-sized elements allowed, so nothing in an answer can become markup
 * or script. Web addresses and phone numbers in its text become links.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <Markdown skipHtml allowedElements={ALLOWED_ELEMENTS} unwrapDisallowed components={components}>
      {text}
    </Markdown>
  )
}
