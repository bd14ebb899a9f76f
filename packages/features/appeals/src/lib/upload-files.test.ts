import type { UploadFile } from 'antd';
import { describe, expect, it } from 'vitest';
import { filesOf } from './upload-files';

describe('filesOf', () => {
  it('takes the original files and skips entries without one', () => {
    const file = new File(['x'], 'a.pdf');
    const list = [
      { uid: '1', name: 'a.pdf', originFileObj: file },
      { uid: '2', name: 'b.pdf' },
    ] as UploadFile[];
    expect(filesOf(list)).toEqual([file]);
    expect(filesOf(undefined)).toEqual([]);
  });
});
