export { BRAND_LOGO_SIZE, BrandLogo, type BrandLogoProps, type BrandLogoVariant } from './brand-logo.tsx';
