import type { ReactNode } from 'react'
import { cn } from '@client/lib/cn'

export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto max-w-7xl px-4 py-10 md:py-14', className)}>{children}</div>
}
