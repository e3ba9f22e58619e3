import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageSettings } from '../../config-settings';
import { contentTypeOfKey, LocalStorage, type StorageProvider, type StoredObject } from './storage';

/**
 * Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …) through AWS's own SDK. The
 * bucket stays private: the app reads files back and serves them itself, so a delivery photo is
 * only ever seen by those allowed, and logos keep their /uploads/{key} address.
 */
export class S3Storage implements StorageProvider {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3StorageSettings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums on every request are the SDK's newer default, which some compatible stores refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentTypeOfKey(key),
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      const bytes = Buffer.from(await answer.Body.transformToByteArray());
      // The type is the one the server chose from the key, whatever the store echoes back.
      return { bytes, contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      // Without ListBucket, S3 answers a missing key with 403 rather than 404: to whoever asked
      // for /uploads/logos/… it is simply not there (a 500 would let anyone fill the error log).
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 404 || status === 403) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}

/** The configured provider: S3 when STORAGE_S3_* are set, else the local folder. */
export function createStorage(config: {
  uploadsDir: string;
  s3Storage: S3StorageSettings | undefined;
}): StorageProvider {
  return config.s3Storage ? new S3Storage(config.s3Storage) : new LocalStorage(config.uploadsDir);
}
