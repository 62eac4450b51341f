import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, FileText, Lock, Sparkles, Trash2, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { isPro } from '@shared/auth/auth-contract'
import {
  ANALYZABLE_FILE_TYPES,
  PRO_REQUIRED,
  uploadsApi,
  type FileRecord,
  type FileRecordInput,
} from '@shared/uploads/uploads-contract'
import { Button } from '@client/components/ui/button'
import { ToolCard } from '@client/components/ui/card'
import { ApiError } from '@client/lib/api-client'
import { useAuth } from '@client/lib/session'
import { toast } from '@client/lib/toast'
import { UploadDialog } from './upload-dialog'
import { RecordAnalysis } from './record-analysis'
import {
  downloadFile,
  saveUploadedFiles,
  uploadsQueries,
  useAnalyzeFile,
  useDeleteFile,
  type AnalysisProgress,
} from './uploads-queries'

const UPGRADE_TEXT = 'Analyzing records is part of Pro. Upgrade to Pro to analyze your records.'

/** product contract §2, Tools card 3: upload records, and see, download, delete and analyse them. */
export function MedicalRecords() {
  const { getIdToken } = useAuth()
  const queryClient = useQueryClient()
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const uploadButtonRef = useRef<HTMLButtonElement>(null)

  function closeDialog() {
    setIsDialogOpen(false)
    uploadButtonRef.current?.focus()
  }

  async function handleUploaded(files: FileRecordInput[]) {
    await saveUploadedFiles(getIdToken, files)
    await queryClient.invalidateQueries({ queryKey: [uploadsApi.listFiles.path] })
  }

  return (
    <ToolCard
      id="medical-records"
      title="Medical Records"
      icon={Upload}
      description={
        <p className="flex gap-2">
          <Lock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>
            Upload your medical records to keep them in one place. Your records are encrypted and accessible only
            by you. You can delete them at any time.
          </span>
        </p>
      }
    >
      <Button ref={uploadButtonRef} onClick={() => setIsDialogOpen(true)} className="self-start">
        <Upload aria-hidden="true" />
        Upload Medical Records
      </Button>
      <UploadDialog
        isOpen={isDialogOpen}
        onClose={closeDialog}
        getIdToken={getIdToken}
        onUploaded={(files) => void handleUploaded(files)}
      />
      <MedicalRecordList />
    </ToolCard>
  )
}

export function MedicalRecordList() {
  const { user, getIdToken } = useAuth()
  const files = useQuery(uploadsQueries.files(getIdToken))
  const isProUser = user ? isPro(user) : false

  return (
    <div className="mt-6">
      <h3 className="text-lg font-semibold">Your records</h3>
      {files.isPending ? (
        <p role="status" className="mt-2 text-base text-slate-700">
          Loading your records…
        </p>
      ) : files.isError ? (
        <div role="alert" className="mt-2 text-base">
          <p>We could not load your records.</p>
          <Button variant="secondary" className="mt-2" onClick={() => void files.refetch()}>
            Try again
          </Button>
        </div>
      ) : files.data.length === 0 ? (
        <p className="mt-2 text-base text-slate-700">No records yet. Files you upload are listed here.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {files.data.map((file) => (
            <MedicalRecordItem key={file.id} file={file} isProUser={isProUser} />
          ))}
        </ul>
      )}
    </div>
  )
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'image/heic': 'HEIC image',
  'text/plain': 'Text',
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

let dateFormat: Intl.DateTimeFormat | undefined

/** "Mar 14, 2026". The formatter is built on first use: creating one loads locale data. */
function formatUploadDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
  return dateFormat.format(new Date(isoDate))
}

function MedicalRecordItem({ file, isProUser }: { file: FileRecord; isProUser: boolean }) {
  const { getIdToken } = useAuth()
  const deletion = useDeleteFile()
  const [progress, setProgress] = useState<AnalysisProgress | null>(null)
  const analysis = useAnalyzeFile(setProgress)
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const [isDownloading, setIsDownloading] = useState(false)
  const isAnalyzable = ANALYZABLE_FILE_TYPES.includes(file.fileType)
  const analyzeLabel = analysis.isPending ? 'Analyzing…' : file.analysis ? 'Analyze again' : 'Analyze'

  async function handleDownload() {
    setIsDownloading(true)
    try {
      await downloadFile(getIdToken, file)
    } catch {
      toast({ title: 'Download Failed', description: 'We could not download this file. Please try again.', variant: 'destructive' })
    } finally {
      setIsDownloading(false)
    }
  }

  function handleDelete() {
    deletion.mutate(file.id, {
      onSuccess: () => toast({ title: 'Record Deleted', description: `${file.filename} was deleted.` }),
      onError: () => {
        setIsConfirmingDelete(false)
        toast({ title: 'Delete Failed', description: 'We could not delete this file. Please try again.', variant: 'destructive' })
      },
    })
  }

  function handleAnalyze() {
    setProgress(null)
    analysis.mutate(file.id, {
      onError: (error) => {
        const description =
          error instanceof ApiError && error.code === PRO_REQUIRED
            ? UPGRADE_TEXT
            : error instanceof ApiError
              ? error.message
              : 'We could not analyze this file. Please try again.'
        toast({ title: 'Analysis Failed', description, variant: 'destructive' })
      },
    })
  }

  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <article aria-label={file.filename}>
        <div className="flex items-start gap-3">
          <FileText aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="font-semibold break-words">{file.filename}</p>
            <p className="text-base text-slate-700">
              {TYPE_LABELS[file.fileType] ?? file.fileType} · {formatFileSize(file.fileSize)} · Uploaded{' '}
              {formatUploadDate(file.createdAt)}
            </p>
          </div>
        </div>

        {isConfirmingDelete ? (
          <div role="group" aria-label={`Delete ${file.filename}?`} className="mt-3 rounded-lg bg-crisis-50 p-3">
            <p className="text-base">Delete {file.filename}? This removes the file for good.</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="crisis" onClick={handleDelete} disabled={deletion.isPending}>
                {deletion.isPending ? 'Deleting…' : 'Yes, delete it'}
              </Button>
              <Button variant="secondary" onClick={() => setIsConfirmingDelete(false)} disabled={deletion.isPending}>
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => void handleDownload()}
              disabled={isDownloading}
              aria-label={`Download ${file.filename}`}
            >
              <Download aria-hidden="true" />
              Download
            </Button>
            {isAnalyzable && isProUser ? (
              <Button
                variant="secondary"
                onClick={handleAnalyze}
                disabled={analysis.isPending}
                aria-label={`${analyzeLabel} ${file.filename}`}
              >
                <Sparkles aria-hidden="true" />
                {analyzeLabel}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setIsConfirmingDelete(true)} aria-label={`Delete ${file.filename}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}

        {isAnalyzable && !isProUser ? (
          <p className="mt-3 text-base text-slate-700">
            {UPGRADE_TEXT.split('. ')[0]}.{' '}
            <Link to="/subscribe" className="font-semibold text-brand-800 underline underline-offset-4">
              Upgrade to Pro to analyze
            </Link>
          </p>
        ) : null}

        {analysis.isPending ? <AnalysisProgressBar progress={progress} /> : null}

        {file.analysis ? <RecordAnalysis fileId={file.id} filename={file.filename} analysis={file.analysis} /> : null}
      </article>
    </li>
  )
}

/** While a record is read: OCR reports page by page; text and PDFs with text are read at once. */
function AnalysisProgressBar({ progress }: { progress: AnalysisProgress | null }) {
  const percent = progress ? Math.round(progress.share * 100) : null
  const label = progress
    ? `Reading page ${progress.page} of ${progress.pages} of the scan… ${percent}%`
    : 'Reading the record…'
  return (
    <div role="status" className="mt-3 text-base">
      <p>{label}</p>
      <progress className="mt-1 h-3 w-full accent-brand-700" max={100} value={percent ?? undefined} aria-label="Reading the record" />
    </div>
  )
}
