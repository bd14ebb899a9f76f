import type { DownloadedDocument } from '@resident/api';
import { errorMessageOf, saveDocument } from '@resident/api';
import { App } from 'antd';
import { useCallback } from 'react';
import { BILLING_TEXTS } from '../lib/texts.ts';

type QueryError = Parameters<typeof errorMessageOf>[0];
type Fetch = () => Promise<DownloadedDocument>;

/**
 * Downloading and opening the account's files (receipts, the export, the reconciliation act):
 * the file is fetched with the session's token, then saved or shown; spec §8's success message
 * after a download, the mapped error text otherwise.
 */
export function useFileActions() {
  const { message } = App.useApp();

  const fail = useCallback((failure: unknown) => void message.error(errorMessageOf(failure as QueryError)), [message]);

  const download = useCallback(
    async (fetchFile: Fetch) => {
      try {
        saveDocument(await fetchFile());
        void message.success(BILLING_TEXTS.downloaded);
      } catch (failure) {
        fail(failure);
      }
    },
    [message, fail],
  );

  /**
   * A PDF in a new tab. The tab is opened during the click (after an await a browser would block
   * it as a popup) and given the file when it arrives; without a tab the file is saved instead.
   */
  const open = useCallback(
    async (fetchFile: Fetch) => {
      const tab = window.open('', '_blank');
      try {
        const file = await fetchFile();
        if (!tab) {
          saveDocument(file);
          void message.success(BILLING_TEXTS.downloaded);
          return;
        }
        const url = URL.createObjectURL(file.blob);
        tab.location.href = url;
        // The tab keeps the document once loaded; the URL is not needed for long.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } catch (failure) {
        tab?.close();
        fail(failure);
      }
    },
    [message, fail],
  );

  return { download, open, fail };
}
