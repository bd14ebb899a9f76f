import { errorMessageOf, saveDocument } from '@resident/api';
import { useDownloadDocumentMutation } from '../api/chats.api.ts';
import { useCallback, useState } from 'react';

type QueryError = Parameters<typeof errorMessageOf>[0];

/** Downloads an attachment and saves it; a failure gives the spec §8 text (e.g. 'Файл не найден на сервере'). */
export function useDocumentDownload() {
  const [download] = useDownloadDocumentMutation();
  const [downloadingId, setDownloadingId] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);

  const onDownload = useCallback(
    async (id: number) => {
      setDownloadingId(id);
      setError(null);
      try {
        saveDocument(await download(id).unwrap());
      } catch (failure) {
        setError(errorMessageOf(failure as QueryError));
      } finally {
        setDownloadingId(undefined);
      }
    },
    [download],
  );

  return { onDownload, downloadingId, error };
}
