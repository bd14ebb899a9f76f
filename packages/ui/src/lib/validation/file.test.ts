import { describe, expect, it } from 'vitest';
import { fileExtension, fileProblem, MAX_FILE_SIZE_BYTES, missingDocumentTypes } from './file.ts';

describe('fileExtension', () => {
  it.each([
    ['scan.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['file.crdownload', 'crdownload'],
    ['README', ''],
    ['.bashrc', ''],
    ['name.', ''],
  ])('%s → %s', (name, expected) => {
    expect(fileExtension(name)).toBe(expected);
  });
});

describe('fileProblem', () => {
  it('accepts an ordinary document of exactly 25 MB', () => {
    expect(MAX_FILE_SIZE_BYTES).toBe(25 * 1024 * 1024);
    expect(fileProblem({ name: 'квитанция.pdf', size: MAX_FILE_SIZE_BYTES })).toBeNull();
    expect(fileProblem({ name: 'photo.jpg' })).toBeNull();
  });

  it('rejects a file over 25 MB', () => {
    expect(fileProblem({ name: 'video.mp4', size: MAX_FILE_SIZE_BYTES + 1 })).toBe('Размер файла не должен превышать 25 МБ');
  });

  it.each(['scan.pdf.crdownload', 'scan.PART'])('rejects the unfinished download %s naming the extension', (name) => {
    const extension = fileExtension(name);
    expect(fileProblem({ name, size: 10 })).toBe(`Нельзя загрузить файл с расширением .${extension}`);
  });
});

describe('missingDocumentTypes', () => {
  it('lists the required types without a file', () => {
    expect(missingDocumentTypes(['passport', 'ticket', 'certificate'], ['ticket', 'ticket'])).toEqual(['passport', 'certificate']);
    expect(missingDocumentTypes(['passport'], ['passport'])).toEqual([]);
  });
});
