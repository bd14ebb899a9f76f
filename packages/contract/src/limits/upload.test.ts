import { describe, expect, it } from 'vitest';
import { COMMUNICATION_LIMITS } from './communication.ts';
import { UPLOAD_CASES } from './upload-cases.ts';
import { attachmentProblem, attachmentsProblem, forbiddenExtensionOf, uploadProblem, uploadProblemMessage } from './upload.ts';

const file = (name: string, size?: number) => ({ name, size });

describe('uploadProblem', () => {
  it.each(UPLOAD_CASES)('$name, $size bytes → $refused', ({ name, size, refused }) => {
    expect(uploadProblem({ name, size })).toBe(refused);
  });

  it('leaves a file of unknown size to the server, but still refuses its name', () => {
    expect(uploadProblem(file('скан.pdf'))).toBeNull();
    expect(uploadProblem(file('скан.pdf.part'))).toBe('forbidden-extension');
  });
});

describe('forbiddenExtensionOf', () => {
  it.each([
    ['отчёт.pdf.part', 'part'],
    ['Скан.CRDOWNLOAD', 'crdownload'],
    ['file.part. ', 'part'],
    ['file.part...', 'part'],
  ])('finds the unfinished-download extension of %j', (name, extension) => {
    expect(forbiddenExtensionOf(name)).toBe(extension);
  });

  it.each(['справка.pdf', 'part', 'party.docx', 'a.partial', '.part.pdf', ''])('allows %j', (name) => {
    expect(forbiddenExtensionOf(name)).toBeUndefined();
  });
});

describe('the texts of a refused file', () => {
  it('name the extension as the resident typed it, lower-cased', () => {
    expect(uploadProblemMessage('forbidden-extension', 'Скан.PDF.Part.')).toBe('Нельзя загрузить файл с расширением .part');
    expect(attachmentProblem(file('скан.pdf', COMMUNICATION_LIMITS.fileMaxBytes + 1))).toBe('Размер файла не должен превышать 25 МБ');
    expect(attachmentProblem(file('скан.pdf', 0))).toBe('Файл пустой');
    expect(attachmentProblem(file('скан.pdf', 1))).toBeNull();
  });

  it('count the files of a set too', () => {
    const many = Array.from({ length: COMMUNICATION_LIMITS.filesPerMessage + 1 }, (_, index) => file(`${index}.pdf`, 1));
    expect(attachmentsProblem(many)).toBe('Можно приложить не более 10 файлов');
    expect(attachmentsProblem(many.slice(1))).toBeNull();
    expect(attachmentsProblem([file('a.pdf', 1), file('b.part', 1)])).toBe('Нельзя загрузить файл с расширением .part');
  });
});
