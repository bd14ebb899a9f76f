import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useComposer } from './use-composer';

describe('useComposer', () => {
  it('judges the files again with their first bytes before sending, keeping text and files on a refusal', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useComposer('composer-test', send));
    const page = new File(['<html><script>alert(1)</script>'], 'квитанция.pdf');
    act(() => {
      result.current.setText('Прилагаю квитанцию');
      result.current.setFiles([page]);
    });
    await act(() => result.current.submit());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Файл повреждён или не соответствует расширению .pdf');
    expect(result.current.text).toBe('Прилагаю квитанцию');
    expect(result.current.files).toEqual([page]);

    const pdf = new File(['%PDF-1.4\n'], 'квитанция.pdf');
    act(() => result.current.setFiles([pdf]));
    await act(() => result.current.submit());
    expect(send).toHaveBeenCalledWith({ text: 'Прилагаю квитанцию', files: [pdf] });
  });
});
