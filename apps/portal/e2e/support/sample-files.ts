/**
 * Small files the operator API accepts: its sniffer reads the first bytes, so a PDF must start like
 * one (the same bytes as apps/operator-api's own upload tests).
 */
export function pdfFile(name: string) {
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  };
}
