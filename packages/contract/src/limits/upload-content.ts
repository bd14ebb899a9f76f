/**
 * How many leading bytes the content rules read: the portal slices this much of a File, the
 * operator API keeps it from the stream. 64 KiB holds a page's markup however much text comes
 * before it, and is still read at once.
 */
export const UPLOAD_HEAD_BYTES = 64 * 1024;

/** Where PDF readers (Acrobat, pdf.js) look for the '%PDF-' header: the first 1 KiB. */
export const PDF_HEADER_BYTES = 1024;

export type Signature = (head: Uint8Array) => boolean;

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

const at =
  (bytes: readonly number[], offset = 0): Signature =>
  (head) =>
    head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);

/** `bytes` starting anywhere in the first `limit` bytes. */
function within(bytes: readonly number[], limit: number): Signature {
  return (head) => {
    for (let offset = 0; offset + bytes.length <= Math.min(head.length, limit); offset += 1) {
      if (at(bytes, offset)(head)) return true;
    }
    return false;
  };
}

// ISO/IEC 23008-12: an ISOBMFF 'ftyp' box whose major brand is one of HEIF's.
const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1'];
const heif: Signature = (head) => at(ascii('ftyp'), 4)(head) && HEIF_BRANDS.some((brand) => at(ascii(brand), 8)(head));

const webp: Signature = (head) => at(ascii('RIFF'))(head) && at(ascii('WEBP'), 8)(head);
const gif: Signature = (head) => at(ascii('GIF87a'))(head) || at(ascii('GIF89a'))(head);

/** A type of file told by its first bytes. */
export interface FileSignature {
  /** The extensions whose files must carry it (the portal and the API refuse them otherwise). */
  readonly extensions: readonly string[];
  /**
   * What the operator API serves such a file as. A zip is refined by its part names (DOCX or XLSX);
   * HEIF and OLE (.doc or .xls, which the bytes do not tell apart) go as plain bytes.
   */
  readonly contentType: string;
  readonly matches: Signature;
}

/**
 * The one table of file signatures: the upload rule checks a file's extension against it, and the
 * operator API picks the type it serves a stored file as from it (sniff-content-type.ts). PDF
 * readers (Acrobat, pdf.js) accept '%PDF-' anywhere in the first 1 024 bytes, so the table does
 * too; everything else starts at byte 0. Listed in the order they are tried.
 */
export const FILE_SIGNATURES: readonly FileSignature[] = [
  { extensions: ['pdf'], contentType: 'application/pdf', matches: within(ascii('%PDF-'), PDF_HEADER_BYTES) },
  { extensions: ['png'], contentType: 'image/png', matches: at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', matches: at([0xff, 0xd8, 0xff]) },
  { extensions: ['gif'], contentType: 'image/gif', matches: gif },
  { extensions: ['webp'], contentType: 'image/webp', matches: webp },
  { extensions: ['heic', 'heif'], contentType: 'application/octet-stream', matches: heif },
  { extensions: ['docx', 'xlsx'], contentType: 'application/zip', matches: at([0x50, 0x4b, 0x03, 0x04]) },
  {
    extensions: ['doc', 'xls'],
    contentType: 'application/octet-stream',
    matches: at([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
];

/** The signature the first bytes carry, if any. */
export function signatureOf(head: Uint8Array): FileSignature | undefined {
  return FILE_SIGNATURES.find((signature) => signature.matches(head));
}

const SIGNATURES: ReadonlyMap<string, Signature> = new Map(
  FILE_SIGNATURES.flatMap(({ extensions, matches }) => extensions.map((extension) => [extension, matches] as const)),
);

/** The extensions whose content is checked against a signature. */
export const SIGNED_EXTENSIONS: readonly string[] = [...SIGNATURES.keys()];

/**
 * Extensions a browser opens as a page, an image that may carry script, or XML it styles into a
 * page (XSLT): refused by name, whatever the content, since a file saved under such a name runs
 * when the resident or the operator opens it.
 */
export const ACTIVE_EXTENSIONS: readonly string[] = [
  'html',
  'htm',
  'shtml',
  'xhtml',
  'xht',
  'mht',
  'mhtml',
  'hta',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'xsd',
  'rss',
  'atom',
  'js',
  'mjs',
  'swf',
];

function headText(head: Uint8Array): string {
  // A browser reads a page in UTF-16 when it starts with that byte order mark.
  if (at([0xff, 0xfe])(head)) return new TextDecoder('utf-16le').decode(head.subarray(2));
  if (at([0xfe, 0xff])(head)) return new TextDecoder('utf-16be').decode(head.subarray(2));
  return new TextDecoder('utf-8').decode(head);
}

// What comes before the first element of a page without making it one: whitespace, a byte order
// mark, the XML declaration, comments.
const PROLOG = /^(?:[\s\ufeff]+|<\?xml(?!-)[^>]*\?>|<!--[\s\S]*?-->)*/i;
// Markup a browser runs or renders as a page: HTML, SVG (which may carry script), XSLT.
const ACTIVE =
  /^(?:<!doctype\s+(?:html|svg)|<(?:html|head|body|script|svg|iframe|object|embed|frameset)(?=[\s/>]|$)|<\?xml-stylesheet)/i;

/**
 * Whether the first bytes are a web page, an SVG image or a script tag: refused whatever the
 * extension, .txt included — nobody sends the operator a page, and a page renamed is still one to
 * a browser that guesses types.
 */
export function isActiveContent(head: Uint8Array): boolean {
  const text = headText(head);
  return ACTIVE.test(text.slice(PROLOG.exec(text)?.[0].length ?? 0));
}

// Anywhere in a text: an element that runs script or makes the text a page, an event handler or a
// javascript: URL in any tag, a page's doctype, an XSLT instruction. A tag is read up to the next
// '<' or '>', so the scan is linear whatever the text.
const MARKUP = /<([a-z][^<>]*)|<!doctype\s+(?:html|svg)|<\?xml-stylesheet/gi;
const ACTIVE_ELEMENT =
  /^(?:html|head|body|script|svg|iframe|frame|frameset|object|embed|applet|meta|base|form|style|link|math|template|xsl:stylesheet)(?=[\s/]|$)/i;
const HANDLER = /[\s/"']on[a-z]+\s*=|javascript\s*:/i;

/**
 * Whether a text-like file holds active markup anywhere in its head, not only at its start: a
 * `.txt` whose `<script>` comes after a page of text, `<img src=x onerror=…>` in a letter, an SVG
 * after a `<!DOCTYPE>`. For files without a signed extension, whose bytes nobody else vouches for.
 */
export function hasActiveMarkup(head: Uint8Array): boolean {
  for (const match of headText(head).matchAll(MARKUP)) {
    const tag = match[1];
    if (tag === undefined || ACTIVE_ELEMENT.test(tag) || HANDLER.test(tag)) return true;
  }
  return false;
}

/** Whether files of the extension must start with its signature (.pdf, images, Office). */
export function isSignedExtension(extension: string): boolean {
  return SIGNATURES.has(extension);
}

/** Whether the first bytes fit the extension; true for an extension without a signature. */
export function matchesExtension(extension: string, head: Uint8Array): boolean {
  const signature = SIGNATURES.get(extension);
  return signature ? signature(head) : true;
}
