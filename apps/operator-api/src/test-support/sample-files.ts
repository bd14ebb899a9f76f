/** Minimal real files for upload tests: the first bytes are what the server's sniffer looks at. */
export const samplePdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export const samplePng = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** A zip whose first stored entry is [Content_Types].xml and whose second is `secondEntry`. */
export function officeZip(secondEntry: string): Uint8Array {
  const entry = (name: string, content: string) => {
    const nameBytes = new TextEncoder().encode(name);
    const data = new TextEncoder().encode(content);
    const header = new Uint8Array(30 + nameBytes.length);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 20, true);
    view.setUint32(18, data.length, true);
    view.setUint32(22, data.length, true);
    view.setUint16(26, nameBytes.length, true);
    header.set(nameBytes, 30);
    return [header, data];
  };
  const parts = [...entry('[Content_Types].xml', '<Types/>'), ...entry(secondEntry, '<x/>')];
  const zip = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    zip.set(part, offset);
    offset += part.length;
  }
  return zip;
}
