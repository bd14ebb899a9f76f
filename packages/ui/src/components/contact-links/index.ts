export { ContactLinks, hasContacts, telHref, type SupportContacts } from './contact-links.tsx';
