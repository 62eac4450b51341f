import { useEffect, useRef } from 'react'

/**
 * Focus for an inline "are you sure?" step. The button that was pressed disappears on each
 * switch, so focus follows the question: it starts on the choice that loses nothing (keep), and
 * comes back to the delete button when the member keeps what they have.
 */
export function useConfirmFocus(isConfirming: boolean) {
  const deleteButtonRef = useRef<HTMLButtonElement>(null)
  const keepButtonRef = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)
  useEffect(() => {
    if (isConfirming) keepButtonRef.current?.focus()
    else if (wasConfirming.current) deleteButtonRef.current?.focus()
    wasConfirming.current = isConfirming
  }, [isConfirming])
  return { deleteButtonRef, keepButtonRef }
}
