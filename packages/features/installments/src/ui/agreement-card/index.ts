export { AgreementCard, type AgreementCardProps } from './agreement-card.tsx';
