export { PickupCard, type PickupCardProps } from './pickup-card';
