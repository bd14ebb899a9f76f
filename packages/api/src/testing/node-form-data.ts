import { vi } from 'vitest';

type NodeProcess = { getBuiltinModule(id: 'node:buffer'): { File: typeof File; Blob: typeof Blob } };

/**
 * jsdom brings its own FormData, File and Blob, which Node's fetch (the Request the fake fetch
 * receives) does not understand; a browser has one set. Tests of multipart calls borrow Node's
 * (undo with vi.unstubAllGlobals()). This package has no Node types, hence the cast.
 */
export async function useNodeFormData(): Promise<void> {
  const { File: NodeFile, Blob: NodeBlob } = (
    globalThis as unknown as { process: NodeProcess }
  ).process.getBuiltinModule('node:buffer');
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
  // Node's FormData is the one its Response makes (the global one is jsdom's).
  const form = await new Response(new URLSearchParams('a=1')).formData();
  vi.stubGlobal('FormData', form.constructor);
}

/** A file as a browser's file input would give it (call after useNodeFormData). */
export const uploadFile = (content: string, name: string, type = 'application/pdf') =>
  new File([content], name, { type });

/** A file of `size` bytes without allocating them (the size is all the upload checks read). */
export function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
