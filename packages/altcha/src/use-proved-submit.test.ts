import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useProvedSubmit } from './use-proved-submit';

const proof = { status: 'ready' as const, take: vi.fn(async () => 'proof-1'), renew: vi.fn() };
vi.mock('./use-altcha-proof', () => ({ useAltchaProof: () => proof }));

beforeEach(() => {
  proof.take.mockClear();
  proof.renew.mockClear();
});

describe('useProvedSubmit', () => {
  it('sends the values with the proof it takes (taking it starts the next one)', async () => {
    const send = vi.fn(async () => undefined);
    const { result } = renderHook(() => useProvedSubmit(send));
    await act(() => result.current.submit('7700000001'));
    expect(send).toHaveBeenCalledWith('7700000001', 'proof-1');
    expect(result.current.error).toBeUndefined();
    expect(result.current.submitting).toBe(false);
    expect(proof.take).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal; the next attempt takes a proof of its own', async () => {
    const { result } = renderHook(() => useProvedSubmit(async () => ({ error: 'Неверный пароль' })));
    await act(() => result.current.submit({}));
    expect(result.current.error).toBe('Неверный пароль');
    await act(() => result.current.submit({}));
    expect(proof.take).toHaveBeenCalledTimes(2);
  });

  it('shows what failed (the proof itself too)', async () => {
    proof.take.mockRejectedValueOnce(new Error('Не удалось проверить, что вы не робот'));
    const send = vi.fn(async () => undefined);
    const { result } = renderHook(() => useProvedSubmit(send));
    await act(() => result.current.submit({}));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Не удалось проверить, что вы не робот');
  });
});
