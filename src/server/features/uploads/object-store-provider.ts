import type { Env } from '@server/env'
import { createLocalObjectStore } from './local-object-store'
import type { ObjectStore } from './object-store'
import { createS3ObjectStore } from './s3-object-store'

type StoreSettings = Pick<
  Env,
  | 'OBJECT_STORE'
  | 'DATA_DIR'
  | 'OBJECT_ENCRYPTION_KEY'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>

/** The object store that env.ts selects: encrypted files under DATA_DIR by default, else a bucket. */
export function createObjectStore(env: StoreSettings): ObjectStore {
  if (env.OBJECT_STORE === 's3') {
    if (!env.S3_BUCKET) throw new Error('OBJECT_STORE=s3 needs S3_BUCKET')
    return createS3ObjectStore({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
    })
  }
  return createLocalObjectStore({
    dataDir: env.DATA_DIR,
    encryptionKey: env.OBJECT_ENCRYPTION_KEY,
  })
}
