import { uploadProblemMessage } from '@resident/contract/limits';
import { UPLOAD_CASES, type UploadCase } from '@resident/contract/limits/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AttachmentsUpload } from './attachments-upload';

/** A case's file: its first bytes, claiming `size` bytes without holding them (a 25 MB case stays cheap). */
function fileOf({ name, size, head }: UploadCase): File {
  const file = new File([head], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The control with its list kept like Form.Item keeps it. */
function Harness() {
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <>
      <label htmlFor="files">Файлы</label>
      <AttachmentsUpload id="files" value={files} onChange={setFiles} />
    </>
  );
}

// The same list the operator API's upload route is tested with (apps/operator-api, upload-cases.test.ts).
describe('AttachmentsUpload refuses the files the server refuses', () => {
  it.each(UPLOAD_CASES)('$name, $size bytes → $refused', async (upload) => {
    const { name, refused } = upload;
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Файлы'), fileOf(upload));
    if (refused) {
      // The content rules read the file's first bytes first: the answer comes a moment later.
      expect(await screen.findByRole('alert')).toHaveTextContent(uploadProblemMessage(refused, name));
      expect(screen.queryByText(name)).toBeNull();
    } else {
      expect(await screen.findByText(name)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });
});
