import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where uploaded files (logos) live. Files are served under /uploads/{key}. */
export interface StorageProvider {
  put(key: string, bytes: Buffer): Promise<void>;
}

/** The default: a folder on this machine (DATA_DIR/uploads), served by the app itself. */
export class LocalStorage implements StorageProvider {
  readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = join(this.root, key);
    if (!path.startsWith(`${this.root}/`)) throw new Error(`bad storage key ${key}`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }
}
