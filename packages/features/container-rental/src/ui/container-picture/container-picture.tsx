import type { ContainerPicture as Picture } from '@resident/contract/limits';
import type { ReactNode } from 'react';
import { PICTURE_ALTS } from '../../lib/texts';

// Four small drawings, shipped with the feature (no request, nothing for the CSP to allow): the
// operator picks one per container type. Drawn on a 96 × 72 grid with a ground line.
const GROUND = <path d="M4 67h88" stroke="#8c8c8c" strokeWidth="2" />;
const wheel = (cx: number, r = 5) => <circle key={cx} cx={cx} cy={67 - r} r={r} fill="#262626" />;

const SHAPES: Record<Picture, ReactNode> = {
  'wheelie-bin': (
    <>
      <path d="M34 16h30l-3 42H37z" fill="#4a8f3c" />
      <path d="M41 24v28M49 24v28M57 24v28" stroke="#2f5e27" strokeWidth="2" />
      <rect x="31" y="10" width="36" height="6" rx="2" fill="#2f5e27" />
      <rect x="63" y="12" width="9" height="3" rx="1.5" fill="#2f5e27" />
      {[wheel(40), wheel(58)]}
    </>
  ),
  'euro-bin': (
    <>
      <path d="M18 26h60l-3 30H21z" fill="#7a8a99" />
      <path d="M16 26q32-16 64 0z" fill="#4d5b66" />
      <path d="M30 32v20M48 32v20M66 32v20" stroke="#4d5b66" strokeWidth="2" />
      <rect x="20" y="56" width="56" height="3" fill="#4d5b66" />
      {[wheel(26, 4), wheel(40, 4), wheel(56, 4), wheel(70, 4)]}
    </>
  ),
  skip: (
    <>
      <path d="M8 24h80l-12 38H20z" fill="#d4891c" />
      <path d="M8 24h80" stroke="#8a5a10" strokeWidth="3" />
      <path d="M30 28l3 30M48 28v30M66 28l-3 30" stroke="#8a5a10" strokeWidth="2" />
      <circle cx="17" cy="42" r="3" fill="#8a5a10" />
      <circle cx="79" cy="42" r="3" fill="#8a5a10" />
    </>
  ),
  'roll-off': (
    <>
      <path d="M4 22h70l12 14v20H4z" fill="#2f6fb0" />
      <path d="M16 24v30M30 24v30M44 24v30M58 24v30" stroke="#1d4a78" strokeWidth="2" />
      <path d="M86 36V18h6" stroke="#262626" strokeWidth="3" fill="none" />
      {[wheel(12, 4), wheel(76, 4)]}
    </>
  ),
};

export interface ContainerPictureProps {
  picture: Picture;
  /** Width in px; the height keeps the drawing's 4:3. */
  width?: number;
}

/** A container type's drawing with its text alternative (role img). */
export function ContainerPicture({ picture, width = 96 }: ContainerPictureProps) {
  const known = picture in SHAPES;
  return (
    <svg
      role="img"
      aria-label={known ? PICTURE_ALTS[picture] : 'Рисунок: контейнер'}
      viewBox="0 0 96 72"
      width={width}
      height={(width * 3) / 4}
      focusable="false"
      style={{ flex: 'none', display: 'block' }}
    >
      {SHAPES[known ? picture : 'euro-bin']}
      {GROUND}
    </svg>
  );
}
