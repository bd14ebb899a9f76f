import { describe, expect, it } from 'vitest';
import { csvDataRecords } from './csv-records.ts';

describe('csvDataRecords', () => {
  it('counts the lines after the header, with a BOM and CRLF endings', () => {
    expect(csvDataRecords('\ufeffДата;Сумма\r\n01.02.2026 10:00;150,00\r\n02.03.2026 11:00;160,00\r\n')).toBe(2);
  });

  it('counts a last line without a line break', () => {
    expect(csvDataRecords('a;b\r\n1;2')).toBe(1);
  });

  it('is 0 for a header alone or an empty file', () => {
    expect(csvDataRecords('\ufeffДата;Сумма\r\n')).toBe(0);
    expect(csvDataRecords('')).toBe(0);
  });

  it('does not split a record at a line break inside quotes, doubled quotes included', () => {
    expect(csvDataRecords('a;b\r\n1;"две\r\nстроки"\r\n2;"он сказал ""да"""\r\n')).toBe(2);
  });
});
