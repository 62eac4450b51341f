/** Our mark: a gold star on pine. Deliberately nothing like the VA seal. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="7" fill="#0d4f4a" />
      <path
        fill="#f5c451"
        d="M16 5.5l3.1 6.6 7.2.9-5.3 5 1.4 7.1L16 21.6l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z"
      />
    </svg>
  )
}
