import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import type { ReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_HEAD_BYTES } from '@resident/contract';
import { SNIFF_BYTES, sniffContentType } from './sniff-content-type.ts';

/** 128 random bits as hex: the only thing a name on disk is made of. */
const KEY = /^[0-9a-f]{32}$/;

export interface SavedFile {
  /** The generated name of the file on disk. */
  key: string;
  size: number;
  /** Sniffed from the first bytes. */
  contentType: string;
}

/** A file just saved, with its first bytes for the upload rules (not for storing). */
export interface SavedUpload extends SavedFile {
  /** The first UPLOAD_HEAD_BYTES bytes (all of a shorter file). */
  head: Uint8Array;
}

export interface OpenedFile {
  stream: ReadStream;
  size: number;
}

export interface DocumentStore {
  readonly dir: string;
  /**
   * Streams a file to disk under a new generated key, counting and sniffing it on the way. With
   * `reserve`, each chunk waits for it before it is written; when it throws, nothing more is
   * written, the rest of the source is read and dropped (the client still gets an answer), the
   * file is deleted and save throws that error.
   */
  save(source: Readable, reserve?: (bytes: number) => Promise<void>): Promise<SavedUpload>;
  /** The stored file, or undefined when it is not on disk (any more). */
  open(key: string): Promise<OpenedFile | undefined>;
  /** Deletes a stored file; a missing one is fine. */
  remove(key: string): Promise<void>;
}

/**
 * Documents on disk in one flat folder, named by random keys only: no client-chosen name ever
 * reaches the file system, so no path can be traversed, and the folder is served by nothing.
 */
export function createDocumentStore(dir: string): DocumentStore {
  mkdirSync(dir, { recursive: true, mode: 0o700 });

  function pathOf(key: string): string {
    // Keys come from the database, which only ever holds generated ones; refuse anything else anyway.
    if (!KEY.test(key)) throw new Error('invalid document key');
    return join(dir, key);
  }

  return {
    dir,

    async save(source, reserve) {
      const key = randomBytes(16).toString('hex');
      const path = pathOf(key);
      let size = 0;
      const head: Buffer[] = [];
      let headBytes = 0;
      let refusal: { error: unknown } | undefined;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (refusal) {
            callback();
            return;
          }
          if (reserve) {
            reserve(chunk.length).then(
              () => callback(null, measure(chunk)),
              (error: unknown) => {
                refusal = { error };
                callback();
              },
            );
            return;
          }
          callback(null, measure(chunk));
        },
      });
      function measure(chunk: Buffer): Buffer {
        size += chunk.length;
        if (headBytes < SNIFF_BYTES) {
          const part = chunk.subarray(0, SNIFF_BYTES - headBytes);
          head.push(part);
          headBytes += part.length;
        }
        return chunk;
      }
      try {
        await pipeline(source, meter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await unlink(path).catch(() => undefined);
        throw error;
      }
      if (refusal) {
        await unlink(path).catch(() => undefined);
        throw refusal.error;
      }
      const sample = Buffer.concat(head);
      return {
        key,
        size,
        contentType: sniffContentType(sample, size > headBytes),
        head: sample.subarray(0, UPLOAD_HEAD_BYTES),
      };
    },

    async open(key) {
      const path = pathOf(key);
      try {
        const { size, isFile } = await stat(path).then((stats) => ({ size: stats.size, isFile: stats.isFile() }));
        if (!isFile) return undefined;
        return { stream: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async remove(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
  };
}
