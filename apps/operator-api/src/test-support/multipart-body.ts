/** A multipart/form-data body written by hand, so tests can cut, corrupt or mis-delimit it. */
export interface RawMultipart {
  boundary: string;
  body: Buffer;
}

export function rawMultipart(
  fields: Record<string, string | number>,
  file: { field: string; name: string; content: Uint8Array },
): RawMultipart {
  const boundary = '----TestBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { boundary, body: Buffer.concat(parts) };
}
