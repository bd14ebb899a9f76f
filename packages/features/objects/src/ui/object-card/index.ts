export { ObjectCard, type ObjectCardProps } from './object-card';
