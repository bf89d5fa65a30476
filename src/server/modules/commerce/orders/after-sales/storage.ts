import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are chosen by the services (`rma/<uuid>.<ext>`), never by a
 * client, so a file name cannot point anywhere. The disk store keeps them under DATA_DIR/uploads;
 * an S3-compatible store implements the same three calls (PutObject, GetObject, DeleteObject with
 * the key as the object key) and replaces it without touching the services.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z]+\/[0-9a-f-]{36}\.(jpg|png|webp)$/;

/** Refuses any key the services would not have made: a second line of defence against path tricks. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
}

export function createDiskStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(resolvedRoot, key);
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${file}.part`;
      await fs.writeFile(temporary, bytes, { flag: 'wx' });
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

/** For an in-memory database (tests, `DATA_DIR=memory://`): nothing touches the disk. */
export function createMemoryStorage(): Storage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      assertStorageKey(key);
      files.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}
