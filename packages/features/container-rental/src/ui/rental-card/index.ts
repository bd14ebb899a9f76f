export { RentalCard, type RentalCardProps } from './rental-card';
