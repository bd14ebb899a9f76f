import { PageResult } from '@resident/ui';

export const NOT_FOUND_TEXT = 'Обращение не найдено';

export interface NotFoundResultProps {
  onBack: () => void;
}

/** A missing or another resident's chat (the API answers both with 404), with a way back to appeals. */
export function NotFoundResult({ onBack }: NotFoundResultProps) {
  return <PageResult status="404" title={NOT_FOUND_TEXT} action={{ label: 'К обращениям', onClick: onBack }} />;
}
