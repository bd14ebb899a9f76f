import { uploadProblemMessage } from '@resident/contract/limits';
import { UPLOAD_CASES } from '@resident/contract/limits/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fileOfSize } from '@resident/api/testing';
import { AttachmentsUpload } from './attachments-upload';

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
