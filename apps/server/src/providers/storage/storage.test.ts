import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../test/fake-s3';
import { S3Storage } from './s3-storage';
import { LocalStorage, type StorageProvider } from './storage';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const folder = await mkdtemp(join(tmpdir(), 'rutaviva-storage-'));
const s3 = await startFakeS3({ bucket: 'photos-bucket', accessKeyId: 'AKIATESTKEY' });
const s3Storage = new S3Storage({
  bucket: 'photos-bucket',
  region: 'us-east-1',
  endpoint: s3.url,
  accessKeyId: 'AKIATESTKEY',
  secretAccessKey: 'test-secret-key',
  forcePathStyle: true,
});

afterAll(async () => {
  s3Storage.destroy();
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

describe.each<[string, StorageProvider]>([
  ['LocalStorage', new LocalStorage(folder)],
  ['S3Storage', s3Storage],
])('%s', (_name, storage) => {
  it('reads back what it stored, with the type of its key', async () => {
    await storage.put('photos/b1/t1-abc.jpg', JPEG);
    const file = await storage.get('photos/b1/t1-abc.jpg');
    expect(file?.contentType).toBe('image/jpeg');
    expect(file?.bytes.equals(JPEG)).toBe(true);
  });

  it('answers null for a key with nothing under it', async () => {
    expect(await storage.get('photos/b1/missing.jpg')).toBeNull();
  });

  it('deletes a file, and deleting nothing is no error', async () => {
    await storage.put('photos/b1/t2-def.jpg', JPEG);
    await storage.delete('photos/b1/t2-def.jpg');
    expect(await storage.get('photos/b1/t2-def.jpg')).toBeNull();
    await expect(storage.delete('photos/b1/t2-def.jpg')).resolves.toBeUndefined();
  });
});

describe('S3Storage over HTTP', () => {
  it('signs every request (SigV4) and puts objects path-style in the bucket with their type', async () => {
    const before = s3.requests.length;
    await s3Storage.put('logos/b2/logo.png', Buffer.from('png bytes'));
    const put = s3.requests.slice(before).find((request) => request.method === 'PUT');
    expect(put).toMatchObject({ bucket: 'photos-bucket', key: 'logos/b2/logo.png' });
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATESTKEY\/\d{8}\/us-east-1\/s3\//,
    );
    expect(s3.objects.get('logos/b2/logo.png')?.contentType).toBe('image/png');
  });

  it('fails loudly when the store refuses the credentials', async () => {
    const wrong = new S3Storage({
      bucket: 'photos-bucket',
      region: 'us-east-1',
      endpoint: s3.url,
      accessKeyId: 'SOMEONEELSE',
      secretAccessKey: 'x',
      forcePathStyle: true,
    });
    await expect(wrong.put('photos/x.jpg', JPEG)).rejects.toThrow();
    wrong.destroy();
  });
});
