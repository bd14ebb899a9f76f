import { uploadProblemMessage } from '@resident/contract/limits';
import { UPLOAD_CASES } from '@resident/contract/limits/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AttachmentsUpload } from './attachments-upload';

/** A file that claims `size` bytes without holding them (a 25 MB case stays cheap). */
function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
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
  it.each(UPLOAD_CASES)('$name, $size bytes → $refused', async ({ name, size, refused }) => {
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Файлы'), fileOfSize(name, size));
    if (refused) {
      expect(screen.getByRole('alert')).toHaveTextContent(uploadProblemMessage(refused, name));
      expect(screen.queryByText(name)).toBeNull();
    } else {
      expect(await screen.findByText(name)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });
});
