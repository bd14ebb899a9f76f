import type { UploadFile as ApiUploadFile } from '@resident/communication';
import type { UploadFile } from 'antd';

/**
 * The files of an antd upload list, ready for a multipart body. beforeUpload returns false, so
 * every entry keeps its original File in originFileObj (nothing is uploaded on its own).
 */
export function filesOf(list: readonly UploadFile[] | undefined): ApiUploadFile[] {
  return (list ?? []).flatMap((item) => (item.originFileObj ? [item.originFileObj] : []));
}
