/**
 * The longest file name accepted, in UTF-16 code units (String.length). NTFS and APFS, where
 * residents' files come from, allow 255 units per name, so any name their computer can hold passes;
 * a longer one was made up by hand or by a script, and a path-long name breaks saving it back.
 */
export const FILE_NAME_MAX_LENGTH = 255;

// C0 and C1 controls (NUL, escape sequences, new lines) and the direction marks and overrides that
// make 'cod.exe' read as 'exe.doc'; none of them is ever in a name a person gave a file.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// Browsers send the base name only: a separator means a path was forged into the name.
const SEPARATOR = /[/\\]/;
// '.', '..' and the like: names of directories, not of files.
const DOTS_ONLY = /^\s*\.+\s*$/;

/** The name with those characters taken out (how the server stores a name it did not refuse). */
export const withoutInvisibleCharacters = (name: string) => name.replace(new RegExp(INVISIBLE.source, 'g'), '');

/** Whether a client's file name is refused: a path, control or direction characters, over 255 long. */
export function isBadFileName(name: string): boolean {
  return name.length > FILE_NAME_MAX_LENGTH || SEPARATOR.test(name) || INVISIBLE.test(name) || DOTS_ONLY.test(name);
}
