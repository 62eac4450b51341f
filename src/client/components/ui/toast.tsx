import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@client/lib/cn'

/** product contract §9: 5000 ms, swipe right past 50 px, F8 focuses the viewport, label "Notification". */
export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
      {...props}
    />
  )
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      className={cn(
        // At the bottom on phones too: at the top a toast would cover the crisis line bar.
        'fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  )
}

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & {
  variant?: 'default' | 'destructive'
}

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      // Errors interrupt a screen reader; confirmations wait their turn.
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'relative flex w-full items-start gap-3 rounded-xl border-2 bg-white p-4 pr-12 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        variant === 'destructive' ? 'border-crisis-700 bg-crisis-50' : 'border-brand-700',
        className,
      )}
      {...props}
    />
  )
}

export function ToastTitle(props: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className="font-semibold" {...props} />
}

export function ToastDescription(props: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className="text-slate-800" {...props} />
}

export function ToastClose() {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
    >
      <X aria-hidden="true" className="size-5" />
    </ToastPrimitive.Close>
  )
}
