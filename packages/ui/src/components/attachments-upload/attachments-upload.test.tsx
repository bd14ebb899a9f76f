import { uploadProblemMessage } from '@resident/contract/limits';
import { UPLOAD_CASES, type UploadCase } from '@resident/contract/limits/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AttachmentsUpload, type AttachmentsUploadProps } from './attachments-upload';

/** A case's file: its first bytes, claiming `size` bytes without holding them (a 25 MB case stays cheap). */
function fileOf({ name, size, head }: UploadCase): File {
  const file = new File([head], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The control with its list kept like Form.Item keeps it. */
function Harness(props: Omit<AttachmentsUploadProps, 'value' | 'onChange' | 'id'>) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  return (
    <>
      <label htmlFor="files">Файлы</label>
      <AttachmentsUpload id="files" value={files} onChange={setFiles} {...props} />
    </>
  );
}

const encode = (text: string) => new TextEncoder().encode(text);
const pdf = (name: string) => new File([encode('%PDF-1.7\n')], name, { type: 'application/pdf' });
const page = (name: string) =>
  new File([encode('<html><script>alert(1)</script></html>')], name, { type: 'application/pdf' });
const listed = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

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

describe('AttachmentsUpload with several files at once', () => {
  it('keeps the valid file and says which file was refused and why, as the chat composer does', async () => {
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Файлы'), [page('notapdf.pdf'), pdf('справка.pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notapdf.pdf: Файл повреждён или не соответствует расширению .pdf',
    );
    expect(await screen.findByText('справка.pdf')).toBeInTheDocument();
    expect(screen.queryByText('notapdf.pdf')).toBeNull();
  });

  it('names every refused file of the choice, in the order picked; the next choice clears them', async () => {
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Файлы'), [
      pdf('первый.pdf'),
      page('notapdf.pdf'),
      pdf('архив.zip.part'),
    ]);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'notapdf.pdf: Файл повреждён или не соответствует расширению .pdfархив.zip.part: Нельзя загрузить файл с расширением .part',
      ),
    );
    // rc-upload renders a new input after each choice: the field is found again.
    await userEvent.upload(screen.getByLabelText('Файлы'), pdf('второй.pdf'));
    expect(await screen.findByText('второй.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('первый.pdf')).toBeInTheDocument();
  });
});

describe('AttachmentsUpload for one file of given types', () => {
  const props = { maxCount: 1, extensions: ['pdf', 'docx'], extensionMessage: 'Только PDF или DOCX' };

  it('refuses another extension with the given message and offers only the given ones to the picker', async () => {
    render(<Harness {...props} />);
    const input = screen.getByLabelText('Файлы');
    expect(input).toHaveAttribute('accept', '.pdf,.docx');
    expect(input).not.toHaveAttribute('multiple');
    // applyAccept: false — a resident can still choose «All files» in the picker.
    await userEvent.setup({ applyAccept: false }).upload(input, new File([encode('MZ')], 'setup.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('setup.exe: Только PDF или DOCX');
    expect(listed()).toEqual([]);
  });

  it('holds one file: a new choice replaces it', async () => {
    render(<Harness {...props} />);
    await userEvent.upload(screen.getByLabelText('Файлы'), pdf('резюме.pdf'));
    expect(await screen.findByText('резюме.pdf')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Файлы'), pdf('резюме-2.pdf'));
    expect(await screen.findByText('резюме-2.pdf')).toBeInTheDocument();
    // The replaced file leaves with antd's list animation.
    await waitFor(() => expect(screen.queryByText('резюме.pdf')).toBeNull());
  });
});
