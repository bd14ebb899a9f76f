export { FeedbackScope, type FeedbackScopeProps } from './feedback-scope.tsx';
