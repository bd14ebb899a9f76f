import { useSearchParams } from 'react-router';

/** The single-use token of the emailed link the page was opened from ('' when it is missing). */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}
