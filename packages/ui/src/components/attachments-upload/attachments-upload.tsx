import { PaperClipOutlined } from '@ant-design/icons';
import {
  COMMUNICATION_LIMITS,
  COMMUNICATION_TEXTS,
  extensionOf,
  readAttachmentProblem,
} from '@resident/contract/limits';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';

export interface AttachmentsUploadProps {
  /** Set by Form.Item: the chosen files (antd upload entries, each with its originFileObj). */
  value?: UploadFile[];
  onChange?: (files: UploadFile[]) => void;
  /** Set by Form.Item, so the field's label points at the file input. */
  id?: string;
  buttonText?: string;
  disabled?: boolean;
  /** How many files the field holds (spec §9 chat limit by default); 1 makes a new choice replace the file. */
  maxCount?: number;
  /** The only extensions taken, lower case without the dot ('pdf'); any allowed by the upload rules when absent. */
  extensions?: readonly string[];
  /** Why a file of another extension is refused; required with `extensions`, or the spec §5 extension text is used. */
  extensionMessage?: string;
}

/** One choice of files (antd passes the same array to each file's beforeUpload) and what it refused, in its order. */
interface Choice {
  files: readonly File[];
  refusals: (string | null)[];
}

/**
 * Files chosen for a form; nothing is uploaded on its own (beforeUpload returns false), the form
 * sends them with its fields. A file the operator would refuse (spec §5: over 25 MB, .crdownload,
 * .part, empty; and a forged name, or first bytes that are not what the extension says or are a
 * page — uploadProblem of @resident/contract/limits; or an extension the field does not take) is
 * not added, and «имя: причина» is shown under the field for every refused file of the choice,
 * as the chat composer shows it, until the next choice. The other files of the choice are kept.
 */
export function AttachmentsUpload({
  value,
  onChange,
  id,
  buttonText = 'Прикрепить файлы',
  disabled,
  maxCount = COMMUNICATION_LIMITS.filesPerMessage,
  extensions,
  extensionMessage,
}: AttachmentsUploadProps) {
  const [refusals, setRefusals] = useState<string[]>([]);
  const [tooMany, setTooMany] = useState(false);
  // Each file of a choice is judged on its own and asynchronously (its first bytes are read), so
  // the choice collects every file's answer; a later choice replaces an earlier one's answers.
  const choice = useRef<Choice | null>(null);
  const files = value ?? [];
  const single = maxCount === 1;

  const judge = async (file: File): Promise<string | null> => {
    if (extensions && !extensions.includes(extensionOf(file.name))) {
      return extensionMessage ?? `${COMMUNICATION_TEXTS.forbiddenExtension} .${extensionOf(file.name)}`;
    }
    // Reads the file's first 64 KiB (never the whole file) for the content rules.
    return readAttachmentProblem(file);
  };

  const problems = tooMany ? [...refusals, COMMUNICATION_TEXTS.tooManyFiles] : refusals;

  return (
    <div>
      <Upload
        id={id}
        multiple={!single}
        maxCount={single ? 1 : undefined}
        accept={extensions?.map((extension) => `.${extension}`).join(',')}
        disabled={disabled}
        fileList={files}
        beforeUpload={async (file, batch) => {
          if (choice.current?.files !== batch) {
            choice.current = { files: batch, refusals: [] };
            setRefusals([]);
            setTooMany(false);
          }
          const current = choice.current;
          const refused = await judge(file);
          current.refusals[batch.indexOf(file)] = refused ? `${file.name}: ${refused}` : null;
          // An answer of an earlier choice that comes late is not shown over the newer one's.
          if (choice.current === current) setRefusals(current.refusals.filter((line): line is string => Boolean(line)));
          // LIST_IGNORE keeps a refused file out of the list; false keeps the rest local until submit.
          return refused ? Upload.LIST_IGNORE : false;
        }}
        onChange={({ fileList }) => {
          // antd's maxCount keeps the newest file of a single-file field; a longer list is cut here.
          const limited = fileList.slice(0, maxCount);
          if (limited.length < fileList.length) setTooMany(true);
          onChange?.(limited);
        }}
      >
        <Button icon={<PaperClipOutlined />} disabled={disabled}>
          {buttonText}
        </Button>
      </Upload>
      {problems.length > 0 ? (
        <Typography.Text
          type="danger"
          role="alert"
          style={{ display: 'block', marginTop: 4, overflowWrap: 'anywhere' }}
        >
          {problems.map((problem, index) => (
            <span key={index} style={{ display: 'block' }}>
              {problem}
            </span>
          ))}
        </Typography.Text>
      ) : null}
    </div>
  );
}
