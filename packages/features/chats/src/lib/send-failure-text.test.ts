import { UNKNOWN_ERROR_TEXT } from '@resident/api';
import { describe, expect, it } from 'vitest';
import { sendFailureText, UPLOAD_FAILED_TEXT } from './send-failure-text';

describe('sendFailureText', () => {
  it('says the upload failed when files were attached and the server said nothing precise', () => {
    expect(sendFailureText({ status: 500, data: {} }, true)).toBe(UPLOAD_FAILED_TEXT);
    expect(sendFailureText({ status: 500, data: {} }, false)).toBe(UNKNOWN_ERROR_TEXT);
  });

  it('keeps the server text about a file', () => {
    const error = {
      status: 413,
      data: { details: 'FILE_TOO_LARGE', message: 'Размер файла не должен превышать 25 МБ' },
    };
    expect(sendFailureText(error, true)).not.toBe(UPLOAD_FAILED_TEXT);
  });
});
