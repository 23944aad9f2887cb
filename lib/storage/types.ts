// What a storage backend is (./index.ts chooses one; ./local.ts is the local disk's).
export type StoredFile = { bytes: Buffer; contentType: string };

export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}
