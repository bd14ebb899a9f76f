/** A downloaded document: the file and the name the server gave it. */
export type DownloadedDocument = {
  blob: Blob;
  /** From Content-Disposition (filename*, else filename); 'document' when absent. */
  fileName: string;
  contentType: string;
};

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/**
 * The response handler of a download: the file as a Blob when it succeeded; a failure's body
 * parsed as JSON (spec §8 says so for 400; the API's 404 carries JSON too), else as text.
 */
export async function downloadResponse(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Hands a downloaded document to the browser as a file to save (an object URL on a temporary
 * link). The caller shows the success or error message.
 */
export function saveDocument(download: Pick<DownloadedDocument, 'blob' | 'fileName'>, doc: Document = document): void {
  const url = URL.createObjectURL(download.blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = download.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
