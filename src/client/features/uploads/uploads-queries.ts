import { serverSentEvents } from '@client/lib/server-sent-events'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ANALYSIS_STREAM_PATH,
  analysisStreamEventSchema,
  FILE_CONTENT_PATH,
  uploadsApi,
  type AnalysisStreamEvent,
  type FileRecord,
  type FileRecordInput,
  type UploadUrlRequest,
} from '@shared/uploads/uploads-contract'
import { ApiError, callApi, endpointUrl, readApiError } from '@client/lib/api-client'
import { useAuth } from '@client/lib/session'
import { toast } from '@client/lib/toast'

type GetIdToken = () => Promise<string | null>

export const uploadsQueries = {
  files: (getIdToken: GetIdToken) =>
    queryOptions({
      queryKey: [uploadsApi.listFiles.path],
      queryFn: async () =>
        (await callApi(uploadsApi.listFiles, { token: await getIdToken() })).files,
    }),
}

/** product contract §7: a signed URL for one file's bytes. Sends the type and size so the URL is bound to them. */
export async function requestUploadUrl(getIdToken: GetIdToken, request: UploadUrlRequest) {
  return callApi(uploadsApi.uploadUrl, { token: await getIdToken(), body: request })
}

/** product contract §7 and §8: one record per uploaded file, then one toast for the batch. */
export async function saveUploadedFiles(
  getIdToken: GetIdToken,
  files: FileRecordInput[],
): Promise<FileRecord[]> {
  if (files.length === 0) return []
  const token = await getIdToken()
  const results = await Promise.allSettled(
    files.map((body) => callApi(uploadsApi.saveFile, { token, body })),
  )
  const saved = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  if (saved.length < files.length) {
    toast({
      title: 'Upload Error',
      description: 'Files uploaded but failed to save records. Please try again.',
      variant: 'destructive',
    })
  } else {
    toast({
      title: 'Upload Successful',
      description: `${saved.length} file(s) uploaded successfully.`,
    })
  }
  return saved
}

export function showUploadPreparationError() {
  toast({
    title: 'Upload Error',
    description: 'Failed to prepare file upload. Please try again.',
    variant: 'destructive',
  })
}

export function useDeleteFile() {
  const { getIdToken } = useAuth()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (fileId: string) =>
      callApi(uploadsApi.deleteFile, { token: await getIdToken(), params: { id: fileId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [uploadsApi.listFiles.path] }),
  })
}

/** How far the reading of a scan has got, as the server reports it. */
export type AnalysisProgress = Extract<AnalysisStreamEvent, { type: 'progress' }>

/**
 * Asks for a record's analysis and follows it as server-sent events: `onProgress` for each page
 * OCR reads, then the analysed file, or the server's error as an ApiError.
 */
export async function analyzeFileWithProgress(
  getIdToken: GetIdToken,
  fileId: string,
  onProgress: (progress: AnalysisProgress) => void,
): Promise<FileRecord> {
  const response = await fetch(endpointUrl(ANALYSIS_STREAM_PATH, { id: fileId }), {
    method: 'POST',
    headers: { accept: 'text/event-stream', authorization: `Bearer ${(await getIdToken()) ?? ''}` },
    credentials: 'include',
  })
  if (!response.ok) throw await readApiError(response)
  if (!response.body) throw new Error('The analysis had no body.')
  for await (const data of serverSentEvents(response.body)) {
    const event = analysisStreamEventSchema.parse(data)
    if (event.type === 'progress') onProgress(event)
    else if (event.type === 'done') return event.file
    else throw new ApiError(response.status, event.error.code, event.error.message)
  }
  throw new Error('The analysis ended before its result.')
}

export function useAnalyzeFile(onProgress: (progress: AnalysisProgress) => void) {
  const { getIdToken } = useAuth()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fileId: string) => analyzeFileWithProgress(getIdToken, fileId, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [uploadsApi.listFiles.path] }),
  })
}

/**
 * Downloads a file with the bearer token (a plain link cannot carry one) and hands it to the
 * browser as a save, under its own name. The bytes stay in memory only until the save starts.
 */
export async function downloadFile(
  getIdToken: GetIdToken,
  file: Pick<FileRecord, 'id' | 'filename'>,
) {
  const response = await fetch(endpointUrl(FILE_CONTENT_PATH, { id: file.id }), {
    headers: { authorization: `Bearer ${(await getIdToken()) ?? ''}` },
    credentials: 'include',
  })
  if (!response.ok) throw await readApiError(response)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = file.filename
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the click has started the save by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
