import { uploadProblemMessage } from '@resident/contract/limits';
import { UPLOAD_CASES } from '@resident/contract/limits/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer, type MessageComposerProps } from './message-composer';

/** The composer with its text and files kept like a page keeps them. */
function Harness(props: Partial<MessageComposerProps>) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  return (
    <MessageComposer
      text={text}
      onTextChange={setText}
      files={files}
      onFilesChange={setFiles}
      onSend={vi.fn()}
      {...props}
    />
  );
}

const PDF_HEAD = new TextEncoder().encode('%PDF-1.4\n');

const fileOf = (name: string, size: number, head: Uint8Array<ArrayBuffer> = PDF_HEAD) => {
  const file = new File([head], name);
  // A real 26 MB body is not needed: the size is claimed, only the first bytes are read.
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('MessageComposer', () => {
  it('sends on Enter and makes a new line on Shift+Enter', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, 'Добрый день{Shift>}{Enter}{/Shift}вопрос');
    expect(box).toHaveValue('Добрый день\nвопрос');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Enter — отправить, Shift+Enter — новая строка')).toBeInTheDocument();
  });

  it('counts characters up to 10 000', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Привет');
    expect(screen.getByText('6 / 10 000')).toBeInTheDocument();
  });

  it('refuses a 26 MB file and a .part file with the spec texts, keeping the good ones', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Прикрепить файлы');
    await userEvent.upload(input, [fileOf('big.pdf', 26 * 1024 * 1024), fileOf('ok.pdf', 10)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Размер файла не должен превышать 25 МБ');
    expect(await screen.findByText('ok.pdf')).toBeInTheDocument();
    expect(screen.queryByText('big.pdf')).not.toBeInTheDocument();

    await userEvent.upload(input, fileOf('archive.zip.part', 10));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Нельзя загрузить файл с расширением .part'),
    );
    expect(screen.queryByText('archive.zip.part')).not.toBeInTheDocument();
  });

  // The same list the operator API's upload route is tested with (apps/operator-api, upload-cases.test.ts).
  it.each(UPLOAD_CASES)(
    'judges $name, $size bytes, as the server does: $refused',
    async ({ name, size, head, refused }) => {
      render(<Harness />);
      await userEvent.upload(screen.getByLabelText('Прикрепить файлы'), fileOf(name, size, head));
      if (refused) {
        // The first bytes are read before the answer: it comes a moment later.
        expect(await screen.findByRole('alert')).toHaveTextContent(`${name}: ${uploadProblemMessage(refused, name)}`);
        expect(screen.queryByText(name)).not.toBeInTheDocument();
      } else {
        expect(await screen.findByText(name)).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      }
    },
  );

  it('keeps the text typed while a picked file is read and refused', async () => {
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, 'Прилагаю квитанцию');
    await userEvent.upload(
      screen.getByLabelText('Прикрепить файлы'),
      fileOf('квитанция.pdf', 40, new TextEncoder().encode('<html><script>alert(1)</script>')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'квитанция.pdf: Файл повреждён или не соответствует расширению .pdf',
    );
    expect(box).toHaveValue('Прилагаю квитанцию');
    expect(screen.queryByText('квитанция.pdf')).not.toBeInTheDocument();
  });

  it("clears a refused file's line once the message is sent", async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.upload(screen.getByLabelText('Прикрепить файлы'), [
      fileOf('notapdf.pdf', 40, new TextEncoder().encode('<html></html>')),
      fileOf('ok.pdf', 10),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notapdf.pdf: Файл повреждён или не соответствует расширению .pdf',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Прилагаю{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the upload in progress and the failure with a retry', () => {
    const files = [fileOf('scan.jpg', 10)];
    const props = { text: 'Текст', onTextChange: vi.fn(), files, onFilesChange: vi.fn(), onSend: vi.fn() };
    const { rerender } = render(<MessageComposer {...props} status="sending" />);
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    rerender(<MessageComposer {...props} status="failed" error="При загрузке произошла ошибка" />);
    expect(screen.getByRole('alert')).toHaveTextContent('При загрузке произошла ошибка');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });
});
