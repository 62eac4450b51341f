import type { ComponentProps } from 'react'
import { cn } from '@client/lib/cn'

/** The look of every text, number and select field: 44 px tall, a 2 px border, visible focus. */
export const fieldClassName =
  'min-h-11 w-full min-w-0 rounded-lg border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 aria-invalid:border-crisis-700 disabled:cursor-not-allowed disabled:bg-slate-100'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClassName, className)} {...props} />
}

/** A select; with `options`, its choices after a `placeholder` choice with no value. */
export function Select({
  className,
  options,
  placeholder,
  children,
  ...props
}: ComponentProps<'select'> & {
  options?: readonly { value: string; label: string }[]
  placeholder?: string
}) {
  return (
    <select className={cn(fieldClassName, className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  )
}

/** A checkbox with its label beside it, the whole row a 44 px target. */
export function Checkbox({
  label,
  id,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string; id: string }) {
  return (
    <div className={cn('flex min-h-11 items-center gap-3', className)}>
      <input id={id} type="checkbox" className="size-6 shrink-0 accent-brand-700" {...props} />
      <label htmlFor={id} className="text-slate-900">
        {label}
      </label>
    </div>
  )
}
