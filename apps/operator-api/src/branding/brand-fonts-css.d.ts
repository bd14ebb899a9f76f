// The colour pairs the brand checker measures come from the portal's own theme code
// (@resident/branding), whose font loader imports @fontsource stylesheets lazily for the browser.
// The operator API never loads them; this only lets TypeScript follow the import.
declare module '@fontsource/*.css';
