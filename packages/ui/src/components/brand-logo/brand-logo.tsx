import type { CSSProperties, ImgHTMLAttributes } from 'react';

export type BrandLogoVariant = 'full' | 'small';

/** The box each variant occupies: the default brand's logo.svg and logo-small.svg. */
export const BRAND_LOGO_SIZE: Record<BrandLogoVariant, { width: number; height: number }> = {
  full: { width: 200, height: 40 },
  small: { width: 40, height: 40 },
};

export interface BrandLogoProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  alt: string;
  variant?: BrandLogoVariant;
  width?: number;
  height?: number;
}

/**
 * The operator's logo in a box of fixed proportions: the space is reserved before the image loads
 * and an operator logo of other proportions is fitted inside, so nothing moves (CLS budget).
 */
export function BrandLogo({ src, alt, variant = 'full', width, height, style, ...rest }: BrandLogoProps) {
  const box = {
    width: width ?? BRAND_LOGO_SIZE[variant].width,
    height: height ?? BRAND_LOGO_SIZE[variant].height,
  };
  const boxStyle: CSSProperties = {
    display: 'block',
    width: box.width,
    maxWidth: '100%',
    height: 'auto',
    aspectRatio: `${box.width} / ${box.height}`,
    objectFit: 'contain',
    ...style,
  };
  return <img src={src} alt={alt} width={box.width} height={box.height} decoding="async" style={boxStyle} {...rest} />;
}
