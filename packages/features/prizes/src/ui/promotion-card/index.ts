export { PromotionCard, type PromotionCardProps } from './promotion-card';
