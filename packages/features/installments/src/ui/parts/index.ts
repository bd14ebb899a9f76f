export { Badge, ConditionMark, Heading, Pairs, Panel, Paragraph, SECONDARY, visuallyHidden } from './parts.tsx';
