export {
  SECTION_IN_DEVELOPMENT_TEXTS,
  SectionInDevelopment,
  type SectionInDevelopmentProps,
} from './section-in-development.tsx';
