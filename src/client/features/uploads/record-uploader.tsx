import AwsS3 from '@uppy/aws-s3'
import Uppy from '@uppy/core'
import Dashboard from '@uppy/react/dashboard'
import { useEffect, useState } from 'react'
import '@uppy/core/css/style.min.css'
import '@uppy/dashboard/css/style.min.css'
import './record-uploader.css'
import {
  ALLOWED_FILE_TYPE_NAMES,
  ALLOWED_FILE_TYPES,
  allowedFileTypeSchema,
  MAX_FILE_SIZE_BYTES,
  MAX_FILES_PER_BATCH,
  type FileRecordInput,
} from '@shared/uploads/uploads-contract'
import { requestUploadUrl, showUploadPreparationError } from './uploads-queries'

export type RecordUploaderProps = {
  getIdToken: () => Promise<string | null>
  /** Called once a batch finishes, with the files that reached storage. */
  onUploaded: (files: FileRecordInput[]) => void
}

/**
 * Uppy with its Dashboard: restrictions, notices, progress and retry are Uppy's own. Each file is
 * PUT to a URL our server signs for it (product contract §7); this module and Uppy's CSS load only when
 * the upload dialog opens.
 */
export function RecordUploader({ getIdToken, onUploaded }: RecordUploaderProps) {
  const [uppy] = useState(() => createRecordUppy(getIdToken, onUploaded))
  // Closing the dialog stops what is still uploading; nothing half-sent is recorded.
  useEffect(() => () => uppy.cancelAll(), [uppy])
  return (
    <Dashboard
      uppy={uppy}
      proudlyDisplayPoweredByUppy={false}
      height={420}
      width="100%"
    />
  )
}

function createRecordUppy(getIdToken: RecordUploaderProps['getIdToken'], onUploaded: RecordUploaderProps['onUploaded']) {
  // Uppy names each object before signing; the server names it instead, under the member's own
  // prefix. These maps carry a file from Uppy's key to the server's path.
  const filesByKey = new Map<string, { id: string; type: string; size: number | null }>()
  const objectPaths = new Map<string, string>()

  const uppy = new Uppy({
    // product contract §9's notice "You can only upload: {types}", with the types as people name them.
    locale: {
      strings: { youCanOnlyUploadFileTypes: `You can only upload: ${ALLOWED_FILE_TYPE_NAMES}` },
      pluralize: (count) => (count === 1 ? 0 : 1),
    },
    restrictions: {
      maxNumberOfFiles: MAX_FILES_PER_BATCH,
      maxFileSize: MAX_FILE_SIZE_BYTES,
      allowedFileTypes: [...ALLOWED_FILE_TYPES],
    },
  })
  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    generateObjectKey: (file) => {
      const key = crypto.randomUUID()
      filesByKey.set(key, { id: file.id, type: file.type, size: file.size })
      return key
    },
    signRequest: async (request) => {
      const file = filesByKey.get(request.key)
      const fileType = allowedFileTypeSchema.safeParse(file?.type)
      if (!file || request.method !== 'PUT' || !fileType.success) throw new Error('This file cannot be uploaded.')
      try {
        const { uploadURL, objectPath, headers } = await requestUploadUrl(getIdToken, {
          fileType: fileType.data,
          fileSize: file.size ?? undefined,
        })
        objectPaths.set(file.id, objectPath)
        return { url: uploadURL, key: objectPath, headers: { 'content-type': fileType.data, ...headers } }
      } catch (error) {
        showUploadPreparationError()
        throw error
      }
    },
  })
  uppy.on('complete', (result) => {
    const uploaded = (result.successful ?? []).flatMap((file) => {
      const objectPath = objectPaths.get(file.id)
      const fileType = allowedFileTypeSchema.safeParse(file.type)
      if (!objectPath || !fileType.success || !file.size) return []
      return [{ filename: file.name, objectPath, fileType: fileType.data, fileSize: file.size }]
    })
    if (uploaded.length > 0) onUploaded(uploaded)
  })
  return uppy
}
