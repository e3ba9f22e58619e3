import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';

/** A stored file as read back: its bytes and the type it is served with. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live: logos (served publicly under /uploads/{key}) and delivery photos
 * (served only through their trip's photo route). Keys are made by the server, never by a user.
 */
export interface StorageProvider {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file; a key with nothing under it is not an error. */
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** The type a key is served with, from the extension the server gave it when storing. */
export const contentTypeOfKey = (key: string) =>
  CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

/** The default: a folder on this machine (DATA_DIR/uploads), served by the app itself. */
export class LocalStorage implements StorageProvider {
  readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { bytes: await readFile(this.pathOf(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** A key can never reach outside the folder, whatever it holds. */
  private pathOf(key: string): string {
    const path = join(this.root, key);
    if (!path.startsWith(`${this.root}/`)) throw new Error(`bad storage key ${key}`);
    return path;
  }
}
