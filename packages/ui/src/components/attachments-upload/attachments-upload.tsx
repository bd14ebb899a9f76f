import { PaperClipOutlined } from '@ant-design/icons';
import { COMMUNICATION_LIMITS, COMMUNICATION_TEXTS, readAttachmentProblem } from '@resident/contract/limits';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';

export interface AttachmentsUploadProps {
  /** Set by Form.Item: the chosen files (antd upload entries, each with its originFileObj). */
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  /** Set by Form.Item, so the field's label points at the file input. */
  id?: string;
  buttonText?: string;
  disabled?: boolean;
}

/**
 * Files chosen for a form; nothing is uploaded on its own (beforeUpload returns false), the form
 * sends them with its fields. A file the operator would refuse (spec §5: over 25 MB, .crdownload,
 * .part, empty; and a forged name, or first bytes that are not what the extension says or are a
 * page — uploadProblem of @resident/contract/limits) is not added; why is shown under the field
 * until the next choice.
 */
export function AttachmentsUpload({ value, onChange, id, buttonText = 'Прикрепить файлы', disabled }: AttachmentsUploadProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const files = value ?? [];

  return (
    <div>
      <Upload
        id={id}
        multiple
        disabled={disabled}
        fileList={files}
        beforeUpload={async (file) => {
          // Reads the file's first 1 KiB (never the whole file) for the content rules.
          const refused = await readAttachmentProblem(file);
          setProblem(refused);
          // LIST_IGNORE keeps a refused file out of the list; false keeps the rest local until submit.
          return refused ? Upload.LIST_IGNORE : false;
        }}
        onChange={({ fileList }) => {
          const limited = fileList.slice(0, COMMUNICATION_LIMITS.filesPerMessage);
          if (limited.length < fileList.length) setProblem(COMMUNICATION_TEXTS.tooManyFiles);
          onChange?.(limited);
        }}
      >
        <Button icon={<PaperClipOutlined />} disabled={disabled}>
          {buttonText}
        </Button>
      </Upload>
      {problem ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {problem}
        </Typography.Text>
      ) : null}
    </div>
  );
}
