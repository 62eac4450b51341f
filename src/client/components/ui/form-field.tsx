import { useId, type ReactNode } from 'react'
import { cn } from '@client/lib/cn'

/** What a control needs to be named, described and marked invalid by its field. */
export type FieldControlProps = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

type FormFieldProps = {
  label: ReactNode
  /** A standing explanation, read after the label. */
  hint?: ReactNode
  /** The field's error; it appears under the control and is announced as it appears. */
  error?: string
  className?: string
  labelClassName?: string
  children: (control: FieldControlProps) => ReactNode
}

/**
 * One labelled field: the label above its control, then any hint and error, both tied to the
 * control by aria-describedby. Every form builds its fields with this, so a field looks and reads
 * the same everywhere.
 */
export function FormField({
  label,
  hint,
  error,
  className,
  labelClassName,
  children,
}: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className={cn('font-semibold text-slate-900', labelClassName)}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-base text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/**
 * A field's error message. role="alert" makes a screen reader announce it as it appears, so a
 * member hears what went wrong without hunting for it.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="font-semibold text-crisis-700">
      {message}
    </p>
  )
}
