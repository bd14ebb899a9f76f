import { describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_LIMITS } from './communication.ts';
import { UPLOAD_CASES, uploadCaseContent } from './upload-cases.ts';
import {
  attachmentProblem,
  attachmentsProblem,
  forbiddenExtensionOf,
  readAttachmentProblem,
  uploadProblem,
  uploadProblemMessage,
} from './upload.ts';

const file = (name: string, size?: number) => ({ name, size });

describe('uploadProblem', () => {
  it.each(UPLOAD_CASES)('$name, $size bytes → $refused', ({ name, size, head, refused }) => {
    expect(uploadProblem({ name, size, head })).toBe(refused);
  });

  it('leaves a file of unknown size or content to the server, but still refuses its name', () => {
    expect(uploadProblem(file('скан.pdf'))).toBeNull();
    expect(uploadProblem(file('скан.pdf', 10))).toBeNull();
    expect(uploadProblem(file('скан.pdf.part'))).toBe('forbidden-extension');
    expect(uploadProblem(file('../скан.pdf'))).toBe('bad-name');
  });

  it('judges the name before the size and the size before the content', () => {
    const html = new TextEncoder().encode('<html>');
    expect(uploadProblem({ name: '../a.part', size: 0, head: html })).toBe('bad-name');
    expect(uploadProblem({ name: 'a.part', size: 0, head: html })).toBe('forbidden-extension');
    expect(uploadProblem({ name: 'a.pdf', size: 0, head: html })).toBe('empty');
    expect(uploadProblem({ name: 'a.pdf', size: 6, head: html })).toBe('content-mismatch');
    expect(uploadProblem({ name: 'a.html', size: 6, head: html })).toBe('forbidden-extension');
    expect(uploadProblem({ name: 'a.txt', size: 6, head: html })).toBe('active-content');
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
    expect(uploadProblemMessage('forbidden-extension', 'Скан.PDF.Part.')).toBe(
      'Нельзя загрузить файл с расширением .part',
    );
    expect(attachmentProblem(file('скан.pdf', COMMUNICATION_LIMITS.fileMaxBytes + 1))).toBe(
      'Размер файла не должен превышать 25 МБ',
    );
    expect(attachmentProblem(file('скан.pdf', 0))).toBe('Файл пустой');
    expect(attachmentProblem(file('скан.pdf', 1))).toBeNull();
    expect(attachmentProblem(file('a/b.pdf', 1))).toBe(
      'Недопустимое имя файла. Переименуйте файл: не более 255 символов, без служебных знаков',
    );
    expect(uploadProblemMessage('content-mismatch', 'Скан.PDF ')).toBe(
      'Файл повреждён или не соответствует расширению .pdf',
    );
    expect(uploadProblemMessage('active-content', 'a.txt')).toBe(
      'Нельзя загрузить веб-страницу, SVG-изображение или скрипт',
    );
  });

  it('count the files of a set too', () => {
    const many = Array.from({ length: COMMUNICATION_LIMITS.filesPerMessage + 1 }, (_, index) =>
      file(`${index}.pdf`, 1),
    );
    expect(attachmentsProblem(many)).toBe('Можно приложить не более 10 файлов');
    expect(attachmentsProblem(many.slice(1))).toBeNull();
    expect(attachmentsProblem([file('a.pdf', 1), file('b.part', 1)])).toBe('Нельзя загрузить файл с расширением .part');
  });
});

describe('readAttachmentProblem', () => {
  it.each(UPLOAD_CASES.filter((upload) => upload.size < 1024 * 1024))(
    'reads the head of $name as the portal does',
    async (upload) => {
      const blob = new File([uploadCaseContent(upload)], upload.name);
      const expected = upload.refused ? uploadProblemMessage(upload.refused, upload.name) : null;
      expect(await readAttachmentProblem(blob)).toBe(expected);
    },
  );

  it('does not read the bytes of a file its name or size already refuses', async () => {
    const slice = vi.fn();
    const big = { name: 'скан.pdf', size: COMMUNICATION_LIMITS.fileMaxBytes + 1, slice };
    expect(await readAttachmentProblem(big)).toBe('Размер файла не должен превышать 25 МБ');
    expect(slice).not.toHaveBeenCalled();
  });
});
