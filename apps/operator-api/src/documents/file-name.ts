import { withoutInvisibleCharacters } from '@resident/contract';
import { create as createContentDisposition } from 'content-disposition';

const MAX_LENGTH = 200;
const FALLBACK = 'document';
// Reserved on Windows, where residents save what they download.
const RESERVED = /[<>:"/\\|?*]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * A client's file name made safe to store and to send back in Content-Disposition: the last path
 * segment only, no control or direction characters, nothing Windows forbids, at most 200
 * characters with the extension kept; 'document' when nothing is left.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  let clean = withoutInvisibleCharacters(base.normalize('NFC'))
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (WINDOWS_DEVICE.test(clean)) clean = `_${clean}`;
  const characters = [...clean];
  if (characters.length > MAX_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 ? [...clean.slice(dot)].slice(0, 16).join('') : '';
    clean = characters.slice(0, MAX_LENGTH - [...extension].length).join('') + extension;
  }
  return clean === '' ? FALLBACK : clean;
}

/**
 * `attachment` (never rendered in the API's origin), built by the `content-disposition` package:
 * the real name as `filename*` (RFC 5987/8187, UTF-8) and an ASCII `filename` for old clients,
 * with '_' for what ASCII lacks ('?', the package's own fallback, is forbidden in Windows names).
 */
export function contentDisposition(fileName: string): string {
  const safe = sanitizeFileName(fileName);
  return createContentDisposition(safe, { type: 'attachment', fallback: safe.replace(/[^\x20-\x7e]/g, '_') });
}
