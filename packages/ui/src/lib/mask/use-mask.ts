import type { InputRef } from 'antd';
import InputMask from 'imask/esm/controls/input';
import type { MaskedPatternOptions } from 'imask/esm/masked/pattern';
// Registers the pattern mask only: the full 'imask' entry would bundle every mask type.
import 'imask/esm/masked/pattern';
import { useCallback, useEffect, useRef, useState } from 'react';

export type PatternMaskOptions = Pick<MaskedPatternOptions, 'mask' | 'prepare' | 'lazy'>;

export interface PatternMask {
  /** Attach to the antd Input's `ref`. */
  ref: (input: InputRef | null) => void;
  /** The masked text: pass as the antd Input's `value`. */
  display: string;
}

/**
 * Puts an imask pattern mask on an antd Input. imask handles the typing (caret, paste, deletion);
 * antd's Input is always React-controlled, so the masked text is mirrored into `display` and passed
 * back as its value, otherwise React would reset the field to its previous value on every render.
 * The caller gets the unmasked value on every edit and passes the current unmasked value in.
 *
 * `options` must be stable (a module constant): a new object re-creates the mask.
 */
export function usePatternMask(
  options: PatternMaskOptions,
  unmaskedValue: string,
  onAccept: (unmasked: string) => void,
): PatternMask {
  const elementRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<PatternMaskOptions> | null>(null);
  const onAcceptRef = useRef(onAccept);
  const syncingRef = useRef(false);
  const [display, setDisplay] = useState('');

  useEffect(() => {
    onAcceptRef.current = onAccept;
  });

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return undefined;
    const mask = new InputMask(element, options);
    maskRef.current = mask;
    const accept = () => {
      setDisplay(mask.value);
      // A value set from outside is not an edit: reporting it back would mark the field as touched.
      if (!syncingRef.current) onAcceptRef.current(mask.unmaskedValue);
    };
    mask.on('accept', accept);
    return () => {
      mask.off('accept', accept);
      mask.destroy();
      maskRef.current = null;
    };
  }, [options]);

  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || mask.unmaskedValue === unmaskedValue) return;
    syncingRef.current = true;
    try {
      mask.unmaskedValue = unmaskedValue;
    } finally {
      syncingRef.current = false;
    }
    setDisplay(mask.value);
  }, [unmaskedValue, options]);

  const ref = useCallback((input: InputRef | null) => {
    elementRef.current = input?.input ?? null;
  }, []);
  return { ref, display };
}
