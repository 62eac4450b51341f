import { X } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { MAX_FILES_PER_BATCH, type FileRecordInput } from '@shared/uploads/uploads-contract'
import { Button } from '@client/components/ui/button'

// Uppy and its CSS are loaded when the dialog first opens, never with the page.
const RecordUploader = lazy(() => import('./record-uploader').then((module) => ({ default: module.RecordUploader })))

export type UploadDialogProps = {
  isOpen: boolean
  onClose: () => void
  getIdToken: () => Promise<string | null>
  onUploaded: (files: FileRecordInput[]) => void
}

/**
 * A native modal dialog: the browser traps focus inside it, makes the page behind it inert, and
 * closes it on Escape. The caller returns focus to the button that opened it.
 */
export function UploadDialog({ isOpen, onClose, getIdToken, onUploaded }: UploadDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)

  // The dialog element's open state lives in the DOM; this keeps it in step with the prop.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (isOpen && !dialog.open) dialog.showModal()
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="upload-dialog-title"
      aria-describedby="upload-dialog-description"
      onClose={onClose}
      className="m-auto w-[min(44rem,calc(100vw-1.5rem))] rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <div>
          <h2 id="upload-dialog-title" className="text-xl font-bold">
            Upload Medical Records
          </h2>
          <p id="upload-dialog-description" className="mt-1 text-base text-slate-700">
            Up to {MAX_FILES_PER_BATCH} files, 10 MB each: PDF, images or plain text. Your records are
            encrypted when stored, and only you can open them.
          </p>
        </div>
        <Button variant="ghost" className="px-3" onClick={onClose} aria-label="Close upload dialog">
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="p-4">
        {isOpen ? (
          <Suspense fallback={<p role="status" className="py-16 text-center text-base">Loading the uploader…</p>}>
            <RecordUploader getIdToken={getIdToken} onUploaded={onUploaded} />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  )
}
