/** A file to upload under a multipart field (its name travels as the file name). */
export type UploadFile = Blob & { readonly name: string };

/**
 * A multipart body: text fields (undefined and null left out, numbers as text) and files under
 * their field names. The 'main' client sends FormData as is, so the browser sets the
 * multipart Content-Type with its boundary.
 */
export function toFormData(
  fields: Record<string, string | number | undefined | null>,
  files: Record<string, readonly UploadFile[] | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const [field, list] of Object.entries(files)) {
    for (const file of list ?? []) form.append(field, file, file.name);
  }
  return form;
}
